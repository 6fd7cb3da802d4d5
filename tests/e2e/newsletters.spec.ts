import { expect, test } from './fixtures'
import { startMailServer, type MailServer } from './mail-server'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'

/**
 * Newsletters end to end (decision 0055): two subscribers confirm with their mails' links, one in
 * each language, a third never confirms; an editor writes a bilingual newsletter and sends it; each
 * confirmed subscriber's mail (read from the console mail transport's log line) arrives in their
 * language with their own unsubscribe link, which works; the pending sign-up gets nothing. One
 * server of its own, on appPort+85, with staff accounts.
 */
test.describe.configure({ mode: 'serial' })

type Lang = 'ar' | 'en'
let server: MailServer

const texts = {
  unsubscribeButton: { ar: 'إلغاء الاشتراك', en: 'Unsubscribe' },
  unsubscribed: { ar: 'أُلغي اشتراكك', en: 'You have been unsubscribed' },
}

const newsletter = {
  subjectAr: 'عروض نهاية العام',
  bodyAr: 'خصومات على سيارات الدفع الرباعي حتى نهاية الشهر.\n\nالتفاصيل: https://cars.example.sa/offers',
  subjectEn: 'Year-end offers',
  bodyEn: 'Discounts on SUVs until the end of the month.\n\nDetails: https://cars.example.sa/offers',
}

const newEmail = (lang: Lang) => `reader.${lang}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startMailServer(appPort + 85)
})

test.afterAll(() => server?.stop())

/**
 * A sign-up through the dealer API, in `lang`, confirmed with the token of its mail's link when
 * `confirm`: the footer's own path is subscriptions.spec.ts's, and pages cost time here.
 */
async function signUp(lang: Lang, email: string, { confirm }: { confirm: boolean }) {
  const issued = await fetch(`${server.base}/api/csrf`)
  const { token: csrf } = (await issued.json()) as { token: string }
  const post = (path: string, body: unknown) =>
    fetch(`${server.base}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Language': lang, Cookie: `XSRF-TOKEN=${csrf}`, 'X-XSRF-TOKEN': csrf },
      body: JSON.stringify(body),
    })
  expect((await post('/subscriptions', { email })).status).toBe(202)
  const [confirmLink] = await server.linksFor(email)
  if (!confirm) return
  const token = new URL(confirmLink!).searchParams.get('token')
  expect((await post('/subscriptions/confirm', { token })).status).toBe(200)
}

test('an editor sends a bilingual newsletter: each confirmed subscriber gets it in their language with a working unsubscribe link', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const readers = { ar: newEmail('ar'), en: newEmail('en') }
  const pending = newEmail('en')
  await signUp('ar', readers.ar, { confirm: true })
  await signUp('en', readers.en, { confirm: true })
  await signUp('en', pending, { confirm: false })

  await startSignedIn(page, server.base, staffAccounts.editor, { locale: 'en' })
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Newsletters' }).click()
  // The back office's first page on a fresh server loads its chunks and counts: allow a busy machine time.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletters', { timeout: 15_000 })
  await expect(page.getByText('Confirmed subscribers: 2 (1 in Arabic, 1 in English)')).toBeVisible({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')

  await page.getByLabel('Subject in Arabic').fill(newsletter.subjectAr)
  await page.getByLabel('Text in Arabic').fill(newsletter.bodyAr)
  await page.getByLabel('Subject in English').fill(newsletter.subjectEn)
  await page.getByLabel('Text in English').fill(newsletter.bodyEn)
  // The preview shows each language's mail in its own direction, its web address as a link.
  const arabicPreview = page.getByTestId('preview-ar')
  await expect(arabicPreview).toHaveAttribute('dir', 'rtl')
  await expect(arabicPreview).toContainText(newsletter.subjectAr)
  await expect(arabicPreview.getByTestId('preview-link')).toHaveText('https://cars.example.sa/offers')
  await expect(page.getByTestId('preview-en')).toContainText('Discounts on SUVs until the end of the month.')

  // A double click sends it once.
  await page.getByRole('button', { name: 'Send newsletter' }).dblclick()
  const sent = page.getByTestId('newsletter')
  await expect(sent).toHaveCount(1)
  await expect(sent).toHaveAttribute('data-finished', 'true', { timeout: 30_000 })
  await expect(sent.getByTestId('newsletter-recipients')).toHaveText('2')
  await expect(sent.getByTestId('newsletter-sent')).toHaveText('2')
  await expect(sent.getByRole('heading', { name: newsletter.subjectEn })).toBeVisible()

  for (const lang of ['ar', 'en'] as const) {
    const mails = server.mailsFor(readers[lang])
    expect(mails).toHaveLength(2)
    const mail = mails[1]!
    expect(mail.subject).toBe(lang === 'ar' ? newsletter.subjectAr : newsletter.subjectEn)
    expect(mail.links).toContain('https://cars.example.sa/offers')
    const unsubscribe = mail.links.find((link) => link.includes('/subscription/unsubscribe'))
    expect(unsubscribe).toMatch(new RegExp(`^${server.base}${lang === 'en' ? '/en' : ''}/subscription/unsubscribe\\?token=u\\.`))
  }
  expect(server.mailsTo(pending)).toBe(1)

  // The Arabic reader's link takes them off the list.
  const link = server.mailsFor(readers.ar)[1]!.links.find((candidate) => candidate.includes('/subscription/unsubscribe'))
  await page.goto(link!)
  await page.getByRole('button', { name: texts.unsubscribeButton.ar }).click()
  await expect(page.getByText(texts.unsubscribed.ar)).toBeVisible()
})
