import { msg } from '@lingui/core/macro'
import {
  addStaffOrderNoteOperation,
  assignStaffOrderOperation,
  changeStaffOrderStatusOperation,
  countAwaitingReplyOperation,
  exportStaffOrdersOperation,
  getStaffOrderOperation,
  listStaffOrdersOperation,
} from '../../contract/staff-orders-api'
import { countAwaitingReply } from '../../domain/order-reply'
import { exportStaffOrders } from '../../domain/staff-orders-export'
import { getI18nFor } from '../../lib/i18n/server-i18n'
import { orderCsvTexts } from './staff-orders-csv-texts'
import { staffMayUse } from '../../contract/staff'
import type { StaffOrder } from '../../contract/staff-orders-api'
import {
  addOrderNote,
  assignOrder,
  changeOrderStatus,
  getStaffOrder,
  listStaffOrders,
  type StaffOrderRefusal,
} from '../../domain/staff-orders'
import type { SignedInStaff } from '../../domain/staff-sessions'
import { recordCreditDataView } from '../../domain/credit-data-views'
import type { Db } from '../../server/db/types'
import { ApiError, apiMessages } from '../../lib/api-error'
import { wakeOutbox } from '../../server/outbox/outbox-worker.server'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'

export const staffOrderMessages = {
  notFound: msg`No confirmed order has this reference.`,
  stale: msg`This order was changed in the meantime. Please look at its current status and try again.`,
  notAllowed: msg`An order cannot move to this status from its current one.`,
  reasonRequired: msg({
    message: 'Say why the order is closed or reopened: your colleagues read it in the history.',
    comment: 'Staff order page: error under the reason field when closing or reopening an order without a reason',
  }),
  badAssignee: msg({
    message: 'Choose an active sales or admin account.',
    comment: 'Staff order page: error under the assignee choice when the account cannot take orders',
  }),
}

/** A refusal of the domain as the API's answer. */
function refuse(result: StaffOrderRefusal): never {
  if (result.refused === 'not_found') throw new ApiError(404, 'not_found', staffOrderMessages.notFound)
  if (result.refused === 'stale') throw new ApiError(409, 'conflict', staffOrderMessages.stale)
  if (result.refused === 'reason_required')
    throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { note: [staffOrderMessages.reasonRequired] })
  if (result.refused === 'bad_assignee')
    throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { assigneeId: [staffOrderMessages.badAssignee] })
  throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { status: [staffOrderMessages.notAllowed] })
}

/**
 * Finance answers are credit data: only roles of the inbox may see them. The operations already
 * refuse every other role; this keeps it so if one of them is ever opened more widely. Each answer
 * that shows them is written to the audit log (who, which order, when; never the answers).
 */
async function forRole(db: Db, order: StaffOrder, staff: SignedInStaff): Promise<StaffOrder> {
  if (!staffMayUse(staff.role, 'inbox')) return { ...order, finance: null, creditErasedAt: null }
  if (order.finance) await recordCreditDataView(db, staff, order.reference)
  return order
}

/** Where the staff orders routes send what they write; the tests give their own. */
export type StaffOrderRouteDeps = { afterChange: () => void }

export function staffOrderRoutes(deps: StaffOrderRouteDeps = { afterChange: wakeOutbox }): RouteDefinition[] {
  return [
    // The fixed paths before `/staff/orders/:reference`, which would otherwise take `export` for a reference.
    implement(exportStaffOrdersOperation, async (context) => {
      const staff = staffOf(context)
      const texts = orderCsvTexts(await getI18nFor(context.locale), context.locale)
      // Credit data leaves the app for admins only (decision 0087).
      return exportStaffOrders(await context.db(), staff, context.query, texts, { withCredit: staff.role === 'admin' })
    }),
    implement(countAwaitingReplyOperation, async (context) => ({ count: await countAwaitingReply(await context.db()) })),
    implement(listStaffOrdersOperation, async (context) =>
      listStaffOrders(await context.db(), context.query, context.locale, { staffId: staffOf(context).id }),
    ),
    implement(getStaffOrderOperation, async (context) => {
      const db = await context.db()
      const order = await getStaffOrder(db, context.params.reference, context.locale)
      if (!order) throw new ApiError(404, 'not_found', staffOrderMessages.notFound)
      return forRole(db, order, staffOf(context))
    }),
    implement(changeStaffOrderStatusOperation, async (context) => {
      const staff = staffOf(context)
      const db = await context.db()
      const { reference } = context.params
      const result = await changeOrderStatus(db, staff, reference, context.body)
      if ('refused' in result) refuse(result)
      // With an Idempotency-Key the change commits with its stored answer, a moment later: the
      // worker's first look may miss it, and it looks again on its own schedule.
      if (result.notified) deps.afterChange()
      const order = await getStaffOrder(db, reference, context.locale)
      if (!order) notFound()
      return forRole(db, order, staff)
    }),
    implement(addStaffOrderNoteOperation, async (context) => {
      const staff = staffOf(context)
      const db = await context.db()
      const { reference } = context.params
      const result = await addOrderNote(db, staff, reference, context.body)
      if ('refused' in result) refuse(result)
      const order = await getStaffOrder(db, reference, context.locale)
      if (!order) notFound()
      return forRole(db, order, staff)
    }),
    implement(assignStaffOrderOperation, async (context) => {
      const staff = staffOf(context)
      const db = await context.db()
      const { reference } = context.params
      const result = await assignOrder(db, staff, reference, context.body.assigneeId)
      if ('refused' in result) refuse(result)
      const order = await getStaffOrder(db, reference, context.locale)
      if (!order) notFound()
      return forRole(db, order, staff)
    }),
  ]
}
