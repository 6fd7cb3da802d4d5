import { deliveries } from './deliveries'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'
import { newClientAddress, newEmail as newVisitorEmail } from './visitors'

/**
 * Newsletters end to end (decision 0055): two subscribers confirm with their mails' links, one in
 * each language, a third never confirms; an editor writes a bilingual newsletter and sends it; each
 * confirmed subscriber's mail arrives in their language with their own unsubscribe link, which
 * works; the pending sign-up gets nothing.
 *
 * On the suite's shared server (no PUBLIC_ORIGIN: the links lead to the page the editor sent it
 * from), signed in with the suite's editor. A newsletter goes to every confirmed subscriber of the
 * server, other tests' too, so this test reads its own readers' mails by recipient and its own
 * newsletter by its subject, and counts the others only as far as they are its own: that the
 * counts are exact (recipients, sent, by language) is src/dealer-api/routes/newsletters.test.ts's.
 */

type Lang = 'ar' | 'en'
/** The page's own origin: where the mails' links must lead. */
const origin = `http://localhost:${appPort}`

const texts = {
  unsubscribeButton: { ar: 'إلغاء الاشتراك', en: 'Unsubscribe' },
  unsubscribed: { ar: 'أُلغي اشتراكك', en: 'You have been unsubscribed' },
}

const newsletterText = {
  subjectAr: 'عروض نهاية العام',
  bodyAr: 'خصومات على سيارات الدفع الرباعي حتى نهاية الشهر.\n\nالتفاصيل: https://cars.example.sa/offers',
  subjectEn: 'Year-end offers',
  bodyEn: 'Discounts on SUVs until the end of the month.\n\nDetails: https://cars.example.sa/offers',
}

const newEmail = (lang: Lang) => newVisitorEmail(`reader.${lang}`)

/**
 * A sign-up through the dealer API, in `lang`, from a client address of its own, confirmed with
 * the token of its mail's link when `confirm`: the footer's own path is subscriptions.spec.ts's,
 * and pages cost time here.
 */
async function signUp(lang: Lang, email: string, { confirm }: { confirm: boolean }) {
  const address = newClientAddress()
  const issued = await fetch(`${origin}/api/csrf`, { headers: { 'X-Forwarded-For': address } })
  const { token: csrf } = (await issued.json()) as { token: string }
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Language': lang,
        Cookie: `XSRF-TOKEN=${csrf}`,
        'X-XSRF-TOKEN': csrf,
        'X-Forwarded-For': address,
      },
      body: JSON.stringify(body),
    })
  expect((await post('/subscriptions', { email })).status).toBe(202)
  const [confirmLink] = await deliveries.linksFor(email)
  if (!confirm) return
  const token = new URL(confirmLink!).searchParams.get('token')
  expect((await post('/subscriptions/confirm', { token })).status).toBe(200)
}

test('an editor sends a bilingual newsletter: each confirmed subscriber gets it in their language with a working unsubscribe link', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // A subject of this test's own: the newsletters of other runs of it are on the same page.
  const stamp = `${test.info().workerIndex}.${Date.now().toString(36)}`
  const newsletter = {
    ...newsletterText,
    subjectAr: `${newsletterText.subjectAr} ${stamp}`,
    subjectEn: `${newsletterText.subjectEn} ${stamp}`,
  }
  const readers = { ar: newEmail('ar'), en: newEmail('en') }
  const pending = newEmail('en')
  await signUp('ar', readers.ar, { confirm: true })
  await signUp('en', readers.en, { confirm: true })
  await signUp('en', pending, { confirm: false })

  await startSignedIn(page, origin, staffAccounts.editor, { locale: 'en' })
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Newsletters' }).click()
  // The back office's first page on a fresh server loads its chunks and counts: allow a busy machine time.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletters', { timeout: 15_000 })
  // The count by language, with this test's two readers in it (other tests' subscribers too).
  const count = page.getByText(/^Confirmed subscribers: \d+ \(\d+ in Arabic, \d+ in English\)/)
  await expect(count).toBeVisible({ timeout: 15_000 })
  const [total, arabic, english] = /(\d+) \((\d+) in Arabic, (\d+) in English\)/
    .exec((await count.textContent())!)!
    .slice(1)
    .map(Number)
  expect(arabic! + english!, 'the total is the sum of the languages').toBe(total)
  expect(arabic, 'the Arabic reader is counted').toBeGreaterThanOrEqual(1)
  expect(english, 'the English reader is counted').toBeGreaterThanOrEqual(1)
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

  // It asks first, saying how many get it (decision 0076); a double click on the dialog's button sends it once.
  await page.getByRole('button', { name: 'Send newsletter' }).click()
  const confirm = page.getByRole('dialog', { name: 'Send the newsletter now?' })
  await expect(confirm.getByTestId('newsletter-confirm-recipients')).toContainText(
    /^Recipients: \d+ confirmed subscribers \(\d+ in Arabic, \d+ in English\)\.$/,
  )
  await confirm.getByRole('button', { name: 'Send the newsletter' }).dblclick()
  await expect(confirm).toBeHidden()
  const sent = page.getByTestId('newsletter').filter({ hasText: newsletter.subjectEn })
  await expect(sent).toHaveCount(1)
  await expect(sent).toHaveAttribute('data-finished', 'true', { timeout: 30_000 })
  // Everyone confirmed when it was sent: this test's two readers and any other test's.
  const recipients = Number(await sent.getByTestId('newsletter-recipients').textContent())
  expect(recipients).toBeGreaterThanOrEqual(2)
  expect(Number(await sent.getByTestId('newsletter-sent').textContent())).toBeGreaterThanOrEqual(2)
  await expect(sent.getByRole('heading', { name: newsletter.subjectEn })).toBeVisible()

  /** The mails of this newsletter `email` received (in either language): one, in theirs. */
  const newsletterMails = (email: string) =>
    deliveries.mailsFor(email).filter((mail) => mail.subject === newsletter.subjectAr || mail.subject === newsletter.subjectEn)
  for (const lang of ['ar', 'en'] as const) {
    // Sent is counted once the mail server took the mail; its line reaches the sink soon after.
    await expect.poll(() => newsletterMails(readers[lang]).length).toBe(1)
    const mail = newsletterMails(readers[lang])[0]!
    expect(mail.subject).toBe(lang === 'ar' ? newsletter.subjectAr : newsletter.subjectEn)
    expect(mail.links).toContain('https://cars.example.sa/offers')
    const unsubscribe = mail.links.find((link) => link.includes('/subscription/unsubscribe'))
    expect(unsubscribe).toMatch(new RegExp(`^${origin}${lang === 'en' ? '/en' : ''}/subscription/unsubscribe\\?token=u\\.`))
  }
  // The pending sign-up has its confirmation mail and nothing else.
  expect(deliveries.mailsTo(pending)).toBe(1)

  // The Arabic reader's link takes them off the list.
  const link = newsletterMails(readers.ar)[0]!.links.find((candidate) => candidate.includes('/subscription/unsubscribe'))
  await page.goto(link!)
  await page.getByRole('button', { name: texts.unsubscribeButton.ar }).click()
  await expect(page.getByText(texts.unsubscribed.ar)).toBeVisible()
})
