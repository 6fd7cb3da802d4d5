import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { OrderStatus, OrderType, PurchaseType } from '../../contract/orders'

/** How an order's status reads to the buyer, in each language. */
export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  awaiting_verification: msg`Awaiting confirmation`,
  received: msg`Received`,
  under_review: msg`Under review`,
  contacted: msg`We contacted you`,
  approved: msg`Approved`,
  rejected: msg`Not approved`,
  completed: msg`Completed`,
}

export const orderTypeLabels: Record<OrderType, MessageDescriptor> = {
  individual: msg`Individual`,
  company: msg`Company`,
}

export const purchaseTypeLabels: Record<PurchaseType, MessageDescriptor> = {
  cash: msg`Cash`,
  finance: msg`Bank finance`,
}
