import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startMailServer, type MailServer } from './mail-server'
import { appPort } from './servers'

/**
 * The mailing list as a visitor meets it, in both languages: the footer's sign-up, the confirmation
 * link read from the console mail transport's log line, the success page, a repeat sign-up, and the
 * unsubscribe link (the page's button, and a mail provider's one-click POST). One server of its own
 * (its log shows the mails), on appPort+50.
 */
test.describe.configure({ mode: 'default' })

type Lang = 'ar' | 'en'
let server: MailServer

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
  invalidEmail: { ar: 'يُرجى إدخال بريد إلكتروني صحيح', en: 'Please enter a valid email address' },
}

const home = (lang: Lang) => `${server.base}${lang === 'en' ? '/en' : '/'}`
const newEmail = (lang: Lang) => `reader.${lang}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // No PUBLIC_ORIGIN: the links must still lead to the page's own origin (the host asked).
  server = await startMailServer(appPort + 50, undefined, { publicOrigin: false })
})

test.afterAll(() => server?.stop())

async function signUpInFooter(page: Page, lang: Lang, email: string) {
  const footer = page.locator('footer')
  await footer.getByRole('textbox').fill(email)
  await footer.getByRole('button', { name: texts.subscribe[lang], exact: true }).click()
  await expect(footer.getByRole('status')).toHaveText(texts.sent[lang])
}

for (const lang of ['ar', 'en'] as const) {
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
    const [confirmLink, unsubscribeLink] = await server.linksFor(email)
    const pagePrefix = `${server.base}${lang === 'en' ? '/en' : ''}/subscription/`
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
    expect(server.mailsTo(email)).toBe(1)

    // Opening the unsubscribe link changes nothing either: the subscription is still confirmed.
    await page.goto(unsubscribeLink!)
    const stillConfirmed = await request.post(confirmLink!, { headers: { Accept: 'text/plain' } })
    expect(stillConfirmed.status()).toBe(200)
    await page.getByRole('button', { name: texts.unsubscribeButton[lang] }).click()
    await expect(page.getByText(texts.unsubscribed[lang])).toBeVisible()

    // A mail provider's one-click unsubscribe (RFC 8058): no cookie, no CSRF token, only the link.
    const oneClick = await request.post(unsubscribeLink!, {
      form: { 'List-Unsubscribe': 'One-Click' },
      headers: { Cookie: '' },
    })
    expect(oneClick.status()).toBe(200)
    expect(await oneClick.text()).toBe('unsubscribed\n')
    // The confirmation link no longer brings the address back.
    expect((await request.post(confirmLink!, { headers: { Accept: 'text/plain' } })).status()).toBe(410)
  })
}

test('a forged unsubscribe link is refused, and the one-click POST needs a valid one', async ({ request }) => {
  const forged = `${server.base}/en/subscription/unsubscribe?token=u.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA`
  const answer = await request.post(forged, { form: { 'List-Unsubscribe': 'One-Click' } })
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
    expect((await server.linksFor(email)).length).toBe(2)
  })
})
