/** The staff inbox of orders in the dealer API (see ./operation.ts, ./staff-orders.ts, decision 0053). */
import { z } from 'zod'
import { defineOperation } from './operation'
import { calendarDayInputSchema, isoDateTimeSchema, pageSchema } from './common'
import {
  codeResentSchema,
  orderContactChannels,
  orderReferenceSchema,
  orderStatuses,
  orderSummarySchema,
  orderTypes,
  placeOrderSchema,
  purchaseTypes,
  staffOrderChannels,
  staffOrderConfirmations,
  verificationCodeSchema,
} from './orders'
import { fileAnswerSchema } from './file-answer'
import {
  addOrderNoteSchema,
  assignOrderSchema,
  changeOrderStatusSchema,
  inboxAssignees,
  inboxQueues,
  inboxStatuses,
  staffOrderLimits,
  staffOrderSorts,
} from './staff-orders'

export { staffOrderSorts, type StaffOrderSort } from './staff-orders'
import { saudiCitySlugs } from './saudi-cities'

/** The inbox's filters, as the API reads them from the query (every one optional). */
export const listStaffOrdersInputSchema = z.object({
  status: z.enum(inboxStatuses).optional(),
  type: z.enum(orderTypes).optional(),
  purchaseType: z.enum(purchaseTypes).optional(),
  /** The buyer's (or a company's delivery) city, any Saudi city (decision 0086). */
  city: z.enum(saudiCitySlugs).optional(),
  /** Confirmed on or after this day, Saudi time. */
  from: calendarDayInputSchema.optional(),
  /** Confirmed on or before this day, Saudi time. */
  to: calendarDayInputSchema.optional(),
  /**
   * A reference (or its start), a mobile number typed any way a Saudi types them, or part of the
   * buyer's name, e-mail address or company name.
   */
  q: z.string().max(staffOrderLimits.searchMaxLength).optional(),
  /** `awaiting_reply`: company orders still waiting for their first recorded contact, by time left (overdue first). */
  queue: z.enum(inboxQueues).optional(),
  /** `mine`: the orders assigned to the caller; `nobody`: orders nobody is assigned to. */
  assignee: z.enum(inboxAssignees).optional(),
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
  /** A company order with no recorded contact within appConfig.companyOrderReplyHours of its confirmation. */
  replyOverdue: z.boolean(),
  /** When a company order still awaiting its first reply must have it (confirmation + 24 h); null once replied, closed, or not a company's. */
  replyDueAt: isoDateTimeSchema.nullable(),
  /** The staff member who looks after the order, or null. */
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
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
  /** The colour and the offer the buyer chose (decision 0084), named as when ordered. */
  color: z.string().nullable(),
  offer: z.object({ id: z.number().int().nullable(), title: z.string() }).nullable(),
  /** The buyer's city, or where a company's cars go. */
  city: placeSchema,
  /** The branch that handles the order; null once it was removed (or for an order from before branches were asked). */
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  contact: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
  /** A company's details; CR and VAT numbers (digits) and headquarters city are null on orders from before they were asked. */
  company: z
    .object({
      name: z.string(),
      crNumber: z.string().nullable(),
      vatNumber: z.string().nullable(),
      ceoName: z.string(),
      headquartersCity: placeSchema.nullable(),
      headquartersAddress: z.string(),
      activity: z.string(),
    })
    .nullable(),
  /** A company order's lines, in the order given (a quotation request); empty for an individual's order. */
  lines: z.array(
    z.object({
      car: z.object({ id: z.number().int().nullable(), title: z.string() }),
      color: z.string().nullable(),
      quantity: z.number().int(),
    }),
  ),
  bank: placeSchema.nullable(),
  /** An individual's finance answers (credit data: sales and admin only). */
  finance: z
    .object({
      workSector: z.string(),
      salary: z.number(),
      monthlyCommitments: z.number(),
      downPayment: z.number(),
      installmentMonths: z.number().int(),
      /** The plan's final (balloon) payment; 0 for none. */
      finalPayment: z.number(),
      hasMortgage: z.boolean(),
      hasPaymentDelays: z.boolean(),
      licenceStatus: z.string(),
      consentAt: isoDateTimeSchema.nullable(),
    })
    .nullable(),
  /** When the finance answers were erased, the order having been closed for their retention (PDPL). */
  creditErasedAt: isoDateTimeSchema.nullable(),
  replyOverdue: z.boolean(),
  replyDueAt: isoDateTimeSchema.nullable(),
  /** When staff first recorded a contact with the buyer (the first reply), or null. */
  firstReplyAt: isoDateTimeSchema.nullable(),
  /**
   * Oldest first: each stage, when, who set it (null: the visitor's own confirmation), the staff's
   * reason and whether the buyer was texted.
   */
  history: z.array(
    z.object({
      status: z.enum(orderStatuses),
      at: isoDateTimeSchema,
      staffName: z.string().nullable(),
      note: z.string().nullable(),
      notified: z.boolean(),
      /** On the `received` line of an order staff took (decision 0092): `phone` or `walk_in`; else null. */
      channel: z.enum(staffOrderChannels).nullable(),
      /** On that line: `sms_code` (the buyer read out the code) or `in_person`; else null. */
      confirmation: z.enum(staffOrderConfirmations).nullable(),
    }),
  ),
  /** The stages staff may move the order to: every stage but the current one (decision 0081). */
  nextStatuses: z.array(z.enum(orderStatuses)),
  /**
   * The exact text message each stage would send the buyer, in the language they ordered in,
   * rendered by the server that sends it; a stage missing here texts nobody.
   */
  notices: z.array(z.object({ status: z.enum(orderStatuses), text: z.string() })),
  /** The first words of a WhatsApp chat with the buyer, in the language they ordered in. */
  whatsappGreeting: z.string(),
  /** Internal notes, newest first: never shown or sent to the buyer. */
  notes: z.array(
    z.object({
      id: z.number().int(),
      at: isoDateTimeSchema,
      staffName: z.string(),
      text: z.string(),
      /** How staff reached the buyer, when the note records a contact; null for an internal note. */
      contactChannel: z.enum(orderContactChannels).nullable(),
    }),
  ),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Who the order can be assigned to: active sales and admin accounts. */
  assignableStaff: z.array(z.object({ id: z.string(), name: z.string() })),
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
    "Saudi way, or part of the buyer's name, e-mail address or company name (any case). `from` and `to` are days in",
    'Saudi time and bound the confirmation time. `queue=awaiting_reply` keeps the company orders still waiting for',
    'their first recorded contact, the least time left first (overdue ones lead). `replyOverdue` marks a company order',
    'with no recorded contact 24 hours after it was confirmed; a stage change alone is not a reply.',
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
  summary: 'Move an order to any stage, with an internal reason; the buyer is texted only at stages that concern them',
  description: [
    'Any stage of `nextStatuses` is accepted (else 400 naming `status`), closing outcomes and reopening a closed',
    'order included; closing or reopening needs a `note` (the internal reason, else 400 naming `note`). `from` is',
    'the stage the caller saw: if the order has moved since, the answer is 409 `conflict` and nothing changes, so',
    'two staff members, or one click sent twice, never apply a change twice. With an `Idempotency-Key`, a repeat',
    'gets the first answer. The buyer is texted (the text of `notices` for that stage, in the language they',
    'ordered in) only at approved, ready, completed and the two declines, and not when `notify` is false. The',
    'stage, its history line, the audit log and the SMS are written in one transaction. The note is never shown',
    'or sent to the buyer.',
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

export const addStaffOrderNoteOperation = defineOperation({
  method: 'post',
  path: '/staff/orders/:reference/notes',
  operationId: 'addStaffOrderNote',
  summary: 'Add an internal note to an order without changing its stage, or record a contact with the buyer',
  description: [
    'The note is kept with its author and time, audited, and never shown or sent to the buyer. With `contact`',
    "(`call`, `whatsapp` or `email`) it records how staff reached the buyer: the first one is the order's first",
    "reply, which keeps a company order's 24-hour promise and stops its reminders.",
  ].join(' '),
  tag: 'staff',
  params: referenceParamsSchema,
  body: addOrderNoteSchema,
  response: staffOrderSchema,
  successStatus: 201,
  idempotency: 'optional',
  staff: 'inbox',
  canBeNotFound: true,
})

export const assignStaffOrderOperation = defineOperation({
  method: 'put',
  path: '/staff/orders/:reference/assignee',
  operationId: 'assignStaffOrder',
  summary: 'Give an order to a salesperson or admin (or to nobody)',
  description: [
    'The assignee must be an active sales or admin account (else 400 naming `assigneeId`); `null` leaves the',
    'order unassigned. The change is audited with the previous assignee. The buyer is not told.',
  ].join(' '),
  tag: 'staff',
  params: referenceParamsSchema,
  body: assignOrderSchema,
  response: staffOrderSchema,
  successStatus: 200,
  staff: 'inbox',
  canBeNotFound: true,
})

/** The export's filters: the inbox's, without its sort and page (the file holds every order they find). */
export const exportStaffOrdersInputSchema = listStaffOrdersInputSchema.omit({ sort: true, page: true })
export type ExportStaffOrdersInput = z.input<typeof exportStaffOrdersInputSchema>

export const exportStaffOrdersOperation = defineOperation({
  method: 'get',
  path: '/staff/orders/export',
  operationId: 'exportStaffOrders',
  summary: "The orders the inbox's filters find, as CSV",
  description: [
    'Every order the same filters and search as `listStaffOrders` find, oldest confirmation first (the queue by time',
    "left), column titles in the request's language. The finance answers (credit data) are columns for admins only,",
    'and empty once erased after their retention. Each export is written to the staff audit log with its filters and',
    'row count.',
  ].join(' '),
  tag: 'staff',
  query: exportStaffOrdersInputSchema,
  response: fileAnswerSchema,
  download: { mediaTypes: ['text/csv'] },
  staff: 'inbox',
})

export const awaitingReplySchema = z.object({ count: z.number().int().nonnegative() })

export const countAwaitingReplyOperation = defineOperation({
  method: 'get',
  path: '/staff/orders/awaiting-reply',
  operationId: 'countAwaitingReply',
  summary: "How many company orders wait for their first reply (the staff menu's number)",
  tag: 'staff',
  response: awaitingReplySchema,
  staff: 'inbox',
})

/**
 * An order staff take for a buyer on the phone or in the showroom (decision 0092): the buyer's own
 * order form's fields and rules (`order`), how it was taken, and how the mobile is proven. Taken on
 * the phone, only by the SMS code the buyer reads out.
 */
export const placeStaffOrderSchema = z.object({
  order: placeOrderSchema,
  channel: z.enum(staffOrderChannels, { error: 'choice' }),
  confirmation: z.enum(staffOrderConfirmations, { error: 'choice' }),
})
export type PlaceStaffOrderInput = z.input<typeof placeStaffOrderSchema>

export const staffOrderPlacedSchema = z.object({
  reference: z.string(),
  /** `received` when taken in person; else `awaiting_verification` until the code is typed. */
  status: z.enum(['awaiting_verification', 'received']),
  /** When the code just sent stops working; null when taken in person. */
  expiresAt: isoDateTimeSchema.nullable(),
  /** When a new code may be asked for; null when taken in person. */
  resendAvailableAt: isoDateTimeSchema.nullable(),
})
export type StaffOrderPlaced = z.output<typeof staffOrderPlacedSchema>

export const verifyStaffOrderSchema = z.object({ code: verificationCodeSchema })

export const staffOrderVerifiedSchema = z.object({
  reference: z.string(),
  status: z.literal('received'),
  summary: z.optional(orderSummarySchema),
})

const staffCodeRules =
  "The buyer's own code rules hold: 6 digits, valid 10 minutes; 5 wrong codes lock the order (423 `code_locked`); a new code once a minute, at most 5 an hour to one mobile. Limits that count per address for a visitor count per staff member here."

export const placeStaffOrderOperation = defineOperation({
  method: 'post',
  path: '/staff/orders',
  operationId: 'placeStaffOrder',
  summary: 'Take an order for a buyer on the phone or in the showroom',
  description: [
    "The body's `order` is the buyer's own order (`placeOrder`'s body, the same checks). With `confirmation:",
    'sms_code` the order waits for the code sent to its mobile, which the buyer reads out to the staff member',
    '(`POST /staff/orders/{reference}/verification`). With `in_person` (only with `channel: walk_in`, else 400 naming',
    '`confirmation`) the staff member confirms the buyer is present and the mobile checked: the order is received at once.',
    'The order is assigned to the caller, audited, and the buyer gets the same "received" text and mail.',
    staffCodeRules,
  ].join(' '),
  tag: 'staff',
  body: placeStaffOrderSchema,
  response: staffOrderPlacedSchema,
  successStatus: 201,
  idempotency: 'required',
  canBeRateLimited: true,
  staff: 'inbox',
  refusals: { 503: 'The SMS gateway did not take the code (`sms_failed`): send the same request again with the same `Idempotency-Key`' },
})

export const verifyStaffOrderOperation = defineOperation({
  method: 'post',
  path: '/staff/orders/:reference/verification',
  operationId: 'verifyStaffOrder',
  summary: 'Confirm an order staff took with the code the buyer reads out',
  description: `Only for an order staff took that awaits its code (else 404). A right code makes it \`received\`, with the caller named in its history. ${staffCodeRules}`,
  tag: 'staff',
  params: referenceParamsSchema,
  body: verifyStaffOrderSchema,
  response: staffOrderVerifiedSchema,
  successStatus: 200,
  staff: 'inbox',
  canBeNotFound: true,
  canBeRateLimited: true,
  refusals: {
    410: 'The code has expired (`code_expired`): ask for a new one',
    422: 'The code is not the one sent (`code_incorrect`); `attemptsLeft` says how many more may be tried',
    423: 'Too many wrong codes locked the order (`code_locked`): take a new order',
  },
})

export const resendStaffOrderCodeOperation = defineOperation({
  method: 'post',
  path: '/staff/orders/:reference/verification/resend',
  operationId: 'resendStaffOrderCode',
  summary: 'Send the buyer a new code for an order staff took',
  description: staffCodeRules,
  tag: 'staff',
  params: referenceParamsSchema,
  response: codeResentSchema,
  successStatus: 202,
  staff: 'inbox',
  canBeNotFound: true,
  canBeRateLimited: true,
  refusals: {
    423: 'Too many wrong codes locked the order (`code_locked`): take a new order',
    503: 'The SMS gateway did not take the code (`sms_failed`): try again',
  },
})
