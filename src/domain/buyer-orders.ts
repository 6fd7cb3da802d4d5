/**
 * A signed-in buyer's orders (decision 0099): every confirmed order placed with the session's
 * mobile, read through the one order read-model and shown as tracking shows one, and the buyer's
 * own withdrawal of an order staff have not approved yet. Another mobile's order is never read:
 * each query names the session's mobile.
 */
import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { BuyerOrder } from '../contract/buyer-orders.ts'
import { buyerMayWithdraw, type OrderStatus } from '../contract/orders.ts'
import { orders, orderStatusHistory } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox, type NotificationSettings } from '../server/outbox/enqueue-outbox.server.ts'
import { orderNoticeText } from './order-messages.ts'
import { orderViewOf, selectOrdersWithNames } from './order-read-model.ts'
import { readOrderLines } from './order-lines.ts'
import { trackedOrderOf } from './orders.ts'
import { storedLocale } from '../lib/i18n/locale.ts'

export type WithdrawRefusal = { refused: 'not_found' } | { refused: 'not_withdrawable' }

/** The orders `where` names (always within one mobile's), newest first, as their buyer sees them. */
async function buyerOrdersWhere(db: Db, where: SQL, locale: Locale): Promise<BuyerOrder[]> {
  const found = await selectOrdersWithNames(db).where(where).orderBy(desc(orders.verifiedAt), desc(orders.id))
  if (found.length === 0) return []
  const history = await db
    .select({ orderId: orderStatusHistory.orderId, status: orderStatusHistory.status, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(
      inArray(
        orderStatusHistory.orderId,
        found.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))
  const historyOf = (orderId: string) => history.filter((entry) => entry.orderId === orderId)
  return Promise.all(
    found.map(async (row) => {
      const view = orderViewOf(row, await readOrderLines(db, row.order.id))
      return {
        ...trackedOrderOf(view, historyOf(row.order.id), locale),
        placedAt: (view.row.verifiedAt ?? view.row.createdAt).toISOString(),
        withdrawable: buyerMayWithdraw(view.status),
      }
    }),
  )
}

const confirmedOf = (mobile: string) => and(eq(orders.mobile, mobile), ne(orders.status, 'awaiting_verification'))!

/** Every confirmed order placed with `mobile`, newest first. */
export function listBuyerOrders(db: Db, mobile: string, locale: Locale): Promise<BuyerOrder[]> {
  return buyerOrdersWhere(db, confirmedOf(mobile), locale)
}

/**
 * Withdraws the buyer's order (decision 0081's `cancelled`, "by the buyer") while staff have not
 * approved it, in one transaction: the stage, a history line without a staff member (the buyer did
 * it), and the buyer's text message only when the stages' rules text one for it (`orderNoticeText`:
 * none for a cancellation the buyer asked for). The order's row is locked first, so a staff change
 * at the same moment takes its turn and finds it withdrawn, or the buyer finds it approved.
 */
export async function withdrawBuyerOrder(
  db: Db,
  mobile: string,
  reference: string,
  locale: Locale,
  { now = new Date(), settings }: { now?: Date; settings?: NotificationSettings } = {},
): Promise<{ order: BuyerOrder; notified: boolean } | WithdrawRefusal> {
  return db.transaction(async (tx) => {
    const thisOrder = and(confirmedOf(mobile), eq(orders.reference, reference))!
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, locale: orders.locale })
      .from(orders)
      .where(thisOrder)
      .for('update')
    if (!order) return { refused: 'not_found' as const }
    const answer = async (notified: boolean) => {
      const [shown] = await buyerOrdersWhere(tx, thisOrder, locale)
      return { order: shown!, notified }
    }
    // A repeat (a double tap, a retry after a lost answer) finds it done.
    if (order.status === 'cancelled') return answer(false)
    if (!buyerMayWithdraw(order.status)) return { refused: 'not_withdrawable' as const }
    const status: OrderStatus = 'cancelled'
    const text = await orderNoticeText(storedLocale(order.locale), reference, status)
    await tx.update(orders).set({ status }).where(eq(orders.id, order.id))
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status, at: now, notified: text !== null })
    if (text !== null) await enqueueOutbox(tx, { kind: 'sms.message', payload: { to: mobile, text } }, settings)
    return answer(text !== null)
  })
}
