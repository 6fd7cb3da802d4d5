import { request as playwrightRequest } from '@playwright/test'
import { appConfig } from '../../app.config'
import { deliveries } from './deliveries'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'
import { newClientAddress, newEmail, newMobile } from './visitors'

/**
 * "My orders" as a buyer meets it (issue 40, decision 0099): orders placed and confirmed through
 * the API as the order form does, then the sign-in by the code texted to the mobile, the list of
 * exactly that mobile's orders, the withdrawal of one (asked first), what staff then see, and the
 * sign-out. The rules (limits, locks, other mobiles, stages) are proven in the data tier
 * (src/domain/buyer-orders.test.ts) and over HTTP (tests/http/my-orders.http.ts).
 *
 * On the suite's shared server: each test orders with mobiles and an address of its own and reads
 * its codes by that mobile (deliveries.ts).
 */
const base = `http://localhost:${appPort}`

type Mobile = ReturnType<typeof newMobile>

/** Places and confirms an individual's cash order for `mobile`; answers its reference. */
async function placeConfirmedOrder(mobile: Mobile, address: string, carIndex: number): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { 'X-Forwarded-For': address } })
  const { token } = (await (await api.get('/api/csrf')).json()) as { token: string }
  const headers = { 'X-XSRF-TOKEN': token, 'Content-Language': 'en' }
  const { items } = (await (await api.get('/api/cars?pageSize=3', { headers })).json()) as { items: { id: number }[] }
  const before = deliveries.messagesTo(mobile.e164)
  const placed = await api.post('/api/orders', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      type: 'individual',
      purchaseType: 'cash',
      name: 'Reem Alharbi',
      mobile: mobile.typed,
      email: newEmail('reem'),
      carId: items[carIndex]!.id,
      city: 'jeddah',
    },
  })
  expect(placed.status(), await placed.text()).toBe(202)
  const reference = ((await placed.json()) as { reference: string }).reference
  const verified = await api.post(`/api/orders/${reference}/verification`, {
    headers,
    data: { code: await deliveries.codeFor(mobile.e164, before), mobile: mobile.e164 },
  })
  expect(verified.status(), await verified.text()).toBe(200)
  // The "received" text comes through the outbox: wait for it, so the next code is the newest text.
  await expect.poll(() => deliveries.messagesTo(mobile.e164), { timeout: 30_000 }).toBe(before + 2)
  await api.dispose()
  return reference
}

test('a buyer signs in with an SMS code, sees exactly their orders, withdraws one, and staff see it withdrawn', async ({
  page,
  browser,
}) => {
  // Three orders, each confirmed and texted through the outbox, then the whole journey: 70 s and more
  // on a loaded 2-core machine.
  test.setTimeout(180_000)
  const mobile = newMobile()
  const other = newMobile()
  const address = newClientAddress()
  const older = await placeConfirmedOrder(mobile, address, 0)
  const newer = await placeConfirmedOrder(mobile, address, 1)
  const someoneElses = await placeConfirmedOrder(other, address, 2)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })

  await page.goto('/en')
  await page.getByRole('contentinfo').getByRole('link', { name: 'My orders' }).click()
  await expect(page).toHaveURL(/\/en\/my-orders$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  const texts = deliveries.messagesTo(mobile.e164)
  await page.getByLabel('Mobile number').fill(mobile.typed)
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByText('Code sent successfully.')).toBeVisible()
  const code = await deliveries.codeFor(mobile.e164, texts)
  expect(deliveries.textsTo(mobile.e164).at(-1)!.text).toContain('My orders')
  await page.getByRole('textbox', { name: /^Sign-in code/ }).fill(code)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  // Exactly this mobile's orders, newest first, each with its status and history.
  const list = page.getByRole('list', { name: 'Your orders' })
  await expect(list.getByRole('region')).toHaveCount(2)
  await expect(list.getByRole('region').first()).toHaveAccessibleName(newer)
  await expect(list.getByRole('region').nth(1)).toHaveAccessibleName(older)
  await expect(page.getByText(someoneElses)).toHaveCount(0)
  const order = page.getByRole('region', { name: older })
  await expect(order.locator('p', { hasText: 'Current status:' })).toHaveText(/Received/)

  // The session is an httpOnly cookie of this browser only, which no script can read.
  const cookies = await page.context().cookies()
  const session = cookies.find((cookie) => cookie.name === appConfig.buyer.sessionCookie.name)
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' })
  expect(await page.evaluate(() => document.cookie)).not.toContain(appConfig.buyer.sessionCookie.name)

  // Withdrawing is asked first; "Cancel" changes nothing.
  await order.getByRole('button', { name: 'Withdraw this order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Withdraw this order?' })
  await expect(dialog).toContainText(older)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(order.locator('p', { hasText: 'Current status:' })).toHaveText(/Received/)
  await order.getByRole('button', { name: 'Withdraw this order' }).click()
  await page.getByRole('dialog', { name: 'Withdraw this order?' }).getByRole('button', { name: 'Withdraw the order' }).click()
  await expect(order.getByRole('status')).toContainText('You have withdrawn this order.')
  await expect(order.locator('p', { hasText: 'Current status:' })).toHaveText(/Cancelled/)
  await expect(order.getByRole('button', { name: 'Withdraw this order' })).toHaveCount(0)
  await expect(order.getByRole('listitem')).toHaveCount(2)

  // Still so after a reload (the session lasts), and the other order may still be withdrawn.
  await page.reload()
  await expect(page.getByRole('region', { name: older }).locator('p', { hasText: 'Current status:' })).toHaveText(/Cancelled/)
  await expect(page.getByRole('region', { name: newer }).getByRole('button', { name: 'Withdraw this order' })).toBeVisible()

  // Staff see it cancelled by the buyer, who did it on this page.
  const staffContext = await browser.newContext()
  const staffPage = await staffContext.newPage()
  await startSignedIn(staffPage, base, staffAccounts.sales, { locale: 'en' })
  await staffPage.goto(`${base}/en/staff/orders/${older}`)
  await expect(staffPage.getByTestId('order-status')).toContainText('Cancelled by the buyer')
  await expect(staffPage.getByTestId('order-history').getByRole('listitem').first()).toContainText('The buyer, in My orders')
  await staffContext.close()

  // Signing out ends the session on the server too: a reload asks for the mobile again.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible()
  expect((await page.context().cookies()).some((cookie) => cookie.name === appConfig.buyer.sessionCookie.name)).toBe(false)
})

test('an Arabic buyer finds My orders in the purchase-order menu and from tracking', async ({ page }) => {
  await page.goto('/track-order')
  await page.getByRole('link', { name: 'اطّلع على جميع طلباتك في «طلباتي»' }).click()
  await expect(page).toHaveURL(/\/my-orders$/)
  await expect(page.getByRole('heading', { level: 1, name: 'طلباتي' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'طلب شراء' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'طلباتي' })).toBeVisible()
})
