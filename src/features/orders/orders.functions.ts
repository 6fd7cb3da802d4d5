import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, withLocale } from '../../contract/common'
import { placeOrderOperation, resendOrderCodeOperation, trackOrderOperation, verifyOrderOperation } from '../../contract/orders-api'
import { orderReferenceSchema, placeOrderSchema, resendOrderCodeSchema, trackOrderSchema, verifyOrderSchema } from '../../contract/orders'
import { getDealerApi } from '../../dealer-api/client'

/**
 * Places an order and has its code sent. The same `idempotencyKey` with the same order answers
 * the same order again: a double click or a retry after a lost answer never makes two.
 */
export const placeOrder = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, order: placeOrderSchema }))
  .handler(({ data }) =>
    getDealerApi().call(placeOrderOperation, { locale: data.locale, body: data.order, idempotencyKey: data.idempotencyKey }),
  )

/** Confirms an order with the code from its text message and the mobile it was sent to. */
export const verifyOrder = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, reference: orderReferenceSchema, verification: verifyOrderSchema }))
  .handler(({ data }) =>
    getDealerApi().call(verifyOrderOperation, { locale: data.locale, params: { reference: data.reference }, body: data.verification }),
  )

/** Sends a new code for an order awaiting its confirmation. */
export const resendOrderCode = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, reference: orderReferenceSchema, resend: resendOrderCodeSchema }))
  .handler(({ data }) =>
    getDealerApi().call(resendOrderCodeOperation, { locale: data.locale, params: { reference: data.reference }, body: data.resend }),
  )

/** A verified order's status history, by its reference and the mobile it was placed with. */
export const trackOrder = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, lookup: trackOrderSchema }))
  .handler(({ data }) => getDealerApi().call(trackOrderOperation, { locale: data.locale, body: data.lookup }))
