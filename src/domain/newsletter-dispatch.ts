/**
 * Writing newsletter mails to the outbox, throttled and resumable (decision 0055). Each batch is
 * one transaction that takes pending recipients, writes one outbox message per recipient (in the
 * recipient's language, with their own unsubscribe link) and marks them queued with that
 * message's id, or skipped when they have left the list since the newsletter was sent. A crash
 * between batches loses nothing and repeats nothing: a recipient is pending until the very
 * transaction that writes their mail commits.
 *
 * The throttle: at most `ratePerMinute` mails queued in any 60 seconds, counted from the rows'
 * `queued_at`, across newsletters. Batches take a transaction-scoped advisory lock first, so the
 * processes on one PostgreSQL database take turns and the count they read is the truth. The
 * outbox delivers a queued mail within seconds, so the mail server sees the same rate (plus the
 * retries of failed ones, which the outbox spaces out on its own).
 */
import { and, asc, count, eq, gt, sql } from 'drizzle-orm'
import { appConfig } from '../../app.config.ts'
import { newsletterDeliveries, newsletters, subscriptions } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox } from '../server/outbox/enqueue-outbox.server.ts'
import { newsletterMailTemplate } from '../server/outbox/newsletter-mail.server.ts'
import { storedSecret } from '../server/secrets.server.ts'
import { finishNewsletters, releaseDueNewsletters } from './newsletters.ts'
import { unsubscribeToken } from './subscription-tokens.ts'
import { subscriptionPageUrl } from './subscriptions.ts'
import { storedLocale } from '../lib/i18n/locale.ts'

export type DispatchOptions = {
  /** The clock unless given. */
  now?: Date
  ratePerMinute?: number
  batchSize?: number
}

export type DispatchReport = {
  /** Mails written to the outbox. */
  queued: number
  /** Recipients who had left the list. */
  skipped: number
  /** Whether recipients wait for the next minute's allowance. */
  throttled: boolean
  /** Newsletters that got their final counts. */
  finished: number
  /** Scheduled newsletters whose moment came, their recipients fixed this round (decision 0091). */
  released: number
}

const windowMs = 60_000
/** The key of the lock batches take turns on (pg_advisory_xact_lock). */
const dispatchLock = 'newsletters.dispatch'

type Template = Awaited<ReturnType<typeof newsletterMailTemplate>>

/** Queues as many pending newsletter mails as the throttle allows now, then finishes newsletters that are done. */
export async function dispatchNewsletters(db: Db, options: DispatchOptions = {}): Promise<DispatchReport> {
  const rate = options.ratePerMinute ?? appConfig.newsletters.ratePerMinute
  const batchSize = options.batchSize ?? appConfig.newsletters.batchSize
  const now = options.now ?? new Date()
  const report: DispatchReport = { queued: 0, skipped: 0, throttled: false, finished: 0, released: 0 }
  // A scheduled newsletter's moment is kept by this round, every few seconds (decision 0091).
  report.released = await releaseDueNewsletters(db, now)
  // Rendered once per newsletter and language, whatever the number of batches.
  const templates = new Map<string, Promise<Template>>()
  // Most rounds have nothing to do: one indexed look-up, without a transaction or the lock.
  const [anyPending] = await db
    .select({ newsletterId: newsletterDeliveries.newsletterId })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.status, 'pending'))
    .limit(1)
  let more = anyPending !== undefined
  while (more) {
    const batch = await db.transaction((tx) => dispatchBatch(tx, { rate, batchSize, now, templates }))
    report.queued += batch.queued
    report.skipped += batch.skipped
    report.throttled = batch.throttled
    more = batch.more && !batch.throttled
  }
  report.finished = await finishNewsletters(db, now)
  return report
}

async function dispatchBatch(
  tx: Db,
  { rate, batchSize, now, templates }: { rate: number; batchSize: number; now: Date; templates: Map<string, Promise<Template>> },
): Promise<{ queued: number; skipped: number; throttled: boolean; more: boolean }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${dispatchLock}, 0))`)
  const d = newsletterDeliveries
  const [recent] = await tx
    .select({ queued: count() })
    .from(d)
    .where(gt(d.queuedAt, new Date(now.getTime() - windowMs)))
  const left = rate - (recent?.queued ?? 0)
  const allowance = Math.min(left, batchSize)
  const picked = await tx
    .select({
      newsletterId: d.newsletterId,
      subscriptionId: d.subscriptionId,
      email: subscriptions.email,
      locale: subscriptions.locale,
      confirmedAt: subscriptions.confirmedAt,
      newsletter: {
        subjectAr: newsletters.subjectAr,
        subjectEn: newsletters.subjectEn,
        bodyAr: newsletters.bodyAr,
        bodyEn: newsletters.bodyEn,
        linkOrigin: newsletters.linkOrigin,
      },
    })
    .from(d)
    .innerJoin(newsletters, eq(newsletters.id, d.newsletterId))
    .leftJoin(subscriptions, eq(subscriptions.id, d.subscriptionId))
    .where(eq(d.status, 'pending'))
    .orderBy(asc(newsletters.createdAt), asc(d.newsletterId), asc(d.subscriptionId))
    // One more than allowed tells a throttled batch from a finished one.
    .limit(Math.max(allowance, 0) + 1)
  if (allowance <= 0) return { queued: 0, skipped: 0, throttled: picked.length > 0, more: picked.length > 0 }
  const secret = await storedSecret(tx, 'subscription-links')
  let queued = 0
  let skipped = 0
  for (const row of picked.slice(0, allowance)) {
    const recipient = and(eq(d.newsletterId, row.newsletterId), eq(d.subscriptionId, row.subscriptionId), eq(d.status, 'pending'))
    // Unsubscribed (the row is gone) since the newsletter was sent: nothing goes to them.
    if (!row.email || !row.confirmedAt) {
      await tx.update(d).set({ status: 'skipped' }).where(recipient)
      skipped++
      continue
    }
    const locale = storedLocale(row.locale)
    const key = `${row.newsletterId}:${locale}`
    let template = templates.get(key)
    if (!template) {
      const { newsletter } = row
      template = newsletterMailTemplate({
        locale,
        subject: locale === 'en' ? newsletter.subjectEn : newsletter.subjectAr,
        body: locale === 'en' ? newsletter.bodyEn : newsletter.bodyAr,
      })
      templates.set(key, template)
    }
    const unsubscribeUrl = subscriptionPageUrl(
      row.newsletter.linkOrigin,
      locale,
      'unsubscribe',
      unsubscribeToken(secret, row.subscriptionId),
    )
    const [messageId] = await enqueueOutbox(tx, {
      kind: 'newsletter.mail',
      payload: (await template).forSubscriber(row.email, unsubscribeUrl),
    })
    await tx
      .update(d)
      .set({ status: 'queued', outboxMessageId: messageId ?? null, queuedAt: now })
      .where(recipient)
    queued++
  }
  const more = picked.length > allowance
  // More wait, and this minute's allowance is spent (rather than only this batch's size).
  return { queued, skipped, throttled: more && allowance === left, more }
}
