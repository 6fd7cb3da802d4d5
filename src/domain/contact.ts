/**
 * Messages from the contact page: kept for the dealer's staff and announced to them through the
 * outbox in the same transaction. Bots are turned away without a third-party CAPTCHA
 * (contract/contact.ts): the hidden field, the fill time, a limit per client address, and
 * ceilings per e-mail and per mobile; past the site-wide ceiling on notifications a message is
 * kept without one (decision 0073).
 */
import { lte } from 'drizzle-orm'
import { appConfig, type Locale } from '../../app.config.ts'
import { contactLimits, type ContactMessage } from '../contract/contact.ts'
import { contactMessages } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox, type NotificationSettings } from '../server/outbox/enqueue-outbox.server.ts'
import { consumeRateLimit } from '../server/rate-limit.server.ts'
import {
  consumeSenderCeilings,
  mayNotifyDealer,
  senderEmail,
  type DealerMessageCeilings,
  type SenderCeilingRefusal,
} from './dealer-message-ceilings.ts'

export const contactPolicy = {
  messagesPerAddressPerHour: 5,
  /** Messages are answered within days; a year later they have no purpose left. */
  retentionDays: 365,
} as const

export type ContactRefusal = { refused: 'too_fast' } | { refused: 'rate_limited'; retryAfterSeconds: number } | SenderCeilingRefusal

export async function receiveContactMessage(
  tx: Db,
  input: ContactMessage,
  client: { address: string; locale: Locale },
  now: Date = new Date(),
  settings?: NotificationSettings,
  ceilings: DealerMessageCeilings = appConfig.dealerMessages,
): Promise<{ received: true } | ContactRefusal> {
  // Answered like a success so the bot learns nothing; nothing is kept.
  if (input.website) return { received: true }
  if (now.getTime() - input.formStartedAt < contactLimits.minFillSeconds * 1000) return { refused: 'too_fast' }
  const limit = await consumeRateLimit(tx, {
    bucket: 'contact.address',
    key: client.address,
    limit: contactPolicy.messagesPerAddressPerHour,
    windowSeconds: 3600,
  })
  if (!limit.allowed) return { refused: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds }
  const hour = 3_600
  const senderLimited = await consumeSenderCeilings(
    tx,
    [
      { bucket: 'contact.email', key: senderEmail(input.email), limit: ceilings.contactPerEmailPerHour, windowSeconds: hour },
      { bucket: 'contact.mobile', key: input.mobile || null, limit: ceilings.contactPerMobilePerHour, windowSeconds: hour },
    ],
    now,
  )
  if (senderLimited) return senderLimited
  const [row] = await tx
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      mobile: input.mobile || null,
      message: input.message,
      locale: client.locale,
      createdAt: now,
    })
    .returning()
  if (!row) throw new Error('The contact message was not stored')
  // Kept either way: staff read every message in the back office.
  if (!(await mayNotifyDealer(tx, 'contact', { now, ceilings, settings }))) return { received: true }
  await enqueueOutbox(
    tx,
    {
      kind: 'contact.received',
      payload: {
        id: row.id,
        receivedAt: row.createdAt.toISOString(),
        locale: client.locale,
        name: row.name,
        email: row.email,
        mobile: row.mobile,
        message: row.message,
      },
    },
    settings,
  )
  return { received: true }
}

/** Deletes messages past their retention; returns how many. */
export async function purgeOldContactMessages(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - contactPolicy.retentionDays * 24 * 60 * 60 * 1000)
  const deleted = await db.delete(contactMessages).where(lte(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id })
  return deleted.length
}
