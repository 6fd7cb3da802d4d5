/** Newsletters in the API: who may send, what each subscriber gets, and how the sending goes. */
import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { dispatchNewsletters } from '../../domain/newsletter-dispatch'
import { readUnsubscribeToken } from '../../domain/subscription-tokens'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { newsletterDeliveries, newsletters, outboxMessages, staffAuditLog, subscriptions } from '../../server/db/schema'
import { deliverDueMessages } from '../../server/outbox/deliver-outbox.server'
import { storedSecret } from '../../server/secrets.server'
import { staffTestApi } from '../staff-test-kit'
import { newsletterRoutes } from './newsletters'
import { subscriptionRoutes } from './subscriptions'

type Mail = { to: string[]; subject: string; text: string; html: string; headers: Record<string, string> }
type Summary = { id: string; recipients: number; waiting: number; sent: number; failed: number; skipped: number; finishedAt: string | null }

const draft = {
  subjectAr: 'عروض نهاية العام',
  bodyAr: 'خصومات على سيارات الدفع الرباعي.\n\nالتفاصيل: https://cars.example.sa/offers.',
  subjectEn: 'Year-end offers',
  bodyEn: 'Discounts on SUVs <script>alert(1)</script>.\n\nDetails: https://cars.example.sa/offers.',
}

describeOnEngines('newsletters API', ({ handle }) => {
  const { staffMember, call } = staffTestApi([...newsletterRoutes, ...subscriptionRoutes], handle)
  const db = () => handle().db
  let keys = 0
  const send = (token: string, body: unknown = draft, key = `newsletter-key-${++keys}-${crypto.randomUUID()}`) =>
    call('POST', '/staff/newsletters', { token, body, headers: { 'Idempotency-Key': key } })
  const list = async (token: string) =>
    (await (await call('GET', '/staff/newsletters', { token })).json()) as {
      subscribers: { ar: number; en: number }
      newsletters: Summary[]
    }
  const subscriber = async (locale: 'ar' | 'en', confirmed = true) => {
    const email = `reader.${crypto.randomUUID().slice(0, 8)}@example.com`
    const [row] = await db()
      .insert(subscriptions)
      .values({ email, locale, confirmedAt: confirmed ? new Date() : null, confirmationExpiresAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: subscriptions.id })
    return { email, id: (row as { id: string }).id }
  }
  const newsletterMails = async () =>
    (await db().select().from(outboxMessages).where(eq(outboxMessages.kind, 'newsletter.mail'))).map((row) => row.payload as Mail)
  const deliverAll = () => deliverDueMessages({ db: db(), batch: 100, transports: { mail: async () => {} } })

  beforeEach(async () => {
    await db().delete(newsletters)
    await db().delete(subscriptions)
    await db().delete(outboxMessages)
  })

  it('refuses anonymous callers (401), sales (403) and cross-site posts (403) before reading anything', async () => {
    expect((await call('GET', '/staff/newsletters')).status).toBe(401)
    expect((await send('')).status).toBe(401)
    const sales = await staffMember('sales')
    const salesList = await call('GET', '/staff/newsletters', { token: sales.token })
    expect(salesList.status).toBe(403)
    expect(await salesList.json()).toMatchObject({ error: { code: 'forbidden' } })
    expect((await send(sales.token)).status).toBe(403)
    const editor = await staffMember('editor')
    await subscriber('en')
    const forged = await call('POST', '/staff/newsletters', {
      token: editor.token,
      body: draft,
      crossSite: true,
      headers: { 'Idempotency-Key': 'cross-site-key-1' },
    })
    expect(forged.status).toBe(403)
    expect(await forged.json()).toMatchObject({ error: { code: 'csrf_failed' } })
    expect(await db().select().from(newsletters)).toHaveLength(0)
  })

  it('needs an Idempotency-Key and both languages, and says which field is wrong in the language asked', async () => {
    const editor = await staffMember('editor')
    const withoutKey = await call('POST', '/staff/newsletters', { token: editor.token, body: draft })
    expect(withoutKey.status).toBe(400)
    const missing = await call('POST', '/staff/newsletters', {
      token: editor.token,
      body: { ...draft, subjectEn: '  ', bodyAr: 'x'.repeat(20_001) },
      headers: { 'Idempotency-Key': 'missing-fields-key' },
      locale: 'ar',
    })
    expect(missing.status).toBe(400)
    const body = (await missing.json()) as { error: { code: string; fields: Record<string, string[]> } }
    expect(body.error.code).toBe('validation_failed')
    expect(Object.keys(body.error.fields).sort()).toEqual(['bodyAr', 'subjectEn'])
    expect(body.error.fields.subjectEn?.[0]).toMatch(/[\u0600-\u06ff]/)
  })

  it('writes one mail per confirmed subscriber in their language, with their own unsubscribe link, and none to pending sign-ups', async () => {
    const admin = await staffMember('admin')
    const arabic = await subscriber('ar')
    const english = await subscriber('en')
    const pending = await subscriber('en', false)
    const answer = await send(admin.token)
    expect(answer.status).toBe(202)
    const { newsletter } = (await answer.json()) as { newsletter: Summary }
    expect(newsletter).toMatchObject({ recipients: 2, waiting: 2, sent: 0, failed: 0, skipped: 0, finishedAt: null })
    const [audit] = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'newsletter.sent'), eq(staffAuditLog.subjectId, newsletter.id)))
    expect(audit).toMatchObject({ staffEmail: admin.email, subjectType: 'newsletter' })
    expect(audit?.after).toMatchObject({ recipients: 2, byLanguage: { ar: 1, en: 1 } })

    expect(await dispatchNewsletters(db())).toMatchObject({ queued: 2, skipped: 0, throttled: false })
    const mails = await newsletterMails()
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([arabic.email, english.email].sort())
    expect(mails.some((mail) => mail.to.includes(pending.email))).toBe(false)
    const toArabic = mails.find((mail) => mail.to[0] === arabic.email) as Mail
    const toEnglish = mails.find((mail) => mail.to[0] === english.email) as Mail
    expect(toArabic.subject).toBe(draft.subjectAr)
    expect(toArabic.text).toContain('خصومات على سيارات الدفع الرباعي.')
    expect(toArabic.html).toContain('dir="rtl"')
    expect(toEnglish.subject).toBe(draft.subjectEn)
    expect(toEnglish.html).toContain('lang="en" dir="ltr"')
    // Markup an editor types stays text; a web address becomes a link, without the sentence's full stop.
    expect(toEnglish.html).not.toContain('<script>')
    expect(toEnglish.html).toContain('&#60;script&#62;')
    expect(toEnglish.html).toContain('<a href="https://cars.example.sa/offers">https://cars.example.sa/offers</a>.')

    const secret = await storedSecret(db(), 'subscription-links')
    for (const [mail, who, prefix] of [
      [toArabic, arabic, '/subscription/unsubscribe?token='],
      [toEnglish, english, '/en/subscription/unsubscribe?token='],
    ] as const) {
      const link = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] as string
      expect(link).toContain(prefix)
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      expect(mail.text).toContain(link)
      const token = new URL(link).searchParams.get('token') as string
      expect(readUnsubscribeToken(secret, token)).toEqual({ id: who.id })
    }
    // The link works: the English subscriber leaves the list.
    const link = /^<(.+)>$/.exec(toEnglish.headers['List-Unsubscribe'] ?? '')?.[1] as string
    const out = await call('POST', '/subscriptions/unsubscribe', { body: { token: new URL(link).searchParams.get('token') } })
    expect(out.status).toBe(200)
    expect(await db().select().from(subscriptions).where(eq(subscriptions.id, english.id))).toHaveLength(0)
  })

  it('sends once for a repeated request (a double click), and a second dispatch writes nothing more', async () => {
    const editor = await staffMember('editor')
    await subscriber('ar')
    await subscriber('en')
    const key = `double-click-${crypto.randomUUID()}`
    const [first, second] = await Promise.all([send(editor.token, draft, key), send(editor.token, draft, key)])
    expect([first.status, second.status]).toEqual([202, 202])
    const ids = [
      ((await first.json()) as { newsletter: Summary }).newsletter.id,
      ((await second.json()) as { newsletter: Summary }).newsletter.id,
    ]
    expect(ids[0]).toBe(ids[1])
    expect(await db().select().from(newsletters)).toHaveLength(1)
    expect(
      await db()
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.subjectId, ids[0] as string)),
    ).toHaveLength(1)
    await dispatchNewsletters(db())
    await dispatchNewsletters(db())
    expect(await newsletterMails()).toHaveLength(2)
  })

  it('throttles to the rate per minute, resumes where it stopped, and shows the progress', async () => {
    const editor = await staffMember('editor')
    for (let index = 0; index < 5; index++) await subscriber(index % 2 ? 'en' : 'ar')
    const { newsletter } = (await (await send(editor.token)).json()) as { newsletter: Summary }
    const start = new Date()
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)

    expect(await dispatchNewsletters(db(), { now: at(0), ratePerMinute: 2, batchSize: 1 })).toMatchObject({ queued: 2, throttled: true })
    expect(await dispatchNewsletters(db(), { now: at(30), ratePerMinute: 2 })).toMatchObject({ queued: 0, throttled: true })
    let [shown] = (await list(editor.token)).newsletters
    expect(shown).toMatchObject({ id: newsletter.id, recipients: 5, waiting: 5, sent: 0 })
    await deliverAll()
    ;[shown] = (await list(editor.token)).newsletters
    expect(shown).toMatchObject({ waiting: 3, sent: 2, failed: 0, finishedAt: null })

    // A batch whose transaction never commits (a crash mid-way) leaves its recipients pending.
    await db()
      .transaction(async (tx) => {
        await dispatchNewsletters(tx, { now: at(61), ratePerMinute: 2 })
        throw new Error('crash')
      })
      .catch(() => {})
    expect(await newsletterMails()).toHaveLength(2)
    expect(await dispatchNewsletters(db(), { now: at(61), ratePerMinute: 2 })).toMatchObject({ queued: 2, throttled: true })
    expect(await dispatchNewsletters(db(), { now: at(122), ratePerMinute: 2 })).toMatchObject({ queued: 1, throttled: false })
    await deliverAll()
    expect(await dispatchNewsletters(db(), { now: at(123), ratePerMinute: 2 })).toMatchObject({ queued: 0, finished: 1 })

    const mails = await newsletterMails()
    expect(new Set(mails.map((mail) => mail.to[0])).size).toBe(5)
    expect(mails).toHaveLength(5)
    ;[shown] = (await list(editor.token)).newsletters
    expect(shown).toMatchObject({ recipients: 5, waiting: 0, sent: 5, failed: 0, skipped: 0, finishedAt: expect.any(String) })
    // Finished: the per-recipient rows are gone, the counts stay.
    expect(await db().select().from(newsletterDeliveries)).toHaveLength(0)
  })

  it('sends nothing to someone who unsubscribes after the sending started', async () => {
    const editor = await staffMember('editor')
    const people = [await subscriber('ar'), await subscriber('en'), await subscriber('ar')]
    await send(editor.token)
    await dispatchNewsletters(db(), { ratePerMinute: 2 })
    const queued = await db().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.status, 'queued'))
    expect(queued).toHaveLength(2)
    const waitingInOutbox = queued[0] as { subscriptionId: string }
    const stillPending = people.find((person) => !queued.some((row) => row.subscriptionId === person.id)) as { id: string; email: string }
    const secret = await storedSecret(db(), 'subscription-links')
    const { unsubscribeToken } = await import('../../domain/subscription-tokens')
    for (const id of [waitingInOutbox.subscriptionId, stillPending.id]) {
      expect((await call('POST', '/subscriptions/unsubscribe', { body: { token: unsubscribeToken(secret, id) } })).status).toBe(200)
    }
    await dispatchNewsletters(db(), { now: new Date(Date.now() + 61_000), ratePerMinute: 2 })
    const delivered: string[] = []
    await deliverDueMessages({
      db: db(),
      batch: 100,
      transports: {
        mail: async (delivery) => {
          delivered.push((delivery.payload as Mail).to[0] as string)
        },
      },
    })
    expect(delivered).toHaveLength(1)
    expect(delivered).not.toContain(people.find((person) => person.id === waitingInOutbox.subscriptionId)?.email)
    expect(delivered).not.toContain(stillPending.email)
    await dispatchNewsletters(db(), { now: new Date(Date.now() + 62_000) })
    const [shown] = (await list(editor.token)).newsletters
    expect(shown).toMatchObject({ recipients: 3, sent: 1, skipped: 2, waiting: 0, finishedAt: expect.any(String) })
  })

  it('lists the confirmed subscribers by language for the editor', async () => {
    const editor = await staffMember('editor')
    await subscriber('ar')
    await subscriber('ar')
    await subscriber('en')
    await subscriber('en', false)
    expect((await list(editor.token)).subscribers).toEqual({ ar: 2, en: 1 })
  })

  describe('tests, schedules and reading again (decision 0091)', () => {
    const testSend = (token: string, key = `test-key-${crypto.randomUUID()}`) =>
      call('POST', '/staff/newsletters/test', { token, body: draft, headers: { 'Idempotency-Key': key } })

    it('lets sales neither test, read, schedule nor cancel a newsletter', async () => {
      const sales = await staffMember('sales')
      const id = crypto.randomUUID()
      expect((await testSend(sales.token)).status).toBe(403)
      expect((await call('GET', `/staff/newsletters/${id}`, { token: sales.token })).status).toBe(403)
      expect((await call('POST', `/staff/newsletters/${id}/cancel`, { token: sales.token })).status).toBe(403)
      expect((await send(sales.token, { ...draft, sendAt: '2099-01-01T09:00' })).status).toBe(403)
      expect((await testSend('')).status).toBe(401)
      expect(await newsletterMails()).toHaveLength(0)
    })

    it('sends a test to the signed-in editor alone, once per key', async () => {
      const editor = await staffMember('editor')
      await subscriber('ar')
      const key = `test-key-${crypto.randomUUID()}`
      const first = await testSend(editor.token, key)
      expect(first.status).toBe(202)
      expect(await first.json()).toEqual({ to: editor.email, mails: 2 })
      expect((await testSend(editor.token, key)).status).toBe(202)
      const mails = await newsletterMails()
      expect(mails.map((mail) => mail.to)).toEqual([[editor.email], [editor.email]])
      expect(await db().select().from(newsletters)).toHaveLength(0)
    })

    it('schedules for a later Saudi time, reads it back, cancels it; refuses a past moment next to its field', async () => {
      const editor = await staffMember('editor')
      const past = await send(editor.token, { ...draft, sendAt: '2020-01-01T09:00' }, `past-${crypto.randomUUID()}`)
      expect(past.status).toBe(400)
      expect(await past.json()).toMatchObject({ error: { code: 'validation_failed', fields: { sendAt: [expect.any(String)] } } })
      // Two days ahead, as a Saudi wall clock (UTC+3) gives it.
      const moment = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 86_400_000)
      const sendAt = new Date(moment.getTime() + 3 * 3_600_000).toISOString().slice(0, 16)
      const scheduled = await send(editor.token, { ...draft, sendAt })
      expect(scheduled.status).toBe(202)
      const { newsletter } = (await scheduled.json()) as { newsletter: Summary & { state: string; scheduledFor: string } }
      expect(newsletter).toMatchObject({ state: 'scheduled', scheduledFor: moment.toISOString(), recipients: 0 })
      const read = await call('GET', `/staff/newsletters/${newsletter.id}`, { token: editor.token })
      expect(await read.json()).toMatchObject({ newsletter: { state: 'scheduled' }, body: { ar: draft.bodyAr, en: draft.bodyEn } })
      const cancelled = await call('POST', `/staff/newsletters/${newsletter.id}/cancel`, { token: editor.token })
      expect(cancelled.status).toBe(200)
      expect(await cancelled.json()).toMatchObject({ newsletter: { state: 'cancelled' } })
      expect((await call('GET', `/staff/newsletters/${crypto.randomUUID()}`, { token: editor.token })).status).toBe(404)
      const actions = (await db().select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, newsletter.id))).map((row) => row.action)
      expect(actions.sort()).toEqual(['newsletter.cancelled', 'newsletter.scheduled'])
    })

    it('refuses (409) to cancel a newsletter that has gone', async () => {
      const admin = await staffMember('admin')
      const sent = (await (await send(admin.token)).json()) as { newsletter: Summary }
      const refused = await call('POST', `/staff/newsletters/${sent.newsletter.id}/cancel`, { token: admin.token })
      expect(refused.status).toBe(409)
    })
  })
})
