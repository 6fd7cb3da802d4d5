/**
 * Editing an offer's validity and linked cars (decision 0052). zod/mini: the staff page validates
 * with the same schema in the browser; the server function and the dealer API validate again.
 */
import * as z from 'zod/mini'
import type { FieldErrorKey } from './field-errors.ts'
import { maxId } from './values.ts'

const issue = (key: FieldErrorKey) => ({ error: key })

/** At most this many cars in one offer: enough for a brand's range, bounded for the page. */
export const maxOfferCars = 50

const calendarDay = z.string(issue('required')).check(z.regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, issue('offerDates')))

export const offerEditSchema = z
  .object({
    startsOn: calendarDay,
    endsOn: calendarDay,
    carIds: z.array(z.number().check(z.int(), z.positive(), z.maximum(maxId))).check(z.maxLength(maxOfferCars, issue('choice'))),
  })
  .check(
    z.refine((offer) => offer.startsOn <= offer.endsOn, { path: ['endsOn'], ...issue('offerDates') }),
    z.refine((offer) => new Set(offer.carIds).size === offer.carIds.length, { path: ['carIds'], ...issue('choice') }),
  )
export type OfferEditInput = z.input<typeof offerEditSchema>

/** An offer as editors see it: its title, days (Saudi calendar, both inclusive) and cars. */
export const staffOfferSchema = z.object({
  id: z.number(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  carIds: z.array(z.number()),
})
export type StaffOffer = z.output<typeof staffOfferSchema>

/** A car an offer may name. */
export const offerCarChoiceSchema = z.object({ id: z.number(), title: z.string(), year: z.number() })

export const staffOffersSchema = z.object({ offers: z.array(staffOfferSchema), cars: z.array(offerCarChoiceSchema) })
export type StaffOffers = z.output<typeof staffOffersSchema>
