/**
 * Reserving a car with a refundable deposit (decision 0101): what the buyer sends and what the API
 * answers. zod/mini: the reservation form validates with the same schema in the browser.
 */
import * as z from 'zod/mini'
import type { FieldErrorKey } from './field-errors.ts'
import { emailSchema, personNameSchema, saudiMobileSchema, verificationCodeSchema } from './orders.ts'
import { paymentFailures, paymentMethods, reservationStatuses } from './reservation-values.ts'
import { maxId } from './values.ts'

const issue = (key: FieldErrorKey) => ({ error: key })
const id = z.int(issue('choice')).check(z.positive(issue('choice')), z.lte(maxId, issue('choice')))

export const startReservationSchema = z.object({
  carId: id,
  /** The colour to hold; left out: any colour the dealer has. */
  colorId: z.optional(z.nullable(id)),
  name: personNameSchema,
  mobile: saudiMobileSchema,
  email: emailSchema,
})
export type StartReservationInput = z.input<typeof startReservationSchema>
export type StartReservation = z.output<typeof startReservationSchema>

/** A token Moyasar made of a card (in the buyer's browser), or Apple Pay's payment token as JSON. */
const gatewayToken = (maxLength: number) =>
  z.string(issue('required')).check(z.minLength(1, issue('required')), z.maxLength(maxLength, issue('required')))

export const payReservationSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), token: gatewayToken(4000) }),
  // Apple's encrypted payment data and its signature come to about 5-7 KB.
  z.object({ method: z.literal('applepay'), token: gatewayToken(20_000) }),
  z.object({ method: z.literal('stcpay'), mobile: saudiMobileSchema }),
])
export type PayReservationInput = z.input<typeof payReservationSchema>
export type PayReservation = z.output<typeof payReservationSchema>

export const stcPayOtpSchema = z.object({ otp: verificationCodeSchema })
export type StcPayOtpInput = z.input<typeof stcPayOtpSchema>

/** The `id` Moyasar adds to the callback address. */
export const paymentReturnSchema = z.object({ paymentId: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/)) })

const instant = z.iso.datetime({ offset: true })

/**
 * What a payment step came to: go to `url` (the bank's 3-D Secure page), ask for the STC Pay OTP,
 * paid (the reservation holds the car), or failed with the reason the buyer is told.
 */
export const paymentStepSchema = z.object({
  outcome: z.enum(['redirect', 'otp', 'paid', 'failed', 'pending']),
  url: z.optional(z.string()),
  failure: z.optional(z.enum(paymentFailures)),
})
export type PaymentStep = z.output<typeof paymentStepSchema>

export const reservationReceiptSchema = z.object({
  /** The receipt's number: the reservation's reference. */
  number: z.string(),
  issuedAt: instant,
  totalHalalas: z.int(),
  vatHalalas: z.int(),
  /** The ZATCA QR code's text (TLV, base64: seller, VAT number, time, total, VAT). */
  qr: z.string(),
  seller: z.object({
    name: z.string(),
    legalName: z.nullable(z.string()),
    crNumber: z.nullable(z.string()),
    vatNumber: z.nullable(z.string()),
    address: z.string(),
  }),
})
export type ReservationReceipt = z.output<typeof reservationReceiptSchema>

export const reservationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(reservationStatuses),
  car: z.object({ id: z.nullable(z.int()), title: z.string() }),
  colorName: z.nullable(z.string()),
  branchName: z.nullable(z.string()),
  priceSar: z.int(),
  depositHalalas: z.int(),
  holdHours: z.int(),
  contactName: z.string(),
  createdAt: instant,
  paymentDueAt: instant,
  paidAt: z.nullable(instant),
  expiresAt: z.nullable(instant),
  endedAt: z.nullable(instant),
  method: z.nullable(z.enum(paymentMethods)),
  /** The deposit's way back: none due, on its way (queued at the gateway), or refunded. */
  refund: z.enum(['none', 'pending', 'refunded']),
  /** The order staff made of it. */
  orderReference: z.nullable(z.string()),
  receipt: z.nullable(reservationReceiptSchema),
  /**
   * What the buyer's browser needs to turn a card into a token at Moyasar, and, where Apple Pay is
   * offered, where its merchant session is made and the name its payment sheet shows.
   */
  gateway: z.object({
    tokensUrl: z.string(),
    publishableKey: z.string(),
    sandbox: z.boolean(),
    applePay: z.nullable(z.object({ initiateUrl: z.string(), merchantName: z.string() })),
  }),
})
export type Reservation = z.output<typeof reservationSchema>

export const reservationStartedSchema = z.object({ id: z.string(), reference: z.string() })

/** What a car page says about reserving it. */
export const reservationOfferSchema = z.object({
  depositHalalas: z.int(),
  holdHours: z.int(),
  paymentWindowMinutes: z.int(),
  /** Units that can be reserved now, and per colour. */
  available: z.int(),
  /** Units other buyers hold. */
  reserved: z.int(),
  colors: z.array(z.object({ id: z.int(), name: z.string(), available: z.int() })),
})
export type ReservationOffer = z.output<typeof reservationOfferSchema>

/** A Moyasar webhook event (docs.moyasar.com "Webhook Reference"); only these fields are read. */
export const moyasarWebhookSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  type: z.string().check(z.maxLength(100)),
  secret_token: z.string().check(z.maxLength(500)),
  data: z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) }),
})
export const webhookReceivedSchema = z.object({ received: z.literal(true) })

export const staffReservationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(reservationStatuses),
  carTitle: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  branchName: z.nullable(z.string()),
  depositHalalas: z.int(),
  priceSar: z.int(),
  paidAt: z.nullable(instant),
  expiresAt: z.nullable(instant),
  orderReference: z.nullable(z.string()),
})
export const staffReservationListSchema = z.object({ items: z.array(staffReservationSchema) })
export type StaffReservation = z.output<typeof staffReservationSchema>

export const reservationConvertedSchema = z.object({
  orderReference: z.string(),
  /** What is left to pay: the price the car was reserved at, less the deposit. */
  balanceHalalas: z.int(),
})
