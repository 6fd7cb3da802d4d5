import { expect, test } from './fixtures'
import { deliveriesOf } from './deliveries'
import { appPort } from './servers'
import { templateStaffState } from './staff-sessions'
import { newEmail, newMobile } from './visitors'

/**
 * Reserving a car with a deposit in a browser (decision 0101): car page → reserve → pay with
 * Moyasar's paid mada test card → the bank's 3-D Secure page → back to the shop, which fetched the
 * payment → the receipt with the VAT and the QR code. On the shared suite server, whose payment
 * sandbox stands for Moyasar (no keys), with a car of this test's own (a new brand, one unit in
 * stock), so no other spec's market or counts change.
 */
const base = `http://localhost:${appPort}`

/** A car of its own with one unit available, through the dealer API as an editor. */
async function ownCarWithOneUnit(): Promise<number> {
  const editor = templateStaffState('editor').cookies[0]!.value
  const csrf = (await (await fetch(`${base}/api/csrf`)).json()) as { token: string }
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${editor}`,
        'Content-Language': 'en',
        'Content-Type': 'application/json',
        ...(method === 'GET' ? {} : { Cookie: `XSRF-TOKEN=${csrf.token}`, 'X-XSRF-TOKEN': csrf.token }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(answer.status, `${method} ${path}`).toBeLessThan(300)
    return answer.json() as Promise<Record<string, unknown>>
  }
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
  const brand = await call('POST', '/staff/inventory/brands', { nameAr: `حجز ${unique}`, nameEn: `Reserva ${unique}` })
  const model = await call('POST', '/staff/inventory/models', { brandId: brand.id, nameAr: `مودل ${unique}`, nameEn: `Model ${unique}` })
  const list = (await call('GET', '/staff/inventory/cars?page=1')) as { items: { id: number }[] }
  const template = (await call('GET', `/staff/inventory/cars/${list.items[0]!.id}`)) as {
    edit: Record<string, unknown> & { colors: Record<string, unknown>[] }
  }
  const edit = {
    ...template.edit,
    modelId: model.id,
    featured: false,
    colors: template.edit.colors.slice(0, 1).map(({ id: _id, ...color }) => color),
  }
  const car = (await call('POST', '/staff/inventory/cars', edit)) as { id: number; edit: { colors: { id: number }[] } }
  const branches = (await (await fetch(`${base}/api/branches`, { headers: { 'Content-Language': 'en' } })).json()) as {
    items: { id: number }[]
  }
  await call('PUT', `/staff/inventory/cars/${car.id}/stock`, {
    lines: [{ branchId: branches.items[0]!.id, colorId: car.edit.colors[0]!.id, status: 'available', count: 1 }],
  })
  return car.id
}

test('a buyer reserves a car, pays the deposit with the test card and gets the receipt', async ({ page, consoleProblems }) => {
  void consoleProblems
  test.setTimeout(90_000)
  const carId = await ownCarWithOneUnit()
  await page.goto(`${base}/en/car?id=${carId}`)
  await page.getByTestId('reserve-link').click()
  await expect(page).toHaveURL(/\/en\/reserve\?carId=/)
  const details = page.locator('form[aria-labelledby="reserve-form-title"]')
  await details.locator('[name="name"]').fill('Huda Alharbi')
  await details.locator('[name="mobile"]').fill(newMobile().typed)
  const email = newEmail('reserve')
  await details.locator('[name="email"]').fill(email)
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  await expect(page).toHaveURL(/\/en\/reservation\?id=/)
  await expect(page.getByTestId('reservation-state')).toHaveText('Awaiting payment')
  // Set aside while the buyer pays: the car page no longer offers it.
  const reservationUrl = page.url()
  // A browser without Apple Pay is not offered its button.
  await expect(page.getByTestId('card-form')).toBeVisible()
  await expect(page.getByTestId('apple-pay')).toHaveCount(0)
  const cardForm = page.getByTestId('card-form')
  await cardForm.getByLabel('Name on the card').fill('Huda Alharbi')
  await cardForm.getByLabel('Card number').fill('4201 3201 1111 1010')
  await cardForm.getByLabel('Expiry month').fill('12')
  await cardForm.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 2))
  await cardForm.getByLabel('Security code (CVC)').fill('123')
  await cardForm.getByRole('button', { name: 'Pay the deposit' }).click()

  // The bank's 3-D Secure page (the sandbox's, on this site).
  await expect(page).toHaveURL(/\/api\/payment-sandbox\/3ds\//)
  await page.getByRole('button', { name: /Complete authentication/ }).click()

  await expect(page).toHaveURL(reservationUrl)
  await expect(page.getByTestId('reservation-state')).toHaveText('Reserved for you')
  // The buyer is mailed once the car is held, with the link to the same receipt.
  const receiptLinks = await deliveriesOf().linksFor(email)
  expect(receiptLinks).toContain(`${base}/en/reservation-receipt?id=${new URL(reservationUrl).searchParams.get('id')}`)
  await page.getByTestId('receipt-link').click()
  await expect(page.getByRole('heading', { name: 'Simplified tax invoice' })).toBeVisible()
  const receipt = page
  await expect(receipt.getByTestId('receipt-total')).toHaveText('SAR 1,000.00')
  await expect(receipt.getByTestId('receipt-vat')).toHaveText('SAR 130.43')
  await expect(receipt.getByTestId('receipt-cr')).toHaveText('7000000000')
  await expect(receipt.getByTestId('receipt-vat-number')).toHaveText('300000000000003')
  await expect(receipt.getByTestId('receipt-qr')).toHaveAttribute('data-payload', /^[A-Za-z0-9+/=]{40,}$/)

  await page.goto(`${base}/en/car?id=${carId}`)
  await expect(page.getByTestId('car-reserved')).toHaveText('Reserved')
})

/**
 * Safari's Apple Pay, as far as the page sees it: a wallet with a card, a sheet that asks for the
 * merchant session, then hands over a payment token when the buyer confirms with Face ID.
 */
function appleWallet() {
  type Sheet = { onvalidatemerchant?: (event: { validationURL: string }) => void; onpaymentauthorized?: (event: unknown) => void }
  const seen: { request?: unknown; merchantSession?: unknown; completed: number[] } = { completed: [] }
  Object.assign(window, { appleWalletSeen: seen })
  Object.assign(window, {
    ApplePaySession: class {
      static STATUS_SUCCESS = 0
      static STATUS_FAILURE = 1
      static canMakePayments(): boolean {
        return true
      }
      static supportsVersion(version: number): boolean {
        return version <= 14
      }
      constructor(_version: number, request: unknown) {
        seen.request = request
      }
      begin(this: Sheet) {
        setTimeout(
          () => this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession' }),
          50,
        )
      }
      completeMerchantValidation(this: Sheet, merchantSession: unknown) {
        seen.merchantSession = merchantSession
        const paymentData = { version: 'EC_v1', data: 'ZW5jcnlwdGVk', signature: 'c2lnbmVk', header: { transactionId: 'ab12' } }
        const token = {
          paymentData,
          paymentMethod: { displayName: 'mada 1010', network: 'mada', type: 'debit' },
          transactionIdentifier: 'AB12',
        }
        setTimeout(() => this.onpaymentauthorized?.({ payment: { token } }), 50)
      }
      completePayment(status: number) {
        seen.completed.push(status)
      }
      abort() {}
    },
  })
}

test('ar: a buyer whose phone has Apple Pay pays the deposit from Apple’s sheet, and the car is held', async ({ page }) => {
  test.setTimeout(60_000)
  const carId = await ownCarWithOneUnit()
  await page.addInitScript(appleWallet)
  await page.goto(`${base}/car?id=${carId}`)
  await page.getByTestId('reserve-link').click()
  await expect(page).toHaveURL(/\/reserve\?carId=/)
  const details = page.locator('form[aria-labelledby="reserve-form-title"]')
  await details.locator('[name="name"]').fill('هدى الحربي')
  await details.locator('[name="mobile"]').fill(newMobile().typed)
  await details.locator('[name="email"]').fill(newEmail('apple-pay'))
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click()
  await expect(page).toHaveURL(/\/reservation\?id=/)

  await page.getByRole('button', { name: 'الدفع عبر Apple Pay' }).click()
  await expect(page.getByTestId('reservation-state')).toHaveText('محجوزة لك')
  const seen = await page.evaluate(() => (window as unknown as { appleWalletSeen: Record<string, unknown> }).appleWalletSeen)
  // The sheet showed the deposit in riyals to a Saudi merchant, mada first among the cards.
  expect(seen.request).toMatchObject({ countryCode: 'SA', currencyCode: 'SAR', total: { amount: '1000.00', type: 'final' } })
  expect((seen.request as { supportedNetworks: string[] }).supportedNetworks).toEqual(['mada', 'visa', 'masterCard'])
  // Moyasar made the merchant session for this site, named as the dealer is named in Arabic.
  expect(seen.merchantSession).toMatchObject({
    domainName: 'localhost',
    displayName: (seen.request as { total: { label: string } }).total.label,
  })
  expect((seen.request as { total: { label: string } }).total.label).toMatch(/[\u0600-\u06FF]/)
  expect(seen.completed).toEqual([0])
})
