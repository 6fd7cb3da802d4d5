/**
 * Trade-in requests in the back office (decision 0102): sales read what buyers sent about their
 * cars and answer each with an estimate in riyals, texted to the buyer. Classic zod, as the other
 * staff contracts; the lists and limits come from ./trade-in-values.ts.
 */
import { z } from 'zod'
import { locales } from '../../app.config.ts'
import { isoDateTimeSchema, pageSchema } from './common.ts'
import { tradeInConditions, tradeInFilters, tradeInLimits, tradeInStates } from './trade-in-values.ts'
import { parseAmount } from '../lib/amount.ts'

export const listTradeInsInputSchema = z.object({
  /** Waiting for an estimate (the default), estimated (still valid or expired), or all. */
  show: z.enum(tradeInFilters).default('waiting'),
  page: pageSchema.default(1),
})
export type ListTradeInsInput = z.input<typeof listTradeInsInputSchema>

export const tradeInIdSchema = z.object({ id: z.uuid() })
export const tradeInPhotoParamsSchema = z.object({ id: z.uuid(), photoId: z.uuid() })

export const staffTradeInSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  mileageKm: z.number().int(),
  condition: z.enum(tradeInConditions),
  /** The city's name in the request's language. */
  city: z.string(),
  /** E.164. */
  mobile: z.string(),
  /** The language the buyer used: the estimate's text message is in it. */
  locale: z.enum(locales),
  /** The order it goes with, when the buyer named one. */
  orderReference: z.string().nullable(),
  /** The ids of its photos, to show through the back office's download route. */
  photos: z.array(z.uuid()),
  receivedAt: isoDateTimeSchema,
  state: z.enum(tradeInStates),
  estimate: z
    .object({
      amountSar: z.number().int(),
      validUntil: isoDateTimeSchema,
      givenAt: isoDateTimeSchema,
      /** Who sent it; null once their account is gone. */
      givenBy: z.string().nullable(),
    })
    .nullable(),
})
export type StaffTradeIn = z.infer<typeof staffTradeInSchema>

export const tradeInsPageSchema = z.object({
  items: z.array(staffTradeInSchema),
  total: z.number().int().nonnegative(),
  page: pageSchema,
  pageSize: z.number().int().positive(),
  counts: z.object({ waiting: z.number().int().nonnegative(), estimated: z.number().int().nonnegative() }),
})
export type TradeInsPage = z.infer<typeof tradeInsPageSchema>

/** Riyals typed in any digits with separators; from `minEstimateSar` to `maxEstimateSar`. */
export const estimateSarSchema = z.union([z.number(), z.string()], { error: 'required' }).transform((value, context) => {
  const result = parseAmount(value, { min: tradeInLimits.minEstimateSar, max: tradeInLimits.maxEstimateSar })
  if (result.ok) return result.value
  context.issues.push({ code: 'custom', message: result.reason === 'empty' ? 'required' : 'estimate', input: value })
  return z.NEVER
})

export const answerTradeInSchema = z.object({ amountSar: estimateSarSchema })
export type AnswerTradeInInput = z.input<typeof answerTradeInSchema>
