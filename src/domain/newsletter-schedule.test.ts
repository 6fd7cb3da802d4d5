/**
 * Newsletters scheduled for later, on both engines (decision 0091): nothing goes before the
 * moment; at it, the dispatcher's round fixes the recipients as the confirmed subscribers then,
 * once however often it runs; a cancel before the moment means nobody gets it; a moment past or a
 * year away is refused. And the PDPL overview's counts against the 30-day deadline.
 */
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { describeOnEngines } from '../server/db/describe-on-engines.ts'
import { newsletterDeliveries, newsletters, outboxMessages, pdplRequests, staffAuditLog, subscriptions } from '../server/db/schema.ts'
import { dispatchNewsletters } from './newsletter-dispatch.ts'
import {
  cancelNewsletter,
  listNewsletters,
  newsletterDetail,
  releaseDueNewsletters,
  scheduledMoment,
  sendNewsletter,
  sendNewsletterTest,
} from './newsletters.ts'
import { pdplRequestFigures } from './pdpl-requests.ts'

const editor = { id: null as unknown as string, email: 'noura@dealer.test', name: 'Noura' }
const draft = { subjectAr: 'عروض الشتاء', bodyAr: 'خصومات الشتاء.', subjectEn: 'Winter offers', bodyEn: 'Winter discounts.' }
// 12:00 in Riyadh on 29 November 2026.
const now = new Date('2026-11-29T09:00:00Z')
const origin = 'https://cars.example.sa'
const minutes = (n: number) => new Date(now.getTime() + n * 60_000)

describe('the moment a newsletter may be scheduled for', () => {
  it('is a Saudi time later than now and within a year', () => {
    expect(scheduledMoment('2026-11-29T12:01', now)?.toISOString()).toBe('2026-11-29T09:01:00.000Z')
    expect(scheduledMoment('2026-11-29T12:00', now)).toBeNull()
    expect(scheduledMoment('2026-11-28T23:00', now)).toBeNull()
    expect(scheduledMoment('2027-11-29T12:00', now)?.toISOString()).toBe('2027-11-29T09:00:00.000Z')
    expect(scheduledMoment('2027-11-29T12:01', now)).toBeNull()
    expect(scheduledMoment('2026-02-30T10:00', now)).toBeNull()
  })
})

describeOnEngines('scheduled newsletters', ({ db }) => {
  const subscriber = async (locale: 'ar' | 'en', confirmed = true) => {
    const email = `reader.${crypto.randomUUID().slice(0, 8)}@example.com`
    const [row] = await db()
      .insert(subscriptions)
      .values({ email, locale, confirmedAt: confirmed ? now : null, confirmationExpiresAt: minutes(24 * 60) })
      .returning({ id: subscriptions.id })
    return { email, id: row!.id }
  }
  const schedule = async (sendAt: string) => {
    const answer = await db().transaction((tx) => sendNewsletter(tx, editor, { ...draft, sendAt }, origin, now))
    if ('refused' in answer) throw new Error('refused')
    return answer
  }
  const deliveriesOf = (id: string) => db().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, id))

  beforeEach(async () => {
    await db().delete(newsletters)
    await db().delete(subscriptions)
    await db().delete(outboxMessages)
  })

  it('waits for its moment, then goes to the confirmed subscribers of that moment, once', async () => {
    await subscriber('ar')
    const leaving = await subscriber('en')
    const scheduled = await schedule('2026-11-29T13:00')
    expect(scheduled).toMatchObject({ state: 'scheduled', recipients: 0, sentAt: null, scheduledFor: '2026-11-29T10:00:00.000Z' })

    // A minute before: nothing fixed, nothing queued.
    expect(await releaseDueNewsletters(db(), minutes(59))).toBe(0)
    expect(await deliveriesOf(scheduled.id)).toHaveLength(0)

    // Between scheduling and the moment one leaves and two confirm (one unconfirmed does not count).
    await db().delete(subscriptions).where(eq(subscriptions.id, leaving.id))
    await subscriber('en')
    await subscriber('ar')
    await subscriber('ar', false)

    const report = await dispatchNewsletters(db(), { now: minutes(60), ratePerMinute: 100 })
    expect(report.released).toBe(1)
    expect(report.queued).toBe(3)
    const detail = await newsletterDetail(db(), scheduled.id)
    expect(detail?.newsletter).toMatchObject({ state: 'sending', recipients: 3, sentAt: minutes(60).toISOString() })

    // Every later round (and a second process) finds nothing more to release.
    expect(await releaseDueNewsletters(db(), minutes(61))).toBe(0)
    expect(await Promise.all([releaseDueNewsletters(db(), minutes(62)), releaseDueNewsletters(db(), minutes(62))])).toEqual([0, 0])
    expect(await deliveriesOf(scheduled.id)).toHaveLength(3)
    const audit = await db().select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, scheduled.id))
    expect(audit.map((row) => row.action).sort()).toEqual(['newsletter.released', 'newsletter.scheduled'])
  })

  it('goes to nobody once cancelled before its moment; cancelling again answers the same, and one gone cannot be', async () => {
    await subscriber('ar')
    const scheduled = await schedule('2026-11-29T13:00')
    const cancelled = await db().transaction((tx) => cancelNewsletter(tx, editor, scheduled.id, minutes(30)))
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelledAt: minutes(30).toISOString() })
    expect(await db().transaction((tx) => cancelNewsletter(tx, editor, scheduled.id, minutes(31)))).toMatchObject({ state: 'cancelled' })

    const report = await dispatchNewsletters(db(), { now: minutes(120), ratePerMinute: 100 })
    expect(report).toMatchObject({ released: 0, queued: 0, finished: 0 })
    expect(await deliveriesOf(scheduled.id)).toHaveLength(0)
    expect((await listNewsletters(db())).newsletters[0]).toMatchObject({ state: 'cancelled', recipients: 0 })

    const gone = await schedule('2026-11-29T12:30')
    await releaseDueNewsletters(db(), minutes(30))
    expect(await db().transaction((tx) => cancelNewsletter(tx, editor, gone.id, minutes(31)))).toEqual({ refused: 'released' })
    expect(await db().transaction((tx) => cancelNewsletter(tx, editor, crypto.randomUUID(), now))).toEqual({ refused: 'not_found' })
  })

  it('refuses a moment already past or too far, storing nothing; sent now, it goes at once to those confirmed now', async () => {
    for (const sendAt of ['2026-11-29T11:59', '2028-01-01T10:00']) {
      expect(await db().transaction((tx) => sendNewsletter(tx, editor, { ...draft, sendAt }, origin, now))).toEqual({ refused: 'send_at' })
    }
    expect(await db().select().from(newsletters)).toHaveLength(0)
    await subscriber('ar')
    await subscriber('en')
    await subscriber('en', false)
    const list = await listNewsletters(db())
    // The count the confirmation step shows is the one the newsletter goes to.
    expect(list.subscribers).toEqual({ ar: 1, en: 1 })
    const sent = await db().transaction((tx) => sendNewsletter(tx, editor, { ...draft, sendAt: '' }, origin, now))
    expect(sent).toMatchObject({ state: 'sending', recipients: 2, sentAt: now.toISOString(), scheduledFor: null })
  })

  it('sends a test of both languages to the editor alone, marked as a test', async () => {
    await subscriber('ar')
    const answer = await db().transaction((tx) => sendNewsletterTest(tx, editor, draft, origin))
    expect(answer).toEqual({ to: editor.email, mails: 2 })
    const mails = (await db().select().from(outboxMessages)).map((row) => row.payload as { to: string[]; subject: string })
    expect(mails.map((mail) => mail.to)).toEqual([[editor.email], [editor.email]])
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['[Test] Winter offers', '[تجربة] عروض الشتاء'])
    expect(await db().select().from(newsletters)).toHaveLength(0)
  })
})

describeOnEngines('the overview’s personal-data requests', ({ db }) => {
  beforeEach(async () => {
    await db().delete(pdplRequests)
  })

  it('counts the open ones, those past their 30 days and those due within 7, by Saudi calendar day', async () => {
    // Today in Riyadh is 29 November; a request is due 30 days after the day it arrived.
    const request = (receivedOn: string, status: 'open' | 'answered' = 'open') =>
      db()
        .insert(pdplRequests)
        .values({ kind: 'access', subject: '+966500000001', subjectKind: 'mobile', language: 'ar', receivedOn, status })
    await request('2026-10-29') // due 28 November: overdue
    await request('2026-10-30') // due today: due soon
    await request('2026-11-06') // due 6 December: due soon (7 days left)
    await request('2026-11-07') // due 7 December: 8 days left
    await request('2026-10-01', 'answered') // answered: not counted
    expect(await pdplRequestFigures(db(), now)).toEqual({ open: 4, overdue: 1, dueSoon: 2 })
    // Just before midnight in Riyadh it is still the 29th; just after, the 30th.
    expect(await pdplRequestFigures(db(), new Date('2026-11-29T20:59:00Z'))).toEqual({ open: 4, overdue: 1, dueSoon: 2 })
    expect(await pdplRequestFigures(db(), new Date('2026-11-29T21:01:00Z'))).toEqual({ open: 4, overdue: 2, dueSoon: 2 })
  })
})
