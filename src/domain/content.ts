/**
 * Reading the dealer's content: offers, news, jobs, branches, cities, finance partners, FAQs,
 * site pages and settings, with texts in the request's locale (src/contract/content.ts).
 *
 * What is "current" depends on the date: offers on today's date in Saudi Arabia, news on the
 * present instant. Both can be given explicitly, which the tests do.
 */
import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lte, min, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import {
  getArticleInputSchema,
  getOfferInputSchema,
  getPageInputSchema,
  listBanksInputSchema,
  listJobsInputSchema,
  listNewsInputSchema,
  listOffersInputSchema,
  type Article,
  type City,
  type Faq,
  type FinancePartner,
  type Job,
  type ListBanksInput,
  type ListJobsInput,
  type ListNewsInput,
  type ListOffersInput,
  type NewsPage,
  type Offer,
  type OfferSummary,
  type SitePage,
  type SitePageSlug,
} from '../contract/content.ts'
import type { CarFinanceOffer } from '../contract/catalogue.ts'
import type { Image } from '../contract/common.ts'
import { banks, cities, cars, faqs, jobs, newsArticles, offerCars, offers, sitePages } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { advertisedInstalment, offerTerms } from '../lib/finance.ts'
import { marketCars, onMarket, selectCarSummaries, toCarSummary, type CarSummaryRow } from './car-summary.ts'
import { toContentBlocks } from './content-blocks.ts'
import { renderArticleMarkdown } from '../lib/article-html.ts'
import { inLocale, localizeText } from './localize.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import { visitorStatusOf } from '../contract/news-states.ts'

function image(path: string | null, alt: string | null): Image | null {
  return path ? { path, alt: alt ?? '' } : null
}

function offerFields(locale: Locale) {
  const l = <A, E>(ar: A, en: E) => inLocale(locale, ar, en)
  return {
    id: offers.id,
    title: l(offers.titleAr, offers.titleEn),
    summary: l(offers.summaryAr, offers.summaryEn),
    startsOn: offers.startsOn,
    endsOn: offers.endsOn,
    imagePath: offers.imagePath,
    imageAlt: l(offers.imageAltAr, offers.imageAltEn),
    // Columns render unqualified in a query of one table: no `id` may be in scope but the offer's.
    carCount: sql<number>`(select count(*)::int from ${offerCars} where ${offerCars.offerId} = ${offers.id}
      and ${offerCars.carId} in (select ${cars.id} from ${cars} where ${onMarket}))`.mapWith(Number),
    profitRatePercent: offers.profitRatePercent,
    financeTermMonths: offers.financeTermMonths,
    minDownPaymentPercent: offers.minDownPaymentPercent,
  }
}

/** numeric arrives as text; "0.00" is a 0% offer and must stay 0, only null means no rate. */
export function offerRate(stored: string | null): number | null {
  return stored === null ? null : Number(stored)
}

function selectOffers(db: Db, locale: Locale) {
  return db.select(offerFields(locale)).from(offers).$dynamic()
}

type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number]

function toOfferSummary(row: OfferRow): OfferSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    image: image(row.imagePath, row.imageAlt),
    carCount: row.carCount,
    profitRatePercent: offerRate(row.profitRatePercent),
    financeTermMonths: row.financeTermMonths,
    minDownPaymentPercent: row.minDownPaymentPercent,
  }
}

/** An offer the public sees as running on `day` (a Saudi calendar date): started, not ended, not deleted. */
function offerLiveOn(day: string): SQL {
  return and(lte(offers.startsOn, day), gte(offers.endsOn, day), isNull(offers.deletedAt))!
}

const offersEndingFirst = [asc(offers.endsOn), asc(offers.sort), asc(offers.id)]

/** Offers valid on `activeOn` (default: today in Saudi Arabia), ending soonest first. */
export async function listOffers(db: Db, input: ListOffersInput, locale: Locale): Promise<OfferSummary[]> {
  const { activeOn = saudiDate() } = listOffersInputSchema.parse(input)
  const rows = await selectOffers(db, locale)
    .where(offerLiveOn(activeOn))
    .orderBy(...offersEndingFirst)
  return rows.map(toOfferSummary)
}

/**
 * The finance offers running today that list the car, on their whole terms (`offerTerms`): the car
 * page's calculator offers each as a choice, so the offer page's figure can be reproduced there.
 */
export async function liveFinanceOffersOf(db: Db, carId: number, locale: Locale, day: string = saudiDate()): Promise<CarFinanceOffer[]> {
  const rows = await db
    .select({
      id: offers.id,
      title: inLocale(locale, offers.titleAr, offers.titleEn),
      profitRatePercent: sql<string>`${offers.profitRatePercent}`,
      financeTermMonths: offers.financeTermMonths,
      minDownPaymentPercent: offers.minDownPaymentPercent,
    })
    .from(offerCars)
    .innerJoin(offers, eq(offers.id, offerCars.offerId))
    .where(and(eq(offerCars.carId, carId), offerLiveOn(day), isNotNull(offers.profitRatePercent)))
    .orderBy(...offersEndingFirst)
  return rows.map(({ id, title, ...offer }) => {
    const terms = offerTerms({ ...offer, profitRatePercent: Number(offer.profitRatePercent) })
    return {
      id,
      title,
      profitRatePercent: terms.annualProfitRatePercent,
      termMonths: terms.termMonths,
      downPaymentPercent: Math.round(terms.downPaymentShare * 100),
    }
  })
}

/**
 * One offer with its cars, whatever its dates (an old link still explains the offer); null when
 * staff deleted it (decision 0076: its page then answers 410 like a removed offer).
 */
export async function getOffer(db: Db, id: number, locale: Locale): Promise<Offer | null> {
  const parsed = getOfferInputSchema.safeParse({ id })
  if (!parsed.success) return null
  const [row] = await db
    .select({ ...offerFields(locale), body: inLocale(locale, offers.bodyAr, offers.bodyEn) })
    .from(offers)
    .where(and(eq(offers.id, parsed.data.id), isNull(offers.deletedAt)))
  if (!row) return null
  const carRows = await selectCarSummaries(db, locale)
    .innerJoin(offerCars, eq(offerCars.carId, cars.id))
    .where(marketCars(eq(offerCars.offerId, row.id)))
    .orderBy(asc(offerCars.sort), asc(offerCars.carId))
  const summary = toOfferSummary(row)
  const rate = summary.profitRatePercent
  // Cars shown under a finance offer say what a month costs on the offer's own rate, term and down
  // payment; what the offer leaves unset is the advertised assumption.
  const terms = rate === null ? null : offerTerms({ ...summary, profitRatePercent: rate })
  const offerCar = (carRow: CarSummaryRow) => {
    const car = toCarSummary(carRow)
    return terms === null ? car : { ...car, installmentFromSar: advertisedInstalment(car.priceSar, terms) }
  }
  return { ...summary, body: toContentBlocks(row.body), cars: carRows.map(offerCar) }
}

/**
 * What the public sees of news at `now`, the one filter of every public read (lists, the article,
 * the sitemap, the dashboard's count): published, its moment come, not deleted (decision 0078).
 * Drafts, scheduled, unpublished and deleted articles are nowhere.
 */
export function newsShownAt(now: Date): SQL {
  return and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, now), isNull(newsArticles.deletedAt))!
}

function newsFields(locale: Locale) {
  const l = <A, E>(ar: A, en: E) => inLocale(locale, ar, en)
  return {
    id: newsArticles.id,
    slug: newsArticles.slug,
    title: l(newsArticles.titleAr, newsArticles.titleEn),
    summary: l(newsArticles.summaryAr, newsArticles.summaryEn),
    imagePath: newsArticles.imagePath,
    imageAlt: l(newsArticles.imageAltAr, newsArticles.imageAltEn),
    // Never null where `newsShownAt` holds.
    publishedAt: sql<Date>`${newsArticles.publishedAt}`.mapWith(newsArticles.publishedAt),
    updatedAt: newsArticles.updatedAt,
  }
}

/** Published news, newest first; articles dated after `now` stay hidden. */
export async function listNews(db: Db, input: ListNewsInput, locale: Locale, now: Date = new Date()): Promise<NewsPage> {
  const { page, pageSize } = listNewsInputSchema.parse(input)
  const published = newsShownAt(now)
  const [rows, [totals]] = await Promise.all([
    db
      .select(newsFields(locale))
      .from(newsArticles)
      .where(published)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(newsArticles).where(published),
  ])
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      image: image(row.imagePath, row.imageAlt),
      publishedAt: row.publishedAt.toISOString(),
    })),
    total: totals?.total ?? 0,
    page,
    pageSize,
  }
}

/** A published article by slug or id, or null. */
export async function getArticle(db: Db, key: string | number, locale: Locale, now: Date = new Date()): Promise<Article | null> {
  const parsed = getArticleInputSchema.safeParse({ key })
  if (!parsed.success) return null
  const match = typeof parsed.data.key === 'number' ? eq(newsArticles.id, parsed.data.key) : eq(newsArticles.slug, parsed.data.key)
  const [row] = await db
    .select({ ...newsFields(locale), body: inLocale(locale, newsArticles.bodyAr, newsArticles.bodyEn) })
    .from(newsArticles)
    .where(and(match, newsShownAt(now)))
  if (!row) return null
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: image(row.imagePath, row.imageAlt),
    publishedAt: row.publishedAt.toISOString(),
    bodyHtml: renderArticleMarkdown(row.body),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * What a visitor gets at an article's address when `getArticle` found nothing: 410 for one the
 * public saw and staff took down (unpublished or deleted), 404 for a draft, a scheduled article,
 * one of those deleted, or a key no article has (decision 0078).
 */
export async function missingArticleStatus(db: Db, key: string | number, now: Date = new Date()): Promise<404 | 410> {
  const parsed = getArticleInputSchema.safeParse({ key })
  if (!parsed.success) return 404
  const match = typeof parsed.data.key === 'number' ? eq(newsArticles.id, parsed.data.key) : eq(newsArticles.slug, parsed.data.key)
  const [row] = await db
    .select({ status: newsArticles.status, publishedAt: newsArticles.publishedAt, deletedAt: newsArticles.deletedAt })
    .from(newsArticles)
    .where(match)
  return row && visitorStatusOf(row, now) === 410 ? 410 : 404
}

/** When the next scheduled article appears (after `now`), or null when none is waiting. */
export async function nextScheduledNewsAt(db: Db, now: Date = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(newsArticles.publishedAt) })
    .from(newsArticles)
    .where(and(eq(newsArticles.status, 'published'), gt(newsArticles.publishedAt, now), isNull(newsArticles.deletedAt)))
  return row?.at ?? null
}

/** Job openings, newest first, optionally in one city; never one staff deleted (decision 0076). */
export async function listJobs(db: Db, input: ListJobsInput, locale: Locale): Promise<Job[]> {
  const { city, includeClosed } = listJobsInputSchema.parse(input)
  const l = <A, E>(ar: A, en: E) => inLocale(locale, ar, en)
  const rows = await db
    .select({
      id: jobs.id,
      title: l(jobs.titleAr, jobs.titleEn),
      description: l(jobs.descriptionAr, jobs.descriptionEn),
      requirements: jobs.requirements,
      citySlug: cities.slug,
      cityName: l(cities.nameAr, cities.nameEn),
      employmentType: jobs.employmentType,
      publishedAt: jobs.publishedAt,
      open: jobs.open,
    })
    .from(jobs)
    .innerJoin(cities, eq(cities.slug, jobs.citySlug))
    .where(and(isNull(jobs.deletedAt), includeClosed ? undefined : eq(jobs.open, true), city ? eq(jobs.citySlug, city) : undefined))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements.map((item) => localizeText(locale, item)),
    city: { slug: row.citySlug, name: row.cityName },
    employmentType: row.employmentType,
    publishedAt: row.publishedAt.toISOString(),
    open: row.open,
  }))
}

export async function listCities(db: Db, locale: Locale): Promise<City[]> {
  return db
    .select({ slug: cities.slug, name: inLocale(locale, cities.nameAr, cities.nameEn) })
    .from(cities)
    .orderBy(asc(cities.sort), asc(cities.slug))
}

/** Partner banks and finance companies, optionally of one kind. */
export async function listBanks(db: Db, input: ListBanksInput, locale: Locale): Promise<FinancePartner[]> {
  const { kind } = listBanksInputSchema.parse(input)
  const rows = await db
    .select({
      id: banks.id,
      slug: banks.slug,
      kind: banks.kind,
      name: inLocale(locale, banks.nameAr, banks.nameEn),
      profitRatePercent: banks.profitRatePercent,
      maxTermMonths: banks.maxTermMonths,
    })
    .from(banks)
    .where(kind ? eq(banks.kind, kind) : undefined)
    .orderBy(asc(banks.sort), asc(banks.id))
  // numeric arrives as text from both drivers, to keep its precision; two decimals fit a double.
  return rows.map((row) => ({ ...row, profitRatePercent: Number(row.profitRatePercent) }))
}

export async function listFaqs(db: Db, locale: Locale): Promise<Faq[]> {
  return db
    .select({
      id: faqs.id,
      question: inLocale(locale, faqs.questionAr, faqs.questionEn),
      answer: inLocale(locale, faqs.answerAr, faqs.answerEn),
    })
    .from(faqs)
    .orderBy(asc(faqs.sort), asc(faqs.id))
}

export async function getPage(db: Db, slug: SitePageSlug, locale: Locale): Promise<SitePage | null> {
  const parsed = getPageInputSchema.safeParse({ slug })
  if (!parsed.success) return null
  const [row] = await db
    .select({
      slug: sitePages.slug,
      title: inLocale(locale, sitePages.titleAr, sitePages.titleEn),
      body: inLocale(locale, sitePages.bodyAr, sitePages.bodyEn),
      updatedAt: sitePages.updatedAt,
    })
    .from(sitePages)
    .where(eq(sitePages.slug, parsed.data.slug))
  if (!row) return null
  return { slug: row.slug, title: row.title, body: toContentBlocks(row.body), updatedAt: row.updatedAt.toISOString() }
}

// The dealer's settings and branches live with their editing (decision 0058).
export { getSettings, listBranches } from './dealer.ts'
