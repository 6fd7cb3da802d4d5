/**
 * Writing an outbox message: inside the caller's transaction, beside the change it reports, so
 * the message exists exactly when the change does. Each configured channel gets a row of its own
 * and retries on its own. Delivery happens later, in the outbox worker (deliver-outbox.server.ts);
 * nothing here talks to the outside world, so a receiver that is down never slows or fails the
 * visitor's request. Call `wakeOutbox()` once the transaction has committed.
 */
import { getEnv, type Env } from '../../../app.config.ts'
import type { z } from 'zod'
import { outboxMessages, type outboxChannels } from '../db/schema.ts'
import type { Db } from '../db/types.ts'
import { log } from '../log.ts'
import { mailMessageSchema } from '../mail/mail-message.ts'
import { outboxKinds, type OutboxKind, type OutboxMessage } from './kinds.ts'
import { orderVerifiedMail } from './order-verified-mail.server.ts'
import { orderConfirmationMail } from './order-confirmation-mail.server.ts'
import { contactReceivedMail } from './contact-received-mail.server.ts'
import { subscriptionConfirmMail } from './subscription-mail.server.ts'
import { jobApplicationReceivedMail } from './job-application-received-mail.server.ts'
import { dealerNoticesPausedMail } from './dealer-notices-paused-mail.server.ts'
import { orderReplyReminderMail } from './order-reply-reminder-mail.server.ts'
import { alertsConfirmMail, alertsDigestMail } from './alert-mail.server.ts'
import { testDriveInvitationMail } from './test-drive-mail.server.ts'
import { reservationHeldMail } from './reservation-mail.server.ts'

/**
 * The caller's transaction. `db.transaction(tx => …)` hands one, and it is a `Db` like any other
 * (src/server/db/types.ts), so the type cannot tell it from the bare database: the name says it.
 */
export type DbTransaction = Db

type Channel = (typeof outboxChannels)[number]
type Row = { channel: Channel; payload: unknown }

/** Where dealer notifications go; read from the environment unless a test says otherwise. */
export type NotificationSettings = {
  /** Whether DEALER_WEBHOOK_URL is set. */
  webhook: boolean
  /** DEALER_NOTIFY_EMAIL's addresses. */
  dealerEmails: string[]
}

export function notificationSettingsFromEnv(env: Env): NotificationSettings {
  return { webhook: Boolean(env.DEALER_WEBHOOK_URL), dealerEmails: env.DEALER_NOTIFY_EMAIL }
}

type FanOut<K extends OutboxKind> = (payload: z.output<(typeof outboxKinds)[K]>, settings: NotificationSettings) => Promise<Row[]>

/** Which channels each kind goes to, and what each channel sends. */
const fanOuts: { [K in OutboxKind]: FanOut<K> } = {
  'order.verified': async (order, settings) => {
    const rows: Row[] = []
    if (settings.webhook) rows.push({ channel: 'webhook', payload: order })
    if (settings.dealerEmails.length > 0) {
      rows.push({ channel: 'mail', payload: mailMessageSchema.parse(await orderVerifiedMail(order, settings.dealerEmails)) })
    }
    return rows
  },
  'contact.received': async (contact, settings) => {
    const rows: Row[] = []
    if (settings.webhook) rows.push({ channel: 'webhook', payload: contact })
    if (settings.dealerEmails.length > 0) {
      rows.push({ channel: 'mail', payload: mailMessageSchema.parse(await contactReceivedMail(contact, settings.dealerEmails)) })
    }
    return rows
  },
  'job_application.received': async (application, settings) => {
    const rows: Row[] = []
    if (settings.webhook) rows.push({ channel: 'webhook', payload: application })
    if (settings.dealerEmails.length > 0) {
      rows.push({ channel: 'mail', payload: mailMessageSchema.parse(await jobApplicationReceivedMail(application, settings.dealerEmails)) })
    }
    return rows
  },
  'dealer_notices.paused': async (pause, settings) => {
    const rows: Row[] = []
    if (settings.webhook) rows.push({ channel: 'webhook', payload: pause })
    if (settings.dealerEmails.length > 0) {
      rows.push({ channel: 'mail', payload: mailMessageSchema.parse(await dealerNoticesPausedMail(pause, settings.dealerEmails)) })
    }
    return rows
  },
  // Always sent: the customer hears back whatever the dealer has configured for itself.
  'sms.message': async (message) => [{ channel: 'sms', payload: message }],
  // To the buyer, in their language, whatever the dealer has configured for itself (decision 0084).
  'order.confirmation': async (order) => [{ channel: 'mail', payload: mailMessageSchema.parse(await orderConfirmationMail(order)) }],
  // To the visitor who signed up, whatever the dealer has configured for itself.
  'subscription.confirm': async (request) => [
    { channel: 'mail', payload: mailMessageSchema.parse(await subscriptionConfirmMail(request)) },
  ],
  // To one subscriber, already rendered by the newsletter dispatcher (src/domain/newsletter-dispatch.ts).
  'newsletter.mail': async (mail) => [{ channel: 'mail', payload: mail }],
  // To the order's assignee and the sales lead, whatever the dealer has configured for itself.
  'order.reply_reminder': async (reminder) => [
    { channel: 'mail', payload: mailMessageSchema.parse(await orderReplyReminderMail(reminder)) },
  ],
  // Matched against the alerts in the worker (src/domain/alert-digests.ts), never sent outside.
  'alerts.car_changed': async (change) => [{ channel: 'alerts', payload: change }],
  // To the person who asked for alerts, and their digests, whatever the dealer has configured for itself.
  'alerts.confirm': async (request) => [{ channel: 'mail', payload: mailMessageSchema.parse(await alertsConfirmMail(request)) }],
  'alerts.digest': async (digest) => [{ channel: 'mail', payload: mailMessageSchema.parse(await alertsDigestMail(digest)) }],
  // To the payment gateway, whatever the dealer has configured for itself (decision 0101).
  'payment.refund': async (refund) => [{ channel: 'payment', payload: refund }],
  // To the visitor who booked, with its calendar part (decision 0100).
  'test_drive.invitation': async (invitation) => [
    { channel: 'mail', payload: mailMessageSchema.parse(await testDriveInvitationMail(invitation)) },
  ],
  // To the buyer who paid the deposit, with the receipt's link (decision 0101).
  'reservation.held': async (held) => [{ channel: 'mail', payload: mailMessageSchema.parse(await reservationHeldMail(held)) }],
}

const unroutedKinds = new Set<OutboxKind>()

/**
 * Adds `message` to the outbox within `tx` and answers the ids of the rows written (none when no
 * channel is configured for its kind). A payload that does not match its kind's schema throws,
 * and with it the caller's transaction: a message the receiver could not read is a bug.
 */
export async function enqueueOutbox(
  tx: DbTransaction,
  message: OutboxMessage,
  settings: NotificationSettings = notificationSettingsFromEnv(getEnv()),
): Promise<string[]> {
  const payload = outboxKinds[message.kind].parse(message.payload)
  // The payload was just parsed by this kind's own schema, which is what its fan-out takes.
  const fanOut = fanOuts[message.kind] as (payload: unknown, settings: NotificationSettings) => Promise<Row[]>
  const rows = await fanOut(payload, settings)
  if (rows.length === 0) {
    if (!unroutedKinds.has(message.kind)) {
      unroutedKinds.add(message.kind)
      log.warn('outbox message has nowhere to go: set DEALER_WEBHOOK_URL or DEALER_NOTIFY_EMAIL', { kind: message.kind })
    }
    return []
  }
  const written = await tx
    .insert(outboxMessages)
    .values(rows.map((row) => ({ kind: message.kind, channel: row.channel, payload: row.payload })))
    .returning({ id: outboxMessages.id })
  return written.map((row) => row.id)
}
