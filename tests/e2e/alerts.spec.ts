import { deliveries } from './deliveries'
import { expect, test } from './fixtures'
import { newClientAddress, newEmail } from './visitors'
import { languageTurns } from './language-turns'

/**
 * Alerts as a visitor meets them (decision 0098), in both languages, on the shared server: the car
 * page's "Price and stock alerts" panel (a native disclosure, its form loaded on demand), the
 * confirmation link from the mail (the server's deliveries, read by recipient), the confirmation
 * page's button, and the list of one's alerts where one is removed. Each test asks from an address
 * and a client address of its own.
 */
const texts = {
  toggle: { ar: 'تنبيهات السعر والتوفر', en: 'Price and stock alerts' },
  email: { ar: 'البريد الإلكتروني', en: 'E-mail' },
  submit: { ar: 'تفعيل التنبيهات', en: 'Turn on alerts' },
  checkInbox: {
    ar: 'يُرجى مراجعة بريدك الوارد وفتح الرابط الذي أرسلناه إليك لتأكيد تنبيهاتك.',
    en: 'Please check your inbox and open the link we sent you to confirm your alerts.',
  },
  confirmTitle: { ar: 'أكِّد تنبيهاتك', en: 'Confirm your alerts' },
  confirmButton: { ar: 'تأكيد تنبيهاتي', en: 'Confirm my alerts' },
  on: { ar: 'تم تفعيل تنبيهاتك', en: 'Your alerts are on' },
  remove: { ar: 'إزالة', en: 'Remove' },
  removed: { ar: 'أُزيل التنبيه.', en: 'The alert was removed.' },
}

const turn = languageTurns()
for (const lang of ['ar', 'en'] as const) {
  if (turn(lang))
    test(`${lang}: ask for a price alert on a car page, confirm it from the mail, see it listed and remove it`, async ({
      page,
      request,
    }) => {
      const address = newClientAddress()
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
      const prefix = lang === 'en' ? '/en' : ''
      const cars = (await (await request.get('/api/cars?pageSize=1', { headers: { 'Content-Language': lang } })).json()) as {
        items: { id: number; title: string }[]
      }
      const car = cars.items[0]!
      const email = newEmail(`alerts.${lang}`)

      await page.goto(`${prefix}/car?id=${car.id}`)
      await page.waitForLoadState('networkidle')
      const toggle = page.getByTestId('alert-toggle')
      await expect(toggle).toContainText(texts.toggle[lang])
      // A native disclosure (it opens before the scripts run too); the footer's mailing-list form has
      // an e-mail box as well, so the form is looked for inside it.
      const panel = page.locator('details', { has: toggle })
      await expect(panel).not.toHaveAttribute('open')
      // From the keyboard: the disclosure opens with Enter.
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(panel).toHaveAttribute('open', '')
      await panel.getByRole('textbox', { name: texts.email[lang] }).fill(email)
      await panel.getByRole('button', { name: texts.submit[lang] }).click()
      await expect(panel.getByText(texts.checkInbox[lang])).toBeVisible()

      const links = await deliveries.linksFor(email)
      const confirmLink = links.find((link) => link.includes('/alerts/confirm?token='))!
      const listLink = links.find((link) => /\/alerts\?token=/.test(link))!
      expect(confirmLink).toContain(`${prefix}/alerts/confirm?token=k.`)

      // Opening the link changes nothing; the button confirms.
      await page.goto(confirmLink)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.confirmTitle[lang])
      await page.getByRole('button', { name: texts.confirmButton[lang] }).click()
      await expect(page.getByText(texts.on[lang])).toBeVisible()

      await page.goto(listLink)
      await expect(page.getByRole('link', { name: car.title })).toBeVisible()
      await page.getByRole('button', { name: new RegExp(`^${texts.remove[lang]}`) }).click()
      await expect(page.getByText(texts.removed[lang])).toBeVisible()
      await expect(page.getByRole('link', { name: car.title })).toHaveCount(0)
    })
}
