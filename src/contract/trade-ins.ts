/**
 * "Value my car" (decision 0102): what a buyer sends, and what the API answers them. zod/mini:
 * the request form validates with the same schemas in the browser; the server function and the
 * API validate again with them. The code steps and tracking take the order's own schemas
 * (reference + mobile), so a trade-in request is confirmed and looked up exactly as an order is.
 */
import * as z from 'zod/mini'
import { parseAmount } from '../lib/amount.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { orderReferenceSchema, saudiMobileSchema } from './orders.ts'
import { saudiCitySlugs } from './saudi-city-slugs.ts'
import { requiredLine } from './text.ts'
import { newestTradeInYear, tradeInConditions, tradeInLimits, tradeInStates } from './trade-in-values.ts'

export * from './trade-in-values.ts'

const issue = (key: FieldErrorKey) => ({ error: key })

/** A whole number typed in any digits with separators (src/lib/amount.ts), within `[min, max()]`. */
function wholeNumber(key: FieldErrorKey, min: number, max: () => number) {
  return z.pipe(
    z.union([z.number(), z.string()], issue('required')),
    z.transform((value, context) => {
      const result = parseAmount(value, { min, max: max() })
      if (result.ok) return result.value
      context.issues.push({ code: 'custom', message: result.reason === 'empty' ? 'required' : key, input: value })
      return z.NEVER
    }),
  )
}

/** An uploaded photo's id, as `POST /trade-ins/photos` answered it. */
export const tradeInPhotoIdSchema = z.uuid()

/** The car and where it is: what staff need to estimate it, and nothing about its owner but the mobile. */
export const tradeInCarSchema = z.object({
  make: requiredLine(tradeInLimits.makeMaxLength),
  model: requiredLine(tradeInLimits.modelMaxLength),
  year: wholeNumber('tradeInYear', tradeInLimits.minYear, () => newestTradeInYear()),
  mileageKm: wholeNumber('mileage', 0, () => tradeInLimits.maxMileageKm),
  condition: z.enum(tradeInConditions, issue('choice')),
  city: z.enum(saudiCitySlugs, issue('choice')),
})

export const requestTradeInSchema = z.object({
  ...tradeInCarSchema.shape,
  /** Any Saudi spelling and digits; kept as E.164. The code is sent to it, and the estimate. */
  mobile: saudiMobileSchema,
  /** Photos uploaded first (`POST /trade-ins/photos`), at most `maxPhotos`. */
  photos: z._default(z.array(tradeInPhotoIdSchema).check(z.maxLength(tradeInLimits.maxPhotos)), []),
  /** A confirmed order of the same mobile the car is to be traded in against. */
  orderReference: z.optional(orderReferenceSchema),
})
export type RequestTradeInInput = z.input<typeof requestTradeInSchema>
export type RequestTradeIn = z.output<typeof requestTradeInSchema>

/** A photo as uploaded: `multipart/form-data`, the picture as a file. Its kind is decided from its bytes (415). */
export const tradeInPhotoUploadSchema = z.object({
  photo: z.file(issue('tradeInPhotoType')).check(z.maxSize(tradeInLimits.photoMaxBytes, issue('tradeInPhotoSize'))),
})

export const tradeInPhotoUploadedSchema = z.object({ id: tradeInPhotoIdSchema })
export type TradeInPhotoUploaded = z.output<typeof tradeInPhotoUploadedSchema>

export const tradeInVerifiedSchema = z.object({ reference: z.string(), status: z.literal('waiting') })
export type TradeInVerified = z.output<typeof tradeInVerifiedSchema>

const instant = z.iso.datetime({ offset: true })

/** A confirmed request as its buyer sees it, by reference and mobile. */
export const trackedTradeInSchema = z.object({
  reference: z.string(),
  car: z.object({
    make: z.string(),
    model: z.string(),
    year: z.number(),
    mileageKm: z.number(),
    condition: z.enum(tradeInConditions),
  }),
  /** The city's name in the request's language. */
  city: z.string(),
  photos: z.number(),
  /** The order it goes with, when the buyer named one. */
  orderReference: z.nullable(z.string()),
  requestedAt: instant,
  state: z.enum(tradeInStates),
  /** Staff's estimate in riyals and until when it holds; null while it is waiting. */
  estimate: z.nullable(z.object({ amountSar: z.number(), validUntil: instant, givenAt: instant })),
})
export type TrackedTradeIn = z.output<typeof trackedTradeInSchema>

export { orderReferenceSchema as tradeInReferenceSchema }
