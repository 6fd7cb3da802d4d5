import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, withLocale } from '../../contract/common'
import { orderReferenceSchema, verificationCodeSchema } from '../../contract/orders'
import { addOrderNoteSchema, assignOrderSchema, changeOrderStatusSchema } from '../../contract/staff-orders'
import {
  addStaffOrderNoteOperation,
  assignStaffOrderOperation,
  changeStaffOrderStatusOperation,
  countAwaitingReplyOperation,
  getStaffOrderOperation,
  listStaffOrdersInputSchema,
  listStaffOrdersOperation,
  placeStaffOrderOperation,
  placeStaffOrderSchema,
  resendStaffOrderCodeOperation,
  verifyStaffOrderOperation,
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

/**
 * Takes an order for a phone or walk-in buyer (decision 0092); the same `idempotencyKey` answers
 * the same order again, so a double click never takes two.
 */
export const placeStaffOrder = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, intake: placeStaffOrderSchema }))
  .handler(({ data }) =>
    callAsStaff(placeStaffOrderOperation, { locale: data.locale, body: data.intake, idempotencyKey: data.idempotencyKey }),
  )

/** Confirms an order staff took with the code the buyer reads out. */
export const verifyStaffOrder = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, reference: orderReferenceSchema, code: verificationCodeSchema }))
  .handler(({ data }) =>
    callAsStaff(verifyStaffOrderOperation, { locale: data.locale, params: { reference: data.reference }, body: { code: data.code } }),
  )

/** Sends the buyer a new code for an order staff took. */
export const resendStaffOrderCode = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, reference: orderReferenceSchema }))
  .handler(({ data }) => callAsStaff(resendStaffOrderCodeOperation, { locale: data.locale, params: { reference: data.reference } }))
