/**
 * The car catalogue's requests and responses: brands, models, the car search with its facets, a
 * car's page, and car lists by id (favorites). The value lists live in ./values.ts.
 */
import { z } from 'zod'
import { contentBlockSchema, idSchema, imageSchema, pageSchema, slugSchema } from './common.ts'
import {
  bodyTypes,
  carSorts,
  defaultCarPageSize,
  featureGroups,
  fuelTypes,
  maxCarIdsPerLookup,
  maxCarPageSize,
  maxFilterValues,
  maxMonthlySar,
  specGroups,
  stockStatuses,
  transmissions,
} from './values.ts'

export {
  bodyTypes,
  carSorts,
  defaultCarPageSize,
  featureGroups,
  fuelTypes,
  maxCarIdsPerLookup,
  maxCarPageSize,
  specGroups,
  stockStatuses,
  transmissions,
  type BodyType,
  type CarSort,
  type FeatureGroup,
  type FuelType,
  type SpecGroup,
  type StockStatus,
  type Transmission,
} from './values.ts'

const minYear = 1990
const maxYear = 2100
const maxSar = 100_000_000

const yearSchema = z.number().int().min(minYear).max(maxYear)
const sarSchema = z.number().int().min(0).max(maxSar)
const filterList = <T extends z.ZodType>(item: T) => z.array(item).max(maxFilterValues).optional()

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

export const listModelsInputSchema = z.object({
  /** A brand slug or id; absent lists every model. */
  brand: z.union([slugSchema, idSchema]).optional(),
})
export type ListModelsInput = z.input<typeof listModelsInputSchema>

export const searchCarsInputSchema = z
  .object({
    brands: filterList(slugSchema),
    models: filterList(slugSchema),
    /** Matched against brand, model and trim names in both languages, Arabic letter variants folded. */
    q: z.string().trim().max(100).optional(),
    priceMin: sarSchema.optional(),
    priceMax: sarSchema.optional(),
    /**
     * The most the advertised instalment (`installmentFromSar`) may be, riyals a month: the cars a
     * card quotes at most this much for, on the advertised terms (15% down, 60 months, 4.49%).
     */
    monthlyMax: z.number().int().min(0).max(maxMonthlySar).optional(),
    /** One model year; shorthand for yearMin = yearMax = year. */
    year: yearSchema.optional(),
    yearMin: yearSchema.optional(),
    yearMax: yearSchema.optional(),
    fuel: filterList(z.enum(fuelTypes)),
    transmission: filterList(z.enum(transmissions)),
    body: filterList(z.enum(bodyTypes)),
    featured: z.boolean().optional(),
    sort: z.enum(carSorts).default('newest'),
    page: pageSchema.default(1),
    pageSize: z
      .number()
      .int()
      .min(1)
      .max(maxCarPageSize)
      .default(defaultCarPageSize)
      .meta({
        description:
          `Cars per page, at most ${maxCarPageSize}. Pages are consecutive slices of one ordering: ` +
          `page 1 with pageSize n × k holds exactly pages 1..n of size k, so a client that shows ` +
          `several pages at once asks for them in one request.`,
      }),
  })
  .refine((input) => input.priceMin === undefined || input.priceMax === undefined || input.priceMin <= input.priceMax, {
    message: 'priceMin must not exceed priceMax',
    path: ['priceMin'],
  })
  .refine((input) => input.yearMin === undefined || input.yearMax === undefined || input.yearMin <= input.yearMax, {
    message: 'yearMin must not exceed yearMax',
    path: ['yearMin'],
  })
export type SearchCarsInput = z.input<typeof searchCarsInputSchema>
export type SearchCarsQuery = z.output<typeof searchCarsInputSchema>

export const getCarInputSchema = z.object({ id: idSchema })

export const getCarsByIdsInputSchema = z.object({
  ids: z.array(idSchema).max(maxCarIdsPerLookup),
})

// ── Responses ─────────────────────────────────────────────────────────────────────────────────

export const brandSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string(),
  logoPath: z.string().nullable(),
  /** Cars of this brand in the catalogue. */
  carCount: z.number().int().nonnegative(),
})
export type Brand = z.infer<typeof brandSchema>

export const modelSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string(),
  brand: z.object({ id: idSchema, slug: slugSchema, name: z.string() }),
  carCount: z.number().int().nonnegative(),
})
export type Model = z.infer<typeof modelSchema>

/**
 * A car picture (decision 0057): an uploaded photo with its `sizes` (16:10, each width in AVIF and
 * WebP, smallest first; `path` is a middle WebP for browsers without `srcset`), or, until staff
 * upload one, a drawing of the car's body type and size in the colour, with its brand's name
 * (`path` is its SVG, no `sizes`).
 */
export const carPictureSchema = imageSchema.extend({
  sizes: z.array(z.object({ width: z.number().int().positive(), avif: z.string(), webp: z.string() })).optional(),
})
export type CarPicture = z.infer<typeof carPictureSchema>

export const carColorSchema = z.object({
  /** What an order names the colour by (the car page's URL names it by its position). */
  id: idSchema,
  name: z.string(),
  /** `#rrggbb`. */
  hex: z.string().regex(/^#[0-9a-f]{6}$/i),
  /** The colour's first photo, or its drawing. */
  image: carPictureSchema,
  /** Every photo of the colour in the order staff gave them; empty while it shows its drawing. */
  photos: z.array(carPictureSchema),
})
export type CarColor = z.infer<typeof carColorSchema>

export const carSummarySchema = z.object({
  id: idSchema,
  /** "Toyota Camry GLE 2026" in the request's locale. */
  title: z.string(),
  /** The pattern or trim, e.g. "GLE". */
  trim: z.string(),
  year: yearSchema,
  brand: z.object({ slug: slugSchema, name: z.string() }),
  model: z.object({ slug: slugSchema, name: z.string() }),
  /**
   * The price to pay, Saudi riyals, VAT included: the sale price when the dealer set one below the
   * list price, else the list price (decision 0085). The market's price filter and sort use it.
   */
  priceSar: sarSchema,
  /** The list price, shown struck through beside `priceSar`, while a sale price below it applies; else null. */
  listPriceSar: sarSchema.nullable(),
  /** Smallest monthly instalment on `priceSar`, riyals. */
  installmentFromSar: sarSchema,
  bodyType: z.enum(bodyTypes),
  fuelType: z.enum(fuelTypes),
  transmission: z.enum(transmissions),
  engine: z.string(),
  seats: z.number().int().positive(),
  stockStatus: z.enum(stockStatuses),
  featured: z.boolean(),
  /** The first photo (of the first colour that has one), else the drawing in the first colour. */
  image: carPictureSchema.nullable(),
  colors: z.array(z.object({ name: z.string(), hex: z.string() })),
})
export type CarSummary = z.infer<typeof carSummarySchema>

const facetBucketSchema = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int().nonnegative() })

/**
 * Counts per value of each filter, for the current search. A dimension's counts ignore that
 * dimension's own selection (so a visitor sees what choosing another brand would give) and
 * honour every other filter. Selected values are always listed, even at zero.
 */
export const carFacetsSchema = z.object({
  brands: z.array(facetBucketSchema(slugSchema).extend({ label: z.string() })),
  fuel: z.array(facetBucketSchema(z.enum(fuelTypes))),
  transmission: z.array(facetBucketSchema(z.enum(transmissions))),
  body: z.array(facetBucketSchema(z.enum(bodyTypes))),
  years: z.array(facetBucketSchema(yearSchema)),
})
export type CarFacets = z.infer<typeof carFacetsSchema>

export const searchCarsResultSchema = z.object({
  items: z.array(carSummarySchema),
  total: z.number().int().nonnegative(),
  page: pageSchema,
  pageSize: z.number().int().positive(),
  facets: carFacetsSchema,
})
export type SearchCarsResult = z.infer<typeof searchCarsResultSchema>

export const carFeatureGroupSchema = z.object({
  group: z.enum(featureGroups),
  items: z.array(z.string()),
})

export const carSpecGroupSchema = z.object({
  group: z.enum(specGroups),
  items: z.array(z.object({ label: z.string(), value: z.string() })),
})

/**
 * A finance offer running today that lists the car, on its whole terms (what the offer leaves unset
 * is the advertised 60 months and 15% down): the car page's calculator offers it as a choice.
 */
export const carFinanceOfferSchema = z.object({
  id: idSchema,
  title: z.string(),
  profitRatePercent: z.number().nonnegative(),
  termMonths: z.number().int().min(12).max(60),
  downPaymentPercent: z.number().int().min(0).max(90),
})
export type CarFinanceOffer = z.infer<typeof carFinanceOfferSchema>

export const carDetailSchema = carSummarySchema.extend({
  /**
   * When the price was lowered within the last 30 days: the price before (the lowest the car had in
   * the 30 days before the cut), shown struck through as "price reduced"; null otherwise (decision 0077).
   */
  priceReducedFromSar: sarSchema.nullable(),
  /** Finance offers running today that list the car, ending soonest first (decision 0085). */
  financeOffers: z.array(carFinanceOfferSchema),
  description: z.array(contentBlockSchema),
  colors: z.array(carColorSchema),
  images: z.array(imageSchema),
  /** The dealer's branches (names) with a unit of the car ready to sell now, in the dealer's order. */
  availableAt: z.array(z.string()),
  features: z.array(carFeatureGroupSchema),
  specs: z.array(carSpecGroupSchema),
  /** Other trims of the model first, then the same body type, nearest in price. */
  related: z.array(carSummarySchema),
  /**
   * The branch where every unit of the car not yet sold stands, when that is one branch with a
   * Saudi phone number: "Call" on the car page rings it. Null otherwise (the dealer's number then).
   */
  branch: z.object({ name: z.string(), phoneE164: z.string() }).nullable(),
})
export type CarDetail = z.infer<typeof carDetailSchema>
