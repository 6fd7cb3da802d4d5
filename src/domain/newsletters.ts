/**
 * Newsletters to the mailing list (decision 0055). Sending one fixes its recipients (every
 * confirmed subscriber at that moment, one `newsletter_deliveries` row each) in the same
 * transaction as the newsletter and its audit line, and answers at once; the mails are written to
 * the outbox later, throttled, by ./newsletter-dispatch.ts. Progress is counted from those rows and
 * their outbox messages until the last mail is delivered or given up on, then kept as final counts.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { appConfig } from '../../app.config.ts'
import type { NewsletterDraft, NewsletterList, NewsletterSummary } from '../contract/newsletters.ts'
import { newsletterDeliveries, newsletters, outboxMessages, subscriptions } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { recordStaffAction } from './staff-audit.ts'

type Sender = { id: string; email: string; name: string }
type NewsletterRow = typeof newsletters.$inferSelect

type Progress = { waiting: number; sent: number; failed: number; skipped: number }

const listed = 50

/**
 * Sends `draft` to every confirmed subscriber, as `sender`. Runs in the caller's transaction (the
 * API's, which with the request's Idempotency-Key also keeps the answer, so a repeat answers this
 * newsletter again instead of sending another). `linkOrigin` is where its unsubscribe links lead.
 */
export async function sendNewsletter(
  tx: Db,
  sender: Sender,
  draft: NewsletterDraft,
  linkOrigin: string,
  now: Date = new Date(),
): Promise<NewsletterSummary> {
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
    })
    .returning({ id: newsletters.id })
  if (!created) throw new Error('the newsletter was not stored')
  // One statement takes the confirmed subscribers as they are now: someone confirming a moment
  // later waits for the next newsletter, and nobody is taken twice (the primary key).
  await tx.insert(newsletterDeliveries).select(
    tx
      .select({
        newsletterId: sql<string>`${created.id}::uuid`.as('newsletter_id'),
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
    .where(eq(newsletterDeliveries.newsletterId, created.id))
    .groupBy(subscriptions.locale)
  const recipients = { ar: 0, en: 0 }
  for (const row of byLocale) recipients[row.locale === 'en' ? 'en' : 'ar'] += row.recipients
  const total = recipients.ar + recipients.en
  // Nobody to send to: finished as it starts.
  const finished = total === 0 ? { finishedAt: now, sentCount: 0, failedCount: 0, skippedCount: 0 } : {}
  const [row] = await tx
    .update(newsletters)
    .set({ recipients: total, ...finished })
    .where(eq(newsletters.id, created.id))
    .returning()
  await recordStaffAction(tx, sender, {
    action: 'newsletter.sent',
    subjectType: 'newsletter',
    subjectId: created.id,
    after: { subject: { ar: draft.subjectAr, en: draft.subjectEn }, recipients: total, byLanguage: recipients },
  })
  return summaryOf(row as NewsletterRow, { waiting: total, sent: 0, failed: 0, skipped: 0 })
}

function summaryOf(row: NewsletterRow, progress: Progress): NewsletterSummary {
  return {
    id: row.id,
    subject: { ar: row.subjectAr, en: row.subjectEn },
    sentAt: row.createdAt.toISOString(),
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

/** The newest newsletters with their progress, and the confirmed subscribers by language. */
export async function listNewsletters(db: Db): Promise<NewsletterList> {
  const rows = await db.select().from(newsletters).orderBy(desc(newsletters.createdAt), desc(newsletters.id)).limit(listed)
  const progress = await newsletterProgress(
    db,
    rows.filter((row) => !row.finishedAt).map((row) => row.id),
  )
  const subscribers = { ar: 0, en: 0 }
  const confirmed = await db
    .select({ locale: subscriptions.locale, subscribers: count() })
    .from(subscriptions)
    .where(isNotNull(subscriptions.confirmedAt))
    .groupBy(subscriptions.locale)
  for (const row of confirmed) subscribers[row.locale === 'en' ? 'en' : 'ar'] += row.subscribers
  return {
    subscribers,
    ratePerMinute: appConfig.newsletters.ratePerMinute,
    newsletters: rows.map((row) => {
      if (row.finishedAt) {
        const sent = row.sentCount ?? 0
        const failed = row.failedCount ?? 0
        const skipped = row.skippedCount ?? 0
        return summaryOf(row, { waiting: 0, sent, failed, skipped })
      }
      const { sent, failed, skipped } = progress.get(row.id) ?? { sent: 0, failed: 0, skipped: 0 }
      return summaryOf(row, { waiting: Math.max(0, row.recipients - sent - failed - skipped), sent, failed, skipped })
    }),
  }
}

/**
 * Newsletters whose every recipient has been sent, given up on or skipped get their final counts,
 * and their per-recipient rows are deleted (they name subscriptions, and have no purpose left).
 * Answers how many finished.
 */
export async function finishNewsletters(db: Db, now: Date = new Date()): Promise<number> {
  const open = await db.select({ id: newsletters.id }).from(newsletters).where(isNull(newsletters.finishedAt))
  let finished = 0
  for (const { id } of open) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ recipients: newsletters.recipients })
        .from(newsletters)
        .where(and(eq(newsletters.id, id), isNull(newsletters.finishedAt)))
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
