import { timingSafeEqual } from 'node:crypto'
import { msg } from '@lingui/core/macro'
import {
  cancelReservationOperation,
  confirmReservationPaymentOperation,
  convertReservationOperation,
  getReservationOfferOperation,
  getReservationOperation,
  listStaffReservationsOperation,
  moyasarWebhookOperation,
  payReservationOperation,
  startReservationOperation,
  submitStcPayOtpOperation,
} from '../../contract/reservations-api'
import {
  cancelReservation,
  confirmPayment,
  convertReservation,
  getReservation,
  handlePaymentEvent,
  listStaffReservations,
  payReservation,
  reservationOffer,
  startReservation,
  submitStcPayOtp,
  type Refusal,
} from '../../domain/reservations'
import { ApiError, apiMessages } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { localizePathname } from '../../lib/i18n/locale'
import {
  getPaymentClient,
  PaymentGatewayError,
  paymentWebhookSecret,
  type PaymentClient,
} from '../../server/payments/moyasar-client.server'
import { wakeOutbox } from '../../server/outbox/outbox-worker.server'
import { implement, implementCallingOut, staffOf, type RouteDefinition } from '../route-kit'
import { mailLinkOrigin } from './subscriptions'

export const reservationMessages = {
  notFound: msg`This reservation was not found.`,
  notPayable: msg`This reservation no longer waits for a payment.`,
  notHeld: msg`Only a reservation whose deposit is paid can be turned into an order.`,
  paymentUnavailable: msg`The payment service cannot be reached at the moment. Nothing was charged; please try again shortly.`,
  webhookRefused: msg`The webhook's secret token is not valid.`,
}

function refuse(refusal: Refusal, notPayable = reservationMessages.notPayable): never {
  switch (refusal.refused) {
    case 'invalid':
      throw new ApiError(
        400,
        'validation_failed',
        apiMessages.validationFailed,
        Object.fromEntries(Object.entries(refusal.fields).map(([field, key]) => [field, [fieldMessages[key]]])),
      )
    case 'not_found':
      throw new ApiError(404, 'not_found', reservationMessages.notFound)
    case 'not_payable':
      throw new ApiError(409, 'conflict', notPayable)
    case 'gateway':
      throw new ApiError(503, 'payment_unavailable', reservationMessages.paymentUnavailable)
  }
}

/** Compares in time that does not depend on where the texts differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  // Lengths differ: compared with itself, so the time does not tell the length either.
  return a.length === b.length ? timingSafeEqual(a, b) : (timingSafeEqual(b, b), false)
}

export type ReservationRouteOptions = {
  /** The payment gateway's client (this process's, from the environment, unless a test gives one). */
  payments?: () => PaymentClient
  webhookSecret?: () => string | Promise<string>
  now?: () => Date
}

export function reservationRoutes(options: ReservationRouteOptions = {}): RouteDefinition[] {
  const payments = options.payments ?? getPaymentClient
  const webhookSecret = options.webhookSecret ?? (() => paymentWebhookSecret())
  const now = options.now ?? (() => new Date())
  return [
    implement(getReservationOfferOperation, async ({ db, params, locale }) => {
      const offer = await reservationOffer(await db(), params.id, locale)
      if (!offer) throw new ApiError(404, 'not_found', apiMessages.notFound)
      return offer
    }),
    implement(startReservationOperation, async (context) => {
      const started = await startReservation(await context.db(), context.body, context.locale, mailLinkOrigin(context), now())
      if ('refused' in started) refuse(started)
      return started
    }),
    implement(getReservationOperation, async ({ db, params, locale }) => {
      const reservation = await getReservation(await db(), params.id, locale, payments())
      if (!reservation) throw new ApiError(404, 'not_found', reservationMessages.notFound)
      return reservation
    }),
    implementCallingOut(payReservationOperation, async (context) => {
      const origin = mailLinkOrigin(context)
      const callbackUrl = `${origin}${localizePathname('/reservation-paid', context.locale)}?reservation=${context.params.id}`
      const step = await payReservation(await context.db(), context.params.id, context.body, callbackUrl, payments(), now())
      if ('refused' in step) refuse(step)
      return step
    }),
    implementCallingOut(submitStcPayOtpOperation, async ({ db, params, body }) => {
      const step = await submitStcPayOtp(await db(), params.id, body.otp, payments(), now())
      if ('refused' in step) refuse(step)
      return step
    }),
    implement(confirmReservationPaymentOperation, async ({ db, params, body }) => {
      const step = await confirmPayment(await db(), params.id, body.paymentId, payments(), now())
      if ('refused' in step) refuse(step)
      wakeOutbox()
      return step
    }),
    implement(cancelReservationOperation, async ({ db, params, locale }) => {
      const database = await db()
      const cancelled = await cancelReservation(database, params.id, now())
      if ('refused' in cancelled) refuse(cancelled)
      wakeOutbox()
      return (await getReservation(database, params.id, locale, payments()))!
    }),
    implement(moyasarWebhookOperation, async ({ db, body }) => {
      if (!sameSecret(body.secret_token, await webhookSecret()))
        throw new ApiError(401, 'unauthenticated', reservationMessages.webhookRefused)
      // Moyasar sends an event again until it is answered 2xx: a gateway it cannot reach now is a 503.
      await handlePaymentEvent(await db(), { id: body.id, type: body.type, paymentId: body.data.id }, payments(), now()).catch(
        (error: unknown) => {
          if (error instanceof PaymentGatewayError) throw new ApiError(503, 'payment_unavailable', reservationMessages.paymentUnavailable)
          throw error
        },
      )
      wakeOutbox()
      return { received: true as const }
    }),
    implement(listStaffReservationsOperation, async (context) => {
      staffOf(context)
      return { items: await listStaffReservations(await context.db(), context.locale) }
    }),
    implement(convertReservationOperation, async (context) => {
      const staff = staffOf(context)
      const converted = await convertReservation(
        await context.db(),
        { id: staff.id, email: staff.email, name: staff.name },
        context.params.id,
        now(),
      )
      if ('refused' in converted) refuse(converted, reservationMessages.notHeld)
      return converted
    }),
  ]
}
