import { brokenApiBaseUrl } from './servers'
import { expect, test } from './fixtures'

test.describe('unknown paths', () => {
  test('answer 404 with the path in the message, in Arabic', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('not-found-message')).toHaveText('الصفحة غير موجودة: /no-such-page')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test('answer 404 with the path in the message, in English', async ({ page }) => {
    const response = await page.goto('/en/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /en/no/such/page')
  })

  test('show a hostile path as text, never as markup', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    const response = await page.goto('/en/%3Cimg%20src=x%20onerror=alert(1)%3E')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /en/<img src=x onerror=alert(1)>')
    expect(await page.locator('main img[src="x"]').count()).toBe(0)
    expect(dialogs).toBe(0)
  })
})

test('every kind of not-found draws one page: one header, one main, one footer, a titled 404', async ({ page }) => {
  const notFound = [
    '/no-such-page',
    '/en/no-such-page',
    '/car?id=99999999',
    '/en/car?id=99999999',
    '/news?page=999',
    '/offers/offer?id=9999',
    '/en/offers/offer?id=9999',
    '/EN/market',
  ]
  for (const path of notFound) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    // A car or offer page says the car (offer) is no longer available instead (missing-listings.spec.ts).
    const listing = /^(\/en)?\/(car|offers\/offer)\?/.test(path)
    await expect(page.getByTestId(listing ? 'missing-listing' : 'not-found-message'), path).toBeVisible()
    await expect(page.locator('header'), path).toHaveCount(1)
    await expect(page.locator('main'), path).toHaveCount(1)
    await expect(page.locator('footer'), path).toHaveCount(1)
    await expect(page, path).toHaveTitle(
      /^(Page not found|الصفحة غير موجودة|This car is no longer available|هذه السيارة لم تعد متاحة|This offer is no longer available|هذا العرض لم يعد متاحًا) \| \S/,
    )
  }
})

test('the missing address is isolated left to right inside the Arabic sentence', async ({ page }) => {
  await page.goto('/no-such-page')
  const path = page.getByTestId('not-found-path')
  await expect(path).toHaveText('/no-such-page')
  expect(await path.evaluate((element) => [element.tagName, element.getAttribute('dir')])).toEqual(['BDI', 'ltr'])
})

test.describe('failures', () => {
  // This server's dealer API is unreachable, as in an outage.
  test.use({ baseURL: brokenApiBaseUrl })

  test('show the error page with the error status and a public message, never internals', async ({ page }) => {
    const response = await page.goto('/en/about')
    expect(response?.status()).toBe(503)
    await expect(page.getByTestId('error-status')).toHaveText('503')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error')
    const html = await page.content()
    expect(html).not.toMatch(/ECONNREFUSED|127\.0\.0\.1:9|stack|at async/i)
    await expect(page.getByText(/Reference:/)).toBeVisible()
  })

  test('a preview card that cannot be made now is a 503 with Retry-After, never a 500; a malformed name is still a 404', async ({
    request,
  }) => {
    for (const name of ['car-1-en-0123456789abcdef.jpg', 'offer-1-ar-0123456789abcdef.jpg', 'site-ar-0123456789abcdef.jpg']) {
      const response = await request.get(`/og/${name}`, { maxRedirects: 0 })
      expect(response.status(), name).toBe(503)
      expect(response.headers()['retry-after'], name).toMatch(/^\d+$/)
      // An app that caches what it fetched must not keep the failure as the card.
      expect(response.headers()['cache-control'], name).toBe('no-store')
      expect(await response.text(), name).not.toMatch(/ECONNREFUSED|127\.0\.0\.1:9|stack/i)
    }
    expect((await request.get('/og/car-1-xx-0123456789abcdef.jpg', { maxRedirects: 0 })).status()).toBe(404)
  })

  test('the error page is translated', async ({ page }) => {
    const response = await page.goto('/about')
    expect(response?.status()).toBe(503)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('خطأ داخلي في الخادم')
  })
})
