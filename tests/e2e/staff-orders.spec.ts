import { request as playwrightRequest } from '@playwright/test'
import { deliveries } from './deliveries'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'
import { newClientAddress, newEmail, newMobile } from './visitors'

/**
 * The staff orders inbox end to end (issue 12, decision 0053): a visitor's confirmed order is found
 * by a sales user, moved to "contacted" with an internal note, and the visitor's tracking shows the
 * new status at once (and never the note), with a text message in the language they ordered in; an
 * editor cannot open the inbox. On the suite's shared server: each test places its own order, from
 * a mobile and an address of its own, and reads its codes by that mobile (deliveries.ts).
 */
const base = `http://localhost:${appPort}`

/** As the number is shown back: 05x xxx xxxx. */
const spaced = (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`

/**
 * The visitor orders in Arabic, through the API as the order form does (the mobile typed in Arabic
 * digits with spaces), and confirms with the code texted to them. Answers the order's reference.
 */
async function placeConfirmedOrder(mobile: ReturnType<typeof newMobile>, address: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { 'X-Forwarded-For': address } })
  const { token } = (await (await api.get('/api/csrf')).json()) as { token: string }
  const headers = { 'X-XSRF-TOKEN': token, 'Content-Language': 'ar' }
  const { items } = (await (await api.get('/api/cars?pageSize=1', { headers })).json()) as { items: { id: number }[] }
  const placed = await api.post('/api/orders', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      type: 'company',
      purchaseType: 'cash',
      companyName: 'شركة الأفق للنقل',
      ceoName: 'فهد العتيبي',
      headquartersCity: 'riyadh',
      headquartersAddress: 'طريق الملك فهد، الرياض',
      activity: 'نقل وخدمات لوجستية',
      quantity: '12',
      contactName: 'ريم الحربي',
      mobile: spaced(mobile.arabic),
      email: newEmail('fleet'),
      carId: items[0]!.id,
    },
  })
  expect(placed.status(), await placed.text()).toBe(202)
  const reference = ((await placed.json()) as { reference: string }).reference
  const verified = await api.post(`/api/orders/${reference}/verification`, {
    headers,
    data: { code: await deliveries.codeFor(mobile.e164), mobile: mobile.e164 },
  })
  expect(verified.status(), await verified.text()).toBe(200)
  await api.dispose()
  return reference
}

test('a sales user finds the order by reference, moves it to contacted with a note, and the visitor’s tracking shows it at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const mobile = newMobile()
  const address = newClientAddress()
  const reference = await placeConfirmedOrder(mobile, address)
  await startSignedIn(page, base, staffAccounts.sales, { locale: 'en' })
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()

  // Typed the way it is read over the phone: lower case, no dash.
  await page.getByLabel('Reference or mobile').fill(reference.replace('-', '').toLowerCase())
  await page.getByRole('button', { name: 'Show orders' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(page.getByTestId('inbox-count')).toHaveText('1 order')
  const table = page.getByTestId('orders-table')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText('شركة الأفق للنقل')
  await expect(table).toContainText(spaced(mobile.typed))
  await table.getByRole('link', { name: reference }).click()

  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible()
  await expect(page.getByTestId('order-status')).toContainText('New')
  await expect(page.getByText('نقل وخدمات لوجستية')).toBeVisible()

  const form = page.getByTestId('order-status-form')
  const step = async (status: string, label: string, note: string) => {
    await expect(form.getByLabel('Move to')).toHaveValue(status)
    await form.getByLabel('Internal note').fill(note)
    await form.getByRole('button', { name: 'Save status' }).click()
    await expect(page.getByTestId('order-status')).toContainText(label)
  }
  await step('under_review', 'Under review', 'Checked stock for 12 cars')
  await step('contacted', 'Contacted', 'Called Reem, she wants a quote')
  const history = page.getByTestId('order-history')
  await expect(history.getByRole('listitem').first()).toContainText('Contacted')
  await expect(history.getByRole('listitem').first()).toContainText(staffAccounts.sales.name)
  await expect(history.getByRole('listitem').first()).toContainText('Called Reem, she wants a quote')
  await expect(form.getByLabel('Move to').locator('option')).toHaveText(['Approved', 'Rejected'])

  // The visitor, in a browser of their own, tracks the order: the new status at once, no staff note.
  const visitor = await browser.newPage({ extraHTTPHeaders: { 'X-Forwarded-For': address } })
  await visitor.goto(`${base}/en/track-order`)
  await visitor.getByLabel('Order reference').fill(reference)
  await visitor.getByLabel('Mobile number').fill(mobile.typed)
  await visitor.getByRole('button', { name: 'Track order' }).click()
  const result = visitor.getByRole('region', { name: reference })
  await expect(result.locator('p', { hasText: 'Current status:' })).toHaveText(/We contacted you/)
  await expect(result.getByRole('listitem')).toHaveCount(3)
  await expect(result).not.toContainText('Called Reem')
  await visitor.close()

  // Told by SMS in Arabic, the language of the order, although staff worked in English.
  await expect
    .poll(() =>
      deliveries
        .textsTo(mobile.e164)
        .filter((message) => message.text.includes('تواصل معك فريق المبيعات'))
        .map(({ to, text }) => ({ to, text })),
    )
    .toEqual([{ to: mobile.e164, text: `تواصل معك فريق المبيعات بشأن طلبك ${reference}.` }])
})

test('an editor opening the orders inbox gets 403 in their language', async ({ page }) => {
  const reference = await placeConfirmedOrder(newMobile(), newClientAddress())
  await startSignedIn(page, base, staffAccounts.editor, { locale: 'ar' })
  await expect(page.getByTestId('staff-desk').getByRole('link', { name: 'الطلبات', exact: true })).toHaveCount(0)
  const answer = await page.goto(`${base}/staff/orders`)
  expect(answer?.status()).toBe(403)
  await expect(page.getByTestId('staff-forbidden')).toContainText('لا يملك حسابك صلاحية الوصول إلى هذه الصفحة.')
  const order = await page.goto(`${base}/en/staff/orders/${reference}`)
  expect(order?.status()).toBe(403)
  await expect(page.getByTestId('staff-forbidden')).toContainText('Your account does not have access to this page.')
})
