/**
 * Editing an offer's validity and linked cars (decision 0052). zod/mini: the staff page validates
 * with the same schema in the browser; the server function and the dealer API validate again.
 */
import * as z from 'zod/mini'
import { parseAmount } from '../lib/amount.ts'
import { parsePercent } from '../lib/percent.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { isCalendarDay } from './calendar-day.ts'
import { maxId } from './values.ts'

const issue = (key: FieldErrorKey) => ({ error: key })

/** At most this many cars in one offer: enough for a brand's range, bounded for the page. */
export const maxOfferCars = 50

const calendarDay = z.string(issue('required')).check(z.refine(isCalendarDay, issue('offerDates')))

/**
 * The offer's own flat annual profit rate: a JSON number or null from the API, or text as an
 * editor types it (src/lib/percent.ts). Null (or nothing typed) is "no rate of its own"; 0 is 0%.
 */
const profitRate = z.pipe(
  z.union([z.number(), z.string(), z.null()], issue('profitRate')),
  z.transform((value, context) => {
    const result = parsePercent(value)
    if (result.ok) return result.value
    context.issues.push({ code: 'custom', message: 'profitRate', input: value })
    return z.NEVER
  }),
)

/** What a finance offer's term and least down payment may be (the lender's rules, src/lib/finance.ts). */
export const offerFinanceLimits = { minTermMonths: 12, maxTermMonths: 60, maxDownPaymentPercent: 90 } as const

/**
 * A whole number typed or sent, where nothing (empty, null, left out) means the offer sets none and
 * its cars are quoted on the advertised figure.
 */
const optionalWhole = (key: FieldErrorKey, min: number, max: number) =>
  z._default(
    z.pipe(
      z.union([z.number(), z.string(), z.null()], issue(key)),
      z.transform((value, context) => {
        if (value === null) return null
        const result = parseAmount(value, { min, max })
        if (result.ok) return result.value
        if (result.reason === 'empty') return null
        context.issues.push({ code: 'custom', message: key, input: value })
        return z.NEVER
      }),
    ),
    null,
  )

export const offerEditSchema = z
  .object({
    startsOn: calendarDay,
    endsOn: calendarDay,
    profitRatePercent: profitRate,
    financeTermMonths: optionalWhole('months', offerFinanceLimits.minTermMonths, offerFinanceLimits.maxTermMonths),
    minDownPaymentPercent: optionalWhole('downPaymentPercent', 0, offerFinanceLimits.maxDownPaymentPercent),
    carIds: z.array(z.number().check(z.int(), z.positive(), z.maximum(maxId))).check(z.maxLength(maxOfferCars, issue('choice'))),
  })
  .check(
    z.refine((offer) => offer.startsOn <= offer.endsOn, { path: ['endsOn'], ...issue('offerDates') }),
    z.refine((offer) => new Set(offer.carIds).size === offer.carIds.length, { path: ['carIds'], ...issue('choice') }),
  )
export type OfferEditInput = z.input<typeof offerEditSchema>
export type OfferEdit = z.output<typeof offerEditSchema>

/** An offer as editors see it: its title, days (Saudi calendar, both inclusive), rate and cars. */
export const staffOfferSchema = z.object({
  id: z.number(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  profitRatePercent: z.nullable(z.number()),
  financeTermMonths: z.nullable(z.number()),
  minDownPaymentPercent: z.nullable(z.number()),
  carIds: z.array(z.number()),
})
export type StaffOffer = z.output<typeof staffOfferSchema>

/** A car an offer may name. */
export const offerCarChoiceSchema = z.object({ id: z.number(), title: z.string(), year: z.number() })

export const staffOffersSchema = z.object({ offers: z.array(staffOfferSchema), cars: z.array(offerCarChoiceSchema) })
export type StaffOffers = z.output<typeof staffOffersSchema>
