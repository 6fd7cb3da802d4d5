/**
 * The orders CSV's column titles and values in the staff member's language (decision 0087). Their
 * own context: a spreadsheet's column reads differently from a label on the page.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '../../../app.config'
import type { LicenceStatus, OrderStatus, OrderType, PurchaseType, WorkSector } from '../../contract/orders'
import type { OrderCsvTexts } from '../../domain/staff-orders-export'

const columns: Record<keyof OrderCsvTexts['columns'], MessageDescriptor> = {
  reference: msg({ context: 'orders CSV', message: 'Order reference', comment: 'Orders CSV export: column title' }),
  stage: msg({ context: 'orders CSV', message: 'Stage', comment: 'Orders CSV export: column title (the order’s stage)' }),
  type: msg({ context: 'orders CSV', message: 'Buyer type', comment: 'Orders CSV export: column title (individual or company)' }),
  purchaseType: msg({ context: 'orders CSV', message: 'Payment', comment: 'Orders CSV export: column title (cash or finance)' }),
  confirmedAt: msg({
    context: 'orders CSV',
    message: 'Confirmed (Riyadh time)',
    comment: 'Orders CSV export: column title, when the buyer confirmed the order',
  }),
  name: msg({ context: 'orders CSV', message: 'Name', comment: 'Orders CSV export: column title (the buyer or company contact)' }),
  mobile: msg({ context: 'orders CSV', message: 'Mobile', comment: 'Orders CSV export: column title' }),
  email: msg({ context: 'orders CSV', message: 'E-mail', comment: 'Orders CSV export: column title' }),
  company: msg({ context: 'orders CSV', message: 'Company', comment: 'Orders CSV export: column title (company name)' }),
  quantity: msg({ context: 'orders CSV', message: 'Quantity', comment: 'Orders CSV export: column title (cars a company orders)' }),
  city: msg({ context: 'orders CSV', message: 'City', comment: 'Orders CSV export: column title' }),
  car: msg({ context: 'orders CSV', message: 'Car', comment: 'Orders CSV export: column title' }),
  bank: msg({ context: 'orders CSV', message: 'Bank', comment: 'Orders CSV export: column title (finance partner)' }),
  assignee: msg({ context: 'orders CSV', message: 'Assigned to', comment: 'Orders CSV export: column title (salesperson)' }),
  firstReplyAt: msg({
    context: 'orders CSV',
    message: 'First reply (Riyadh time)',
    comment: 'Orders CSV export: column title, when staff first recorded a contact with the buyer',
  }),
  replyDueAt: msg({
    context: 'orders CSV',
    message: 'Reply due by (Riyadh time)',
    comment: 'Orders CSV export: column title, the 24-hour deadline of a company order still without a reply',
  }),
  workSector: msg({ context: 'orders CSV', message: 'Work sector', comment: 'Orders CSV export: column title (admins only)' }),
  salary: msg({ context: 'orders CSV', message: 'Monthly salary (SAR)', comment: 'Orders CSV export: column title (admins only)' }),
  monthlyCommitments: msg({
    context: 'orders CSV',
    message: 'Monthly commitments (SAR)',
    comment: 'Orders CSV export: column title (admins only)',
  }),
  downPayment: msg({ context: 'orders CSV', message: 'Down payment (SAR)', comment: 'Orders CSV export: column title (admins only)' }),
  installmentMonths: msg({
    context: 'orders CSV',
    message: 'Finance term (months)',
    comment: 'Orders CSV export: column title (admins only)',
  }),
  hasMortgage: msg({ context: 'orders CSV', message: 'Mortgage', comment: 'Orders CSV export: column title (admins only), yes or no' }),
  hasPaymentDelays: msg({
    context: 'orders CSV',
    message: 'Late payments',
    comment: 'Orders CSV export: column title (admins only), yes or no',
  }),
  licenceStatus: msg({ context: 'orders CSV', message: 'Driving licence', comment: 'Orders CSV export: column title (admins only)' }),
}

const stages: Record<Exclude<OrderStatus, 'awaiting_verification'>, MessageDescriptor> = {
  received: msg({ context: 'orders CSV', message: 'New', comment: 'Orders CSV export: stage of an order nobody has acted on' }),
  under_review: msg({ context: 'orders CSV', message: 'Under review', comment: 'Orders CSV export: order stage' }),
  contacted: msg({ context: 'orders CSV', message: 'Contacted', comment: 'Orders CSV export: order stage' }),
  approved: msg({ context: 'orders CSV', message: 'Approved', comment: 'Orders CSV export: order stage' }),
  ready: msg({ context: 'orders CSV', message: 'Car ready', comment: 'Orders CSV export: order stage' }),
  completed: msg({ context: 'orders CSV', message: 'Completed', comment: 'Orders CSV export: order stage (closed)' }),
  rejected: msg({ context: 'orders CSV', message: 'Declined by us', comment: 'Orders CSV export: order stage (closed)' }),
  finance_declined: msg({ context: 'orders CSV', message: 'Finance declined', comment: 'Orders CSV export: order stage (closed)' }),
  cancelled: msg({ context: 'orders CSV', message: 'Cancelled by the buyer', comment: 'Orders CSV export: order stage (closed)' }),
  duplicate: msg({ context: 'orders CSV', message: 'Duplicate', comment: 'Orders CSV export: order stage (closed)' }),
  lost: msg({ context: 'orders CSV', message: 'Lost to another dealer', comment: 'Orders CSV export: order stage (closed)' }),
}

const types: Record<OrderType | PurchaseType, MessageDescriptor> = {
  individual: msg({ context: 'orders CSV', message: 'Individual', comment: 'Orders CSV export: buyer type' }),
  company: msg({ context: 'orders CSV', message: 'Company', comment: 'Orders CSV export: buyer type' }),
  cash: msg({ context: 'orders CSV', message: 'Cash', comment: 'Orders CSV export: payment' }),
  finance: msg({ context: 'orders CSV', message: 'Finance', comment: 'Orders CSV export: payment' }),
}

const answers: Record<WorkSector | LicenceStatus, MessageDescriptor> = {
  government: msg({ context: 'orders CSV', message: 'Government', comment: 'Orders CSV export: work sector' }),
  military: msg({ context: 'orders CSV', message: 'Military', comment: 'Orders CSV export: work sector' }),
  private: msg({ context: 'orders CSV', message: 'Private sector', comment: 'Orders CSV export: work sector' }),
  retired: msg({ context: 'orders CSV', message: 'Retired', comment: 'Orders CSV export: work sector' }),
  valid: msg({ context: 'orders CSV', message: 'Valid', comment: 'Orders CSV export: driving licence status' }),
  expired: msg({ context: 'orders CSV', message: 'Expired', comment: 'Orders CSV export: driving licence status' }),
  none: msg({ context: 'orders CSV', message: 'None', comment: 'Orders CSV export: driving licence status (the buyer has none)' }),
}

const yes = msg({ context: 'orders CSV', message: 'Yes', comment: 'Orders CSV export: a yes-or-no answer' })
const no = msg({ context: 'orders CSV', message: 'No', comment: 'Orders CSV export: a yes-or-no answer' })

export function orderCsvTexts(i18n: I18n, locale: Locale): OrderCsvTexts {
  return {
    locale,
    columns: Object.fromEntries(Object.entries(columns).map(([key, label]) => [key, i18n._(label)])) as OrderCsvTexts['columns'],
    stage: (status) => (status === 'awaiting_verification' ? status : i18n._(stages[status])),
    type: (type) => i18n._(types[type]),
    purchaseType: (type) => i18n._(types[type]),
    yesNo: (value) => i18n._(value ? yes : no),
    answer: (code) => (code in answers ? i18n._(answers[code as keyof typeof answers]) : code),
  }
}
