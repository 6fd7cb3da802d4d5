/**
 * The staff inbox of orders (decision 0053): which steps an order may take, what staff send to
 * take one, and what the inbox and an order's page show. The status change is written in zod/mini
 * because the order page's form validates with the same schema in the browser (decision 0021).
 */
import * as z from 'zod/mini'
import { orderStatuses, type OrderStatus } from './orders.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { optionalText } from './text.ts'
import { staffOrderLimits } from './staff-inbox-values.ts'

export { inboxStatuses, staffOrderLimits, staffOrderSorts, type InboxStatus, type StaffOrderSort } from './staff-inbox-values.ts'

/**
 * The way an order goes once the visitor confirmed it: received → under review → contacted →
 * approved or rejected, and an approved order is completed. Only these steps are offered and
 * accepted; a rejected or completed order is closed. An order still `awaiting_verification` is not
 * the dealer's work yet (the visitor never confirmed the mobile), so it takes no step from staff.
 */
export const orderNextStatuses = {
  awaiting_verification: [],
  received: ['under_review'],
  under_review: ['contacted'],
  contacted: ['approved', 'rejected'],
  approved: ['completed'],
  rejected: [],
  completed: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>

/** The statuses staff can move an order to. */
export const staffSetStatuses = ['under_review', 'contacted', 'approved', 'rejected', 'completed'] as const

export function nextStatusesOf(status: OrderStatus): readonly OrderStatus[] {
  return orderNextStatuses[status]
}

export function mayMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatusesOf(from).includes(to)
}

const issue = (key: FieldErrorKey) => ({ error: key })

/**
 * One step for an order. `from` is the status the staff member saw: when the order has moved since
 * (a colleague, or this same click sent twice), the step is refused with 409 instead of being
 * applied to a state nobody looked at.
 */
export const changeOrderStatusSchema = z.object({
  from: z.enum(orderStatuses, issue('choice')),
  status: z.enum(staffSetStatuses, issue('choice')),
  /** Internal: for staff only, never shown or sent to the visitor. */
  note: z.optional(optionalText(staffOrderLimits.noteMaxLength)),
})
export type ChangeOrderStatusInput = z.input<typeof changeOrderStatusSchema>
