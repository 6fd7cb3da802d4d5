/**
 * Orders staff take for a buyer on the phone or in the showroom (decision 0092): the buyer's own
 * order, stored in the request's idempotent transaction, its code sent after the commit, as
 * `placeOrder` does; the refusals answer as the buyer's code steps do.
 */
import { placeStaffOrderOperation, resendStaffOrderCodeOperation, verifyStaffOrderOperation } from '../../contract/staff-orders-api'
import { announceVerifiedOrder } from '../../domain/order-notice'
import { orderCodeText } from '../../domain/order-messages'
import { deliverFirstCode } from '../../domain/orders'
import { placeStaffOrder, resendStaffOrderCode, staffClient, verifyStaffOrder } from '../../domain/staff-placed-orders'
import type { Db } from '../../server/db/types'
import { implement, implementInTwoSteps, staffOf, type RouteDefinition } from '../route-kit'
import { codeStateAnswer, defaultOrderRouteDeps, unlessRefused, type OrderRouteDeps } from './orders'
import { mailLinkOrigin } from './subscriptions'

export function staffPlacedOrderRoutes(deps: OrderRouteDeps = defaultOrderRouteDeps): RouteDefinition[] {
  const messaging = async (db: Db) => ({ secret: await deps.codeSecret(db), sendSms: deps.sendSms, codeText: orderCodeText })
  return [
    implementInTwoSteps(placeStaffOrderOperation, {
      store: async (context) =>
        unlessRefused(
          await placeStaffOrder(await context.db(), staffOf(context), context.body, {
            locale: context.locale,
            announce: (tx, order) => announceVerifiedOrder(tx, order, { origin: mailLinkOrigin(context) }),
          }),
          context.locale,
        ),
      afterCommit: async (context, stored) => {
        if (stored.status === 'received') {
          deps.afterVerified()
          return { reference: stored.reference, status: 'received' as const, expiresAt: null, resendAvailableAt: null }
        }
        const db = await context.db()
        const client = staffClient(staffOf(context), context.locale)
        const state = unlessRefused(await deliverFirstCode(db, stored.reference, client, await messaging(db)), context.locale)
        return { reference: state.reference, status: 'awaiting_verification' as const, ...codeStateAnswer(state) }
      },
    }),
    implement(verifyStaffOrderOperation, async (context) => {
      const db = await context.db()
      const verified = unlessRefused(
        await verifyStaffOrder(db, staffOf(context), context.params.reference, context.body.code, {
          locale: context.locale,
          secret: await deps.codeSecret(db),
          announce: (tx, order) => announceVerifiedOrder(tx, order, { origin: mailLinkOrigin(context) }),
        }),
        context.locale,
      )
      deps.afterVerified()
      return { reference: verified.reference, status: 'received' as const, ...(verified.summary ? { summary: verified.summary } : {}) }
    }),
    implement(resendStaffOrderCodeOperation, async (context) => {
      const db = await context.db()
      const state = unlessRefused(
        await resendStaffOrderCode(db, staffOf(context), context.params.reference, await messaging(db), { locale: context.locale }),
        context.locale,
      )
      return codeStateAnswer(state)
    }),
  ]
}
