/**
 * A salesperson takes an order for a buyer on the phone (decision 0092): the site's order form in
 * the back office, then the code the buyer reads out; the order is theirs and its history says
 * how it was taken. With SHOTS_DIR set it also saves the page in both languages at 390 and 1280 px.
 */
import { deliveries } from './deliveries'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'
import { newMobile } from './visitors'

const base = `http://localhost:${appPort}`
const control = (page: import('@playwright/test').Page, name: string) => page.locator(`#staff-order-individual-${name}`)

test('a salesperson takes a phone order, types the code the buyer reads out, and finds it assigned to them', async ({ page }) => {
  test.setTimeout(90_000)
  const mobile = newMobile()
  await startSignedIn(page, base, staffAccounts.sales, { locale: 'en' })
  await page.goto(`${base}/en/staff/orders`)
  await page.getByRole('link', { name: 'New order for a buyer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New order for a buyer' })).toBeVisible()
  await page.goto(`${base}/en/staff/orders/new?carId=1`)
  await page.waitForFunction(() => sessionStorage.getItem('form-draft:staff-order-individual') !== null)
  // "In person" is offered for a walk-in only.
  await expect(page.getByLabel(/Taken in person/)).toHaveCount(0)
  await page.getByLabel('In the showroom').check()
  await expect(page.getByLabel(/Taken in person/)).toBeVisible()
  await page.getByLabel('On the phone').check()
  await expect(page.getByLabel(/Taken in person/)).toHaveCount(0)

  await control(page, 'name').fill('Khalid Alqahtani')
  await control(page, 'mobile').fill(mobile.typed)
  await control(page, 'email').fill('khalid@example.com')
  await control(page, 'city').fill('Jeddah')
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Jeddah/ })
    .click()
  await page.getByRole('button', { name: 'Send order' }).click()

  await expect(page.getByRole('heading', { name: 'Type the code the buyer reads out' })).toBeVisible()
  await page.locator('input[autocomplete="one-time-code"]').fill(await deliveries.codeFor(mobile.e164))
  await page.getByRole('button', { name: 'Confirm order' }).click()
  await expect(page.getByText('is received and assigned to you')).toBeVisible()
  await page.getByRole('link', { name: 'Open the order' }).click()
  await expect(page.getByTestId('order-history-channel')).toHaveText('Taken on the phone · confirmed by the SMS code')
  await expect(page.getByTestId('order-history')).toContainText(staffAccounts.sales.name)

  if (process.env.SHOTS_DIR) {
    for (const locale of ['ar', 'en'] as const) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`${base}${locale === 'en' ? '/en' : ''}/staff/orders/new?carId=1`)
        await page.getByRole('radio').nth(1).check()
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/staff-order-new-${locale}-${width}.png`, fullPage: true })
      }
    }
  }
})
