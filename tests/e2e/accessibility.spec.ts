import AxeBuilder from '@axe-core/playwright'
import { expect, itemPaths, test } from './fixtures'

const staticPages = [
  '/',
  '/market',
  '/cars',
  '/cars?brand=toyota',
  '/offers',
  '/news',
  '/jobs',
  '/about',
  '/services',
  '/finance',
  '/faqs',
  '/branches',
  '/contact',
  '/policy',
  '/terms',
  '/wishlist',
  '/order-individuals',
  '/order-company',
  '/news/new',
  '/no-such-page',
]

for (const prefix of ['', '/en']) {
  test(`no serious or critical accessibility violations (${prefix || 'ar'})`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const paths = [...staticPages, ...(await itemPaths(request))]
    const failures: string[] = []
    // Scroll-in animations start faded; with reduced motion they are off and axe sees the page as
    // a reader does after scrolling (the animation itself is covered by scroll-animation.spec.ts).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const path of paths) {
      await page.goto(prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path)
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      for (const violation of violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          failures.push(`${path}: ${violation.id} (${violation.impact}) — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`)
        }
      }
    }
    expect(failures).toEqual([])
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
