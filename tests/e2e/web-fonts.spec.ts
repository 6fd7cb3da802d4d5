import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * IBM Plex from a visitor's second page on (decision 0106): a first page is set in the
 * metric-matched fallback and asks for no font while it loads, since Chromium lays the whole page
 * out again when a font arrives after the first layout; once it has loaded, its language's Plex
 * files are fetched into the cache, and the pages after it, in the app or loaded anew, are set in
 * Plex from their first layout, taken from the cache.
 */

type FontFile = { file: string; startTime: number; transferSize: number; initiatorType: string }

const fontFiles = (page: Page) =>
  page.evaluate(() => ({
    loadEventEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    files: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry): FontFile => ({
        file: new URL(entry.name).pathname,
        startTime: entry.startTime,
        transferSize: entry.transferSize,
        initiatorType: entry.initiatorType,
      })),
  }))

/** The font the browser actually drew the page's heading in (a face can load and still go unused). */
async function headingDrawnIn(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => `${font.isCustomFont ? 'web' : 'system'}: ${font.familyName}`)
}

const setInPlex = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-web-fonts'))

/** The Plex faces in the page's font set, loaded, once every face asked for has settled (loaded is not drawn: headingDrawnIn). */
const plexFacesUsed = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts]
      .filter((face) => face.status === 'loaded' && /Plex Sans|Plex Arabic letters/.test(face.family))
      .map((face) => `${face.family} ${face.weight}`)
  })

for (const { path, locale, faces } of [
  { path: '/', locale: 'ar', faces: ['IBM Plex Sans Arabic 400', 'IBM Plex Sans Arabic 500', 'IBM Plex Sans Arabic 700'] },
  { path: '/en', locale: 'en', faces: ['IBM Plex Sans 400', 'IBM Plex Sans 500', 'IBM Plex Sans 700', 'Plex Arabic letters 500'] },
]) {
  test(`${path}: a first visit loads in the fallback, fetches Plex afterwards, and the next page is set in it from the cache`, async ({
    page,
  }) => {
    await page.goto(path)
    expect(await setInPlex(page)).toBe(false)
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, `web-fonts:${locale}`)
    // Then their faces are loaded, from the cache, while the page is still set in the fallback.
    await expect.poll(async () => (await plexFacesUsed(page)).sort()).toEqual(faces)
    expect(await setInPlex(page)).toBe(false)
    expect(await headingDrawnIn(page), 'the first page stays in the fallback').not.toContainEqual(expect.stringMatching(/^web: IBM Plex/))
    const first = await fontFiles(page)
    const fetched = first.files.filter((file) => file.initiatorType === 'fetch')
    expect(fetched.length, 'the language’s files are fetched').toBe(faces.length)
    for (const file of fetched) expect(file.startTime, `${file.file}: after the page had loaded`).toBeGreaterThan(first.loadEventEnd)
    for (const file of first.files.filter((entry) => entry.initiatorType !== 'fetch')) {
      expect(
        fetched.map(({ file }) => file),
        `${file.file}: a face of the files fetched`,
      ).toContain(file.file)
      expect(file.transferSize, `${file.file}: loaded from the cache, not fetched twice`).toBe(0)
    }

    await page.reload()
    expect(await setInPlex(page)).toBe(true)
    expect((await plexFacesUsed(page)).sort()).toEqual(faces)
    expect(await headingDrawnIn(page)).toContainEqual(expect.stringMatching(/^web: IBM Plex Sans/))
    const again = await fontFiles(page)
    expect(again.files.map(({ file }) => file).sort()).toEqual(fetched.map(({ file }) => file).sort())
    for (const file of again.files) {
      expect(file.transferSize, `${file.file}: from the cache`).toBe(0)
      // Asked for by the head's script while the stylesheet downloads, not when the first layout wants it.
      expect(file.initiatorType, `${file.file}: asked for at once`).toBe('link')
    }
  })
}

test('an in-app navigation after the files arrived sets the next page in Plex; the page being read does not change', async ({ page }) => {
  await page.goto('/market')
  await page.waitForFunction(() => localStorage.getItem('web-fonts:ar') !== null)
  await expect.poll(() => plexFacesUsed(page)).toContain('IBM Plex Sans Arabic 400')
  expect(await setInPlex(page)).toBe(false)
  expect(await headingDrawnIn(page), 'the page being read stays in its font').not.toContainEqual(expect.stringMatching(/^web: IBM Plex/))
  await page.getByRole('banner').getByRole('link', { name: 'العروض', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('العروض')
  await expect(page.locator('html')).toHaveAttribute('data-web-fonts', '')
  expect(await plexFacesUsed(page)).toContain('IBM Plex Sans Arabic 400')
  expect(await headingDrawnIn(page)).toEqual(['web: IBM Plex Sans Arabic'])
})

test('a page in the other language is not set in Plex until its own files are held', async ({ page }) => {
  await page.goto('/')
  await page.waitForFunction(() => localStorage.getItem('web-fonts:ar') !== null)
  await page.goto('/en/market')
  expect(await setInPlex(page)).toBe(false)
  await page.waitForFunction(() => localStorage.getItem('web-fonts:en') !== null)
  await page.goto('/en/offers')
  expect(await setInPlex(page)).toBe(true)
})

test('after the language switch, the other language’s pages are in Plex from the next page once its own files arrive', async ({ page }) => {
  await page.goto('/offers')
  await page.waitForFunction(() => localStorage.getItem('web-fonts:ar') !== null)
  await page.reload()
  expect(await setInPlex(page)).toBe(true)
  // A plain link: the English page is a full load, whose head's script finds no English files held.
  await page.getByTestId('language-switcher').first().click()
  await expect(page).toHaveURL(/\/en\/offers/)
  await expect(page.locator('html')).not.toHaveAttribute('data-web-fonts')
  await page.waitForFunction(() => localStorage.getItem('web-fonts:en') !== null)
  await expect.poll(() => plexFacesUsed(page)).toContain('IBM Plex Sans 700')
  await page.getByRole('banner').getByRole('link', { name: 'News', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  await expect(page.locator('html')).toHaveAttribute('data-web-fonts', '')
  expect(await headingDrawnIn(page)).toEqual(['web: IBM Plex Sans'])
})
