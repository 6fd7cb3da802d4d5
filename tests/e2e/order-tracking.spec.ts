import { request as playwrightRequest } from '@playwright/test'
import { deliveries } from './deliveries'
import { expect, test } from './fixtures'
import { newClientAddress, newMobile } from './visitors'

/**
 * Order tracking as a buyer meets it: an order placed and confirmed through the API (as the order
 * form does), then looked up in the browser by its reference and mobile, from its own page and
 * from the home page's section, in both languages.
 *
 * On the suite's shared server: each worker places its own order with a mobile of its own (the
 * code read from the server's deliveries by recipient), and each test looks it up as a client
 * address of its own (look-ups are limited per address), so the tests only read and run in any
 * order, in parallel.
 */

let mobile: ReturnType<typeof newMobile>
let reference: string
let carTitle: { ar: string; en: string }

/** The mobile as a buyer might type it: `055 123 4567`. */
const spaced = (typed: string) => `${typed.slice(0, 3)} ${typed.slice(3, 6)} ${typed.slice(6)}`

/** The day the order was confirmed, as the page writes it (Gregorian, Riyadh time, Latin digits). */
const today = (locale: 'ar' | 'en') =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Riyadh',
  }).format(new Date())

test.beforeAll(async () => {
  mobile = newMobile()
  const api = await playwrightRequest.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': newClientAddress() },
  })
  const { token } = (await (await api.get('/api/csrf')).json()) as { token: string }
  const headers = { 'X-XSRF-TOKEN': token, 'Content-Language': 'en' }
  const { items } = (await (await api.get('/api/cars?pageSize=1', { headers })).json()) as { items: { id: number; title: string }[] }
  const car = items[0]!
  const arabicCar = (await (await api.get(`/api/cars/${car.id}`, { headers: { 'Content-Language': 'ar' } })).json()) as { title: string }
  carTitle = { en: car.title, ar: arabicCar.title }

  const placed = await api.post('/api/orders', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      type: 'individual',
      purchaseType: 'cash',
      name: 'Reem Alharbi',
      mobile: mobile.typed,
      email: 'reem@example.com',
      carId: car.id,
      city: 'jeddah',
    },
  })
  expect(placed.status(), await placed.text()).toBe(202)
  reference = ((await placed.json()) as { reference: string }).reference
  const verified = await api.post(`/api/orders/${reference}/verification`, {
    headers,
    data: { code: await deliveries.codeFor(mobile.e164), mobile: mobile.e164 },
  })
  expect(verified.status(), await verified.text()).toBe(200)
  await api.dispose()
})

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
})

test('an English buyer tracks the order by its reference typed in lower case without the dash', async ({ page }) => {
  await page.goto(`/en/track-order`)
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible()
  await page.getByLabel('Order reference').fill(reference.replace('-', '').toLowerCase())
  await page.getByLabel('Mobile number').fill(spaced(mobile.typed))
  await page.getByRole('button', { name: 'Track order' }).click()

  const result = page.getByRole('region', { name: reference })
  await expect(result.getByRole('heading', { name: reference })).toBeFocused()
  await expect(result.locator('p', { hasText: 'Current status:' })).toHaveText(/Received/)
  await expect(result.getByRole('link', { name: carTitle.en })).toHaveAttribute('href', /\/en\/car\?id=\d+/)
  await expect(result.getByText('Individual')).toBeVisible()
  await expect(result.getByText('Cash')).toBeVisible()
  const history = result.getByRole('listitem')
  await expect(history).toHaveCount(1)
  await expect(history).toHaveText(`Received${today('en')}`)
  // The mobile never lands in the address; the reference does, for a reload or a way back.
  expect(page.url()).not.toContain(mobile.typed.slice(-4))
})

test('a wrong mobile is told only that no order matches', async ({ page }) => {
  await page.goto(`/en/track-order?reference=${reference}`)
  await expect(page.getByLabel('Order reference')).toHaveValue(reference)
  await page.getByLabel('Mobile number').fill(newMobile().typed)
  await page.getByRole('button', { name: 'Track order' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('We could not find an order with this reference and mobile number.')
  await expect(alert).not.toContainText(reference)
  await expect(page.getByRole('region', { name: reference })).toHaveCount(0)
})

test('an unknown reference reads the same as a wrong mobile, in Arabic', async ({ page }) => {
  await page.goto(`/track-order`)
  await page.getByLabel('الرقم المرجعي للطلب').fill('00000-00000')
  await page.getByLabel('رقم الجوال').fill(mobile.typed)
  await page.getByRole('button', { name: 'تتبّع الطلب' }).click()
  await expect(page.getByRole('alert')).toContainText('لم نجد طلبًا بهذا الرقم المرجعي ورقم الجوال.')
})

test('an Arabic buyer tracks the order from the home page section', async ({ page }) => {
  await page.goto(`/`)
  const section = page.getByRole('region', { name: 'تتبّع طلبك' })
  await section.getByLabel('الرقم المرجعي للطلب').fill(reference.toLowerCase())
  await section.getByLabel('رقم الجوال').fill(mobile.arabic)
  await section.getByRole('button', { name: 'تتبّع الطلب' }).click()

  await expect(page).toHaveURL(/\/track-order\?reference=/)
  expect(page.url()).not.toContain(mobile.typed.slice(-4))
  expect(page.url()).not.toContain(mobile.arabic.slice(-4))
  expect(page.url()).not.toContain(encodeURIComponent(mobile.arabic.slice(-4)))
  const result = page.getByRole('region', { name: reference })
  await expect(result.locator('p', { hasText: 'الحالة الحالية:' })).toHaveText(/تم الاستلام/)
  await expect(result.getByRole('link', { name: carTitle.ar })).toBeVisible()
  await expect(result.getByRole('listitem')).toHaveText(`تم الاستلام${today('ar')}`)

  // Back from the car's page, the order is shown again without typing anything.
  await result.getByRole('link', { name: carTitle.ar }).click()
  await expect(page).toHaveURL(/\/car\?id=/)
  await page.goBack()
  await expect(page.getByRole('region', { name: reference }).locator('p', { hasText: 'الحالة الحالية:' })).toHaveText(/تم الاستلام/)
})

test('the tracking page is kept out of search engines and reachable from the purchase order menu', async ({ page }) => {
  await page.goto(`/en`)
  // The menu button has no handler before hydration: a click then would do nothing.
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Purchase order' }).click()
  await page.getByRole('link', { name: 'Track your order' }).first().click()
  await expect(page).toHaveURL(/\/en\/track-order$/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})
