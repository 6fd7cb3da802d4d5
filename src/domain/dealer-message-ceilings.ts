/**
 * Ceilings on what reaches the dealer's people, beyond the per-address limits (decision 0073):
 * per sender (e-mail, mobile) before a message is stored, and one for the whole site on the
 * notifications announcing contact messages and job applications. Counted in the database
 * (src/server/rate-limit.server.ts), so every process and machine shares them.
 */
import { appConfig } from '../../app.config.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox, type NotificationSettings } from '../server/outbox/enqueue-outbox.server.ts'
import { consumeRateLimit } from '../server/rate-limit.server.ts'

export type DealerMessageCeilings = { [K in keyof typeof appConfig.dealerMessages]: number }

/** Which sender's ceiling refused: said to the visitor, who may have used another address. */
export type SenderCeilingRefusal = { refused: 'sender_limited'; retryAfterSeconds: number }

/**
 * Counts one message against each of the sender's keys (an e-mail, a mobile), each with its own
 * bucket; the first that is full refuses. Keys are stored only as keyed hashes.
 */
export async function consumeSenderCeilings(
  tx: Db,
  rules: { bucket: string; key: string | null; limit: number; windowSeconds: number }[],
  now?: Date,
): Promise<SenderCeilingRefusal | null> {
  for (const rule of rules) {
    if (!rule.key) continue
    const decision = await consumeRateLimit(tx, { ...rule, key: rule.key, now })
    if (!decision.allowed) return { refused: 'sender_limited', retryAfterSeconds: decision.retryAfterSeconds }
  }
  return null
}

/** An e-mail address as one sender: case and surrounding spaces aside. */
export const senderEmail = (email: string) => email.trim().toLowerCase()

/**
 * Whether this message's notification may go to the dealer: true while the site-wide ceiling has
 * room. Past it the caller stores the message without a notification, and the first message
 * refused in each pause window writes one "notifications paused" notice instead, so the dealer
 * knows to read the back office.
 */
export async function mayNotifyDealer(
  tx: Db,
  source: 'contact' | 'job_application',
  {
    now,
    ceilings = appConfig.dealerMessages,
    settings,
  }: { now?: Date; ceilings?: DealerMessageCeilings; settings?: NotificationSettings } = {},
): Promise<boolean> {
  const room = await consumeRateLimit(tx, {
    bucket: 'dealer-notices',
    key: 'site',
    limit: ceilings.noticesPerHour,
    windowSeconds: 3_600,
    now,
  })
  if (room.allowed) return true
  const firstInPause = await consumeRateLimit(tx, {
    bucket: 'dealer-notices.paused',
    key: 'site',
    limit: 1,
    windowSeconds: ceilings.pauseNoticeWindowSeconds,
    now,
  })
  if (firstInPause.allowed) {
    const at = now ?? new Date()
    await enqueueOutbox(
      tx,
      {
        kind: 'dealer_notices.paused',
        payload: {
          pausedAt: at.toISOString(),
          source,
          noticesPerHour: ceilings.noticesPerHour,
          resumesBy: new Date(at.getTime() + 3_600_000).toISOString(),
        },
      },
      settings,
    )
  }
  return false
}
