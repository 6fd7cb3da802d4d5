import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

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

/** Pages that show one item, with a real id or slug from the API. */
async function itemPages(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const cars = (await (await request.get('/api/cars?pageSize=1')).json()) as { items: { id: number }[] }
  const offers = (await (await request.get('/api/offers')).json()) as { items: { id: number }[] }
  const news = (await (await request.get('/api/news?pageSize=1')).json()) as { items: { slug: string }[] }
  return [
    `/car?id=${cars.items[0]!.id}`,
    ...(offers.items[0] ? [`/offers/offer?id=${offers.items[0].id}`] : []),
    ...(news.items[0] ? [`/news/article?slug=${news.items[0].slug}`] : []),
  ]
}

for (const prefix of ['', '/en']) {
  test(`no serious or critical accessibility violations (${prefix || 'ar'})`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const paths = [...staticPages, ...(await itemPages(request))]
    const failures: string[] = []
    for (const path of paths) {
      await page.goto(prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path)
      // Scroll-in animations start hidden; axe must see the page as a reader would after scrolling.
      await page.evaluate(() => document.documentElement.classList.remove('aos-enabled'))
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
  await page.getByLabel('Search by name').focus()
  await page.keyboard.type('Camry')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/q=Camry/)
})
