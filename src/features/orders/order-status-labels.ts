import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { OrderStatus, OrderType, PurchaseType } from '../../contract/orders'

/** How an order's status reads to the buyer, in each language. */
export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  awaiting_verification: msg({
    message: 'Awaiting confirmation',
    comment: 'Order status: waiting for the buyer to confirm with the code sent by SMS',
  }),
  received: msg({ message: 'Received', comment: 'Order status: the dealer received the order' }),
  under_review: msg({ message: 'Under review', comment: 'Order status: the dealer or bank is reviewing the order' }),
  contacted: msg({ message: 'We contacted you', comment: 'Order status: the sales team has called the buyer' }),
  approved: msg({ message: 'Approved', comment: 'Order status: the bank approved the finance' }),
  rejected: msg({ message: 'Not approved', comment: 'Order status: the bank declined the finance' }),
  completed: msg({ message: 'Completed', comment: 'Order status: the car was delivered' }),
}

export const orderTypeLabels: Record<OrderType, MessageDescriptor> = {
  individual: msg({ message: 'Individual', comment: 'Buyer type of an order: a person' }),
  company: msg({ message: 'Company', comment: 'Buyer type of an order: a company' }),
}

export const purchaseTypeLabels: Record<PurchaseType, MessageDescriptor> = {
  cash: msg({ message: 'Cash', comment: 'Payment method of an order: paid in full, no finance' }),
  finance: msg({ message: 'Bank finance', comment: 'Payment method of an order: financed by a bank or finance company' }),
}
