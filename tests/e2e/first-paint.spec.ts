import { expect, test } from './fixtures'

/**
 * A page is painted before its scripts are asked for (decision 0068): on a phone's slow link the
 * app's ~180 KB of modules no longer compete with the stylesheet and fonts the first text waits
 * for. Then the page hydrates as before.
 */
for (const path of ['/', '/en/market']) {
  test(`${path}: the server HTML preloads no script; it lists them for the loader`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/)
    expect(html).not.toMatch(/<script[^>]*type="module"[^>]*src=/)
    const list = /<script type="application\/json" id="deferred-chunks"[^>]*>([^<]*)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(list ?? '[]')).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]))
    expect(html).toMatch(/<script nonce="[^"]+">\(function\(w,d\)\{if\(w\.__appLoader\)return;/)
  })

  test(`${path}: no script is fetched before the page can paint, and the page then hydrates`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // The browser paints nothing before the stylesheet has arrived; the loader waits for that
    // first frame, so every script is asked for after the stylesheet's last byte.
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const of = (extension: string) => resources.filter((entry) => new URL(entry.name).pathname.endsWith(extension))
      return {
        stylesheetLoaded: Math.max(
          ...of('.css')
            .filter((entry) => /\/app-/.test(entry.name))
            .map((entry) => entry.responseEnd),
        ),
        scripts: of('.js').map((entry) => entry.startTime),
      }
    })
    expect(timing.scripts.length, 'the app loaded its modules').toBeGreaterThan(10)
    expect(timing.stylesheetLoaded).toBeGreaterThan(0)
    expect(Math.min(...timing.scripts), 'first script request after the stylesheet arrived').toBeGreaterThanOrEqual(timing.stylesheetLoaded)
    // Hydrated: a link is followed by the router, without loading a new document.
    await page.evaluate(() => ((window as { stillTheSameDocument?: boolean }).stillTheSameDocument = true))
    await page.locator('header a[href$="/offers"]').first().click()
    await expect(page).toHaveURL(/\/offers$/)
    expect(await page.evaluate(() => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(true)
  })
}

/**
 * Text never moves when the fonts arrive (CLS): on a slow link the page is set in the
 * metric-matched fallback, and a face that comes late is not swapped in on that page. These two
 * pages wrapped their mixed Arabic/Latin lines differently once a font arrived.
 */
for (const path of ['/offers/offer?id=2', '/en/market?brand=toyota&fuel=petrol&sort=price-asc']) {
  test(`${path}: nothing shifts while the page loads on a phone's slow link`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 2 })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 90_000,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      'layout shift while loading',
    ).toBeLessThan(0.005)
    await context.close()
  })
}
