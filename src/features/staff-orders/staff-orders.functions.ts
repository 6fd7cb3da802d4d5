import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, withLocale } from '../../contract/common'
import { orderReferenceSchema } from '../../contract/orders'
import { changeOrderStatusSchema } from '../../contract/staff-orders'
import {
  changeStaffOrderStatusOperation,
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

/** Moves an order one step with an internal note; the visitor is told by SMS in their language. */
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
