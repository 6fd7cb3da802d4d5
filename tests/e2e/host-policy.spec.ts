import { request as httpRequest } from 'node:http'
import { expect, test } from './fixtures'
import { appPort } from './servers'

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/**
 * A request sent with node:http, so the Host header and the request target go on the wire exactly
 * as written (a browser or fetch would set Host from the URL). No Accept-Encoding: plain bodies.
 */
function raw(target: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: appPort, method, path: target, headers, setHost: false }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }),
      )
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const forged = 'evil.example'
const ownHost = `localhost:${appPort}`

/** Nothing of the forged host anywhere in the answer: status line aside, headers and body. */
function expectNoTrace(answer: RawAnswer, label: string) {
  expect(JSON.stringify(answer.headers).toLowerCase(), label).not.toContain(forged)
  expect(answer.body.toLowerCase(), label).not.toContain(forged)
}

/** A server function the market page calls when reached by client-side navigation, as the browser sent it. */
async function capturedServerFunctionCall(
  page: import('@playwright/test').Page,
): Promise<{ target: string; headers: Record<string, string> }> {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en')
  const call = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/_serverFn/'))
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Market', exact: true }).click()
  const request = await call
  const url = new URL(request.url())
  return { target: `${url.pathname}${url.search}`, headers: await request.allHeaders() }
}

test('a forged Host gets 400 before any page, sitemap, robots.txt, API answer, redirect or server function is made', async ({ page }) => {
  const serverFunction = await capturedServerFunctionCall(page)
  const serverFunctionHeaders = Object.fromEntries(
    Object.entries(serverFunction.headers).filter(([name]) => !name.startsWith(':') && name !== 'host' && name !== 'accept-encoding'),
  )
  // The same call from its own host is answered, so the refusal below is the host's doing.
  const genuine = await raw(serverFunction.target, { ...serverFunctionHeaders, host: ownHost })
  expect(genuine.status, 'server function from its own host').toBe(200)

  const targets = ['/', '/en/market', '/sitemap.xml', '/robots.txt', '/api/openapi.json', '/api/cars', '/home', '/en/home']
  for (const target of targets) {
    const variants: Record<string, string>[] = [
      { host: forged },
      { host: forged, 'x-forwarded-host': forged, 'x-forwarded-proto': 'https' },
    ]
    for (const headers of variants) {
      const label = `${target} ${JSON.stringify(headers)}`
      const answer = await raw(target, headers)
      expect(answer.status, label).toBe(400)
      expect(answer.headers['cache-control'], label).toBe('no-store')
      expect(answer.headers['x-content-type-options'], label).toBe('nosniff')
      expect(answer.headers['location'], label).toBeUndefined()
      expectNoTrace(answer, label)
      if (target.startsWith('/api/')) {
        expect(JSON.parse(answer.body), label).toEqual({
          error: { code: 'host_not_allowed', message: expect.stringContaining('ALLOWED_HOSTS') },
        })
      } else {
        // Arabic first, then English, both naming what the operator must set.
        const [arabic, english] = answer.body.trim().split('\n')
        expect(arabic, label).toMatch(/[\u0600-\u06FF]/)
        expect(arabic, label).toContain('PUBLIC_ORIGIN')
        expect(english, label).toContain('ALLOWED_HOSTS')
        expect(english, label).toContain('PUBLIC_ORIGIN')
      }
    }
  }

  const refusedCall = await raw(serverFunction.target, { ...serverFunctionHeaders, host: forged })
  expect(refusedCall.status, 'server function with a forged host').toBe(400)
  expectNoTrace(refusedCall, 'server function with a forged host')

  // An absolute-form request target names the host too (the server prefers it to Host).
  const absolute = await raw(`http://${forged}/robots.txt`, { host: ownHost })
  expect(absolute.status, 'absolute-form target').toBe(400)
  expectNoTrace(absolute, 'absolute-form target')

  // The API answers in the language it is asked in.
  const arabicApi = await raw('/api/cars', { host: forged, 'content-language': 'ar' })
  expect(arabicApi.headers['content-language']).toBe('ar')
  expect((JSON.parse(arabicApi.body) as { error: { message: string } }).error.message).toMatch(/[\u0600-\u06FF]/)
})

test('X-Forwarded-Host and -Proto are ignored without TRUST_PROXY: links stay on the host that was asked', async () => {
  const forwarded = { host: ownHost, 'x-forwarded-host': forged, 'x-forwarded-proto': 'https' }
  for (const target of ['/en/market', '/sitemap.xml', '/robots.txt', '/api/openapi.json']) {
    const answer = await raw(target, forwarded)
    expect(answer.status, target).toBe(200)
    expect(answer.headers['strict-transport-security'], target).toBeUndefined()
    expectNoTrace(answer, target)
  }
  const robots = await raw('/robots.txt', forwarded)
  expect(robots.body).toContain(`Sitemap: http://${ownHost}/sitemap.xml`)
  const market = await raw('/en/market', forwarded)
  expect(market.body).toContain(`<link rel="canonical" href="http://${ownHost}/en/market"`)
})

test('loopback hosts are answered under any spelling the server accepts', async () => {
  for (const host of [`localhost:${appPort}`, `LOCALHOST:${appPort}`, `127.0.0.1:${appPort}`, `[::1]:${appPort}`, 'localhost']) {
    expect((await raw('/robots.txt', { host })).status, host).toBe(200)
  }
  for (const host of [`localhost.${forged}`, `127.0.0.1.evil`, `${forged}@localhost`, '']) {
    const answer = await raw('/robots.txt', { host })
    expect(answer.status, host).toBe(400)
    expectNoTrace(answer, host)
  }
})
