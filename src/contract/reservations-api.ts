/** Car reservations with a refundable deposit in the dealer API (see ./operation.ts, ./reservations.ts, decision 0101). */
import { z } from 'zod'
import { defineOperation } from './operation'
import { idSchema } from './common'
import {
  moyasarWebhookSchema,
  paymentReturnSchema,
  paymentStepSchema,
  payReservationSchema,
  reservationConvertedSchema,
  reservationOfferSchema,
  reservationSchema,
  reservationStartedSchema,
  staffReservationListSchema,
  startReservationSchema,
  stcPayOtpSchema,
  webhookReceivedSchema,
} from './reservations'

const reservationParams = z.object({ id: z.uuid().describe('The reservation (its id is the buyer’s link to it).') })
const carParams = z.object({ id: idSchema.describe('The car.') })

export const getReservationOfferOperation = defineOperation({
  method: 'get',
  path: '/cars/:id/reservation-offer',
  operationId: 'getReservationOffer',
  summary: 'What reserving a car costs and how many units can be reserved',
  description: 'The deposit (halalas, VAT included), how long a paid reservation holds the car, and the units available now per colour.',
  tag: 'reservations',
  params: carParams,
  response: reservationOfferSchema,
  canBeNotFound: true,
})

export const startReservationOperation = defineOperation({
  method: 'post',
  path: '/reservations',
  operationId: 'startReservation',
  summary: 'Reserve a car',
  description: [
    'Sets one available unit of the car aside (of `colorId` when given) while the buyer pays the deposit;',
    'unpaid after the payment window it goes back. Answers the reservation’s id, which is the buyer’s link to it.',
    'A car without an available unit is a field error on `carId` (or `colorId`).',
  ].join(' '),
  tag: 'reservations',
  body: startReservationSchema,
  response: reservationStartedSchema,
  idempotency: 'required',
})

export const getReservationOperation = defineOperation({
  method: 'get',
  path: '/reservations/:id',
  operationId: 'getReservation',
  summary: 'A reservation, with its receipt once paid',
  description:
    'Its state, the car and branch, the deposit and its refund, and the receipt (seller, CR and VAT numbers, VAT, ZATCA QR text).',
  tag: 'reservations',
  params: reservationParams,
  response: reservationSchema,
  canBeNotFound: true,
})

export const payReservationOperation = defineOperation({
  method: 'post',
  path: '/reservations/:id/payments',
  operationId: 'payReservation',
  summary: 'Pay the deposit',
  description: [
    'Starts a payment of the deposit at Moyasar: `card` with a token Moyasar made of the card in the buyer’s browser',
    '(answers `redirect` to the bank’s 3-D Secure page), `applepay` with the Apple Pay token, or `stcpay` with the',
    'wallet’s mobile (answers `otp`). A payment counts only once fetched from Moyasar and found paid.',
  ].join(' '),
  tag: 'reservations',
  params: reservationParams,
  body: payReservationSchema,
  response: paymentStepSchema,
  idempotency: 'required',
  canBeNotFound: true,
  conflict: 'The reservation no longer waits for its deposit (paid, ended, or past its payment window).',
  refusals: { 503: 'The payment gateway could not be reached (`payment_unavailable`); nothing was charged.' },
})

export const submitStcPayOtpOperation = defineOperation({
  method: 'post',
  path: '/reservations/:id/stcpay-otp',
  operationId: 'submitReservationOtp',
  summary: 'Send the STC Pay code',
  description: 'The one-time code STC Pay sent to the wallet’s mobile, for the reservation’s latest STC Pay payment.',
  tag: 'reservations',
  params: reservationParams,
  body: stcPayOtpSchema,
  response: paymentStepSchema,
  idempotency: 'optional',
  canBeNotFound: true,
  conflict: 'The reservation has no STC Pay payment waiting for a code.',
  refusals: { 503: 'The payment gateway could not be reached (`payment_unavailable`).' },
})

export const confirmReservationPaymentOperation = defineOperation({
  method: 'post',
  path: '/reservations/:id/payment-return',
  operationId: 'confirmReservationPayment',
  summary: 'Check a payment after the bank',
  description:
    'The `id` Moyasar added to the callback address: the payment is fetched from Moyasar and applied once (status, amount, currency).',
  tag: 'reservations',
  params: reservationParams,
  body: paymentReturnSchema,
  response: paymentStepSchema,
  successStatus: 200,
  canBeNotFound: true,
  refusals: { 503: 'The payment gateway could not be reached (`payment_unavailable`).' },
})

export const cancelReservationOperation = defineOperation({
  method: 'post',
  path: '/reservations/:id/cancel',
  operationId: 'cancelReservation',
  summary: 'Cancel a reservation',
  description: 'Releases the car; a paid deposit is refunded in full through the payment gateway.',
  tag: 'reservations',
  params: reservationParams,
  response: reservationSchema,
  successStatus: 200,
  idempotency: 'optional',
  canBeNotFound: true,
  conflict: 'The reservation has already ended.',
})

export const moyasarWebhookOperation = defineOperation({
  method: 'post',
  path: '/payments/moyasar/webhook',
  operationId: 'receiveMoyasarWebhook',
  summary: 'Moyasar’s payment events',
  description: [
    'Called by Moyasar, not by browsers, so no CSRF token is asked. `secret_token` must equal MOYASAR_WEBHOOK_SECRET',
    '(compared in constant time; otherwise 401 and nothing changes). Each event is handled once by its `id`; the payment',
    'is fetched from Moyasar, never taken from the event.',
  ].join(' '),
  tag: 'reservations',
  body: moyasarWebhookSchema,
  response: webhookReceivedSchema,
  successStatus: 200,
  serverToServer: true,
  refusals: {
    401: 'The secret token is missing or wrong (`unauthenticated`).',
    503: 'Moyasar could not be reached to fetch the payment (`payment_unavailable`); send the event again.',
  },
})

export const listStaffReservationsOperation = defineOperation({
  method: 'get',
  path: '/staff/reservations',
  operationId: 'listStaffReservations',
  summary: 'Reservations',
  description: 'Held reservations first, the soonest to run out on top, then the latest others.',
  tag: 'staff',
  response: staffReservationListSchema,
  staff: 'inbox',
})

export const convertReservationOperation = defineOperation({
  method: 'post',
  path: '/staff/reservations/:id/order',
  operationId: 'convertReservation',
  summary: 'Turn a reservation into an order',
  description: 'A cash order for the buyer, assigned to the caller; the deposit is deducted from the price the car was reserved at.',
  tag: 'staff',
  params: reservationParams,
  response: reservationConvertedSchema,
  staff: 'inbox',
  idempotency: 'optional',
  canBeNotFound: true,
  conflict: 'The reservation is not held (unpaid, ended or already an order).',
})
