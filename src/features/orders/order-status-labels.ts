import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BuyerStep, OrderType, PurchaseType } from '../../contract/orders'

/**
 * How an order's progress reads to the buyer, in each language (decision 0081): the buyer's steps,
 * not the dealer's internal stages, and a closed duplicate reads as closed, never as a refusal.
 */
export const orderStatusLabels: Record<BuyerStep, MessageDescriptor> = {
  awaiting_verification: msg({
    message: 'Awaiting confirmation',
    comment: 'Order status: waiting for the buyer to confirm with the code sent by SMS',
  }),
  received: msg({ message: 'Received', comment: 'Order status: the dealer received the order and is working on it' }),
  approved: msg({ message: 'Approved', comment: 'Order status: the order (or its bank finance) was approved' }),
  ready: msg({ message: 'Car ready', comment: 'Order status shown to the buyer: the car is ready for handover' }),
  completed: msg({ message: 'Completed', comment: 'Order status: the car was delivered' }),
  declined: msg({ message: 'Not approved', comment: 'Order status: the dealer or the bank declined the order' }),
  cancelled: msg({ message: 'Cancelled', comment: 'Order status shown to the buyer: cancelled at the buyer’s request' }),
  closed: msg({
    message: 'Closed',
    context: 'an order',
    comment: 'Order status shown to the buyer: the dealer closed the order (e.g. a duplicate)',
  }),
}

export const orderTypeLabels: Record<OrderType, MessageDescriptor> = {
  individual: msg({ message: 'Individual', comment: 'Buyer type of an order: a person' }),
  company: msg({ message: 'Company', comment: 'Buyer type of an order: a company' }),
}

export const purchaseTypeLabels: Record<PurchaseType, MessageDescriptor> = {
  cash: msg({ message: 'Cash', comment: 'Payment method of an order: paid in full, no finance' }),
  finance: msg({ message: 'Bank finance', comment: 'Payment method of an order: financed by a bank or finance company' }),
}
