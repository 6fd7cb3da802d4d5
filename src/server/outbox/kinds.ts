/**
 * Every kind of outbox message and the payload it carries, in one place. A payload is what
 * happened, as the receiver needs it; enqueue-outbox.server.ts turns it into one row per channel.
 * The webhook sends it as the `data` of its body (docs/notifications.md), so a change here is
 * a change to what the dealer's systems receive.
 */
import { z } from 'zod'
import { locales } from '../../../app.config.ts'
import { licenceStatuses, orderStatuses, orderTypes, purchaseTypes, referencePattern, workSectors } from '../../contract/orders.ts'
import { isEmailAddress } from '../../contract/email-address.ts'
import { saudiCitySlugs } from '../../contract/saudi-cities.ts'
import { mailMessageSchema } from '../mail/mail-message.ts'

const localized = z.object({ ar: z.string().min(1), en: z.string().min(1) })
const instant = z.iso.datetime({ offset: true })
const riyals = z.number().int().min(0)
/** The one rule every form and the API take addresses by (a stricter one here would fail a sign-up after it was taken). */
const emailAddress = z.string().refine(isEmailAddress, 'an e-mail address (src/contract/email-address.ts)')

/**
 * A purchase order the visitor has just confirmed with their SMS code: everything the dealer needs
 * to call them back. `finance` (credit data) is present only for an individual's finance order,
 * `company` only for a company's, `bank` for any finance order.
 */
export const orderVerifiedPayload = z.object({
  reference: z.string().regex(referencePattern),
  type: z.enum(orderTypes),
  purchaseType: z.enum(purchaseTypes),
  status: z.enum(orderStatuses),
  /** The language the visitor used, for replying in it. */
  locale: z.enum(locales),
  placedAt: instant,
  verifiedAt: instant,
  /** `id` is null when the car has left the catalogue since the order; its title stays. */
  car: z.object({ id: z.number().int().positive().nullable(), title: localized }),
  /**
   * Where the cars go: an individual's city, or a company's delivery city (decision 0086), any
   * Saudi city. Before that decision a company's was its headquarters city.
   */
  city: z.object({ slug: z.enum(saudiCitySlugs), name: localized }),
  /** The branch that handles the order; absent on messages queued before branches were asked. */
  branch: z.object({ id: z.number().int().positive(), name: localized }).nullish(),
  /** The individual, or the company's contact person. */
  contact: z.object({
    name: z.string().min(1),
    /** E.164, e.g. +966512345678. */
    mobile: z.string().regex(/^\+[1-9]\d{7,14}$/),
    email: emailAddress,
  }),
  company: z
    .object({
      name: z.string().min(1),
      ceoName: z.string().min(1),
      headquartersAddress: z.string().min(1),
      activity: z.string().min(1),
      /** Cars in all: the sum of `lines`. */
      quantity: z.number().int().positive(),
      /** Digits only; absent on orders placed before they were asked (decision 0086). */
      crNumber: z.string().nullish(),
      vatNumber: z.string().nullish(),
      headquartersCity: z.object({ slug: z.enum(saudiCitySlugs), name: localized }).nullish(),
    })
    .nullable(),
  /** A company's quotation request: each car, its colour (null: any) and how many. Empty for an individual. */
  lines: z
    .array(
      z.object({
        car: z.object({ id: z.number().int().positive().nullable(), title: localized }),
        color: localized.nullable(),
        quantity: z.number().int().positive(),
      }),
    )
    .default([]),
  bank: z.object({ slug: z.string().min(1), name: localized }).nullable(),
  finance: z
    .object({
      workSector: z.enum(workSectors),
      salary: riyals,
      monthlyCommitments: riyals,
      downPayment: riyals,
      installmentMonths: z.number().int().positive(),
      /** The plan's final (balloon) payment; absent on orders placed before it was asked. */
      finalPayment: riyals.optional(),
      hasMortgage: z.boolean(),
      hasPaymentDelays: z.boolean(),
      licenceStatus: z.enum(licenceStatuses),
    })
    .nullable(),
  /**
   * What the buyer chose on the way (decision 0084): the car's colour, the offer the order started
   * from, and a finance order's plan (the bank is `bank`). Null when not chosen; absent on messages
   * queued before they were added.
   */
  color: z.object({ id: z.number().int().positive().nullable(), name: localized }).nullish(),
  offer: z.object({ id: z.number().int().positive().nullable(), title: localized }).nullish(),
  plan: z.object({ downPayment: riyals, termMonths: z.number().int().positive(), finalPayment: riyals }).nullish(),
  /**
   * Who sold: the dealer's identity as the E-Commerce Law asks an order confirmation to name it
   * (decision 0058). Absent on messages queued before it was added.
   */
  seller: z
    .object({
      name: localized,
      legalName: localized.nullable(),
      crNumber: z.string().nullable(),
      vatNumber: z.string().nullable(),
      address: localized,
    })
    .nullish(),
})
export type OrderVerifiedPayload = z.input<typeof orderVerifiedPayload>

/**
 * The buyer's own confirmation of an order they just confirmed by code (decision 0084): one mail
 * in their language with what they ordered, what happens next and the tracking link. Never sent
 * to the dealer's webhook.
 */
export const orderConfirmationPayload = z.object({
  email: emailAddress,
  locale: z.enum(locales),
  reference: z.string().regex(referencePattern),
  type: z.enum(orderTypes),
  purchaseType: z.enum(purchaseTypes),
  car: localized,
  color: localized.nullable(),
  offer: localized.nullable(),
  city: localized,
  bank: localized.nullable(),
  plan: z.object({ downPayment: riyals, termMonths: z.number().int().positive(), finalPayment: riyals }).nullable(),
  quantity: z.number().int().positive().nullable(),
  trackUrl: z.url({ protocol: /^https?$/ }),
  /** When the dealer gets back to the buyer: within working days (individuals) or hours (companies). */
  replyWithin: z.object({ unit: z.enum(['workingDays', 'hours']), count: z.number().int().positive() }),
})

/** A text message to a customer (an order's confirmation), already in their language. */
export const smsMessagePayload = z.object({
  /** E.164, e.g. +966512345678. */
  to: z.string().regex(/^\+[1-9]\d{7,14}$/),
  text: z.string().min(1).max(500),
})

/** A message from the contact page, for the dealer's staff to answer. */
export const contactReceivedPayload = z.object({
  id: z.uuid(),
  receivedAt: instant,
  locale: z.enum(locales),
  name: z.string().min(1),
  email: emailAddress,
  /** E.164 when the visitor gave one. */
  mobile: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/)
    .nullable(),
  message: z.string().min(1),
})

/**
 * An application for an open position: who applied for which job, and what kind of CV they sent.
 * The CV itself is never in a notification; staff download it by the reference.
 */
export const jobApplicationReceivedPayload = z.object({
  /** `K7M2Q-9XD4R`. */
  reference: z.string().regex(referencePattern),
  receivedAt: instant,
  locale: z.enum(locales),
  job: z.object({ id: z.number().int().positive(), title: localized }),
  applicant: z.object({
    name: z.string().min(1),
    /** E.164, e.g. +966512345678. */
    mobile: z.string().regex(/^\+[1-9]\d{7,14}$/),
    email: emailAddress,
  }),
  cv: z.object({ mediaType: z.string().min(1), sizeBytes: z.number().int().positive() }),
})

/**
 * The site-wide ceiling on notifications was reached (decision 0073): contact messages and
 * applications keep being stored and shown in the back office, without a notification each,
 * until the hour has room again. Sent once per pause window.
 */
export const dealerNoticesPausedPayload = z.object({
  pausedAt: instant,
  /** What arrived when the ceiling was reached. */
  source: z.enum(['contact', 'job_application']),
  noticesPerHour: z.number().int().positive(),
  /** Notifications resume by then, as the oldest of the hour's leave it. */
  resumesBy: instant,
})

/**
 * A sign-up for the mailing list waiting for its confirmation: the mail to the visitor, in their
 * language, with the signed links (decision 0048).
 */
export const subscriptionConfirmPayload = z.object({
  email: emailAddress,
  locale: z.enum(locales),
  confirmUrl: z.url({ protocol: /^https?$/ }),
  unsubscribeUrl: z.url({ protocol: /^https?$/ }),
  /** How long the confirmation link works, for the mail to say. */
  linkValidDays: z.number().int().positive(),
})

/**
 * One subscriber's copy of a newsletter (decision 0055): the mail as it goes out, already in their
 * language with their unsubscribe link. Never sent to the dealer's webhook.
 */
export const newsletterMailPayload = mailMessageSchema

/**
 * A company order still without a recorded first reply (decision 0087): the reminder mail to its
 * assignee and the sales lead, six hours before the 24-hour promise runs out (`overdue: false`)
 * or once it has (`overdue: true`). Never sent to the dealer's webhook.
 */
export const orderReplyReminderPayload = z.object({
  to: z.array(emailAddress).min(1),
  reference: z.string().regex(referencePattern),
  companyName: z.string(),
  verifiedAt: instant,
  dueAt: instant,
  overdue: z.boolean(),
  assigneeName: z.string().nullable(),
})

const link = z.url({ protocol: /^https?$/ })

/**
 * Staff changed a car in a way an alert may wait for (decision 0098): its price, its stock, or it
 * is new. Matched against the alerts by the `alerts` channel's transport, once per message.
 */
export const alertsCarChangedPayload = z.object({
  carId: z.number().int().positive(),
  change: z.enum(['price', 'stock', 'added']),
})

/** The mail that asks a person to confirm the alerts they just asked for, in their language. */
export const alertsConfirmPayload = z.object({
  email: emailAddress,
  locale: z.enum(locales),
  /** Each alert asked for: its kind, the car's title (empty for a search) and where it leads. */
  watching: z.array(z.object({ kind: z.enum(['price_drop', 'back_in_stock', 'new_matches']), title: z.string(), url: link })).min(1),
  confirmUrl: link,
  manageUrl: link,
  unsubscribeUrl: link,
  linkValidDays: z.number().int().positive(),
})

/** One thing a digest tells: a lower price, a car back in stock, or a new car matching a search. */
export const alertDigestItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price_drop'), title: z.string().min(1), url: link, fromSar: riyals, toSar: riyals }),
  z.object({ kind: z.literal('back_in_stock'), title: z.string().min(1), url: link }),
  z.object({ kind: z.literal('new_match'), title: z.string().min(1), url: link, priceSar: riyals, searchUrl: link }),
])
export type AlertDigestItem = z.output<typeof alertDigestItem>

/** A person's one message of the day by e-mail: everything their alerts found since the last. */
export const alertsDigestPayload = z.object({
  email: emailAddress,
  locale: z.enum(locales),
  items: z.array(alertDigestItem).min(1),
  manageUrl: link,
  unsubscribeUrl: link,
})

/**
 * A deposit to give back (decision 0101): the payment is refunded at the gateway by the outbox
 * worker, at least once and safely again (it is fetched first; a refunded payment is done). Never
 * sent to the dealer's webhook.
 */
export const paymentRefundPayload = z.object({
  paymentId: z.string().min(1).max(200),
  reservationId: z.uuid(),
  amountHalalas: z.number().int().positive(),
})

/**
 * A test drive's calendar invitation to the visitor (decision 0100): REQUEST when booked or moved,
 * CANCEL when cancelled, always with the booking's UID and a higher SEQUENCE than the one before.
 * Only for a visitor who gave an e-mail address; never sent to the dealer's webhook.
 */
export const testDriveInvitationPayload = z.object({
  email: emailAddress,
  locale: z.enum(locales),
  method: z.enum(['REQUEST', 'CANCEL']),
  uid: z.string().regex(/^[A-Za-z0-9.@_-]{8,200}$/),
  sequence: z.number().int().min(0),
  reference: z.string().regex(referencePattern),
  startsAt: instant,
  endsAt: instant,
  car: z.string().min(1),
  dealer: z.object({ name: z.string().min(1), email: emailAddress.nullable() }),
  branch: z.object({ name: z.string().min(1), address: z.string() }),
  manageUrl: z.url({ protocol: /^https?$/ }),
})

/**
 * The buyer's deposit is paid and the car held (decision 0101): the mail with the receipt's link
 * (the receipt page is the tax document), in the language they reserved in. `receiptUrl` is null
 * for a reservation made before its site was kept.
 */
export const reservationHeldPayload = z.object({
  email: emailAddress,
  locale: z.enum(locales),
  reference: z.string().regex(referencePattern),
  car: z.string().min(1),
  depositHalalas: z.number().int().positive(),
  until: instant,
  receiptUrl: z.url({ protocol: /^https?$/ }).nullable(),
})

export const outboxKinds = {
  'order.verified': orderVerifiedPayload,
  'contact.received': contactReceivedPayload,
  'job_application.received': jobApplicationReceivedPayload,
  'dealer_notices.paused': dealerNoticesPausedPayload,
  'sms.message': smsMessagePayload,
  'order.confirmation': orderConfirmationPayload,
  'subscription.confirm': subscriptionConfirmPayload,
  'newsletter.mail': newsletterMailPayload,
  'order.reply_reminder': orderReplyReminderPayload,
  'alerts.car_changed': alertsCarChangedPayload,
  'alerts.confirm': alertsConfirmPayload,
  'alerts.digest': alertsDigestPayload,
  'payment.refund': paymentRefundPayload,
  'test_drive.invitation': testDriveInvitationPayload,
  'reservation.held': reservationHeldPayload,
} as const

export type OutboxKind = keyof typeof outboxKinds

/** A message as its writer hands it to `enqueueOutbox`: a kind and that kind's payload. */
export type OutboxMessage = { [K in OutboxKind]: { kind: K; payload: z.input<(typeof outboxKinds)[K]> } }[OutboxKind]
