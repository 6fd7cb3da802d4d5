/**
 * The dealer's editorial content: offers, news, jobs, branches, cities, finance partners, FAQs,
 * site pages and the dealer's own details. Texts arrive resolved to the request's locale.
 */
import { z } from 'zod'
import { carSummarySchema } from './catalogue.ts'
import { emailAddressPattern } from './email-address.ts'
import {
  contentBlockSchema,
  idSchema,
  imageSchema,
  calendarDayInputSchema,
  isoDateSchema,
  isoDateTimeSchema,
  pageSchema,
  pagedSchema,
  slugSchema,
} from './common.ts'
import { citySlugs, employmentTypes, financePartnerKinds, maxNewsPageSize, sitePageSlugs, socialNetworks } from './values.ts'
import { branchIdentityShape, dealerIdentityShape } from './dealer-identity.ts'

export {
  citySlugs,
  employmentTypes,
  financePartnerKinds,
  maxNewsPageSize,
  sitePageSlugs,
  socialNetworks,
  type CitySlug,
  type EmploymentType,
  type FinancePartnerKind,
  type SitePageSlug,
  type SocialNetwork,
} from './values.ts'

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

export const listOffersInputSchema = z.object({
  /** Only offers valid on this day; defaults to today in Saudi Arabia. */
  activeOn: calendarDayInputSchema.optional(),
})
export type ListOffersInput = z.input<typeof listOffersInputSchema>

export const getOfferInputSchema = z.object({ id: idSchema })

export const listNewsInputSchema = z.object({
  page: pageSchema.default(1),
  pageSize: z.number().int().min(1).max(maxNewsPageSize).default(9),
})
export type ListNewsInput = z.input<typeof listNewsInputSchema>

export const getArticleInputSchema = z.object({ key: z.union([slugSchema, idSchema]) })

export const listJobsInputSchema = z.object({
  city: z.enum(citySlugs).optional(),
  /** Closed positions stay in the database for the record; visitors see open ones. */
  includeClosed: z.boolean().default(false),
})
export type ListJobsInput = z.input<typeof listJobsInputSchema>

export const listBranchesInputSchema = z.object({ city: z.enum(citySlugs).optional() })
export type ListBranchesInput = z.input<typeof listBranchesInputSchema>

export const listBanksInputSchema = z.object({ kind: z.enum(financePartnerKinds).optional() })
export type ListBanksInput = z.input<typeof listBanksInputSchema>

export const getPageInputSchema = z.object({ slug: z.enum(sitePageSlugs) })

// ── Responses ─────────────────────────────────────────────────────────────────────────────────

export const citySchema = z.object({
  slug: z.enum(citySlugs),
  name: z.string(),
})
export type City = z.infer<typeof citySchema>

export const offerSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  summary: z.string(),
  startsOn: isoDateSchema,
  endsOn: isoDateSchema,
  image: imageSchema.nullable(),
  carCount: z.number().int().nonnegative(),
  /** A finance offer's flat annual profit rate (0 is a 0% offer); null when the offer sets none. */
  profitRatePercent: z.number().nonnegative().nullable(),
  /** A finance offer's term in months and least down payment (percent of the price); null when it sets none. */
  financeTermMonths: z.number().int().min(12).max(60).nullable(),
  minDownPaymentPercent: z.number().int().min(0).max(90).nullable(),
})
export type OfferSummary = z.infer<typeof offerSummarySchema>

export const offerSchema = offerSummarySchema.extend({
  body: z.array(contentBlockSchema),
  cars: z.array(carSummarySchema),
})
export type Offer = z.infer<typeof offerSchema>

export const newsSummarySchema = z.object({
  id: idSchema,
  slug: slugSchema,
  title: z.string(),
  summary: z.string(),
  image: imageSchema.nullable(),
  publishedAt: isoDateTimeSchema,
})
export type NewsSummary = z.infer<typeof newsSummarySchema>

export const newsPageSchema = pagedSchema(newsSummarySchema)
export type NewsPage = z.infer<typeof newsPageSchema>

export const articleSchema = newsSummarySchema.extend({
  /**
   * The body (Markdown as the editor wrote it) as HTML, sanitised by the API with an allow-list
   * (src/lib/article-html.ts); the storefront sanitises it again before showing it.
   */
  bodyHtml: z.string(),
  /** When staff last changed it (decision 0078); absent from an API that does not say. */
  updatedAt: isoDateTimeSchema.optional(),
})
export type Article = z.infer<typeof articleSchema>

export const jobSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  city: citySchema,
  employmentType: z.enum(employmentTypes),
  publishedAt: isoDateTimeSchema,
  open: z.boolean(),
})
export type Job = z.infer<typeof jobSchema>

export const branchSchema = z.object({
  id: idSchema,
  name: z.string(),
  city: citySchema,
  /** The whole address on one line, for people (street, district, city and postcode). */
  address: z.string(),
  /** Local format as printed on the dealer's signs, e.g. `012 654 3210`. */
  phone: z.string(),
  workingHours: z.string(),
  mapUrl: z.url(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  ...branchIdentityShape,
})
export type Branch = z.infer<typeof branchSchema>

export const financePartnerSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  kind: z.enum(financePartnerKinds),
  name: z.string(),
  /** Flat annual profit rate, percent, e.g. 3.99. */
  profitRatePercent: z.number().nonnegative(),
  maxTermMonths: z.number().int().positive(),
})
export type FinancePartner = z.infer<typeof financePartnerSchema>

export const faqSchema = z.object({
  id: idSchema,
  question: z.string(),
  answer: z.string(),
})
export type Faq = z.infer<typeof faqSchema>

export const sitePageSchema = z.object({
  slug: z.enum(sitePageSlugs),
  title: z.string(),
  body: z.array(contentBlockSchema),
  updatedAt: isoDateTimeSchema,
})
export type SitePage = z.infer<typeof sitePageSchema>

export const dealerSettingsSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  logoPath: z.string().nullable(),
  /** As the dealer prints it, e.g. `9200 00000` (E.164 in `phoneE164`). */
  phone: z.string(),
  /** As the dealer prints it, e.g. `050 000 0000` (E.164 in `whatsappE164`). */
  whatsapp: z.string(),
  /**
   * Null when the stored address is not one the rule of ./email-address.ts takes (saved before it):
   * pages then leave it out rather than fail, and the admin's form shows it to be fixed.
   */
  email: z.string().regex(emailAddressPattern).nullable(),
  /** The head office's address on one line, for people; its parts are in `postalAddress`. */
  address: z.string(),
  workingHours: z.string(),
  mapUrl: z.url(),
  socials: z.array(z.object({ network: z.enum(socialNetworks), url: z.url() })),
  ...dealerIdentityShape,
})
export type DealerSettings = z.infer<typeof dealerSettingsSchema>
