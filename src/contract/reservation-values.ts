/**
 * The plain values of a car reservation (decision 0101), free of zod: the browser reads them for
 * labels, and the database uses them as its enums (src/server/db/schema.ts).
 *
 * - `awaiting_payment`: a unit is set aside while the buyer pays (the payment window);
 * - `held`: the deposit is paid and confirmed with Moyasar; the unit is reserved until `expiresAt`;
 * - `expired`: the hold ran out; the deposit is refunded and the unit is available again;
 * - `cancelled`: the buyer (or staff) ended it; refunded and released the same way;
 * - `abandoned`: never paid within the window; the unit went back, no money moved;
 * - `converted`: staff turned it into an order, the deposit counted towards the price.
 */
export const reservationStatuses = ['awaiting_payment', 'held', 'expired', 'cancelled', 'abandoned', 'converted'] as const
export type ReservationStatus = (typeof reservationStatuses)[number]

/** How the buyer pays: a card (mada, Visa, Mastercard; tokenised at Moyasar), Apple Pay or STC Pay. */
export const paymentMethods = ['card', 'applepay', 'stcpay'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/**
 * Why a payment failed, as the buyer is told (decision 0101): from Moyasar's answer for the
 * insufficient-funds card (response code 51) and each STC Pay test code's message.
 */
export const paymentFailures = [
  'insufficient_funds',
  'stcpay_insufficient_balance',
  'stcpay_daily_limit',
  'stcpay_transaction_limit',
  'stcpay_timeout',
  'stcpay_invalid_otp',
  'declined',
] as const
export type PaymentFailure = (typeof paymentFailures)[number]
