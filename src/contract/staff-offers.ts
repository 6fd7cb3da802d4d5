/**
 * Editing an offer's validity and linked cars (decision 0052). zod/mini: the staff page validates
 * with the same schema in the browser; the server function and the dealer API validate again.
 */
import * as z from 'zod/mini'
import { parseAmount } from '../lib/amount.ts'
import { parsePercent } from '../lib/percent.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { isCalendarDay } from './calendar-day.ts'
import { requiredLine, requiredText } from './text.ts'
import { bodyTypes, maxId } from './values.ts'

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

/** How long an offer's texts may be: a title is a line, the body a page of the offer's terms. */
export const offerTextLimits = { titleMaxLength: 200, summaryMaxLength: 500, bodyMaxLength: 10_000 } as const

/** The offer's words in both languages; the body is the plain-text blocks of src/domain/content-blocks.ts. */
export const offerTextsSchema = z.object({
  titleAr: requiredLine(offerTextLimits.titleMaxLength),
  titleEn: requiredLine(offerTextLimits.titleMaxLength),
  summaryAr: requiredText(offerTextLimits.summaryMaxLength),
  summaryEn: requiredText(offerTextLimits.summaryMaxLength),
  bodyAr: requiredText(offerTextLimits.bodyMaxLength),
  bodyEn: requiredText(offerTextLimits.bodyMaxLength),
})
export type OfferTexts = z.output<typeof offerTextsSchema>

/** An uploaded offer picture's name: its content's hash and the one kind pictures are stored as. */
export const offerPictureNamePattern = /^[a-f0-9]{24}\.webp$/

/** Where an uploaded offer picture is served (the storefront's route src/routes/media/offers/$name.ts). */
export const offerPicturePath = (name: string) => `/media/offers/${name}`

/** The drawings of a body type the seeded offers use, for an offer without a photo of its own. */
export const offerIllustrationPaths = bodyTypes.map((body) => `/images/cars/${body}.svg`)

/** What an offer's picture may be: one of the drawings, or a picture uploaded for offers. */
export function isOfferImagePath(path: string): boolean {
  if (offerIllustrationPaths.includes(path)) return true
  const uploaded = /^\/media\/offers\/([^/]+)$/.exec(path)
  return uploaded !== null && offerPictureNamePattern.test(uploaded[1]!)
}

/**
 * The offer's picture: a path `isOfferImagePath` accepts, or null for none. Left out of an edit,
 * the picture stays; left out of a new offer, it has none.
 */
const offerImage = z.optional(z.nullable(z.string(issue('choice')).check(z.refine(isOfferImagePath, issue('choice')))))

/** Limits of an uploaded offer picture: the news cover's (an offer's page shows it as wide). */
export const offerPictureLimits = { maxBytes: 5 * 1024 * 1024, width: 1600, bodyMaxBytes: 5 * 1024 * 1024 + 16 * 1024 } as const

/** The upload as the API reads it: one `picture`, its kind decided later from its bytes. */
export const offerPictureUploadSchema = z.object({
  picture: z.file(issue('coverType')).check(z.maxSize(offerPictureLimits.maxBytes, issue('cvSize'))),
})

/** Days, finance terms and cars: what every offer has and every save sends. */
const offerTermsShape = {
  startsOn: calendarDay,
  endsOn: calendarDay,
  profitRatePercent: profitRate,
  financeTermMonths: optionalWhole('months', offerFinanceLimits.minTermMonths, offerFinanceLimits.maxTermMonths),
  minDownPaymentPercent: optionalWhole('downPaymentPercent', 0, offerFinanceLimits.maxDownPaymentPercent),
  carIds: z.array(z.number().check(z.int(), z.positive(), z.maximum(maxId))).check(z.maxLength(maxOfferCars, issue('choice'))),
  image: offerImage,
}

type OfferRulesInput = { startsOn: string; endsOn: string; carIds: number[] }
const offerRules = [
  z.refine<OfferRulesInput>((offer) => offer.startsOn <= offer.endsOn, { path: ['endsOn'], ...issue('offerDates') }),
  z.refine<OfferRulesInput>((offer) => new Set(offer.carIds).size === offer.carIds.length, { path: ['carIds'], ...issue('choice') }),
] as const

/**
 * A change to an offer. The texts may be left out (an older client that sets days and cars only):
 * what is left out stays as it is.
 */
export const offerEditSchema = z.object({ ...offerTermsShape, ...z.partial(offerTextsSchema).shape }).check(...offerRules)
export type OfferEditInput = z.input<typeof offerEditSchema>
export type OfferEdit = z.output<typeof offerEditSchema>

/** A new offer: its texts in both languages, days, finance terms and cars; what the editor's form sends for an edit too. */
export const offerDraftSchema = z.object({ ...offerTermsShape, ...offerTextsSchema.shape }).check(...offerRules)
export type OfferDraftInput = z.input<typeof offerDraftSchema>
export type OfferDraft = z.output<typeof offerDraftSchema>

/** Where an offer stands today (Saudi calendar): deleted wins over its days. */
export const offerStatuses = ['current', 'upcoming', 'ended', 'deleted'] as const
export type OfferStatus = (typeof offerStatuses)[number]

/** A car an offer names, as the editor's list of chosen cars shows it. */
export const offerCarChoiceSchema = z.object({ id: z.number(), title: z.string(), year: z.number() })
export type OfferCarChoice = z.output<typeof offerCarChoiceSchema>

/** An offer as editors see it: its title, texts, days (Saudi calendar, both inclusive), rate, cars and status. */
export const staffOfferSchema = z.object({
  id: z.number(),
  /** In the request's language. */
  title: z.string(),
  texts: offerTextsSchema,
  startsOn: z.string(),
  endsOn: z.string(),
  profitRatePercent: z.nullable(z.number()),
  financeTermMonths: z.nullable(z.number()),
  minDownPaymentPercent: z.nullable(z.number()),
  carIds: z.array(z.number()),
  cars: z.array(offerCarChoiceSchema),
  /** Its picture's path (a drawing or an uploaded picture), or null. */
  image: z.nullable(z.string()),
  status: z.enum(offerStatuses),
  /** When it was deleted (ISO 8601), and the Saudi day after which the housekeeping round deletes it for good. */
  deletedAt: z.nullable(z.string()),
  purgesOn: z.nullable(z.string()),
})
export type StaffOffer = z.output<typeof staffOfferSchema>

export const staffOffersSchema = z.object({
  offers: z.array(staffOfferSchema),
  /** How many offers the filter finds in all, and which page of `pageSize` this is. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})
export type StaffOffers = z.output<typeof staffOffersSchema>
