import type { Page } from '@playwright/test'
import { deliveries, type Mail } from './deliveries'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { newClientAddress, newEmail as newVisitorEmail } from './visitors'
import { languageTurns } from './language-turns'

/**
 * The mailing list as a visitor meets it, in both languages: the footer's sign-up, the confirmation
 * link from the mail (the shared server's deliveries, read by recipient), the success page, a
 * repeat sign-up, and the unsubscribe link (the page's button, and a mail provider's one-click
 * POST).
 *
 * On the suite's shared server, which has no PUBLIC_ORIGIN: the links must still lead to the page's
 * own origin (the host asked), not to the loopback address its render thread calls the API on.
 * Each test signs up an address of its own from a client address of its own (sign-ups are limited
 * per address), so the tests run in any order, in parallel. A newsletter another test sends on this
 * server reaches every confirmed subscriber, so mails are told apart by their links.
 */

type Lang = 'ar' | 'en'
/** The page's own origin: where the mails' links must lead. */
const origin = `http://localhost:${appPort}`
let address: string

const texts = {
  subscribe: { ar: 'اشترك', en: 'Subscribe' },
  sent: {
    ar: 'شكرًا لك. يُرجى مراجعة بريدك الوارد وفتح الرابط الذي أرسلناه إليك لتأكيد اشتراكك.',
    en: 'Thank you. Please check your inbox and open the link we sent you to confirm your subscription.',
  },
  confirmTitle: { ar: 'أكِّد اشتراكك', en: 'Confirm your subscription' },
  confirmButton: { ar: 'تأكيد اشتراكي', en: 'Confirm my subscription' },
  subscribed: { ar: 'تم اشتراكك بنجاح', en: 'You have successfully subscribed' },
  unsubscribeButton: { ar: 'إلغاء الاشتراك', en: 'Unsubscribe' },
  unsubscribed: { ar: 'أُلغي اشتراكك', en: 'You have been unsubscribed' },
  invalidEmail: { ar: 'يُرجى إدخال بريد إلكتروني صحيح', en: 'Please enter a valid e-mail address' },
}

const home = (lang: Lang) => (lang === 'en' ? '/en' : '/')
const newEmail = (lang: Lang) => newVisitorEmail(`reader.${lang}`)
/** The confirmation mails among `email`'s (a newsletter has no confirmation link). */
const confirmationsTo = (email: string) =>
  deliveries.mailsFor(email).filter((mail: Mail) => mail.links.some((link) => link.includes('/subscription/confirm?')))

// Each test a client address of its own, for its pages and its direct requests alike.
test.beforeEach(async ({ page }) => {
  address = newClientAddress()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
})

async function signUpInFooter(page: Page, lang: Lang, email: string) {
  const footer = page.locator('footer')
  await footer.getByRole('textbox').fill(email)
  await footer.getByRole('button', { name: texts.subscribe[lang], exact: true }).click()
  await expect(footer.getByRole('status')).toHaveText(texts.sent[lang])
}

const turn = languageTurns()
for (const lang of ['ar', 'en'] as const) {
  if (turn(lang))
    test(`${lang}: sign up in the footer, confirm from the mail, sign up again, unsubscribe from the mail`, async ({ page, request }) => {
      const email = newEmail(lang)
      await page.goto(home(lang))
      await page.waitForLoadState('networkidle')

      // A wrong address is refused next to the field, in the page's language.
      const footer = page.locator('footer')
      await footer.getByRole('textbox').fill('not-an-address')
      await footer.getByRole('button', { name: texts.subscribe[lang], exact: true }).click()
      await expect(footer.getByText(texts.invalidEmail[lang])).toBeVisible()
      await expect(footer.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')

      await signUpInFooter(page, lang, email)
      const [confirmLink, unsubscribeLink] = await deliveries.linksFor(email)
      const pagePrefix = `${origin}${lang === 'en' ? '/en' : ''}/subscription/`
      expect(confirmLink).toMatch(new RegExp(`^${pagePrefix}confirm\\?token=c\\.`))
      expect(unsubscribeLink).toMatch(new RegExp(`^${pagePrefix}unsubscribe\\?token=u\\.`))

      // Opening the link changes nothing; the button confirms.
      await page.goto(confirmLink!)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.confirmTitle[lang])
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await page.getByRole('button', { name: texts.confirmButton[lang] }).click()
      await expect(page.getByText(texts.subscribed[lang])).toBeVisible()

      // The same address again: the same answer, and no second mail once confirmed.
      await page.goto(home(lang))
      await page.waitForLoadState('networkidle')
      await signUpInFooter(page, lang, email)
      await page.waitForTimeout(1000)
      expect(confirmationsTo(email)).toHaveLength(1)

      // Opening the unsubscribe link changes nothing either: the subscription is still confirmed.
      await page.goto(unsubscribeLink!)
      const stillConfirmed = await request.post(confirmLink!, { headers: { Accept: 'text/plain', 'X-Forwarded-For': address } })
      expect(stillConfirmed.status()).toBe(200)
      await page.getByRole('button', { name: texts.unsubscribeButton[lang] }).click()
      await expect(page.getByText(texts.unsubscribed[lang])).toBeVisible()

      // A mail provider's one-click unsubscribe (RFC 8058): no cookie, no CSRF token, only the link.
      const oneClick = await request.post(unsubscribeLink!, {
        form: { 'List-Unsubscribe': 'One-Click' },
        headers: { Cookie: '', 'X-Forwarded-For': address },
      })
      expect(oneClick.status()).toBe(200)
      expect(await oneClick.text()).toBe('unsubscribed\n')
      // The confirmation link no longer brings the address back.
      expect((await request.post(confirmLink!, { headers: { Accept: 'text/plain', 'X-Forwarded-For': address } })).status()).toBe(410)
    })
}

test('a forged unsubscribe link is refused, and the one-click POST needs a valid one', async ({ request }) => {
  const forged = '/en/subscription/unsubscribe?token=u.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA'
  const answer = await request.post(forged, { form: { 'List-Unsubscribe': 'One-Click' }, headers: { 'X-Forwarded-For': address } })
  expect(answer.status()).toBe(400)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the footer form posts to the sign-up page, which says the same', async ({ page }) => {
    const email = newEmail('en')
    await page.goto(home('en'))
    const footer = page.locator('footer')
    await footer.getByRole('textbox').fill(email)
    await footer.getByRole('button', { name: texts.subscribe.en, exact: true }).click()
    await expect(page).toHaveURL(/\/en\/subscription\/?\?status=sent$/)
    await expect(page.getByRole('main').getByText(texts.sent.en)).toBeVisible()
    expect((await deliveries.linksFor(email)).length).toBe(2)
  })
})
