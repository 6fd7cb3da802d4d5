import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, withLocale } from '../../contract/common'
import { orderReferenceSchema, resendOrderCodeSchema, trackOrderSchema, verifyOrderSchema } from '../../contract/orders'
import { requestTradeInSchema, tradeInPhotoUploadSchema } from '../../contract/trade-ins'
import {
  requestTradeInOperation,
  resendTradeInCodeOperation,
  trackTradeInOperation,
  uploadTradeInPhotoOperation,
  verifyTradeInOperation,
} from '../../contract/trade-ins-api'
import { getDealerApi } from '../../dealer-api/client'

/** One photo as it arrives: `multipart/form-data`, passed on to the dealer API as the file it is. */
const photoFormData = z.pipe(
  z.instanceof(FormData).transform((form): Record<string, unknown> => Object.fromEntries(form)),
  z.object({ ...withLocale, ...tradeInPhotoUploadSchema.shape }),
)

/** Uploads one photo of the car; the API decides its kind from its bytes and keeps it re-encoded for an hour. */
export const uploadTradeInPhoto = createServerFn({ method: 'POST' })
  .validator(photoFormData)
  .handler(({ data: { locale, photo } }) => getDealerApi().call(uploadTradeInPhotoOperation, { locale, body: { photo } }))

/**
 * Sends the request (with the ids of its uploaded photos) and has its code sent. The same
 * `idempotencyKey` with the same request answers the same reference again.
 */
export const requestTradeIn = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, request: requestTradeInSchema }))
  .handler(({ data }) =>
    getDealerApi().call(requestTradeInOperation, { locale: data.locale, body: data.request, idempotencyKey: data.idempotencyKey }),
  )

/** Confirms a request with the code from its text message and the mobile it was sent to. */
export const verifyTradeIn = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, reference: orderReferenceSchema, verification: verifyOrderSchema }))
  .handler(({ data }) =>
    getDealerApi().call(verifyTradeInOperation, { locale: data.locale, params: { reference: data.reference }, body: data.verification }),
  )

/** Sends a new code for a request awaiting its confirmation. */
export const resendTradeInCode = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, reference: orderReferenceSchema, resend: resendOrderCodeSchema }))
  .handler(({ data }) =>
    getDealerApi().call(resendTradeInCodeOperation, { locale: data.locale, params: { reference: data.reference }, body: data.resend }),
  )

/** A confirmed request and its estimate, by its reference and the mobile it was sent from. */
export const trackTradeIn = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, lookup: trackOrderSchema }))
  .handler(({ data }) => getDealerApi().call(trackTradeInOperation, { locale: data.locale, body: data.lookup }))
