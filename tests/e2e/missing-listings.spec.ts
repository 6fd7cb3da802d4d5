import { removedListings } from './data-dir'
import { expect, readingTest as test } from './fixtures'

/**
 * A link to a car or offer that no longer exists (decision 0056): the page says so inside the one
 * site layout and shows cars to look at instead; 410 for what existed and was deleted, 404 for an
 * id that never existed.
 *
 * On the suite's shared server: its data (the suite's template) has a car and an offer that were
 * on sale and deleted before it started, copies of car 5 and offer 1 made for this
 * (remove-listings.ts), so every car and offer the other specs see is still there. The tests only
 * read, in any order, in parallel.
 */

const headings = {
  ar: { car: 'هذه السيارة لم تعد متاحة', offer: 'هذا العرض لم يعد متاحًا', similar: 'سيارات مشابهة', latest: 'أحدث السيارات' },
  en: {
    car: 'This car is no longer available',
    offer: 'This offer is no longer available',
    similar: 'Similar cars',
    latest: 'Latest cars',
  },
} as const

for (const locale of ['ar', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : ''
  const text = headings[locale]

  test(`${locale}: a removed car or offer answers 410, says it is no longer available and shows similar cars`, async ({ page }) => {
    const { car: removedCar, offer: removedOffer } = removedListings()
    for (const [kind, path] of [
      ['car', `/car?id=${removedCar}`],
      ['offer', `/offers/offer?id=${removedOffer}`],
    ] as const) {
      const response = await page.goto(`${prefix}${path}`)
      expect(response?.status(), path).toBe(410)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(text[kind])
      await expect(page, path).toHaveTitle(new RegExp(`^${text[kind]} \\| \\S`))
      await expect(page.locator('header'), path).toHaveCount(1)
      await expect(page.locator('main'), path).toHaveCount(1)
      await expect(page.locator('footer'), path).toHaveCount(1)
      await expect(page.locator('#missing-listing-similar'), path).toHaveText(text.similar)
      const similar = page.getByTestId('similar-cars').getByRole('listitem')
      await expect(similar, path).toHaveCount(4)
      // Never the removed car itself.
      await expect(page.getByTestId('similar-cars').locator(`a[href$="/car?id=${removedCar}"]`), path).toHaveCount(0)
    }
    // A similar car is a real one: its page opens.
    await page.getByTestId('similar-cars').getByRole('listitem').first().getByRole('heading').getByRole('link').click()
    await expect(page.getByTestId('missing-listing')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(text.car)
  })

  test(`${locale}: an id that never existed answers 404 with the same sentence and the latest cars`, async ({ page }) => {
    for (const [kind, path] of [
      ['car', '/car?id=99999999'],
      ['offer', '/offers/offer?id=9999'],
    ] as const) {
      const response = await page.goto(`${prefix}${path}`)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(text[kind])
      await expect(page.locator('main'), path).toHaveCount(1)
      await expect(page.locator('#missing-listing-similar'), path).toHaveText(text.latest)
      await expect(page.getByTestId('similar-cars').getByRole('listitem'), path).toHaveCount(4)
    }
  })
}
