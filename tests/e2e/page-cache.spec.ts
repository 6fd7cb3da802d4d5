import { createHash } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { watchConsole } from './fixtures'
import { startOwnServer, type OwnServer } from './own-server'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'

/**
 * The page cache (decision 0064) as visitors, a staff member and a forger meet it, and staff edits of
 * the seeded offers and job positions reaching every visitor at once.
 *
 * A server of its own (own-server.ts), for what every other test would see on the shared one: these
 * tests wait for pages to be kept and for staff edits to clear them from the cache, so another
 * spec's edits would clear or refill what they wait for; they close a job position and end an offer
 * of the seeded content (the product makes no new ones to change instead), which the content,
 * job-application and first-paint specs read; and a forged X-Forwarded-Host is checked here as the
 * server without TRUST_PROXY treats it (the shared server trusts it, for per-test client addresses).
 */
test.describe.configure({ mode: 'serial' })

let server: OwnServer
let port: number
test.beforeAll(async () => {
  test.setTimeout(120_000)
  port = appPort + 120
  server = await startOwnServer(port, { env: { E2E_TRUST_PROXY: 'false' } })
})
test.afterAll(() => server?.stop())

/** What a browser sends over HTTPS: the page cache answers brotli. */
const compressed = { 'Accept-Encoding': 'gzip, deflate, br' }

/** Raw GET with exactly these headers (a forged Host included), the body decompressed. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; html: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { ...compressed, ...headers } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding']
        const html = (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8')
        resolve({ status: response.statusCode ?? 0, headers: response.headers, html })
      })
    })
    request.on('error', reject)
    request.end()
  })
}

/** Each inline script's SHA-256, as the browser computes it for the policy. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes ?? ''))
    .map(([, , text]) =>
      createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64'),
    )
}

async function anonymousGet(request: APIRequestContext, path: string) {
  const answer = await request.get(`${server.base}${path}`, { headers: compressed })
  return { answer, body: await answer.body() }
}

/**
 * Asks until the page is kept: on a busy machine the first render may be refused (503 with
 * Retry-After, decision 0023), and a refusal is never kept.
 */
async function untilKept(request: APIRequestContext, path: string) {
  await expect.poll(async () => (await anonymousGet(request, path)).answer.headers()['x-page-cache'], { timeout: 30_000 }).toBe('hit')
}

/** `ask` again while the answer is an overload refusal. */
async function untilServed<T extends { status: number }>(ask: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const answer = await ask()
    if (answer.status !== 503 || attempt === 20) return answer
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

test('a second view is the same bytes from memory, under a strict policy that names its inline scripts by hash', async ({ playwright }) => {
  const request = await playwright.request.newContext()
  const path = '/en/market?brand=toyota&sort=price-asc'
  await untilKept(request, path)
  const first = await anonymousGet(request, path)
  const second = await anonymousGet(request, path)
  expect(first.answer.status()).toBe(200)
  expect(second.answer.headers()['x-page-cache']).toBe('hit')
  expect(second.answer.headers()['content-encoding']).toBe('br')
  expect(second.body.equals(first.body)).toBe(true)
  const html = await request.get(`${server.base}${path}`, { headers: { 'Accept-Encoding': 'identity' } }).then((answer) => answer.text())
  const csp = second.answer.headers()['content-security-policy'] ?? ''
  const scriptSources = /script-src ([^;]+)/.exec(csp)?.[1] ?? ''
  expect(scriptSources).not.toContain('unsafe-inline')
  expect(scriptSources).not.toContain('nonce-')
  const hashes = inlineScriptHashes(html)
  expect(hashes.length).toBeGreaterThan(0)
  for (const hash of hashes) expect(scriptSources).toContain(`'sha256-${hash}'`)
  expect(second.answer.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1')
  // Browsers revalidate with the ETag: a 304, no body.
  const again = await request.get(`${server.base}${path}`, {
    headers: { ...compressed, 'If-None-Match': second.answer.headers()['etag']! },
  })
  expect(again.status()).toBe(304)
  await request.dispose()
})

test('a page from the cache runs under its policy: no violation, interactive after hydration', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const problems: string[] = []
  watchConsole(page, problems)
  await untilKept(page.request, '/en/about')
  const answer = await page.goto(`${server.base}/en/about`)
  expect(answer?.headers()['x-page-cache']).toBe('hit')
  await page.setViewportSize({ width: 390, height: 800 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).last().getByRole('link', { name: 'News' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  expect(problems).toEqual([])
  await context.close()
})

test('a market page kept for one order of its filters hydrates at another, and a filter written another way is sent to the page’s own address', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const problems: string[] = []
  watchConsole(page, problems)
  await untilKept(page.request, '/en/market?brand=kia&sort=price-asc')
  const answer = await page.goto(`${server.base}/en/market?sort=price-asc&brand=kia`)
  expect(answer?.headers()['x-page-cache']).toBe('hit')
  const kia = page.getByRole('checkbox', { name: /^Kia/ }).first()
  await expect(kia).toBeChecked()
  // Hydrated at this order (the app marks the document once it has), then interactive: unticking
  // the filter changes the address in place.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  await kia.uncheck()
  await expect(page).toHaveURL(/sort=price-asc/)
  await expect(page).not.toHaveURL(/brand=/)
  // Capitals and a default written out: the page's own address, without a render.
  const sent = await page.goto(`${server.base}/en/market?brand=KIA&page=1&sort=price-asc`)
  expect(sent?.request().redirectedFrom()?.url()).toContain('brand=KIA')
  expect(new URL(page.url()).search).toBe('?brand=kia&sort=price-asc')
  await expect(page.getByRole('checkbox', { name: /^Kia/ }).first()).toBeChecked()
  expect(problems).toEqual([])
  await context.close()
})

test('a staff edit reaches the cached page within 2 seconds, and the reopened position is back; a staff session is never served from, nor stored in, the cache', async ({
  browser,
  playwright,
}) => {
  const visitor = await playwright.request.newContext()
  /** The jobs page's HTML, or null for an overload refusal (which proves nothing either way). */
  const jobsText = async () => {
    const answer = await visitor.get(`${server.base}/en/jobs`)
    return answer.status() === 200 ? answer.text() : null
  }
  await untilKept(visitor, '/en/jobs')
  const cached = await visitor.get(`${server.base}/en/jobs`)
  expect(cached.headers()['x-page-cache']).toBe('hit')

  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${server.base}/en/jobs`)
  const title = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? ''
  expect(title).not.toBe('')
  expect(await cached.text()).toContain(title)
  await startSignedIn(page, server.base, staffAccounts.editor, { locale: 'en' })

  // With the staff cookie: rendered for them, never the shared copy, never kept for others.
  const staffView = await page.request.get(`${server.base}/en/jobs`)
  expect(staffView.headers()['x-page-cache']).toBeUndefined()
  expect(staffView.headers()['cache-control']).toBe('private, no-cache')
  expect(staffView.headers()['content-security-policy']).toMatch(/'nonce-/)
  const staffFirst = '/en/about?from=staff'
  expect((await page.request.get(`${server.base}${staffFirst}`)).headers()['x-page-cache']).toBeUndefined()
  expect((await visitor.get(`${server.base}${staffFirst}`)).headers()['x-page-cache']).not.toBe('hit')

  await page.goto(`${server.base}/en/staff/jobs`)
  const row = page.getByTestId('staff-job').filter({ hasText: title })
  await row.getByRole('button', { name: 'Close position' }).click()
  await expect(row).toContainText('Closed')
  const closedAt = Date.now()
  while ((await jobsText())?.includes(`>${title}<`) !== false) {
    expect(Date.now() - closedAt, 'the closed position left the cached jobs page').toBeLessThan(2000)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  // The page rendered for the staff member drops it too.
  await page.goto(`${server.base}/en/jobs`)
  await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0)
  // Reopened, it is on the jobs page again (and back for the tests that read it after this one).
  await page.goto(`${server.base}/en/staff/jobs`)
  await page.getByTestId('staff-job').filter({ hasText: title }).getByRole('button', { name: 'Reopen position' }).click()
  await expect(page.getByTestId('staff-job').filter({ hasText: title })).toContainText('Open')
  await page.goto(`${server.base}/en/jobs`)
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await context.close()
  await visitor.dispose()
})

test('a forged Host or X-Forwarded-Host never makes, reads or poisons a cached copy', async () => {
  const path = '/en/offers'
  const forged = await rawGet(path, { Host: 'evil.example' })
  expect(forged.status).toBe(400)
  expect(forged.headers['x-page-cache']).toBeUndefined()
  // Not believed without TRUST_PROXY: the page it renders is the site's, and so is every later copy.
  const forwarded = await untilServed(() => rawGet(path, { Host: `localhost:${port}`, 'X-Forwarded-Host': 'evil.example' }))
  expect(forwarded.status).toBe(200)
  // A content change just before (the previous test reopens a position) may drop the copy once more.
  let later = await rawGet(path, { Host: `localhost:${port}` })
  for (let attempt = 0; later.headers['x-page-cache'] !== 'hit' && attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    later = await rawGet(path, { Host: `localhost:${port}` })
  }
  expect(later.headers['x-page-cache']).toBe('hit')
  for (const answer of [forwarded, later]) {
    expect(answer.html).not.toContain('evil.example')
    expect(answer.html).toContain(`http://localhost:${port}/en/offers`)
  }
})

test('an editor ends an offer: the offers page drops it at once', async ({ page }) => {
  await startSignedIn(page, server.base, staffAccounts.editor, { locale: 'en' })
  await page.goto(`${server.base}/en/staff/offers`)
  const form = page.getByTestId('staff-offer').first()
  const title = (await form.getByRole('heading', { level: 2 }).textContent())?.trim() ?? ''
  // Shown now, and kept by the render thread: saving must drop that copy.
  await page.goto(`${server.base}/en/offers`)
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
  await page.goto(`${server.base}/en/staff/offers`)
  await page.waitForLoadState('networkidle')
  const saudiDay = (daysAgo: number) => new Date(Date.now() + 3 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10)
  await form.getByRole('button', { name: /^Edit/ }).click()
  await form.getByLabel(/^First day/).fill(saudiDay(7))
  await form.getByLabel(/^Last day/).fill(saudiDay(1))
  await form.getByRole('button', { name: 'Save offer' }).click()
  await expect(page.getByText(`“${title}” is saved.`)).toBeVisible()
  await page.goto(`${server.base}/en/offers`)
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)
})

test('an editor gives an offer 0% profit: the offer says so, and a wrong rate is refused next to its box', async ({ page }) => {
  await startSignedIn(page, server.base, staffAccounts.editor, { locale: 'en' })
  await page.goto(`${server.base}/en/staff/offers`)
  await page.waitForLoadState('networkidle')
  const form = page.getByTestId('staff-offer').last()
  const title = (await form.getByRole('heading', { level: 2 }).textContent())?.trim() ?? ''
  const saudiDay = (daysAhead: number) => new Date(Date.now() + 3 * 3600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10)
  await form.getByRole('button', { name: /^Edit/ }).click()
  await form.getByLabel(/^First day/).fill(saudiDay(0))
  await form.getByLabel(/^Last day/).fill(saudiDay(30))
  const rate = form.getByLabel('Profit rate (%)')
  await rate.fill('1.999')
  await form.getByRole('button', { name: 'Save offer' }).click()
  await expect(rate).toHaveAttribute('aria-invalid', 'true')
  await expect(rate).toHaveAccessibleDescription(
    /Please enter a profit rate from 0 to 99\.99 with at most two decimals, or leave it empty\./,
  )
  await rate.fill('٠')
  await form.getByRole('button', { name: 'Save offer' }).click()
  await expect(page.getByText(`“${title}” is saved.`)).toBeVisible()
  await page.goto(`${server.base}/en/offers`)
  await page.getByRole('link', { name: title }).first().click()
  await expect(page.getByTestId('offer-rate').first()).toHaveText('Profit rate 0%')
})
