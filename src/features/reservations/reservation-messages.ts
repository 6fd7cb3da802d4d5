/**
 * The words of a reservation the buyer reads (decision 0101): why a payment failed, and each state.
 * Kept as descriptors so the API's tests and the pages show the same sentences.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PaymentFailure, ReservationStatus } from '../../contract/reservation-values'

export const paymentFailureMessages: Record<PaymentFailure, MessageDescriptor> = {
  insufficient_funds: msg({
    message: 'The card has insufficient funds. Use another card or another way to pay.',
    comment: 'Reservation payment failed: the bank said the card has not enough money (Moyasar code 51)',
  }),
  stcpay_insufficient_balance: msg({
    message: 'Your STC Pay wallet does not have enough balance. Top it up or choose another way to pay.',
    comment: 'Reservation payment failed: STC Pay said the wallet balance is too low',
  }),
  stcpay_daily_limit: msg({
    message: 'This payment exceeds your STC Pay daily limit. Try again tomorrow or choose another way to pay.',
    comment: 'Reservation payment failed: STC Pay daily transaction limit exceeded',
  }),
  stcpay_transaction_limit: msg({
    message: 'This amount exceeds the largest payment your STC Pay wallet allows. Choose another way to pay.',
    comment: 'Reservation payment failed: STC Pay maximum amount for one transaction exceeded',
  }),
  stcpay_timeout: msg({
    message: 'STC Pay did not answer in time. Nothing was charged; please try again.',
    comment: 'Reservation payment failed: STC Pay timed out',
  }),
  stcpay_invalid_otp: msg({
    message: 'The STC Pay code is not correct. Start the payment again to get a new code.',
    comment: 'Reservation payment failed: the one-time code typed for STC Pay was wrong',
  }),
  declined: msg({
    message: 'The payment was declined. Nothing was charged; try again or choose another way to pay.',
    comment: 'Reservation payment failed for any other reason',
  }),
}

export const reservationStatusLabels: Record<ReservationStatus, MessageDescriptor> = {
  awaiting_payment: msg({ message: 'Awaiting payment', comment: 'Reservation state: the deposit is not paid yet' }),
  held: msg({ message: 'Reserved for you', comment: 'Reservation state: the deposit is paid and the car is held' }),
  expired: msg({ message: 'Expired, deposit refunded', comment: 'Reservation state: the hold ran out and the deposit goes back' }),
  cancelled: msg({ message: 'Cancelled', comment: 'Reservation state: ended by the buyer or the dealer' }),
  abandoned: msg({ message: 'Not paid in time', comment: 'Reservation state: the deposit was not paid within the payment window' }),
  converted: msg({ message: 'Turned into an order', comment: 'Reservation state: the dealer made an order of it' }),
}

/** The same states as staff read them: a held reservation is not "for you" there. */
export const staffReservationStatusLabels: Record<ReservationStatus, MessageDescriptor> = {
  ...reservationStatusLabels,
  held: msg({ message: 'Held, deposit paid', comment: 'Staff reservations: the deposit is paid and the car is held for the buyer' }),
}
