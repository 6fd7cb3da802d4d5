/**
 * Delivering due outbox messages, safely from any number of processes at once:
 *
 * 1. Claim: one short statement takes up to `batch` due messages that no live claim holds
 *    (`FOR UPDATE SKIP LOCKED`, so concurrent workers take different rows and never wait on each
 *    other), counts the attempt and sets `claimed_until` to now + lease. A worker that dies
 *    mid-delivery leaves a claim that lapses, and the message goes to another.
 * 2. Deliver, outside any transaction, every claimed message at once, each bounded by a deadline
 *    well inside the lease.
 * 3. Record the outcome, only if the claim is still this worker's: delivered; or a retry after
 *    exponential backoff; or, after the last attempt, dead.
 *
 * Delivery is at least once: a worker that stalls past its lease, or dies between sending and
 * recording, lets the message be sent again, which is why receivers get a stable delivery id.
 * SMS is the exception (decision 0073): no gateway de-duplicates, and each copy is paid and shown
 * to the buyer, so a "sending" mark is committed before the gateway call, and a message found
 * with its mark set once its claim lapsed is closed as "outcome unknown" instead of sent again.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { appConfig } from '../../../app.config.ts'
import { getDb } from '../db/client.server.ts'
import { outboxMessages } from '../db/schema.ts'
import type { Db } from '../db/types.ts'
import { log } from '../log.ts'
import { redactPersonalData } from '../redact.ts'
import { OutboxDeliveryError, type OutboxChannel, type OutboxDelivery, type OutboxTransport, type OutboxTransports } from './delivery.ts'
import { retryDelayMs, type RetryPolicy } from './retry-delay.ts'
import { defaultOutboxTransports } from './transports.server.ts'

export type ClaimedMessage = OutboxDelivery & {
  claimedUntil: Date
  /** Set when an earlier attempt began to send and never recorded how it ended. */
  sendStartedAt: Date | null
}

/**
 * Channels whose receiver cannot tell a repeat from a new message: an SMS gateway sends and bills
 * every request it accepts (Unifonic keeps a CorrelationID for reports, but does not refuse a
 * repeat of one). The webhook and mail carry the row id for the receiver to de-duplicate by.
 */
const sentAtMostOnceAfterACrash: ReadonlySet<OutboxChannel> = new Set(['sms'])

/** `last_error` of a message closed because its last send was interrupted. */
export const interruptedSendError = 'outcome unknown: the process stopped during the send; not sent again, as the gateway may have taken it'

export type DeliverOptions = {
  /** The shared database unless given. */
  db?: Db
  /** The moment messages are due by; the clock unless given. */
  now?: Date
  /** At most this many messages per call. */
  batch?: number
  transports?: OutboxTransports
  policy?: RetryPolicy
  leaseMs?: number
  deadlineMs?: number
  /** The jitter's source, in [0, 1). */
  random?: () => number
}

export type DeliveryReport = {
  claimed: number
  delivered: number
  /** Failed, with another attempt scheduled. */
  retrying: number
  /** Failed their last attempt. */
  dead: number
  /** Finished after their claim had lapsed; another worker owns them now, and the outcome was not recorded. */
  lapsed: number
}

/** Claims up to `batch` due messages for `leaseMs` (step 1 above). */
export async function claimDueMessages(db: Db, now: Date, batch: number, leaseMs: number): Promise<ClaimedMessage[]> {
  const m = outboxMessages
  const due = db
    .select({ id: m.id })
    .from(m)
    .where(and(isNull(m.deliveredAt), isNull(m.deadAt), lte(m.nextAttemptAt, now), or(isNull(m.claimedUntil), lte(m.claimedUntil, now))))
    .orderBy(asc(m.nextAttemptAt))
    .limit(batch)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(m)
    .set({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${m.attempts} + 1` })
    .where(inArray(m.id, due))
    .returning({
      id: m.id,
      kind: m.kind,
      channel: m.channel,
      payload: m.payload,
      createdAt: m.createdAt,
      attempts: m.attempts,
      claimedUntil: m.claimedUntil,
      sendStartedAt: m.sendStartedAt,
    })
  return claimed.map((row) => ({ ...row, claimedUntil: row.claimedUntil as Date }))
}

/** Claims, delivers and records one batch of due messages (steps 1–3 above). */
export async function deliverDueMessages(options: DeliverOptions = {}): Promise<DeliveryReport> {
  const db = options.db ?? (await getDb())
  const now = options.now ?? new Date()
  const transports = options.transports ?? defaultOutboxTransports()
  const settings = appConfig.outbox
  const claimed = await claimDueMessages(db, now, options.batch ?? settings.batchSize, options.leaseMs ?? settings.claimLeaseMs)
  const report: DeliveryReport = { claimed: claimed.length, delivered: 0, retrying: 0, dead: 0, lapsed: 0 }
  await Promise.all(
    claimed.map(async (message) => {
      const transport = transports[message.channel]
      const once = sentAtMostOnceAfterACrash.has(message.channel)
      if (once && message.sendStartedAt !== null) {
        report[await closeInterrupted(db, message)]++
        return
      }
      if (once && transport && !(await markSending(db, message))) {
        report.lapsed++
        return
      }
      const failure = await attempt(message, transport, options.deadlineMs ?? settings.deliveryDeadlineMs)
      const outcome = await record(db, message, failure, now, options.policy ?? settings.retry, options.random ?? Math.random)
      report[outcome]++
    }),
  )
  return report
}

/**
 * Commits the "sending" mark before the gateway is called, while the claim is still this worker's;
 * false when it is not (the claim lapsed already), and then nothing is sent.
 */
async function markSending(db: Db, message: ClaimedMessage): Promise<boolean> {
  const m = outboxMessages
  const marked = await db
    .update(m)
    .set({ sendStartedAt: new Date() })
    .where(and(eq(m.id, message.id), eq(m.claimedUntil, message.claimedUntil)))
    .returning({ id: m.id })
  return marked.length > 0
}

/**
 * An earlier attempt began to send and its process stopped before it knew the answer: the gateway
 * may have taken the message, so it is closed (dead, with the reason) rather than sent twice. The
 * buyer still sees the order confirmed on the page and in tracking; an operator may replay it.
 */
async function closeInterrupted(db: Db, message: ClaimedMessage): Promise<'dead' | 'lapsed'> {
  const m = outboxMessages
  const closed = await db
    .update(m)
    .set({ deadAt: new Date(), claimedUntil: null, lastError: interruptedSendError })
    .where(and(eq(m.id, message.id), eq(m.claimedUntil, message.claimedUntil)))
    .returning({ id: m.id })
  if (closed.length === 0) return 'lapsed'
  log.error('outbox message closed unsent: an earlier send was interrupted and may have reached the gateway', {
    id: message.id,
    kind: message.kind,
    channel: message.channel,
    attempts: message.attempts,
  })
  return 'dead'
}

/** Delivers one message; answers null when it arrived, or the safe text of why it did not. */
async function attempt(message: ClaimedMessage, transport: OutboxTransport | undefined, deadlineMs: number): Promise<string | null> {
  if (!transport) return `no transport for the ${message.channel} channel in this process`
  const controller = new AbortController()
  const abandoned = `delivery abandoned after ${deadlineMs} ms`
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new OutboxDeliveryError(abandoned))
      controller.abort()
    }, deadlineMs)
  })
  const sending = transport(message, controller.signal)
  // A send that loses the race to the deadline may still fail later: the race has handled that.
  try {
    await Promise.race([sending, deadline])
    return null
  } catch (error) {
    // A transport that gives up on the abort fails with its own error; the deadline is the cause.
    return controller.signal.aborted ? abandoned : safeErrorText(error)
  } finally {
    clearTimeout(timer)
  }
}

function safeErrorText(error: unknown): string {
  const text =
    error instanceof OutboxDeliveryError
      ? error.message
      : `unexpected ${error instanceof Error ? error.name : 'failure'} (not described, as it may quote personal data)`
  // Belt and braces: nothing shaped like a phone number or an address survives either way.
  return (redactPersonalData(text) as string).slice(0, 300)
}

async function record(
  db: Db,
  message: ClaimedMessage,
  failure: string | null,
  now: Date,
  policy: RetryPolicy,
  random: () => number,
): Promise<Exclude<keyof DeliveryReport, 'claimed'>> {
  const m = outboxMessages
  // Later than `now` when the delivery took a while, so a retry's wait starts from the failure.
  const finishedAt = new Date(Math.max(now.getTime(), Date.now()))
  const stillOurs = and(eq(m.id, message.id), eq(m.claimedUntil, message.claimedUntil))
  const fields = { id: message.id, kind: message.kind, channel: message.channel, attempts: message.attempts }

  let outcome: 'delivered' | 'retrying' | 'dead'
  let values: Partial<typeof m.$inferInsert>
  if (failure === null) {
    outcome = 'delivered'
    values = { deliveredAt: finishedAt, claimedUntil: null, lastError: null, sendStartedAt: null }
  } else if (message.attempts >= policy.maxAttempts) {
    outcome = 'dead'
    values = { deadAt: finishedAt, claimedUntil: null, lastError: failure, sendStartedAt: null }
  } else {
    outcome = 'retrying'
    const nextAttemptAt = new Date(finishedAt.getTime() + retryDelayMs(message.attempts, random(), policy))
    values = { nextAttemptAt, claimedUntil: null, lastError: failure, sendStartedAt: null }
  }
  const updated = await db.update(m).set(values).where(stillOurs).returning({ id: m.id })
  if (updated.length === 0) {
    log.warn('outbox claim lapsed before its delivery finished; the outcome was not recorded', { ...fields, failed: failure !== null })
    return 'lapsed'
  }
  if (outcome === 'retrying')
    log.warn('outbox delivery failed; will retry', { ...fields, error: failure, nextAttemptAt: values.nextAttemptAt?.toISOString() })
  if (outcome === 'dead') {
    log.error('outbox message dead: its last attempt failed, nothing more will be tried', { ...fields, error: failure })
  }
  return outcome
}

/** Deletes delivered messages older than the retention period; answers how many went. */
export async function purgeDeliveredMessages(
  db: Db,
  now: Date = new Date(),
  retentionDays: number = appConfig.outbox.deliveredRetentionDays,
) {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000)
  const purged = await db.delete(outboxMessages).where(lt(outboxMessages.deliveredAt, before)).returning({ id: outboxMessages.id })
  return purged.length
}
