import { msg, plural } from '@lingui/core/macro'
import { placeOrderOperation, resendOrderCodeOperation, trackOrderOperation, verifyOrderOperation } from '../../contract/orders-api'
import { announceVerifiedOrder } from '../../domain/order-notice'
import { orderCodeText } from '../../domain/order-messages'
import {
  createOrder,
  deliverFirstCode,
  resendCode,
  trackOrder,
  verifyOrder,
  type OrderClient,
  type OrderRefusal,
} from '../../domain/orders'
import { ApiError, apiMessages, RateLimitedError } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { offerDownPaymentMessage } from '../../lib/offer-down-payment-message'
import type { FieldErrorKey } from '../../contract/field-errors'
import { storedSecret } from '../../server/secrets.server'
import { getSmsGateway } from '../../server/sms/get-sms-gateway.server'
import { wakeOutbox } from '../../server/outbox/outbox-worker.server'
import type { Db } from '../../server/db/types'
import type { Locale } from '../../../app.config'
import { mailLinkOrigin } from './subscriptions'
import { implement, implementInTwoSteps, type HandlerContext, type RouteDefinition } from '../route-kit'

export const orderMessages = {
  notFound: msg`No order matches this reference and mobile number.`,
  codeExpired: msg`This code has expired. Please ask for a new code.`,
  codeLocked: msg`Too many wrong codes were entered, so this order has been locked. Please place a new order.`,
  alreadyVerified: msg`This order has already been confirmed.`,
  smsFailed: msg`We could not send the code to your mobile. Please try again.`,
}

export function codeIncorrect(attemptsLeft: number) {
  return msg`The code is not correct. ${plural(attemptsLeft, { one: 'You have # more attempt.', other: 'You have # more attempts.' })}`
}

/** Where codes and limits come from; the tests give their own. */
export type OrderRouteDeps = {
  sendSms: (message: { to: string; text: string }) => Promise<void>
  codeSecret: (db: Db) => Promise<string>
  afterVerified: () => void
}

/**
 * The code-hashing secret, read once per database (two queries each time made every order's code
 * step slower on PGlite, which runs one query at a time). Never read inside a transaction: the
 * callers pass the database itself.
 */
const codeSecrets = new WeakMap<Db, Promise<string>>()
function codeSecretOf(db: Db): Promise<string> {
  let secret = codeSecrets.get(db)
  if (!secret) {
    secret = storedSecret(db, 'order-codes')
    secret.catch(() => codeSecrets.delete(db))
    codeSecrets.set(db, secret)
  }
  return secret
}

export const defaultOrderRouteDeps: OrderRouteDeps = {
  sendSms: async (message) => {
    await getSmsGateway().send(message)
  },
  codeSecret: codeSecretOf,
  afterVerified: wakeOutbox,
}

function client(context: HandlerContext<unknown, unknown, unknown>): OrderClient {
  return { address: context.clientAddress, locale: context.locale }
}

/** The API's answer to a refusal: its status, code and sentence in the request's language. */
export function orderRefusalError(refusal: OrderRefusal, locale: Locale): ApiError {
  switch (refusal.refused) {
    case 'invalid': {
      const { leastDownPaymentSar } = refusal
      // An offer's least down payment is named in riyals, as the calculator names it.
      const messageOf = (key: FieldErrorKey) =>
        key === 'offerDownPayment' && leastDownPaymentSar !== undefined
          ? offerDownPaymentMessage(leastDownPaymentSar, locale, 'order')
          : fieldMessages[key]
      const fields = Object.fromEntries(Object.entries(refusal.fields).map(([field, key]) => [field, [messageOf(key)]]))
      return new ApiError(400, 'validation_failed', apiMessages.validationFailed, fields)
    }
    case 'not_found':
      return new ApiError(404, 'not_found', orderMessages.notFound)
    case 'rate_limited':
      return new RateLimitedError(refusal.retryAfterSeconds)
    case 'locked':
      return new ApiError(423, 'code_locked', orderMessages.codeLocked)
    case 'expired':
      return new ApiError(410, 'code_expired', orderMessages.codeExpired)
    case 'incorrect':
      return new ApiError(422, 'code_incorrect', codeIncorrect(refusal.attemptsLeft), undefined, { attemptsLeft: refusal.attemptsLeft })
    case 'already_verified':
      return new ApiError(409, 'already_verified', orderMessages.alreadyVerified)
    case 'sms_failed':
      return new ApiError(503, 'sms_failed', orderMessages.smsFailed)
  }
}

export function unlessRefused<T extends object>(result: T | OrderRefusal, locale: Locale): T {
  if ('refused' in result) throw orderRefusalError(result, locale)
  return result
}

export const codeStateAnswer = (state: { expiresAt: Date; resendAvailableAt: Date }) => ({
  expiresAt: state.expiresAt.toISOString(),
  resendAvailableAt: state.resendAvailableAt.toISOString(),
})

export function orderRoutes(deps: OrderRouteDeps = defaultOrderRouteDeps): RouteDefinition[] {
  const messaging = async (db: Db) => ({ secret: await deps.codeSecret(db), sendSms: deps.sendSms, codeText: orderCodeText })
  return [
    // The order is stored in the request's idempotent transaction; its code is sent after the
    // commit, by this request or, after a failure, by the repeat of it.
    implementInTwoSteps(placeOrderOperation, {
      store: async (context) => unlessRefused(await createOrder(await context.db(), context.body, client(context)), context.locale),
      afterCommit: async (context, stored) => {
        const db = await context.db()
        const state = unlessRefused(await deliverFirstCode(db, stored.reference, client(context), await messaging(db)), context.locale)
        return { reference: state.reference, status: 'awaiting_verification' as const, ...codeStateAnswer(state) }
      },
    }),
    implement(verifyOrderOperation, async (context) => {
      const db = await context.db()
      const verified = unlessRefused(
        await verifyOrder(db, { reference: context.params.reference, mobile: context.body.mobile }, context.body.code, client(context), {
          secret: await deps.codeSecret(db),
          announce: (tx, order) => announceVerifiedOrder(tx, order, { origin: mailLinkOrigin(context) }),
        }),
        context.locale,
      )
      deps.afterVerified()
      return verified
    }),
    implement(resendOrderCodeOperation, async (context) => {
      const db = await context.db()
      const key = { reference: context.params.reference, mobile: context.body.mobile }
      return codeStateAnswer(unlessRefused(await resendCode(db, key, client(context), await messaging(db)), context.locale))
    }),
    implement(trackOrderOperation, async (context) =>
      unlessRefused(await trackOrder(await context.db(), context.body, client(context)), context.locale),
    ),
  ]
}
