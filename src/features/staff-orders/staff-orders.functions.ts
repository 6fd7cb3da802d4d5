import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, withLocale } from '../../contract/common'
import { orderReferenceSchema } from '../../contract/orders'
import { addOrderNoteSchema, assignOrderSchema, changeOrderStatusSchema } from '../../contract/staff-orders'
import {
  addStaffOrderNoteOperation,
  assignStaffOrderOperation,
  changeStaffOrderStatusOperation,
  countAwaitingReplyOperation,
  getStaffOrderOperation,
  listStaffOrdersInputSchema,
  listStaffOrdersOperation,
} from '../../contract/staff-orders-api'
import { orNotFound } from '../api-call'
import { callAsStaff } from '../staff/staff-api.server'

/** One page of the orders inbox with the URL's filters, as the signed-in staff member. Never cached. */
export const fetchStaffOrders = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, query: listStaffOrdersInputSchema }))
  .handler(({ data }) => callAsStaff(listStaffOrdersOperation, { locale: data.locale, query: data.query }))

/** One order with every field and its history, as the signed-in staff member (404 page if unknown). Never cached. */
export const fetchStaffOrder = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, reference: orderReferenceSchema }))
  .handler(({ data }) => orNotFound(callAsStaff(getStaffOrderOperation, { locale: data.locale, params: { reference: data.reference } })))

/** Moves an order to a stage with an internal reason; the buyer is texted only at stages that concern them, unless told not to. */
export const changeStaffOrderStatus = createServerFn({ method: 'POST' })
  .validator(
    z.object({ ...withLocale, reference: orderReferenceSchema, step: changeOrderStatusSchema, idempotencyKey: idempotencyKeySchema }),
  )
  .handler(({ data }) =>
    callAsStaff(changeStaffOrderStatusOperation, {
      locale: data.locale,
      params: { reference: data.reference },
      body: data.step,
      idempotencyKey: data.idempotencyKey,
    }),
  )

/** An internal note on an order, without a stage change. */
export const addStaffOrderNote = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, reference: orderReferenceSchema, note: addOrderNoteSchema, idempotencyKey: idempotencyKeySchema }))
  .handler(({ data }) =>
    callAsStaff(addStaffOrderNoteOperation, {
      locale: data.locale,
      params: { reference: data.reference },
      body: data.note,
      idempotencyKey: data.idempotencyKey,
    }),
  )

/** Gives an order to a salesperson or admin, or to nobody. */
export const assignStaffOrder = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, reference: orderReferenceSchema, assignment: assignOrderSchema }))
  .handler(({ data }) =>
    callAsStaff(assignStaffOrderOperation, { locale: data.locale, params: { reference: data.reference }, body: data.assignment }),
  )

/** How many company orders wait for their first reply: the number beside "Orders" in the staff menu. Never cached. */
export const fetchAwaitingReplyCount = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => callAsStaff(countAwaitingReplyOperation, { locale: data.locale }))
