import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, idSchema, withLocale } from '../../contract/common'
import { payReservationSchema, paymentReturnSchema, startReservationSchema, stcPayOtpSchema } from '../../contract/reservations'
import {
  cancelReservationOperation,
  confirmReservationPaymentOperation,
  getReservationOfferOperation,
  getReservationOperation,
  payReservationOperation,
  startReservationOperation,
  submitStcPayOtpOperation,
} from '../../contract/reservations-api'
import { getDealerApi } from '../../dealer-api/client'
import { orNotFound } from '../api-call'

const reservationId = z.object({ ...withLocale, id: z.uuid() })

/** What reserving a car costs, and the units that can be reserved now. */
export const fetchReservationOffer = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, carId: idSchema }))
  .handler(({ data }) => orNotFound(getDealerApi().call(getReservationOfferOperation, { locale: data.locale, params: { id: data.carId } })))

/** Sets a unit of the car aside for the buyer while they pay; a repeat with the same key starts nothing new. */
export const startReservation = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, reservation: startReservationSchema }))
  .handler(({ data }) =>
    getDealerApi().call(startReservationOperation, { locale: data.locale, body: data.reservation, idempotencyKey: data.idempotencyKey }),
  )

/** A reservation for its page (its id is the buyer's link). */
export const fetchReservation = createServerFn({ method: 'GET' })
  .validator(reservationId)
  .handler(({ data }) => orNotFound(getDealerApi().call(getReservationOperation, { locale: data.locale, params: { id: data.id } })))

/** Starts the deposit's payment at the gateway; the card arrives as a token made in the browser. */
export const payReservation = createServerFn({ method: 'POST' })
  .validator(reservationId.extend({ idempotencyKey: idempotencyKeySchema, payment: payReservationSchema }))
  .handler(({ data }) =>
    getDealerApi().call(payReservationOperation, {
      locale: data.locale,
      params: { id: data.id },
      body: data.payment,
      idempotencyKey: data.idempotencyKey,
    }),
  )

/** The STC Pay one-time code. */
export const submitReservationOtp = createServerFn({ method: 'POST' })
  .validator(reservationId.extend({ otp: stcPayOtpSchema }))
  .handler(({ data }) => getDealerApi().call(submitStcPayOtpOperation, { locale: data.locale, params: { id: data.id }, body: data.otp }))

/** After the bank: the server fetches the payment and applies it. */
export const confirmReservationPayment = createServerFn({ method: 'POST' })
  .validator(reservationId.extend({ payment: paymentReturnSchema }))
  .handler(({ data }) =>
    getDealerApi().call(confirmReservationPaymentOperation, { locale: data.locale, params: { id: data.id }, body: data.payment }),
  )

/** The buyer ends their reservation; a paid deposit is refunded. */
export const cancelReservation = createServerFn({ method: 'POST' })
  .validator(reservationId)
  .handler(({ data }) => getDealerApi().call(cancelReservationOperation, { locale: data.locale, params: { id: data.id } }))
