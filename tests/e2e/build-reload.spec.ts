import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { latestBuildFile } from './servers'

const HOUR = 3_600_000

// The tests below change what the server reports as the latest build; one at a time.
test.describe.configure({ mode: 'serial' })

test.afterEach(() => rmSync(latestBuildFile, { force: true }))

/** What a deploy does: the server now reports `build` as the latest. */
function announceBuild(build: { id: string; builtAt: number }) {
  mkdirSync(dirname(latestBuildFile), { recursive: true })
  writeFileSync(latestBuildFile, JSON.stringify(build))
}

/** Counts the documents this tab has loaded, across reloads. */
async function countDocuments(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('e2e-documents', String(Number(sessionStorage.getItem('e2e-documents') ?? '0') + 1))
  })
  return () => page.evaluate(() => Number(sessionStorage.getItem('e2e-documents')))
}

/** Clicks a link of the main navigation, as a visitor would. */
async function goVia(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name, exact: true }).click()
}

test('the server publishes the running build, uncached, and its metadata by id', async ({ request }) => {
  const latest = await request.get('/_build/latest.json?t=1')
  expect(latest.status()).toBe(200)
  expect(latest.headers()['cache-control']).toBe('no-store')
  const build = (await latest.json()) as { id: string; builtAt: number }
  expect(build.id).toMatch(/^[\w.-]+$/)
  expect(build.builtAt).toBeGreaterThan(0)

  const metadata = await request.get(`/_build/${build.id}.json`)
  expect(metadata.status()).toBe(200)
  expect(await metadata.json()).toEqual(build)
  expect((await request.get('/_build/no-such-build.json')).status()).toBe(404)
})

test('after a new build is deployed, the next navigation is a full page load, once', async ({ page, consoleProblems }) => {
  // Three page loads and an hour of fake time.
  test.slow()
  const documents = await countDocuments(page)
  await page.clock.install()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en')
  await page.waitForLoadState('networkidle')

  // Before any deploy, navigation stays inside the app.
  await goVia(page, 'Market')
  await expect(page).toHaveURL(/\/en\/market$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await documents()).toBe(1)

  const running = (await (await page.request.get('/_build/latest.json')).json()) as { id: string; builtAt: number }
  announceBuild({ id: 'e2e-next-build', builtAt: running.builtAt + 1 })

  // The hourly check asks for the latest build with a timestamp, past any cache.
  const check = page.waitForResponse((response) => new URL(response.url()).pathname === '/_build/latest.json')
  await page.clock.fastForward(HOUR)
  const answer = await check
  expect(new URL(answer.url()).searchParams.get('t')).toMatch(/^\d+$/)
  expect(await answer.json()).toEqual({ id: 'e2e-next-build', builtAt: running.builtAt + 1 })

  await page.evaluate(() => {
    ;(window as { sameDocument?: boolean }).sameDocument = true
  })
  await goVia(page, 'Offers')
  await expect(page).toHaveURL(/\/en\/offers$/)
  await page.waitForLoadState('networkidle')
  expect(await documents()).toBe(2)
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined()
  const guard = await page.evaluate(() => JSON.parse(sessionStorage.getItem('reload-guard') ?? 'null') as { path: string } | null)
  expect(guard?.path).toBe('/en/offers')

  // The freshly loaded page is the new build as far as it knows: navigation is in-app again.
  await goVia(page, 'News')
  await expect(page).toHaveURL(/\/en\/news$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await documents()).toBe(2)
  expect(consoleProblems).toEqual([])
})

test('an older build reported as latest does not reload anything', async ({ page }) => {
  const documents = await countDocuments(page)
  await page.clock.install()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en')
  await page.waitForLoadState('networkidle')
  announceBuild({ id: 'e2e-old-build', builtAt: 1 })
  const check = page.waitForResponse((response) => new URL(response.url()).pathname === '/_build/latest.json')
  await page.clock.fastForward(HOUR)
  await check
  await goVia(page, 'Market')
  await expect(page).toHaveURL(/\/en\/market$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await documents()).toBe(1)
})

// The page being replaced may log the failed import before it goes: console errors are expected.
test('a route chunk that fails to load makes that navigation a full page load', async ({ page }) => {
  const documents = await countDocuments(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en')
  await page.waitForLoadState('networkidle')
  // A deploy removed the old build's chunk for the market page; the next request finds it again.
  await page.route(/\/assets\/market-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }), { times: 1 })

  await goVia(page, 'Market')
  await expect(page).toHaveURL(/\/en\/market$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await documents()).toBe(2)
  const guard = await page.evaluate(() => JSON.parse(sessionStorage.getItem('reload-guard') ?? 'null') as { path: string } | null)
  expect(guard?.path).toBe('/en/market')
})

test('a chunk that fails while only preloaded (hover) reloads nothing until the visitor navigates', async ({ page }) => {
  const documents = await countDocuments(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en')
  await page.waitForLoadState('networkidle')
  await page.route(/\/assets\/market-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }), { times: 1 })

  const market = page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Market', exact: true })
  const preload = page.waitForResponse(/\/assets\/market-/)
  await market.hover()
  expect((await preload).status()).toBe(404)
  await page.waitForTimeout(500)
  expect(await documents()).toBe(1)
  await expect(page).toHaveURL(/\/en$/)

  await market.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await documents()).toBe(2)
})

test('a chunk that keeps failing reloads only once within the guard window', async ({ page }) => {
  const documents = await countDocuments(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en')
  await page.waitForLoadState('networkidle')
  await page.route(/\/assets\/market-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }))

  await goVia(page, 'Market')
  await expect(page).toHaveURL(/\/en\/market$/)
  await page.waitForLoadState('networkidle')
  // Give a looping page time to show itself.
  await page.waitForTimeout(1500)
  expect(await documents()).toBe(2)
})
