import { msg, plural } from '@lingui/core/macro'
import type { Locale } from '../../../app.config'
import {
  answerTradeInOperation,
  downloadTradeInPhotoOperation,
  listTradeInsOperation,
  requestTradeInOperation,
  resendTradeInCodeOperation,
  trackTradeInOperation,
  uploadTradeInPhotoOperation,
  verifyTradeInOperation,
} from '../../contract/trade-ins-api'
import { answerTradeIn, listStaffTradeIns, readTradeInPhoto } from '../../domain/staff-trade-ins'
import { tradeInCodeText } from '../../domain/trade-in-messages'
import {
  createTradeIn,
  deliverFirstTradeInCode,
  resendTradeInCode,
  storeTradeInPhoto,
  trackTradeIn,
  verifyTradeIn,
  type TradeInRefusal,
} from '../../domain/trade-ins'
import type { OrderClient } from '../../domain/orders'
import { ApiError, apiMessages, RateLimitedError } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { prepareTradeInPhoto } from '../../server/trade-in-photo.server'
import type { Db } from '../../server/db/types'
import { implement, implementInTwoSteps, notFound, staffOf, type HandlerContext, type RouteDefinition } from '../route-kit'
import { wakeOutbox } from '../../server/outbox/outbox-worker.server'
import { codeStateAnswer, defaultOrderRouteDeps, type OrderRouteDeps } from './orders'

/** Where codes come from and how the estimate's text is sent on; the tests give their own. */
export type TradeInRouteDeps = Pick<OrderRouteDeps, 'sendSms' | 'codeSecret'> & { wakeOutbox: () => void }

const defaultTradeInRouteDeps: TradeInRouteDeps = {
  sendSms: defaultOrderRouteDeps.sendSms,
  codeSecret: defaultOrderRouteDeps.codeSecret,
  wakeOutbox,
}

export const tradeInMessages = {
  notFound: msg`No valuation request matches this reference and mobile number.`,
  codeExpired: msg`This code has expired. Please ask for a new code.`,
  codeLocked: msg`Too many wrong codes were entered, so this request has been locked. Please send a new request.`,
  alreadyVerified: msg`This valuation request has already been confirmed.`,
  smsFailed: msg`We could not send the code to your mobile. Please try again.`,
  photosExpired: msg({
    message: 'Your photos were kept for an hour only. Please choose them again and send the request.',
    comment: '“Value my car” form: the photos uploaded with the form were deleted before the request was sent',
  }),
  estimateStillValid: msg({
    message: 'This request already has an estimate that is still valid. A new one can be sent once it expires.',
    comment: 'Back office trade-in requests: refusal to change an estimate the buyer was promised',
  }),
}

function codeIncorrect(attemptsLeft: number) {
  return msg`The code is not correct. ${plural(attemptsLeft, { one: 'You have # more attempt.', other: 'You have # more attempts.' })}`
}

function refusalError(refusal: TradeInRefusal): ApiError {
  switch (refusal.refused) {
    case 'invalid':
      return new ApiError(
        400,
        'validation_failed',
        apiMessages.validationFailed,
        Object.fromEntries(Object.entries(refusal.fields).map(([field, key]) => [field, [fieldMessages[key]]])),
      )
    case 'not_found':
      return new ApiError(404, 'not_found', tradeInMessages.notFound)
    case 'rate_limited':
      return new RateLimitedError(refusal.retryAfterSeconds)
    case 'locked':
      return new ApiError(423, 'code_locked', tradeInMessages.codeLocked)
    case 'expired':
      return new ApiError(410, 'code_expired', tradeInMessages.codeExpired)
    case 'incorrect':
      return new ApiError(422, 'code_incorrect', codeIncorrect(refusal.attemptsLeft), undefined, { attemptsLeft: refusal.attemptsLeft })
    case 'already_verified':
      return new ApiError(409, 'already_verified', tradeInMessages.alreadyVerified)
    case 'sms_failed':
      return new ApiError(503, 'sms_failed', tradeInMessages.smsFailed)
    case 'photos_expired':
      return new ApiError(409, 'photos_expired', tradeInMessages.photosExpired)
  }
}

function unlessRefused<T extends object>(result: T | TradeInRefusal): T {
  if ('refused' in result) throw refusalError(result)
  return result
}

const client = (context: HandlerContext<unknown, unknown, unknown>): OrderClient => ({
  address: context.clientAddress,
  locale: context.locale,
})

/**
 * "Value my car" (decision 0102): the buyer's photos, request, code steps and tracking, and the
 * back office's list, estimate and photos. The code's secret and SMS sending are the order
 * routes' (the tests give their own); the estimate's text goes through the outbox, woken after.
 */
export function tradeInRoutes(deps: TradeInRouteDeps = defaultTradeInRouteDeps): RouteDefinition[] {
  const messaging = async (db: Db) => ({ secret: await deps.codeSecret(db), sendSms: deps.sendSms, codeText: tradeInCodeText })
  return [
    // Re-encoded here, outside any transaction: sharp's work never holds the database.
    implement(uploadTradeInPhotoOperation, async (context) => {
      const prepared = await prepareTradeInPhoto(new Uint8Array(await context.body.photo.arrayBuffer()))
      if (typeof prepared === 'string') {
        throw new ApiError(415, 'unsupported_media_type', apiMessages.unsupportedMediaType, { photo: [fieldMessages.tradeInPhotoType] })
      }
      const stored = await storeTradeInPhoto(await context.db(), prepared, client(context))
      if ('refused' in stored) throw new RateLimitedError(stored.retryAfterSeconds)
      return stored
    }),
    implementInTwoSteps(requestTradeInOperation, {
      store: async (context) => unlessRefused(await createTradeIn(await context.db(), context.body, client(context))),
      afterCommit: async (context, stored) => {
        const db = await context.db()
        const state = unlessRefused(await deliverFirstTradeInCode(db, stored.reference, client(context), await messaging(db)))
        return { reference: state.reference, status: 'awaiting_verification' as const, ...codeStateAnswer(state) }
      },
    }),
    implement(verifyTradeInOperation, async (context) => {
      const db = await context.db()
      const key = { reference: context.params.reference, mobile: context.body.mobile }
      return unlessRefused(await verifyTradeIn(db, key, context.body.code, client(context), await deps.codeSecret(db)))
    }),
    implement(resendTradeInCodeOperation, async (context) => {
      const db = await context.db()
      const key = { reference: context.params.reference, mobile: context.body.mobile }
      return codeStateAnswer(unlessRefused(await resendTradeInCode(db, key, client(context), await messaging(db))))
    }),
    implement(trackTradeInOperation, async (context) =>
      unlessRefused(await trackTradeIn(await context.db(), context.body, client(context))),
    ),
    implement(listTradeInsOperation, async (context) => listStaffTradeIns(await context.db(), context.query, context.locale)),
    implement(answerTradeInOperation, async (context) => {
      const staff = staffOf(context)
      const answer = await answerTradeIn(await context.db(), staff, context.params.id, context.body.amountSar, context.locale as Locale)
      if ('refused' in answer) {
        if (answer.refused === 'not_found') return notFound()
        throw new ApiError(409, 'conflict', tradeInMessages.estimateStillValid)
      }
      deps.wakeOutbox()
      return answer
    }),
    implement(downloadTradeInPhotoOperation, async (context) => {
      const photo = await readTradeInPhoto(await context.db(), context.params.id, context.params.photoId)
      return photo ?? notFound()
    }),
  ]
}
