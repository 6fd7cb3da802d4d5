import { msg, plural } from '@lingui/core/macro'
import {
  listBuyerOrdersOperation,
  removeBuyerAlertOperation,
  sendBuyerSignInCodeOperation,
  signInBuyerOperation,
  signOutBuyerOperation,
  withdrawBuyerOrderOperation,
} from '../../contract/buyer-orders-api'
import { alertsOfMobile, removeAlertOfMobile } from '../../domain/alerts'
import { listBuyerOrders, withdrawBuyerOrder } from '../../domain/buyer-orders'
import { sendBuyerSignInCode, signInBuyer, signOutBuyer, type BuyerSignInRefusal, type SignInCodeState } from '../../domain/buyer-sessions'
import { buyerSignInCodeText } from '../../domain/order-messages'
import { ApiError, RateLimitedError } from '../../lib/api-error'
import type { Db } from '../../server/db/types'
import { wakeOutbox } from '../../server/outbox/outbox-worker.server'
import { buyerOf, implement, type RouteDefinition } from '../route-kit'
import { codeIncorrect, defaultOrderRouteDeps, orderMessages, type OrderRouteDeps } from './orders'

export const buyerOrderMessages = {
  codeLocked: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
    return msg`Too many wrong codes were entered. Please ask for a new code in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`
  },
  notWithdrawable: msg`This order has already been approved or closed, so it can no longer be withdrawn here. Please call us about it.`,
}

function refusal(answer: BuyerSignInRefusal): ApiError {
  switch (answer.refused) {
    case 'rate_limited':
      return new RateLimitedError(answer.retryAfterSeconds)
    case 'locked':
      return new ApiError(423, 'code_locked', buyerOrderMessages.codeLocked(answer.retryAfterSeconds), undefined, {
        retryAfterSeconds: answer.retryAfterSeconds,
      })
    case 'expired':
      return new ApiError(410, 'code_expired', orderMessages.codeExpired)
    case 'incorrect':
      return new ApiError(422, 'code_incorrect', codeIncorrect(answer.attemptsLeft), undefined, { attemptsLeft: answer.attemptsLeft })
  }
}

const codeState = (state: SignInCodeState) => ({
  expiresAt: state.expiresAt.toISOString(),
  resendAvailableAt: state.resendAvailableAt.toISOString(),
})

/** Where codes go and what signs them; the tests give their own, as the order routes' do. */
export type BuyerRouteDeps = Pick<OrderRouteDeps, 'sendSms' | 'codeSecret'> & { afterWithdrawn: () => void }

export function buyerOrderRoutes(deps: BuyerRouteDeps = { ...defaultOrderRouteDeps, afterWithdrawn: wakeOutbox }): RouteDefinition[] {
  const client = (context: { clientAddress: string; locale: 'ar' | 'en' }) => ({ address: context.clientAddress, locale: context.locale })
  const secret = (db: Db) => deps.codeSecret(db)
  return [
    implement(sendBuyerSignInCodeOperation, async (context) => {
      const db = await context.db()
      const sent = await sendBuyerSignInCode(db, context.body.mobile, client(context), {
        secret: await secret(db),
        sendSms: deps.sendSms,
        codeText: buyerSignInCodeText,
      })
      if ('refused' in sent) throw refusal(sent)
      return codeState(sent)
    }),
    implement(signInBuyerOperation, async (context) => {
      const db = await context.db()
      const session = await signInBuyer(db, context.body, client(context), { secret: await secret(db) })
      if ('refused' in session) throw refusal(session)
      return { token: session.token, expiresAt: session.expiresAt.toISOString() }
    }),
    implement(listBuyerOrdersOperation, async (context) => {
      const buyer = buyerOf(context)
      const db = await context.db()
      return {
        mobile: buyer.mobile,
        expiresAt: buyer.expiresAt.toISOString(),
        orders: await listBuyerOrders(db, buyer.mobile, context.locale),
        alerts: await alertsOfMobile(db, buyer.mobile, context.locale),
      }
    }),
    implement(removeBuyerAlertOperation, async (context) =>
      removeAlertOfMobile(await context.db(), buyerOf(context).mobile, context.params.alertId),
    ),
    implement(withdrawBuyerOrderOperation, async (context) => {
      const buyer = buyerOf(context)
      const answer = await withdrawBuyerOrder(await context.db(), buyer.mobile, context.params.reference, context.locale)
      if ('refused' in answer) {
        if (answer.refused === 'not_found') throw new ApiError(404, 'not_found', orderMessages.notFound)
        throw new ApiError(409, 'not_withdrawable', buyerOrderMessages.notWithdrawable)
      }
      if (answer.notified) deps.afterWithdrawn()
      return { order: answer.order }
    }),
    implement(signOutBuyerOperation, async (context) => {
      await signOutBuyer(await context.db(), buyerOf(context))
      return { signedOut: true as const }
    }),
  ]
}
