import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { OrderStatus } from '../../contract/orders'
import type { StaffOrderSort } from '../../contract/staff-orders-api'

/**
 * How an order's status reads to staff. The buyer's wording (src/features/orders/order-status-labels.ts)
 * speaks to the buyer ("We contacted you"); staff need the step itself. Here in the back office's
 * frame, not in `staff-orders`: the frame's dashboard names the statuses too, and a desk uses the
 * frame, never the other way round (eslint.layers.js).
 */
export const staffOrderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  awaiting_verification: msg({
    message: 'Not confirmed',
    comment: 'Staff inbox, order status: the visitor has not yet confirmed the order with the SMS code',
  }),
  received: msg({ message: 'New', comment: 'Staff inbox, order status: confirmed by the visitor, nobody on staff has acted yet' }),
  under_review: msg({ message: 'Under review', comment: 'Staff inbox, order status: staff are reviewing the order' }),
  contacted: msg({ message: 'Contacted', comment: 'Staff inbox, order status: sales have called the buyer' }),
  approved: msg({ message: 'Approved', comment: 'Staff inbox, order status: the order (or its finance) was approved' }),
  ready: msg({ message: 'Car ready', comment: 'Staff inbox, order stage: the car is prepared for handover to the buyer' }),
  completed: msg({ message: 'Completed', comment: 'Staff inbox, order stage: the car was delivered; closed' }),
  rejected: msg({ message: 'Declined by us', comment: 'Staff inbox, order stage: the dealer declined the order; closed' }),
  finance_declined: msg({ message: 'Finance declined', comment: 'Staff inbox, order stage: the bank declined the finance; closed' }),
  cancelled: msg({ message: 'Cancelled by the buyer', comment: 'Staff inbox, order stage: the buyer withdrew the order; closed' }),
  duplicate: msg({ message: 'Duplicate', comment: 'Staff inbox, order stage: the same buyer ordered twice; closed without telling them' }),
  lost: msg({ message: 'Lost to another dealer', comment: 'Staff inbox, order stage: the buyer bought elsewhere; closed' }),
}

/**
 * When the buyer confirmed the order with the SMS code: the inbox column and the order page's label.
 * Its own context: the subscribers' view "Confirmed" (the confirmed people) reads differently in Arabic.
 */
export const orderConfirmedAtLabel: MessageDescriptor = msg({
  message: 'Confirmed',
  context: 'the date and time an order was confirmed',
  comment: 'Staff inbox column and staff order page: when the buyer confirmed the order with the SMS code',
})

export const staffOrderSortLabels: Record<StaffOrderSort, MessageDescriptor> = {
  newest: msg({ message: 'Newest first', comment: 'Staff inbox: sort orders with the most recently confirmed first' }),
  oldest: msg({ message: 'Oldest first', comment: 'Staff inbox: sort orders with the longest waiting first' }),
}

/** The colour of a status badge: new work stands out, closed orders recede. */
export const statusTone: Record<OrderStatus, string> = {
  awaiting_verification: 'bg-surface text-ink-soft',
  received: 'bg-accent-50 text-accent-600',
  under_review: 'bg-brand-50 text-brand-800',
  contacted: 'bg-brand-50 text-brand-800',
  approved: 'bg-brand-100 text-brand-900',
  ready: 'bg-brand-100 text-brand-900',
  completed: 'bg-surface text-ink-soft',
  rejected: 'bg-surface text-ink-soft',
  finance_declined: 'bg-surface text-ink-soft',
  cancelled: 'bg-surface text-ink-soft',
  duplicate: 'bg-surface text-ink-soft',
  lost: 'bg-surface text-ink-soft',
}
