/** The staff inbox of orders in the dealer API (see ./operation.ts, ./staff-orders.ts, decision 0053). */
import { z } from 'zod'
import { defineOperation } from './operation'
import { calendarDayInputSchema, isoDateTimeSchema, pageSchema } from './common'
import { orderReferenceSchema, orderStatuses, orderTypes, purchaseTypes } from './orders'
import { changeOrderStatusSchema, inboxStatuses, staffOrderLimits, staffOrderSorts } from './staff-orders'

export { staffOrderSorts, type StaffOrderSort } from './staff-orders'
import { citySlugs } from './values'

/** The inbox's filters, as the API reads them from the query (every one optional). */
export const listStaffOrdersInputSchema = z.object({
  status: z.enum(inboxStatuses).optional(),
  type: z.enum(orderTypes).optional(),
  purchaseType: z.enum(purchaseTypes).optional(),
  city: z.enum(citySlugs).optional(),
  /** Confirmed on or after this day, Saudi time. */
  from: calendarDayInputSchema.optional(),
  /** Confirmed on or before this day, Saudi time. */
  to: calendarDayInputSchema.optional(),
  /** A reference (or its start) or a mobile number, typed any way a Saudi types them. */
  q: z.string().max(staffOrderLimits.searchMaxLength).optional(),
  sort: z.enum(staffOrderSorts).default('newest'),
  page: pageSchema.default(1),
})
export type ListStaffOrdersInput = z.input<typeof listStaffOrdersInputSchema>
export type ListStaffOrdersQuery = z.output<typeof listStaffOrdersInputSchema>

const placeSchema = z.object({ slug: z.string(), name: z.string() })

export const staffOrderSummarySchema = z.object({
  reference: z.string(),
  type: z.enum(orderTypes),
  purchaseType: z.enum(purchaseTypes),
  status: z.enum(orderStatuses),
  /** The buyer, or the company's contact person. */
  contactName: z.string(),
  companyName: z.string().nullable(),
  /** E.164. */
  mobile: z.string(),
  city: placeSchema,
  carTitle: z.string(),
  verifiedAt: isoDateTimeSchema,
  /** A company order nobody has answered within appConfig.companyOrderReplyHours of its confirmation. */
  replyOverdue: z.boolean(),
})
export type StaffOrderSummary = z.output<typeof staffOrderSummarySchema>

export const staffOrderListSchema = z.object({
  items: z.array(staffOrderSummarySchema),
  total: z.number().int().nonnegative(),
  page: pageSchema,
  pageSize: z.number().int().positive(),
})
export type StaffOrderList = z.output<typeof staffOrderListSchema>

export const staffOrderSchema = z.object({
  reference: z.string(),
  type: z.enum(orderTypes),
  purchaseType: z.enum(purchaseTypes),
  status: z.enum(orderStatuses),
  /** The language the visitor ordered in: their text messages are written in it. */
  locale: z.enum(['ar', 'en']),
  placedAt: isoDateTimeSchema,
  verifiedAt: isoDateTimeSchema,
  car: z.object({ id: z.number().int().nullable(), title: z.string() }),
  city: placeSchema,
  contact: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
  company: z
    .object({ name: z.string(), ceoName: z.string(), headquartersAddress: z.string(), activity: z.string(), quantity: z.number().int() })
    .nullable(),
  bank: placeSchema.nullable(),
  /** An individual's finance answers (credit data: sales and admin only). */
  finance: z
    .object({
      workSector: z.string(),
      salary: z.number(),
      monthlyCommitments: z.number(),
      downPayment: z.number(),
      installmentMonths: z.number().int(),
      hasMortgage: z.boolean(),
      hasPaymentDelays: z.boolean(),
      licenceStatus: z.string(),
      consentAt: isoDateTimeSchema.nullable(),
    })
    .nullable(),
  /** When the finance answers were erased, the order having been closed for their retention (PDPL). */
  creditErasedAt: isoDateTimeSchema.nullable(),
  replyOverdue: z.boolean(),
  /** Oldest first: each status, when, who set it (null: the visitor's own confirmation) and the staff note. */
  history: z.array(
    z.object({ status: z.enum(orderStatuses), at: isoDateTimeSchema, staffName: z.string().nullable(), note: z.string().nullable() }),
  ),
  /** The steps staff may take from the current status. */
  nextStatuses: z.array(z.enum(orderStatuses)),
})
export type StaffOrder = z.output<typeof staffOrderSchema>

const referenceParamsSchema = z.object({ reference: orderReferenceSchema })

export const listStaffOrdersOperation = defineOperation({
  method: 'get',
  path: '/staff/orders',
  operationId: 'listStaffOrders',
  summary: 'The inbox of confirmed orders, filtered, sorted and paged',
  description: [
    'Orders the visitor confirmed by SMS (never those still `awaiting_verification`), 20 a page. `q` finds a',
    'reference (whole, or its start, in any case, with or without the dash) or a mobile number written any',
    'Saudi way. `from` and `to` are days in Saudi time and bound the confirmation time. `replyOverdue` marks a',
    'company order still `received` 24 hours after it was confirmed.',
  ].join(' '),
  tag: 'staff',
  query: listStaffOrdersInputSchema,
  response: staffOrderListSchema,
  staff: 'inbox',
})

export const getStaffOrderOperation = defineOperation({
  method: 'get',
  path: '/staff/orders/:reference',
  operationId: 'getStaffOrder',
  summary: 'One order with every field, its status history and the steps it may take',
  tag: 'staff',
  params: referenceParamsSchema,
  response: staffOrderSchema,
  staff: 'inbox',
  canBeNotFound: true,
})

export const changeStaffOrderStatusOperation = defineOperation({
  method: 'post',
  path: '/staff/orders/:reference/status',
  operationId: 'changeStaffOrderStatus',
  summary: 'Move an order to its next status, with an internal note; the visitor is told by SMS',
  description: [
    'Only the next steps of `nextStatuses` are accepted (else 400 naming `status`). `from` is the status the',
    'caller saw: if the order has moved since, the answer is 409 `conflict` and nothing changes, so two staff',
    'members, or one click sent twice, never apply a step twice. With an `Idempotency-Key`, a repeat gets the',
    'first answer. The status, its history line, the audit log and the SMS to the visitor (in the language they',
    'ordered in) are written in one transaction. The note is never shown or sent to the visitor.',
  ].join(' '),
  tag: 'staff',
  params: referenceParamsSchema,
  body: changeOrderStatusSchema,
  response: staffOrderSchema,
  successStatus: 200,
  idempotency: 'optional',
  staff: 'inbox',
  canBeNotFound: true,
  conflict: 'The order is no longer at `from`: another change came first, nothing was changed; read the order again',
})
