/**
 * Newsletters to the mailing list (decision 0055). Sending one fixes its recipients (every
 * confirmed subscriber at that moment, one `newsletter_deliveries` row each) in the same
 * transaction as the newsletter and its audit line, and answers at once; the mails are written to
 * the outbox later, throttled, by ./newsletter-dispatch.ts. Progress is counted from those rows and
 * their outbox messages until the last mail is delivered or given up on, then kept as final counts.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { appConfig, type Locale } from '../../app.config.ts'
import {
  newsletterScheduleMaxDays,
  type NewsletterDetail,
  type NewsletterDraft,
  type NewsletterList,
  type NewsletterSend,
  type NewsletterState,
  type NewsletterSummary,
  type NewsletterTestSent,
} from '../contract/newsletters.ts'
import { newsletterDeliveries, newsletters, outboxMessages, subscriptions } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox } from '../server/outbox/enqueue-outbox.server.ts'
import { newsletterMailTemplate } from '../server/outbox/newsletter-mail.server.ts'
import { parseSaudiLocalDateTime } from './news-editor.ts'
import { housekeepingActor, recordStaffAction } from './staff-audit.ts'
import { subscriptionPageUrl } from './subscriptions.ts'
import { storedLocale } from '../lib/i18n/locale.ts'

type Sender = { id: string; email: string; name: string }
type NewsletterRow = typeof newsletters.$inferSelect

type Progress = { waiting: number; sent: number; failed: number; skipped: number }

const listed = 50

export type ScheduleRefusal = { refused: 'send_at' }

const dayMs = 24 * 60 * 60 * 1000

/**
 * The moment a `sendAt` names, when it may be scheduled: later than `now` and at most
 * `newsletterScheduleMaxDays` ahead (decision 0091). Null otherwise: a moment already past is
 * refused rather than sent at once, so a page left open overnight does not send by surprise.
 */
export function scheduledMoment(sendAt: string, now: Date): Date | null {
  const moment = parseSaudiLocalDateTime(sendAt)
  if (!moment || moment.getTime() <= now.getTime()) return null
  if (moment.getTime() > now.getTime() + newsletterScheduleMaxDays * dayMs) return null
  return moment
}

/**
 * Sends `draft` to every confirmed subscriber, as `sender`, or with a `sendAt` schedules it for
 * that moment (its recipients are then fixed when it comes, by `releaseDueNewsletters`). Runs in
 * the caller's transaction (the API's, which with the request's Idempotency-Key also keeps the
 * answer, so a repeat answers this newsletter again instead of sending another). `linkOrigin` is
 * where its unsubscribe links lead.
 */
export async function sendNewsletter(
  tx: Db,
  sender: Sender,
  draft: NewsletterSend,
  linkOrigin: string,
  now: Date = new Date(),
): Promise<NewsletterSummary | ScheduleRefusal> {
  const scheduledFor = draft.sendAt ? scheduledMoment(draft.sendAt, now) : null
  if (draft.sendAt && !scheduledFor) return { refused: 'send_at' }
  const [created] = await tx
    .insert(newsletters)
    .values({
      subjectAr: draft.subjectAr,
      subjectEn: draft.subjectEn,
      bodyAr: draft.bodyAr,
      bodyEn: draft.bodyEn,
      sentBy: sender.id,
      sentByName: sender.name,
      createdAt: now,
      linkOrigin,
      recipients: 0,
      scheduledFor,
    })
    .returning()
  if (!created) throw new Error('the newsletter was not stored')
  if (scheduledFor) {
    await recordStaffAction(tx, sender, {
      action: 'newsletter.scheduled',
      subjectType: 'newsletter',
      subjectId: created.id,
      after: { subject: { ar: draft.subjectAr, en: draft.subjectEn }, scheduledFor: scheduledFor.toISOString() },
    })
    return summaryOf(created, noProgress)
  }
  const { row, recipients, total } = await releaseNewsletter(tx, created.id, now)
  await recordStaffAction(tx, sender, {
    action: 'newsletter.sent',
    subjectType: 'newsletter',
    subjectId: created.id,
    after: { subject: { ar: draft.subjectAr, en: draft.subjectEn }, recipients: total, byLanguage: recipients },
  })
  return summaryOf(row, { waiting: total, sent: 0, failed: 0, skipped: 0 })
}

const noProgress: Progress = { waiting: 0, sent: 0, failed: 0, skipped: 0 }

/**
 * Fixes a newsletter's recipients (every confirmed subscriber at this moment, one delivery row
 * each) and marks it released, in the caller's transaction.
 */
async function releaseNewsletter(tx: Db, id: string, now: Date) {
  // One statement takes the confirmed subscribers as they are now: someone confirming a moment
  // later waits for the next newsletter, and nobody is taken twice (the primary key).
  await tx.insert(newsletterDeliveries).select(
    tx
      .select({
        newsletterId: sql<string>`${id}::uuid`.as('newsletter_id'),
        subscriptionId: subscriptions.id,
        status: sql<'pending'>`'pending'`.as('status'),
        outboxMessageId: sql<null>`null::uuid`.as('outbox_message_id'),
        queuedAt: sql<null>`null::timestamptz`.as('queued_at'),
      })
      .from(subscriptions)
      .where(isNotNull(subscriptions.confirmedAt)),
  )
  const byLocale = await tx
    .select({ locale: subscriptions.locale, recipients: count() })
    .from(newsletterDeliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, newsletterDeliveries.subscriptionId))
    .where(eq(newsletterDeliveries.newsletterId, id))
    .groupBy(subscriptions.locale)
  const recipients = { ar: 0, en: 0 }
  for (const row of byLocale) recipients[storedLocale(row.locale)] += row.recipients
  const total = recipients.ar + recipients.en
  // Nobody to send to: finished as it starts.
  const finished = total === 0 ? { finishedAt: now, sentCount: 0, failedCount: 0, skippedCount: 0 } : {}
  const [row] = await tx
    .update(newsletters)
    .set({ recipients: total, releasedAt: now, ...finished })
    .where(eq(newsletters.id, id))
    .returning()
  if (!row) throw new Error('the newsletter was not released')
  return { row, recipients, total }
}

/**
 * Scheduled newsletters whose moment has come are released: their recipients fixed as the
 * confirmed subscribers now, and the dispatcher then sends them like any other. Each is released
 * in a transaction of its own that takes its row first and checks it still waits, so however many
 * processes run this round, a newsletter is released once, and a cancel that came first wins.
 * Answers how many were released.
 */
export async function releaseDueNewsletters(db: Db, now: Date = new Date()): Promise<number> {
  const waiting = and(isNull(newsletters.releasedAt), isNull(newsletters.cancelledAt), lte(newsletters.scheduledFor, now))
  const due = await db.select({ id: newsletters.id }).from(newsletters).where(waiting).orderBy(asc(newsletters.scheduledFor))
  let released = 0
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: newsletters.id, sentByName: newsletters.sentByName })
        .from(newsletters)
        .where(and(eq(newsletters.id, id), waiting))
        .for('update')
      if (!row) return false
      const { recipients, total } = await releaseNewsletter(tx, id, now)
      await recordStaffAction(tx, housekeepingActor, {
        action: 'newsletter.released',
        subjectType: 'newsletter',
        subjectId: id,
        after: { scheduledBy: row.sentByName, recipients: total, byLanguage: recipients },
      })
      return true
    })
    if (done) released++
  }
  return released
}

export type CancelRefusal = { refused: 'not_found' } | { refused: 'released' }

/**
 * Calls off a scheduled newsletter, in the caller's transaction, while it still waits for its
 * moment (its row is taken first, so a release in progress finishes before this reads it).
 * Cancelling one already cancelled answers it again; one that has gone is refused.
 */
export async function cancelNewsletter(
  tx: Db,
  actor: Sender,
  id: string,
  now: Date = new Date(),
): Promise<NewsletterSummary | CancelRefusal> {
  const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update')
  if (!row) return { refused: 'not_found' }
  if (row.cancelledAt) return summaryOf(row, noProgress)
  if (row.releasedAt) return { refused: 'released' }
  const [cancelled] = await tx
    .update(newsletters)
    .set({ cancelledAt: now, cancelledByName: actor.name })
    .where(eq(newsletters.id, id))
    .returning()
  await recordStaffAction(tx, actor, {
    action: 'newsletter.cancelled',
    subjectType: 'newsletter',
    subjectId: id,
    before: { scheduledFor: row.scheduledFor?.toISOString() ?? null },
  })
  return summaryOf(cancelled as NewsletterRow, noProgress)
}

/** How the subject of a test mail says it is one, in the mail's language. */
const testMark: Record<Locale, string> = { ar: '[تجربة]', en: '[Test]' }

/**
 * A test send (decision 0091): both languages' mails, as a subscriber would get them but with the
 * subject marked as a test, through the outbox to `sender`'s own address and nobody else's. Its
 * unsubscribe link leads to the unsubscribe page with no subscription behind it. Audited without
 * the text.
 */
export async function sendNewsletterTest(tx: Db, sender: Sender, draft: NewsletterDraft, linkOrigin: string): Promise<NewsletterTestSent> {
  const locales: Locale[] = ['ar', 'en']
  for (const locale of locales) {
    const template = await newsletterMailTemplate({
      locale,
      subject: `${testMark[locale]} ${locale === 'en' ? draft.subjectEn : draft.subjectAr}`,
      body: locale === 'en' ? draft.bodyEn : draft.bodyAr,
    })
    await enqueueOutbox(tx, {
      kind: 'newsletter.mail',
      payload: template.forSubscriber(sender.email, subscriptionPageUrl(linkOrigin, locale, 'unsubscribe', 'test')),
    })
  }
  await recordStaffAction(tx, sender, {
    action: 'newsletter.test_sent',
    subjectType: 'newsletter',
    after: { subject: { ar: draft.subjectAr, en: draft.subjectEn }, mails: locales.length },
  })
  return { to: sender.email, mails: locales.length }
}

/** Where a newsletter is, from its row. */
export function stateOf(row: Pick<NewsletterRow, 'releasedAt' | 'cancelledAt' | 'finishedAt'>): NewsletterState {
  if (row.cancelledAt) return 'cancelled'
  if (!row.releasedAt) return 'scheduled'
  return row.finishedAt ? 'finished' : 'sending'
}

function summaryOf(row: NewsletterRow, progress: Progress): NewsletterSummary {
  return {
    id: row.id,
    subject: { ar: row.subjectAr, en: row.subjectEn },
    state: stateOf(row),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.releasedAt?.toISOString() ?? null,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    sentBy: row.sentByName,
    recipients: row.recipients,
    ...progress,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

/**
 * How far the unfinished newsletters `ids` have gone. A queued recipient whose outbox message is
 * gone was delivered (only delivered messages are purged; a withdrawn one is marked skipped).
 */
export async function newsletterProgress(db: Db, ids: string[]): Promise<Map<string, Omit<Progress, 'waiting'>>> {
  if (ids.length === 0) return new Map()
  const d = newsletterDeliveries
  const m = outboxMessages
  const queued = sql`${d.status} = 'queued'`
  const rows = await db
    .select({
      newsletterId: d.newsletterId,
      sent: sql<number>`count(*) filter (where ${queued} and (${m.id} is null or ${m.deliveredAt} is not null))`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${queued} and ${m.deadAt} is not null)`.mapWith(Number),
      skipped: sql<number>`count(*) filter (where ${d.status} = 'skipped')`.mapWith(Number),
    })
    .from(d)
    .leftJoin(m, eq(m.id, d.outboxMessageId))
    .where(inArray(d.newsletterId, ids))
    .groupBy(d.newsletterId)
  return new Map(rows.map(({ newsletterId, ...progress }) => [newsletterId, progress]))
}

/** A newsletter with its counts: final once finished, counted from its deliveries while sending. */
function withProgress(row: NewsletterRow, progress: Map<string, Omit<Progress, 'waiting'>>): NewsletterSummary {
  if (row.finishedAt) {
    const sent = row.sentCount ?? 0
    const failed = row.failedCount ?? 0
    const skipped = row.skippedCount ?? 0
    return summaryOf(row, { waiting: 0, sent, failed, skipped })
  }
  if (!row.releasedAt) return summaryOf(row, noProgress)
  const { sent, failed, skipped } = progress.get(row.id) ?? { sent: 0, failed: 0, skipped: 0 }
  return summaryOf(row, { waiting: Math.max(0, row.recipients - sent - failed - skipped), sent, failed, skipped })
}

const isSending = (row: NewsletterRow) => row.releasedAt !== null && row.finishedAt === null

/** The confirmed subscribers now, by the language their mail would be in: whom a newsletter sent now goes to. */
export async function confirmedSubscribers(db: Db): Promise<{ ar: number; en: number }> {
  const subscribers = { ar: 0, en: 0 }
  const confirmed = await db
    .select({ locale: subscriptions.locale, subscribers: count() })
    .from(subscriptions)
    .where(isNotNull(subscriptions.confirmedAt))
    .groupBy(subscriptions.locale)
  for (const row of confirmed) subscribers[storedLocale(row.locale)] += row.subscribers
  return subscribers
}

/** The newest newsletters with their progress, and the confirmed subscribers by language. */
export async function listNewsletters(db: Db): Promise<NewsletterList> {
  const rows = await db.select().from(newsletters).orderBy(desc(newsletters.createdAt), desc(newsletters.id)).limit(listed)
  const progress = await newsletterProgress(
    db,
    rows.filter(isSending).map((row) => row.id),
  )
  return {
    subscribers: await confirmedSubscribers(db),
    ratePerMinute: appConfig.newsletters.ratePerMinute,
    newsletters: rows.map((row) => withProgress(row, progress)),
  }
}

/** One newsletter to read again, or null when there is none with `id`. */
export async function newsletterDetail(db: Db, id: string): Promise<NewsletterDetail | null> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id))
  if (!row) return null
  const progress = isSending(row) ? await newsletterProgress(db, [row.id]) : new Map()
  return { newsletter: withProgress(row, progress), body: { ar: row.bodyAr, en: row.bodyEn } }
}

/**
 * Newsletters whose every recipient has been sent, given up on or skipped get their final counts,
 * and their per-recipient rows are deleted (they name subscriptions, and have no purpose left).
 * Answers how many finished.
 */
export async function finishNewsletters(db: Db, now: Date = new Date()): Promise<number> {
  // Released ones only: a scheduled or cancelled newsletter has no recipients to finish.
  const open = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(and(isNull(newsletters.finishedAt), isNotNull(newsletters.releasedAt)))
  let finished = 0
  for (const { id } of open) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ recipients: newsletters.recipients })
        .from(newsletters)
        .where(and(eq(newsletters.id, id), isNull(newsletters.finishedAt), isNotNull(newsletters.releasedAt)))
        .for('update')
      if (!row) return false
      const { sent, failed, skipped } = (await newsletterProgress(tx, [id])).get(id) ?? { sent: 0, failed: 0, skipped: 0 }
      if (sent + failed + skipped < row.recipients) return false
      await tx
        .update(newsletters)
        .set({ finishedAt: now, sentCount: sent, failedCount: failed, skippedCount: skipped })
        .where(eq(newsletters.id, id))
      await tx.delete(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, id))
      return true
    })
    if (done) finished++
  }
  return finished
}

/**
 * Called in the transaction that takes `subscriptionId` off the list: its newsletter mails that
 * have not gone out are withdrawn (a mail a worker is sending at this very moment goes out), and
 * the recipient counts as skipped. Someone who unsubscribes while a newsletter is being sent gets
 * nothing more from it.
 */
export async function withdrawNewsletterMails(tx: Db, subscriptionId: string, now: Date = new Date()): Promise<void> {
  const d = newsletterDeliveries
  const m = outboxMessages
  const queued = tx
    .select({ id: d.outboxMessageId })
    .from(d)
    .where(and(eq(d.subscriptionId, subscriptionId), eq(d.status, 'queued')))
  // Only while unclaimed: a message a worker holds is being sent, and its outcome will be recorded.
  const withdrawn = await tx
    .delete(m)
    .where(and(inArray(m.id, queued), isNull(m.deliveredAt), isNull(m.deadAt), or(isNull(m.claimedUntil), lte(m.claimedUntil, now))))
    .returning({ id: m.id })
  const withdrawnIds = withdrawn.map((row) => row.id)
  await tx
    .update(d)
    .set({ status: 'skipped' })
    .where(
      and(
        eq(d.subscriptionId, subscriptionId),
        withdrawnIds.length > 0 ? or(eq(d.status, 'pending'), inArray(d.outboxMessageId, withdrawnIds)) : eq(d.status, 'pending'),
      ),
    )
}
