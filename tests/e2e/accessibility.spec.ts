import AxeBuilder from '@axe-core/playwright'
import { expect, itemPaths, readingTest as test, transitionsEnded } from './fixtures'

/**
 * The pages no other spec runs axe on. The dealer's content pages (offers, news, jobs, about,
 * services, finance, FAQs, branches, contact, policy, terms) and their one-item pages (an offer,
 * an article) are checked with every rule by content-pages.spec.ts where it opens them, each in
 * one language, the languages taking turns (decision 0103: the same components in both); checking
 * them twice cost the suite a minute. These pages, the storefront's busiest, keep both languages.
 */
const staticPages = [
  '/',
  '/market',
  '/cars',
  '/cars?brand=toyota',
  '/wishlist',
  '/order-individuals',
  '/order-company',
  '/track-order',
  '/my-orders',
  '/news/new',
  '/no-such-page',
]

async function seriousViolations(page: import('@playwright/test').Page, url: string): Promise<string[]> {
  // Scroll-in animations start faded; with reduced motion they are off and axe sees the page as
  // a reader does after scrolling (the animation itself is covered by scroll-animation.spec.ts).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(url)
  // Only the violations are collected in full: passes and the rest are not read, and gathering their
  // nodes took a third of each run. (`options` replaces every option, so it comes before `withTags`.)
  // axe runs in the page itself (legacy mode): the default opens a second, blank page per check to
  // merge the results of frames, and these pages have none.
  expect(page.frames(), 'a page with frames needs axe across frames (not legacy mode)').toHaveLength(1)
  await transitionsEnded(page)
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${url}: ${violation.id} (${violation.impact}) — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    )
}

const localized = (prefix: string, path: string) => (prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path)

for (const prefix of ['', '/en']) {
  test.describe(`no serious or critical accessibility violations (${prefix || 'ar'})`, () => {
    for (const path of staticPages) {
      test(path, async ({ page }) => {
        expect(await seriousViolations(page, localized(prefix, path))).toEqual([])
      })
    }

    test('the car page', async ({ page, request }) => {
      const [carPath] = await itemPaths(request)
      expect(await seriousViolations(page, localized(prefix, carPath!))).toEqual([])
    })
  })
}

test('the market filters work by keyboard alone', async ({ page }) => {
  await page.goto('/en/market')
  const toyota = page.getByRole('group', { name: 'Brand' }).getByLabel(/Toyota/)
  await toyota.focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/brand=toyota/)
  // The filtered results have loaded once the box shows checked.
  await expect(toyota).toBeChecked()
  await page.getByLabel('Search by name').focus()
  await page.keyboard.type('Camry')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/q=Camry/)
})
