/**
 * The staff inbox of orders (decisions 0053, 0081): the stages staff move an order through, the
 * notes and the assignee, and what the inbox and an order's page show. The writes are in zod/mini
 * because the order page's forms validate with the same schemas in the browser (decision 0021).
 */
import * as z from 'zod/mini'
import { isClosedStage, orderContactChannels, orderStatuses, staffOrderStages, type OrderStatus } from './orders.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { optionalText, requiredText } from './text.ts'
import { staffOrderLimits } from './staff-inbox-values.ts'

export {
  inboxAssignees,
  inboxQueues,
  type InboxQueue,
  inboxStatuses,
  staffOrderLimits,
  staffOrderSorts,
  type InboxAssignee,
  type InboxStatus,
  type StaffOrderSort,
} from './staff-inbox-values.ts'

/**
 * Where staff may move an order from `from`: any stage but the one it is at (decision 0081). An
 * order still `awaiting_verification` is not the dealer's work yet (the visitor never confirmed the
 * mobile), so it takes no step from staff.
 */
export function nextStatusesOf(status: OrderStatus): readonly OrderStatus[] {
  if (status === 'awaiting_verification') return []
  return staffOrderStages.filter((stage) => stage !== status)
}

export function mayMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatusesOf(from).includes(to)
}

/** Closing an order, and reopening a closed one, must say why (the history keeps it for staff). */
export const stageChangeNeedsReason = (from: string, to: string): boolean => isClosedStage(to) || isClosedStage(from)

const issue = (key: FieldErrorKey) => ({ error: key })

/**
 * One stage change. `from` is the stage the staff member saw: when the order has moved since (a
 * colleague, or this same click sent twice), the change is refused with 409 instead of being
 * applied to a state nobody looked at. `reason` is internal (required to close or reopen);
 * `notify: false` is "do not notify": no SMS even at a stage that would text the buyer.
 */
export const changeOrderStatusSchema = z
  .object({
    from: z.enum(orderStatuses, issue('choice')),
    status: z.enum(staffOrderStages, issue('choice')),
    /** Internal: for staff only, never shown or sent to the visitor. */
    note: z.optional(optionalText(staffOrderLimits.noteMaxLength)),
    notify: z.optional(z.boolean(issue('choice'))),
  })
  .check(
    z.refine((step) => !stageChangeNeedsReason(step.from, step.status) || (step.note ?? '').trim().length > 0, {
      path: ['note'],
      ...issue('required'),
    }),
  )
export type ChangeOrderStatusInput = z.input<typeof changeOrderStatusSchema>

/**
 * A note on an order without a stage change. `contact`: the note records how staff reached the
 * buyer (decision 0087); the first such note is the order's first reply.
 */
export const addOrderNoteSchema = z.object({
  text: requiredText(staffOrderLimits.noteMaxLength),
  contact: z.optional(z.nullable(z.enum(orderContactChannels, issue('choice')))),
})
export type AddOrderNoteInput = z.input<typeof addOrderNoteSchema>

/** Who looks after an order: a sales or admin account's id, or null for nobody. */
export const assignOrderSchema = z.object({
  assigneeId: z.nullable(z.string(issue('choice')).check(z.minLength(1, issue('choice')), z.maxLength(100, issue('choice')))),
})
export type AssignOrderInput = z.input<typeof assignOrderSchema>
