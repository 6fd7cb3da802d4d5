/**
 * The storefront's database, one schema for PGlite and PostgreSQL.
 *
 * Languages: a single visitor-facing text is two columns, `<field>_ar` and `<field>_en`, both
 * NOT NULL, so a missing translation is a constraint error and not a blank page. Lists of texts
 * (features, specifications, job requirements) are jsonb whose every leaf is `{ ar, en }`.
 *
 * Long texts (`body_*`) are plain text: paragraphs separated by a blank line, `## ` starts a
 * heading and `- ` a list item. src/domain turns them into blocks; no HTML is ever stored.
 */
import { relations, sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { bodyTypes, featureGroups, fuelTypes, specGroups, stockStatuses, transmissions } from '../../contract/catalogue.ts'
import { stockLineStatuses } from '../../contract/values.ts'
import { tradeInConditions } from '../../contract/trade-in-values.ts'
import { paymentMethods, reservationStatuses } from '../../contract/reservation-values.ts'
import { citySlugs, employmentTypes, financePartnerKinds, sitePageSlugs, socialNetworks } from '../../contract/content.ts'
import {
  orderContactChannels,
  orderStatuses,
  orderTypes,
  purchaseTypes,
  staffOrderChannels,
  staffOrderConfirmations,
} from '../../contract/orders.ts'
import { newsStatuses } from '../../contract/news-states.ts'
import { pdplRequestKinds, pdplRequestStatuses } from '../../contract/pdpl.ts'
import { saudiCitySlugs } from '../../contract/saudi-cities.ts'
import type { OpeningHours } from '../../lib/dealer-identity.ts'
import { effectivePriceSql } from '../../lib/effective-price.ts'

export type LocalizedText = { ar: string; en: string }
export type SpecItem = { label: LocalizedText; value: LocalizedText }
export type SocialLink = { network: (typeof socialNetworks)[number]; url: string }

export const bodyTypeEnum = pgEnum('body_type', bodyTypes)
export const fuelTypeEnum = pgEnum('fuel_type', fuelTypes)
export const transmissionEnum = pgEnum('transmission', transmissions)
export const stockStatusEnum = pgEnum('stock_status', stockStatuses)
export const stockLineStatusEnum = pgEnum('stock_line_status', stockLineStatuses)
export const featureGroupEnum = pgEnum('feature_group', featureGroups)
export const specGroupEnum = pgEnum('spec_group', specGroups)
export const employmentTypeEnum = pgEnum('employment_type', employmentTypes)
export const financePartnerKindEnum = pgEnum('finance_partner_kind', financePartnerKinds)
export const sitePageSlugEnum = pgEnum('site_page_slug', sitePageSlugs)

/**
 * The five facet dimensions of a car packed into one integer, so counting cars per combination
 * groups by one int instead of five columns (about twice as fast on PGlite). Layout, decimal:
 * brand id × 100000 + (year − 1900) × 100 + fuel × 25 + transmission × 8 + body, each enum as
 * its position in the contract's list. src/domain/car-search.ts decodes it with `unpackFacetKey`.
 */
const enumCode = (column: string, values: readonly string[]) =>
  `(case ${column} ${values.map((value, index) => `when '${value}' then ${index}`).join(' ')} end)`
const facetKeyBrandFactor = 100_000
const facetKeySql = sql.raw(
  `brand_id * ${facetKeyBrandFactor} + (year - 1900) * 100 + ${enumCode('fuel_type', fuelTypes)} * 25 + ` +
    `${enumCode('transmission', transmissions)} * 8 + ${enumCode('body_type', bodyTypes)}`,
)

export function unpackFacetKey(key: number) {
  const rest = key % 100
  return {
    brandId: Math.floor(key / facetKeyBrandFactor),
    year: 1900 + Math.floor((key % facetKeyBrandFactor) / 100),
    fuel: fuelTypes[Math.floor(rest / 25)],
    transmission: transmissions[Math.floor((rest % 25) / 8)],
    body: bodyTypes[(rest % 25) % 8],
  }
}

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity()
/** When staff deleted the row (decision 0076); null while it is live. */
const deletedAt = () => timestamp('deleted_at', { withTimezone: true, mode: 'date' })

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────────

export const brands = pgTable('brands', {
  id: identity(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  logoPath: text('logo_path'),
  sort: integer('sort').notNull().default(0),
})

export const models = pgTable(
  'models',
  {
    id: identity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    // Unique across brands so `?models=camry` needs no brand to be unambiguous.
    slug: text('slug').notNull().unique(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    /** Bumper to bumper, millimetres; tells a large SUV's drawing from a compact one's (decision 0057). */
    lengthMm: integer('length_mm'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('models_brand_id_idx').on(table.brandId),
    // Target of the cars (model_id, brand_id) foreign key below.
    unique('models_id_brand_id_key').on(table.id, table.brandId),
  ],
)

/**
 * A car is one pattern (trim) of a model in one model year; `id` is what `/car?id=` carries.
 * `brand_id` repeats the model's brand so brand filters and facets need no join; the composite
 * foreign key keeps the two consistent.
 */
export const cars = pgTable(
  'cars',
  {
    id: identity(),
    modelId: integer('model_id').notNull(),
    brandId: integer('brand_id').notNull(),
    trimAr: text('trim_ar').notNull(),
    trimEn: text('trim_en').notNull(),
    year: smallint('year').notNull(),
    /** Riyals, VAT included; the list price the dealer publishes. */
    priceSar: integer('price_sar').notNull(),
    /** The sale (competitive) price staff may set, riyals with VAT; null when there is none. */
    competitivePriceSar: integer('competitive_price_sar'),
    /**
     * The price a buyer pays (src/lib/effective-price.ts, decision 0085): the sale price when it is
     * below the list price. The market filters, sorts and counts facets on it, so a car priced at
     * 67,000 on sale is found under 68,000.
     */
    effectivePriceSar: integer('effective_price_sar').notNull().generatedAlwaysAs(sql.raw(effectivePriceSql)),
    bodyType: bodyTypeEnum('body_type').notNull(),
    engineAr: text('engine_ar').notNull(),
    engineEn: text('engine_en').notNull(),
    fuelType: fuelTypeEnum('fuel_type').notNull(),
    transmission: transmissionEnum('transmission').notNull(),
    seats: smallint('seats').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    stockStatus: stockStatusEnum('stock_status').notNull().default('in_stock'),
    featured: boolean('featured').notNull().default(false),
    /**
     * Brand, model and trim names in both languages plus the year, folded by
     * `toSearchText()` (src/server/db/search-text.ts). Written by whoever writes the car;
     * searched with LIKE through a trigram index.
     */
    searchText: text('search_text').notNull(),
    facetKey: integer('facet_key').notNull().generatedAlwaysAs(facetKeySql),
    createdAt: createdAt(),
    /** When staff last changed the car (the sitemap's lastmod); null until then. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    /**
     * When staff took the car off the market for good (decision 0077). Never a DELETE: orders, price
     * history and the audit keep pointing at it, and its page answers 410 with similar cars.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
    /**
     * Since when every unit of the car's stock lines is sold (src/domain/inventory.ts keeps it with
     * the lines); null while any unit is not sold or the car has no lines. Off the market while set.
     */
    soldOutAt: timestamp('sold_out_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    foreignKey({
      name: 'cars_model_brand_fk',
      columns: [table.modelId, table.brandId],
      foreignColumns: [models.id, models.brandId],
    }).onDelete('cascade'),
    check('cars_price_positive', sql`${table.priceSar} > 0`),
    check('cars_seats_range', sql`${table.seats} between 1 and 60`),
    // Brand or model filter, ordered or ranged by price: the storefront's most common search.
    index('cars_brand_price_idx').on(table.brandId, table.effectivePriceSar),
    index('cars_model_price_idx').on(table.modelId, table.effectivePriceSar),
    // Price range and price sort without a brand.
    index('cars_price_idx').on(table.effectivePriceSar, table.id),
    // Covers the facet count (src/domain/car-search.ts): an index-only scan by price range, of the
    // cars on the market only (`onMarket` in src/domain/car-summary.ts is this predicate).
    index('cars_facets_idx')
      .on(table.effectivePriceSar, table.facetKey, table.modelId, table.featured)
      .where(sql`${table.retiredAt} is null and ${table.soldOutAt} is null`),
    index('cars_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // Low-cardinality filters combine through bitmap scans; price second serves their sorts.
    index('cars_body_price_idx').on(table.bodyType, table.effectivePriceSar),
    index('cars_fuel_price_idx').on(table.fuelType, table.effectivePriceSar),
    index('cars_transmission_idx').on(table.transmission),
    index('cars_year_idx').on(table.year),
    index('cars_featured_idx')
      .on(table.featured)
      .where(sql`${table.featured}`),
    index('cars_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
)

export const carColors = pgTable(
  'car_colors',
  {
    id: identity(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    hex: text('hex').notNull(),
    /** The body type's neutral side view; the UI tints it with `hex` (see the contract). */
    imagePath: text('image_path').notNull(),
    altAr: text('alt_ar').notNull(),
    altEn: text('alt_en').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (table) => [
    // Unique, so "order by sort" is complete and the index alone delivers the order.
    uniqueIndex('car_colors_car_sort_key').on(table.carId, table.sort),
    // Target of car_stock's (color_id, car_id) foreign key: a stock line's colour is its car's.
    unique('car_colors_id_car_id_key').on(table.id, table.carId),
    check('car_colors_hex_format', sql`${table.hex} ~ '^#[0-9a-f]{6}$'`),
  ],
)

export const carImages = pgTable(
  'car_images',
  {
    id: identity(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    altAr: text('alt_ar').notNull(),
    altEn: text('alt_en').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (table) => [uniqueIndex('car_images_car_sort_key').on(table.carId, table.sort)],
)

export const carFeatureGroups = pgTable(
  'car_feature_groups',
  {
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    group: featureGroupEnum('group').notNull(),
    items: jsonb('items').$type<LocalizedText[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.carId, table.group] })],
)

export const carSpecGroups = pgTable(
  'car_spec_groups',
  {
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    group: specGroupEnum('group').notNull(),
    items: jsonb('items').$type<SpecItem[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.carId, table.group] })],
)

/**
 * The car's stock (decision 0077): how many units of one colour stand at one branch in one status.
 * The car's public `stock_status` and `sold_out_at` follow from its lines (src/domain/inventory.ts).
 */
export const carStock = pgTable(
  'car_stock',
  {
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    colorId: integer('color_id').notNull(),
    status: stockLineStatusEnum('status').notNull(),
    count: smallint('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.carId, table.branchId, table.colorId, table.status] }),
    foreignKey({
      name: 'car_stock_color_car_fk',
      columns: [table.colorId, table.carId],
      foreignColumns: [carColors.id, carColors.carId],
    }).onDelete('cascade'),
    index('car_stock_branch_idx').on(table.branchId),
    check('car_stock_count_range', sql`${table.count} between 1 and 999`),
  ],
)

/** Every change of a car's price (decision 0077): when, from what, to what, and who made it. */
export const carPriceChanges = pgTable(
  'car_price_changes',
  {
    id: identity(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    oldPriceSar: integer('old_price_sar').notNull(),
    newPriceSar: integer('new_price_sar').notNull(),
    staffUserId: text('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The staff member's e-mail as it was, so the history still reads after the account is gone. */
    staffEmail: text('staff_email').notNull(),
  },
  (table) => [
    index('car_price_changes_car_idx').on(table.carId, table.changedAt.desc().nullsFirst()),
    check('car_price_changes_positive', sql`${table.oldPriceSar} > 0 and ${table.newPriceSar} > 0`),
  ],
)

// ── Offers and news ───────────────────────────────────────────────────────────────────────────

export const offers = pgTable(
  'offers',
  {
    id: identity(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    summaryAr: text('summary_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    /** Calendar days in Saudi time, both inclusive. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    imagePath: text('image_path'),
    imageAltAr: text('image_alt_ar'),
    imageAltEn: text('image_alt_en'),
    /**
     * The flat annual profit rate the offer finances its cars at, when it is a finance offer: 0 is
     * a real "0% profit" offer, null is an offer that says nothing about finance.
     */
    profitRatePercent: numeric('profit_rate_percent', { precision: 5, scale: 2 }),
    /**
     * A finance offer's term and least down payment (percent of the price), when it sets them: the
     * cars listed under it quote "from … / month" on these instead of the advertised 60 months and
     * 15% (src/lib/finance.ts), so the figure is one the offer actually gives.
     */
    financeTermMonths: smallint('finance_term_months'),
    minDownPaymentPercent: smallint('min_down_payment_percent'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    /**
     * Deleted by staff (decision 0076): hidden from the public, which is answered 410, and
     * restorable until the housekeeping round deletes it for good 30 days later.
     */
    deletedAt: deletedAt(),
  },
  (table) => [
    index('offers_validity_idx').on(table.endsOn, table.startsOn),
    check('offers_dates_ordered', sql`${table.startsOn} <= ${table.endsOn}`),
    check('offers_rate_range', sql`${table.profitRatePercent} >= 0 and ${table.profitRatePercent} < 100`),
    check('offers_term_range', sql`${table.financeTermMonths} between 12 and 60`),
    check('offers_down_payment_range', sql`${table.minDownPaymentPercent} between 0 and 90`),
  ],
)

export const listingKindEnum = pgEnum('listing_kind', ['car', 'offer'])

/**
 * Cars and offers that were deleted: a link to one then answers 410 "no longer available" rather
 * than 404, with cars like it (its brand, body type and price; an offer's from its first car).
 * Written only by the delete triggers of migration 0017 (removed-listings), so every way a row
 * is deleted (a cascade from its brand or model too) leaves one; identities are never reused.
 * No foreign keys: what it names is gone, and its brand may be gone too.
 */
export const removedListings = pgTable(
  'removed_listings',
  {
    kind: listingKindEnum('kind').notNull(),
    listingId: integer('listing_id').notNull(),
    brandId: integer('brand_id'),
    bodyType: bodyTypeEnum('body_type'),
    priceSar: integer('price_sar'),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.listingId] })],
)

export const offerCars = pgTable(
  'offer_cars',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.offerId, table.carId] }), index('offer_cars_car_idx').on(table.carId)],
)

export const newsArticles = pgTable(
  'news_articles',
  {
    id: identity(),
    slug: text('slug').notNull().unique(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    summaryAr: text('summary_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    imagePath: text('image_path'),
    imageAltAr: text('image_alt_ar'),
    imageAltEn: text('image_alt_en'),
    /**
     * `draft` (saved, never shown), `published` (shown from `published_at`: later is "scheduled"),
     * `unpublished` (was shown, taken down: its address answers 410). Decision 0078.
     */
    status: text('status', { enum: newsStatuses }).notNull().default('published'),
    /** When it shows (or showed, or will show); null only for a draft. Articles dated later stay hidden until then. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Raised by every staff change; a change made from an older version is refused (409). */
    version: integer('version').notNull().default(1),
    /** Deleted by staff (decision 0076): hidden everywhere, restorable until purged 30 days later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('news_published_idx').on(table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('news_deleted_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    check('news_articles_status', sql`${table.status} in ('draft', 'published', 'unpublished')`),
    check('news_articles_published_at', sql`${table.status} = 'draft' or ${table.publishedAt} is not null`),
  ],
)

// ── Places and people ─────────────────────────────────────────────────────────────────────────

export const cities = pgTable('cities', {
  slug: text('slug', { enum: citySlugs }).primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const branches = pgTable(
  'branches',
  {
    id: identity(),
    citySlug: text('city_slug', { enum: citySlugs })
      .notNull()
      .references(() => cities.slug),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    /** The street line only: district, city and postcode have their own columns (decision 0058). */
    addressAr: text('address_ar').notNull(),
    addressEn: text('address_en').notNull(),
    districtAr: text('district_ar'),
    districtEn: text('district_en'),
    postcode: text('postcode'),
    /** As the dealer prints it (`012 660 1200`); pages and structured data derive E.164 from it. */
    phone: text('phone').notNull(),
    workingHoursAr: text('working_hours_ar').notNull(),
    workingHoursEn: text('working_hours_en').notNull(),
    /** The same hours structured, for structured data; `{}` until staff set them. */
    openingHours: jsonb('opening_hours').$type<Partial<OpeningHours>>().notNull().default({}),
    mapUrl: text('map_url').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Removed by an admin (decision 0076): hidden from every page, restorable for 30 days. */
    deletedAt: deletedAt(),
  },
  (table) => [index('branches_city_idx').on(table.citySlug, table.sort)],
)

/**
 * A branch's hours for a range of Saudi calendar days (Ramadan, Eid), both inclusive: per day of
 * the week, periods or closed, with a label in both languages. Shown to visitors while in force and
 * given to search engines as schema.org `specialOpeningHoursSpecification` (decision 0079).
 */
export const branchSpecialHours = pgTable(
  'branch_special_hours',
  {
    id: identity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    labelAr: text('label_ar').notNull(),
    labelEn: text('label_en').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validThrough: date('valid_through', { mode: 'string' }).notNull(),
    /** Every day of the week: its periods, or none when the branch is closed that day. */
    hours: jsonb('hours').$type<OpeningHours>().notNull(),
  },
  (table) => [
    index('branch_special_hours_branch_idx').on(table.branchId, table.validThrough),
    check('branch_special_hours_dates_ordered', sql`${table.validFrom} <= ${table.validThrough}`),
  ],
)

export const jobs = pgTable(
  'jobs',
  {
    id: identity(),
    citySlug: text('city_slug', { enum: citySlugs })
      .notNull()
      .references(() => cities.slug),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    requirements: jsonb('requirements').$type<LocalizedText[]>().notNull(),
    employmentType: employmentTypeEnum('employment_type').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    open: boolean('open').notNull().default(true),
    /** Deleted by staff (decision 0076): gone from the jobs page and applications, restorable for 30 days. */
    deletedAt: deletedAt(),
  },
  (table) => [index('jobs_open_published_idx').on(table.open, table.publishedAt.desc().nullsFirst())],
)

export const banks = pgTable(
  'banks',
  {
    id: identity(),
    slug: text('slug').notNull().unique(),
    kind: financePartnerKindEnum('kind').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    profitRatePercent: numeric('profit_rate_percent', { precision: 5, scale: 2 }).notNull(),
    maxTermMonths: smallint('max_term_months').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    check('banks_rate_range', sql`${table.profitRatePercent} >= 0 and ${table.profitRatePercent} < 100`),
    check('banks_term_positive', sql`${table.maxTermMonths} > 0`),
  ],
)

export const faqs = pgTable('faqs', {
  id: identity(),
  questionAr: text('question_ar').notNull(),
  questionEn: text('question_en').notNull(),
  answerAr: text('answer_ar').notNull(),
  answerEn: text('answer_en').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const sitePages = pgTable('site_pages', {
  slug: sitePageSlugEnum('slug').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/** The dealer's own details; exactly one row, id 1. */
export const dealerSettings = pgTable(
  'dealer_settings',
  {
    id: smallint('id').primaryKey().default(1),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    taglineAr: text('tagline_ar').notNull(),
    taglineEn: text('tagline_en').notNull(),
    logoPath: text('logo_path'),
    /**
     * What the E-Commerce Law asks an online shop to show (decision 0058); null on a database made
     * before they existed, until an admin sets them.
     */
    legalNameAr: text('legal_name_ar'),
    legalNameEn: text('legal_name_en'),
    crNumber: text('cr_number'),
    vatNumber: text('vat_number'),
    /** Phones as the dealer prints them; E.164 is derived for links and structured data. */
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp').notNull(),
    email: text('email').notNull(),
    /**
     * Before decision 0058, the whole address folded into one line; now written with the street
     * line, read only while `street_*` is null (a database the admin has not yet edited).
     */
    addressAr: text('address_ar').notNull(),
    addressEn: text('address_en').notNull(),
    /** The head office's postal address in parts, replacing the folded `address_*` (decision 0058). */
    streetAr: text('street_ar'),
    streetEn: text('street_en'),
    districtAr: text('district_ar'),
    districtEn: text('district_en'),
    cityAr: text('city_ar'),
    cityEn: text('city_en'),
    regionAr: text('region_ar'),
    regionEn: text('region_en'),
    postcode: text('postcode'),
    workingHoursAr: text('working_hours_ar').notNull(),
    workingHoursEn: text('working_hours_en').notNull(),
    mapUrl: text('map_url').notNull(),
    socials: jsonb('socials').$type<SocialLink[]>().notNull().default([]),
  },
  (table) => [check('dealer_settings_single_row', sql`${table.id} = 1`)],
)

// ── Server ────────────────────────────────────────────────────────────────────────────────────

/**
 * Secrets the server makes for itself on first use (src/server/secrets.server.ts), so a fresh
 * start needs no setup and every process and machine on one database signs with the same key.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

// ── Write side: limits and repeated requests (docs/decisions/0041) ───────────────────────────

/**
 * Rate limits that hold across threads, processes and restarts (src/server/rate-limit.server.ts):
 * one row per bucket and client, holding the moments of its recent allowed requests (a sliding
 * window, at most `limit` of them). The client is a keyed hash, never the phone number or address.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    hits: timestamp('hits', { withTimezone: true, mode: 'date' }).array().notNull(),
    /** When the newest hit leaves the window: past it the row says nothing and is pruned. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.keyHash] }), index('rate_limits_expires_at_idx').on(table.expiresAt)],
)

/**
 * The answers to POSTs that carried an `Idempotency-Key` (src/server/idempotency.server.ts),
 * written in the same transaction as the change they report, so a committed row always has its
 * answer and its change. A row without an answer exists only inside the transaction serving it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The operation the key was used for; the same key on another operation is another request. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's canonical JSON, to refuse the key reused for another request. */
    requestHash: text('request_hash').notNull(),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
    check('idempotency_keys_key_length', sql`char_length(${table.key}) between 8 and 200`),
  ],
)

// ── Write side: the transactional outbox (docs/decisions/0040-outbox.md) ───────────────────────

/** `alerts`: matched against buyers' alerts in the worker (decision 0098); `payment`: a refund to make at the payment gateway (decision 0101). */
export const outboxChannels = ['webhook', 'mail', 'sms', 'alerts', 'payment'] as const
export const outboxChannelEnum = pgEnum('outbox_channel', outboxChannels)

const outboxMoment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * What the outside world must hear about a change (the dealer's webhook, mail, SMS), written in
 * the transaction that makes the change and delivered at least once by src/server/outbox/ from
 * every process. One row per channel, so each retries on its own. `payload` is what that channel
 * sends and may hold customer data: delivered rows are deleted after a retention period, and
 * `last_error` only ever holds text the app wrote (a status code, an error kind), never a reply.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    /** Also the delivery id the receiver sees (X-Dealer-Delivery), the same on every retry. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** What happened, e.g. `order.verified`; the kinds and their payloads are in src/server/outbox/kinds.ts. */
    kind: text('kind').notNull(),
    channel: outboxChannelEnum('channel').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    /** Attempts started, counted when a worker claims the message. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: outboxMoment('next_attempt_at').notNull().defaultNow(),
    /** A worker's claim; once past, the claim has lapsed (its process died) and any worker may retry. */
    claimedUntil: outboxMoment('claimed_until'),
    deliveredAt: outboxMoment('delivered_at'),
    /**
     * Set, and committed, just before a channel that cannot de-duplicate (SMS) hands the message
     * over; cleared with the attempt's outcome. Still set when a claim lapses, the process died
     * mid-send and the gateway may have taken it: the message is not sent again (decision 0073).
     */
    sendStartedAt: outboxMoment('send_started_at'),
    lastError: text('last_error'),
    /** Set when the last allowed attempt failed; the message is kept for an operator to replay. */
    deadAt: outboxMoment('dead_at'),
  },
  (table) => [
    // The workers' claim: pending messages in the order they fall due.
    index('outbox_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.deadAt} is null`),
    // The purge of delivered messages past their retention.
    index('outbox_messages_delivered_idx')
      .on(table.deliveredAt)
      .where(sql`${table.deliveredAt} is not null`),
    check('outbox_messages_attempts_not_negative', sql`${table.attempts} >= 0`),
  ],
)

// ── Relations (for drizzle's relational queries) ──────────────────────────────────────────────

// ── Write side: purchase orders (src/domain/orders.ts) ───────────────────────────────────────

export const orderTypeEnum = pgEnum('order_type', orderTypes)
export const purchaseTypeEnum = pgEnum('purchase_type', purchaseTypes)
export const orderStatusEnum = pgEnum('order_status', orderStatuses)

/**
 * A company order's own fields, kept together: staff read them as one block. Its cars are its
 * `order_lines`. CR and VAT numbers (digits only) are absent from orders placed before they were
 * asked (decision 0086), as is the headquarters city, then the order's `city`.
 */
export type OrderCompanyDetails = {
  companyName: string
  ceoName: string
  headquartersAddress: string
  activity: string
  headquartersCity?: string
  crNumber?: string
  vatNumber?: string
}
/** A finance order's answers, kept only for finance orders and only with the credit-data consent. */
export type OrderFinanceDetails = {
  workSector: string
  salary: number
  monthlyCommitments: number
  downPayment: number
  installmentMonths: number
  /** The plan's final (balloon) payment; absent on orders placed before it was asked (decision 0084). */
  finalPayment?: number
  hasMortgage: boolean
  hasPaymentDelays: boolean
  licenceStatus: string
}

/**
 * A purchase order. It exists from the form's submission, `awaiting_verification` until the
 * visitor types the code sent to `mobile`; unverified orders are deleted with their personal
 * data after a day. The car's title is copied in, so an order still reads right after the dealer
 * removes the car (car_id is then null).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the visitor and staff call the order (`K7M2Q-9XD4R`): random, never sequential. */
    reference: text('reference').notNull().unique(),
    type: orderTypeEnum('type').notNull(),
    status: orderStatusEnum('status').notNull().default('awaiting_verification'),
    /** The language the visitor ordered in: their text messages are written in it. */
    locale: text('locale').notNull(),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    carTitle: jsonb('car_title').$type<LocalizedText>().notNull(),
    /**
     * The colour chosen (decision 0084), and its name as it was when ordered: the id is set null
     * when staff remove the colour, the name stays for the dealer and the buyer.
     */
    colorId: integer('color_id').references(() => carColors.id, { onDelete: 'set null' }),
    colorName: jsonb('color_name').$type<LocalizedText>(),
    /** The offer the order started from, and its title as it was (the offer may be deleted later). */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    offerTitle: jsonb('offer_title').$type<LocalizedText>(),
    purchaseType: purchaseTypeEnum('purchase_type').notNull(),
    /** The person to reach: the buyer, or a company's contact. */
    contactName: text('contact_name').notNull(),
    /** E.164, `+9665XXXXXXXX`. */
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    /**
     * Where the cars go: the buyer's city, or a company's delivery city; any Saudi city of
     * src/contract/saudi-cities.ts (decision 0086), not only the branches' cities.
     */
    city: text('city', { enum: saudiCitySlugs }).notNull(),
    /** The branch that handles the order (the nearest unless the buyer chose another); null once it is removed. */
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    /** The partner bank's slug, for finance. */
    bank: text('bank'),
    company: jsonb('company').$type<OrderCompanyDetails>(),
    finance: jsonb('finance').$type<OrderFinanceDetails>(),
    creditConsentAt: timestamp('credit_consent_at', { withTimezone: true, mode: 'date' }),
    /** When `finance` was erased because the order had been closed long enough (PDPL, decision 0070). */
    creditErasedAt: timestamp('credit_erased_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** The salesperson (or admin) who looks after the order (decision 0081); null: nobody yet. */
    assigneeId: text('assignee_id').references((): AnyPgColumn => staffUsers.id, { onDelete: 'set null' }),
    /**
     * When staff first recorded a contact with the buyer (a call, WhatsApp or e-mail with a note,
     * decision 0087): what keeps the company promise of a reply within 24 hours. A stage change
     * alone never sets it.
     */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true, mode: 'date' }),
    /** When the reminder that a company order's reply is due soon was queued (once; decision 0087). */
    replyDueSoonRemindedAt: timestamp('reply_due_soon_reminded_at', { withTimezone: true, mode: 'date' }),
    /** When the reminder that a company order's reply is overdue was queued (once; decision 0087). */
    replyOverdueRemindedAt: timestamp('reply_overdue_reminded_at', { withTimezone: true, mode: 'date' }),
    /** How staff took the order for the buyer, by phone or in the showroom (decision 0092); null: the buyer placed it. */
    staffChannel: text('staff_channel', { enum: staffOrderChannels }),
  },
  (table) => [
    // The staff inbox: verified orders, newest first.
    index('orders_inbox_idx')
      .on(table.verifiedAt)
      .where(sql`${table.status} <> 'awaiting_verification'`),
    // "My orders": an assignee's open and closed orders.
    index('orders_assignee_idx').on(table.assigneeId, table.verifiedAt),
    // The queue of company orders awaiting their first reply, by when it falls due (decision 0087).
    index('orders_awaiting_reply_idx')
      .on(table.verifiedAt)
      .where(sql`${table.type} = 'company' and ${table.firstReplyAt} is null`),
    // The purge of orders never verified.
    index('orders_unverified_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'awaiting_verification'`),
    check('orders_finance_only_with_consent', sql`${table.finance} is null or ${table.creditConsentAt} is not null`),
    check('orders_credit_erased_without_answers', sql`${table.creditErasedAt} is null or ${table.finance} is null`),
    check('orders_company_details', sql`(${table.type} = 'company') = (${table.company} is not null)`),
  ],
)

/**
 * A company order's cars (decision 0086): one car (model and trim) in one colour, or in any, and
 * how many. Titles are copied in, as the order's, so a line still reads right after the dealer
 * removes the car or the colour.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: identity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    carTitle: jsonb('car_title').$type<LocalizedText>().notNull(),
    colorId: integer('color_id').references(() => carColors.id, { onDelete: 'set null' }),
    /** The colour's name as ordered; null: no preference. */
    colorName: jsonb('color_name').$type<LocalizedText>(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    uniqueIndex('order_lines_order_position_key').on(table.orderId, table.position),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
)

/** Every status an order has had, with when: what tracking shows. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: identity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The staff member who made the change (null for the visitor's own confirmation, or once the account is gone). */
    staffUserId: text('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Their name as it was, so the history still reads right after the account is renamed or removed. */
    staffName: text('staff_name'),
    /** Staff's internal note (the reason) on the change: shown to staff only, never to the visitor. */
    note: text('note'),
    /** Whether the buyer was texted about this change (decision 0081: only some stages, and staff may choose not to). */
    notified: boolean('notified').notNull().default(false),
    /** On the `received` line of an order staff took (decision 0092): by phone or in the showroom. */
    channel: text('channel', { enum: staffOrderChannels }),
    /** On that line too: proven by the SMS code the buyer read out, or seen in person. */
    confirmation: text('confirmation', { enum: staffOrderConfirmations }),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.at)],
)

/**
 * Staff's notes on an order, kept apart from its stages (decision 0081): written without a stage
 * change, with the author and time; never shown or sent to the buyer.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: identity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    staffUserId: text('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The author's name as it was, so the note still reads right after the account is renamed or removed. */
    staffName: text('staff_name').notNull(),
    text: text('text').notNull(),
    /** How staff reached the buyer when the note records a contact (decision 0087); null: an internal note only. */
    contactChannel: text('contact_channel', { enum: orderContactChannels }),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.at)],
)

/**
 * The code that can verify an order: only its keyed hash is stored; wrong attempts count across
 * resends, so asking for a new code never buys more guesses. The code sent just before it stays
 * good until its own expiry: a text the network delayed arrives after the buyer asked for
 * another, and typing it must not cost them an attempt.
 */
export const orderVerificationCodes = pgTable('order_verification_codes', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  previousCodeHash: text('previous_code_hash'),
  previousExpiresAt: timestamp('previous_expires_at', { withTimezone: true, mode: 'date' }),
  resendAvailableAt: timestamp('resend_available_at', { withTimezone: true, mode: 'date' }).notNull(),
  failedAttempts: smallint('failed_attempts').notNull().default(0),
  codesSent: smallint('codes_sent').notNull().default(1),
})

// ── Buyers' own page: "My orders" (src/domain/buyer-sessions.ts, decision 0099) ──────────────

/**
 * The code that signs a buyer in to "My orders": one row per mobile, named by a keyed hash of it
 * (a mobile that never ordered leaves no number here), only the code's keyed hash kept, under the
 * order code's rules (lifetime, a new code once a minute, five wrong codes). The code sent just
 * before stays good until its own expiry, as an order's does. Deleted when used, purged once expired.
 */
export const buyerSignInCodes = pgTable(
  'buyer_sign_in_codes',
  {
    mobileHash: text('mobile_hash').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    previousCodeHash: text('previous_code_hash'),
    previousExpiresAt: timestamp('previous_expires_at', { withTimezone: true, mode: 'date' }),
    resendAvailableAt: timestamp('resend_available_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Wrong codes since the last code that ran out unused: a new code does not reset them. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
  },
  (table) => [index('buyer_sign_in_codes_expires_at_idx').on(table.expiresAt)],
)

/**
 * A buyer signed in to "My orders" on one browser: the SHA-256 of the random token its httpOnly
 * cookie holds (never the token), the mobile the code proved, and its fixed end. Expired rows are
 * purged by the housekeeping round.
 */
export const buyerSessions = pgTable(
  'buyer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    /** E.164: the orders this session shows are those placed with it. */
    mobile: text('mobile').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('buyer_sessions_expires_at_idx').on(table.expiresAt), index('buyer_sessions_mobile_idx').on(table.mobile)],
)

export const brandsRelations = relations(brands, ({ many }) => ({ models: many(models), cars: many(cars) }))

export const modelsRelations = relations(models, ({ one, many }) => ({
  brand: one(brands, { fields: [models.brandId], references: [brands.id] }),
  cars: many(cars),
}))

export const carsRelations = relations(cars, ({ one, many }) => ({
  brand: one(brands, { fields: [cars.brandId], references: [brands.id] }),
  model: one(models, { fields: [cars.modelId], references: [models.id] }),
  colors: many(carColors),
  images: many(carImages),
  featureGroups: many(carFeatureGroups),
  specGroups: many(carSpecGroups),
  offers: many(offerCars),
}))

export const carColorsRelations = relations(carColors, ({ one }) => ({
  car: one(cars, { fields: [carColors.carId], references: [cars.id] }),
}))

export const carImagesRelations = relations(carImages, ({ one }) => ({
  car: one(cars, { fields: [carImages.carId], references: [cars.id] }),
}))

export const carFeatureGroupsRelations = relations(carFeatureGroups, ({ one }) => ({
  car: one(cars, { fields: [carFeatureGroups.carId], references: [cars.id] }),
}))

export const carSpecGroupsRelations = relations(carSpecGroups, ({ one }) => ({
  car: one(cars, { fields: [carSpecGroups.carId], references: [cars.id] }),
}))

export const offersRelations = relations(offers, ({ many }) => ({ cars: many(offerCars) }))

export const offerCarsRelations = relations(offerCars, ({ one }) => ({
  offer: one(offers, { fields: [offerCars.offerId], references: [offers.id] }),
  car: one(cars, { fields: [offerCars.carId], references: [cars.id] }),
}))

export const citiesRelations = relations(cities, ({ many }) => ({ branches: many(branches), jobs: many(jobs) }))

export const branchesRelations = relations(branches, ({ one }) => ({
  city: one(cities, { fields: [branches.citySlug], references: [cities.slug] }),
}))

export const jobsRelations = relations(jobs, ({ one }) => ({
  city: one(cities, { fields: [jobs.citySlug], references: [cities.slug] }),
}))

// ── Write side: messages from the contact page (src/domain/contact.ts) ───────────────────────

/** A visitor's message to the dealer. Kept a year, then deleted (decision 0046). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164 when given. */
    mobile: text('mobile'),
    message: text('message').notNull(),
    /** The language the visitor wrote in, to answer in it. */
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    /** When a staff member marked the message handled (answered); null while it waits (decision 0054). */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    /** Who marked it; kept empty when that account is deleted (the audit log keeps their address). */
    handledBy: text('handled_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
)

// ── Write side: the mailing list (src/domain/subscriptions.ts, decision 0048) ─────────────────

/**
 * One row per e-mail address on the mailing list, however often it is submitted. A row is
 * unconfirmed until its owner opens the link of the confirmation mail (double opt-in); an
 * unconfirmed row is deleted once its newest link has expired, and unsubscribing deletes the row.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    /** Named, with a signature, by the links in the mails (src/domain/subscription-tokens.ts). */
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and lower-cased by the contract. */
    email: text('email').notNull(),
    /** The language of the newest sign-up: mails to the subscriber are written in it. */
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    /** When the owner confirmed; null while the sign-up waits for it. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** When the newest confirmation link stops working; an unconfirmed row is deleted then. */
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('subscriptions_email_key').on(table.email),
    index('subscriptions_unconfirmed_expiry_idx')
      .on(table.confirmationExpiresAt)
      .where(sql`${table.confirmedAt} is null`),
  ],
)

// ── Price, stock and new-match alerts (src/domain/alerts.ts, decision 0098) ─────────────────

export const alertChannels = ['email', 'sms'] as const
export const alertKinds = ['price_drop', 'back_in_stock', 'new_matches'] as const

/**
 * One person who gets alerts: an e-mail address or a Saudi mobile (E.164), the language their
 * messages are written in, the site their links lead to, and the Saudi day of their last message
 * (at most one a day). Deleted with its alerts; a row left without alerts goes once its day is over.
 */
export const alertRecipients = pgTable(
  'alert_recipients',
  {
    /** Named, with a signature, by the links of every message (src/domain/subscription-tokens.ts). */
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: alertChannels }).notNull(),
    /** A lower-cased e-mail address, or a mobile in E.164. */
    address: text('address').notNull(),
    locale: text('locale').notNull(),
    /** The origin the messages' links lead to, as the newest request's mail links would. */
    linkOrigin: text('link_origin').notNull(),
    /** The Saudi calendar day of the last digest sent, `YYYY-MM-DD`. */
    lastDigestOn: date('last_digest_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('alert_recipients_address_key').on(table.channel, table.address)],
)

/**
 * One alert: a car's price drop or return to stock, or new cars matching a saved market search.
 * Alerts made by one request share a confirmation id (its mail's link or its SMS code confirms
 * them); unconfirmed ones are deleted when that expires.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => alertRecipients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: alertKinds }).notNull(),
    /** What is watched, for uniqueness: `car:<id>` or `market:<query>`. */
    subject: text('subject').notNull(),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    /** The saved search's filters as the market's query string (`brand=toyota&priceMax=80000`). */
    marketQuery: text('market_query'),
    /** The price the person last saw from us (when they asked, or in the last message): a drop is below it. */
    referencePriceSar: integer('reference_price_sar'),
    confirmationId: uuid('confirmation_id').notNull(),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('alerts_subject_key').on(table.recipientId, table.kind, table.subject),
    index('alerts_car_idx')
      .on(table.carId)
      .where(sql`${table.confirmedAt} is not null`),
    index('alerts_confirmation_idx').on(table.confirmationId),
    index('alerts_unconfirmed_expiry_idx')
      .on(table.confirmationExpiresAt)
      .where(sql`${table.confirmedAt} is null`),
  ],
)

/** The SMS code that confirms a request's alerts (the order codes' rules): only its keyed hash. */
export const alertCodes = pgTable('alert_codes', {
  confirmationId: uuid('confirmation_id').primaryKey(),
  recipientId: uuid('recipient_id')
    .notNull()
    .references(() => alertRecipients.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
})

/** What an alert found and its person has not been told yet (the next digest takes and deletes it). */
export const alertHits = pgTable(
  'alert_hits',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => alertRecipients.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.carId] }), index('alert_hits_recipient_idx').on(table.recipientId)],
)

/** The outbox messages about car changes already matched against the alerts: each is matched once. */
export const alertEvents = pgTable('alert_events', {
  /** The outbox message's id. */
  id: uuid('id').primaryKey(),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull(),
})

// ── Write side: job applications with a CV (src/domain/job-applications.ts) ──────────────────

/**
 * Bytes, as `bytea`: PGlite hands them back as a Uint8Array, postgres.js as a Buffer (a
 * Uint8Array too).
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/**
 * An application for an open position (decision 0049). The same mobile applying again for the
 * same job within a day is answered with this row's reference and stores nothing new. Kept 180
 * days, then deleted with its CV.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `K7M2Q-9XD4R`, as order references: what the applicant and the dealer's mail quote. */
    reference: text('reference').notNull().unique(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    name: text('name').notNull(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    /** The language the applicant used, to answer in it. */
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // The repeat check (same job, same mobile, recent), and the retention purge.
    index('job_applications_job_mobile_idx').on(table.jobId, table.mobile, table.createdAt),
    index('job_applications_created_at_idx').on(table.createdAt),
  ],
)

/**
 * An application's CV, apart from the application so that listing applications never reads
 * megabytes. Stored in the database (at most 5 MB each), so every process and machine on one
 * PostgreSQL database sees it; never served by a public address. `media_type` is the type its
 * content was found to be, not what the browser claimed.
 */
export const jobApplicationCvs = pgTable(
  'job_application_cvs',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    content: bytea('content').notNull(),
    mediaType: text('media_type').notNull(),
    /** The name the applicant's file had (for staff only; downloads are named by reference). */
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 (hex) of the content. */
    sha256: text('sha256').notNull(),
  },
  (table) => [check('job_application_cvs_size', sql`${table.sizeBytes} > 0 and ${table.sizeBytes} = octet_length(${table.content})`)],
)

// ── Staff: accounts, sessions and the audit log (src/server/auth/, decision 0051) ─────────────

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * Staff accounts, in the shape Better Auth's drizzle adapter expects of its `user` model (with its
 * admin plugin's `role` and `banned` fields). Visitors never have an account: only
 * `npm run staff:create` and an admin make them.
 */
export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** `admin`, `editor` or `sales` (src/contract/staff.ts). */
  role: text('role').notNull().default('editor'),
  /** A deactivated account: it cannot sign in, its sessions are gone. */
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: moment('ban_expires'),
  /** Set for a one-time password: the next sign-in must choose a new one before anything else. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** Signs in with a code from an authenticator app after the password (decision 0093; Better Auth's two-factor plugin). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
})

/** Better Auth's `session` model: a row per signed-in browser; deleting it signs that browser out. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    /** The idle expiry, pushed forward while the session is used (src/server/auth/staff-auth.server.ts). */
    expiresAt: moment('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (table) => [index('staff_sessions_user_idx').on(table.userId)],
)

/** Better Auth's `account` model: for staff, the one `credential` row holding the password hash. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: moment('access_token_expires_at'),
    refreshTokenExpiresAt: moment('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [index('staff_accounts_user_idx').on(table.userId)],
)

/**
 * Better Auth's `twoFactor` model (decision 0093): one row per account that started or finished
 * enrolling an authenticator app. `secret` and `backup_codes` are encrypted by the library with the
 * staff auth secret; `verified` turns true with the first right code. The library's own lock columns
 * stay unused: failed codes count in the sign-in locks (staff_sign_in_failures).
 */
export const staffTwoFactors = pgTable('staff_two_factors', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  verified: boolean('verified').notNull().default(false),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: moment('locked_until'),
})

/** Better Auth's `verification` model (unused by e-mail + password, required by the library). */
export const staffVerifications = pgTable('staff_verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: moment('expires_at').notNull(),
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
})

/**
 * Failed staff password checks, counted per scope (src/domain/staff-sign-in-locks.ts, decision
 * 0072): `address` one account from one network address, `account` one account from every device
 * it does not know, `device` one account on one browser it knows, `session` the current password
 * of a password change in one session, `network` one network address across accounts. `hits` are
 * the recent failures (within the scope's window); past the scope's free failures each one locks
 * the scope until `locked_until`, twice as long as the one before. `subject_hash` is a keyed hash
 * of the e-mail address typed (which no account may have), the device or the session; `address`
 * is kept as it is so an admin sees where a lock came from; `user_id` names the account when one
 * has that e-mail address, so an admin can see and lift its locks.
 */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    scope: text('scope', { enum: ['address', 'account', 'device', 'session', 'network'] }).notNull(),
    subjectHash: text('subject_hash').notNull(),
    address: text('address').notNull().default(''),
    userId: text('user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The recent failures' moments, in milliseconds since 1970, oldest first. */
    hits: jsonb('hits').$type<number[]>().notNull(),
    lockedUntil: moment('locked_until'),
    /** When the row says nothing any more (its newest failure left the window, its lock ended): pruned. */
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subjectHash, table.address] }),
    index('staff_sign_in_failures_user_idx').on(table.userId),
    index('staff_sign_in_failures_expires_at_idx').on(table.expiresAt),
  ],
)

/**
 * Browsers an account has signed in on (decision 0072): the device id travels in a signed,
 * httpOnly cookie; a row here makes it known to that account, so its right password gets in while
 * the account is locked for everyone else. One browser may be known to several accounts (a
 * showroom's shared computer).
 */
export const staffDevices = pgTable(
  'staff_devices',
  {
    deviceId: text('device_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSignedInAt: moment('last_signed_in_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.userId] }), index('staff_devices_user_idx').on(table.userId)],
)

/**
 * Every staff action, append-only: who (the account, and its e-mail as it was, so the line still
 * reads after the account is deleted), what, on which record, and for changes the state before and
 * after.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: identity(),
    at: moment('at').notNull().defaultNow(),
    staffUserId: text('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    /** e.g. `staff.sign_in`, `order.status_changed`, `news.published`. */
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('staff_audit_log_at_idx').on(table.at), index('staff_audit_log_subject_idx').on(table.subjectType, table.subjectId)],
)

// ── Personal-data requests (src/domain/pdpl-requests.ts, decision 0089) ─────────────────────

/** What was done for a request, in order: who and when (never the person's data). */
export type PdplRequestEvent = { action: 'exported' | 'corrected' | 'erased'; at: string; by: string }

/**
 * A person's request under the PDPL to see, correct or erase what the dealer holds about a mobile
 * or an e-mail address, logged by an admin with the day it arrived: the answer is due 30 days
 * later. `subject` is the E.164 mobile or the lower-case address while the request is worked on;
 * an erasure replaces it with a masked form, so the log proves the request was answered without
 * keeping what was erased. `held` names the records a legal hold kept (order references).
 */
export const pdplRequests = pgTable(
  'pdpl_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: pdplRequestKinds }).notNull(),
    subject: text('subject').notNull(),
    subjectKind: text('subject_kind', { enum: ['mobile', 'email'] }).notNull(),
    /** The person's language: the export is written in it. */
    language: text('language').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: pdplRequestStatuses }).notNull().default('open'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    events: jsonb('events').$type<PdplRequestEvent[]>().notNull().default([]),
    held: jsonb('held').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('pdpl_requests_open_idx').on(table.status, table.receivedOn),
    check('pdpl_requests_kind', sql`${table.kind} in ('access', 'correction', 'erasure')`),
    check('pdpl_requests_status', sql`${table.status} in ('open', 'answered')`),
  ],
)

// ── Write side: newsletters to the mailing list (src/domain/newsletters.ts, decision 0055) ────

/**
 * A newsletter an editor sent: its subject and plain-text body in both languages, and once every
 * recipient's mail has been delivered or given up on, the final counts (the per-recipient rows are
 * deleted then). `link_origin` is where its unsubscribe links lead, fixed when it was sent: the
 * mails are written later, outside the request, by the throttled dispatcher.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectAr: text('subject_ar').notNull(),
    subjectEn: text('subject_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    sentBy: text('sent_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The sender's name as it was, so the list still reads after the account is deleted. */
    sentByName: text('sent_by_name').notNull(),
    createdAt: createdAt(),
    linkOrigin: text('link_origin').notNull(),
    /** Confirmed subscribers when it was sent: the recipients, fixed then. */
    recipients: integer('recipients').notNull(),
    finishedAt: moment('finished_at'),
    sentCount: integer('sent_count'),
    failedCount: integer('failed_count'),
    /** Recipients who left the list before their mail was written (or while it waited). */
    skippedCount: integer('skipped_count'),
    /** A scheduled newsletter's moment (decision 0091); null for one sent at once. */
    scheduledFor: moment('scheduled_for'),
    /**
     * When its recipients were fixed and its mails began to go: at once when sent, at
     * `scheduled_for` when scheduled. Null while it waits, and for ever once cancelled.
     */
    releasedAt: moment('released_at'),
    /** A scheduled newsletter called off before its moment, and by whom (the name as it was). */
    cancelledAt: moment('cancelled_at'),
    cancelledByName: text('cancelled_by_name'),
  },
  (table) => [
    index('newsletters_created_at_idx').on(table.createdAt),
    index('newsletters_unfinished_idx')
      .on(table.createdAt)
      .where(sql`${table.finishedAt} is null`),
    // What the dispatcher looks for every round: scheduled ones whose moment has come.
    index('newsletters_waiting_idx')
      .on(table.scheduledFor)
      .where(sql`${table.releasedAt} is null and ${table.cancelledAt} is null`),
  ],
)

export const newsletterDeliveryStatuses = ['pending', 'queued', 'skipped'] as const

/**
 * One row per recipient of a newsletter while it is being sent: `pending` until the dispatcher
 * writes its mail to the outbox (then `queued`, with that message's id, in the same transaction),
 * or `skipped` when the subscriber left the list first. The primary key makes a second row for the
 * same recipient impossible; the subscription is named by id only (no foreign key: unsubscribing
 * deletes the subscription, and this row must still count as skipped).
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').notNull(),
    status: text('status', { enum: newsletterDeliveryStatuses }).notNull().default('pending'),
    outboxMessageId: uuid('outbox_message_id'),
    queuedAt: moment('queued_at'),
  },
  (table) => [
    primaryKey({ columns: [table.newsletterId, table.subscriptionId] }),
    index('newsletter_deliveries_pending_idx')
      .on(table.newsletterId, table.subscriptionId)
      .where(sql`${table.status} = 'pending'`),
    // The throttle counts the mails written in the last minute.
    index('newsletter_deliveries_queued_at_idx')
      .on(table.queuedAt)
      .where(sql`${table.queuedAt} is not null`),
    index('newsletter_deliveries_subscription_idx').on(table.subscriptionId),
    check('newsletter_deliveries_status', sql`${table.status} in ('pending', 'queued', 'skipped')`),
  ],
)

// ── News covers (src/domain/news-editor.ts, decision 0052) ────────────────────────────────────

/**
 * A news article's cover as the editor uploaded it, scaled and re-encoded as WebP (no metadata,
 * nothing but pixels). Named by its content's hash, so its address never changes and browsers
 * may keep it for a year; stored in the database so every process and machine sees it.
 */
export const newsCovers = pgTable(
  'news_covers',
  {
    /** `<24 hex of SHA-256>.webp`, the last part of its public address `/media/news/<name>`. */
    name: text('name').primaryKey(),
    content: bytea('content').notNull(),
    mediaType: text('media_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('news_covers_size', sql`octet_length(${table.content}) > 0`)],
)

/**
 * Every picture staff uploaded for an offer, re-encoded like a news cover, under its content hash
 * (served at `/media/offers/<name>`); an offer names one by its path in `offers.image_path`.
 */
export const offerPictures = pgTable(
  'offer_pictures',
  {
    /** `<24 hex of SHA-256>.webp`. */
    name: text('name').primaryKey(),
    content: bytea('content').notNull(),
    mediaType: text('media_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('offer_pictures_size', sql`octet_length(${table.content}) > 0`)],
)

/**
 * Every logo an admin uploaded, re-encoded (decision 0058), under its content hash: a page or a
 * shared link that still names an earlier logo keeps working.
 */
export const dealerLogos = pgTable(
  'dealer_logos',
  {
    /** `<24 hex of SHA-256>.webp`, the last part of its public address `/media/logo/<name>`. */
    name: text('name').primaryKey(),
    content: bytea('content').notNull(),
    mediaType: text('media_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('dealer_logos_size', sql`octet_length(${table.content}) > 0`)],
)

/**
 * Photos staff uploaded for one colour of a car (decision 0057), in their order. Each names its
 * files in `picture_files`: `<name>-<width>.webp` and `.avif` for every width in `widths`.
 */
export const carPhotos = pgTable(
  'car_photos',
  {
    id: identity(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => carColors.id, { onDelete: 'cascade' }),
    /** 24 hex of the SHA-256 of the upload (and the pipeline's version): the start of its files' names. */
    name: text('name').notNull(),
    /** Widths made, smallest first; every size is 16:10. */
    widths: integer('widths').array().notNull(),
    altAr: text('alt_ar').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    /**
     * Set when staff delete the photo (decision 0080): from then on no page or answer shows it,
     * staff may restore it for `restoreWindowDays`, then housekeeping deletes it for good.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // A card's picture is its car's first photo; a car page lists them per colour.
    index('car_photos_car_idx').on(table.carId, table.sort),
    index('car_photos_color_idx').on(table.colorId, table.sort),
    // Housekeeping finds the deleted photos whose window has passed.
    index('car_photos_deleted_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
  ],
)

/**
 * The stored sizes of car photos and brand logos (decision 0057), WebP or AVIF, under their
 * content-hash names: served at `/media/pictures/<name>` for a year, kept in the database so every
 * process and machine sees them.
 */
export const pictureFiles = pgTable(
  'picture_files',
  {
    name: text('name').primaryKey(),
    content: bytea('content').notNull(),
    mediaType: text('media_type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('picture_files_size', sql`octet_length(${table.content}) > 0`)],
)

/**
 * Which version of each data step (src/server/db/data-steps.server.ts) a database has been through:
 * a rewrite of stored data that a migration cannot do because its rule lives in the app's code.
 */
export const dataSteps = pgTable('data_steps', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

// ── Write side: "value my car" (src/domain/trade-ins.ts, decision 0102) ───────────────────────

export const tradeInConditionEnum = pgEnum('trade_in_condition', tradeInConditions)

/**
 * A buyer's request for an estimate of the car they would trade in. Nothing about its owner but
 * the mobile the code and the estimate go to. Unconfirmed ones are deleted after a day, unanswered
 * ones after `unansweredRetentionDays`, answered ones `retentionDaysAfterExpiry` after their
 * estimate expired (app.config.ts `tradeIn`).
 */
export const tradeIns = pgTable(
  'trade_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `K7M2Q-9XD4R`, as order references: the buyer tracks the request with it and the mobile. */
    reference: text('reference').notNull().unique(),
    /** The buyer's language: the code's and the estimate's text messages are in it. */
    locale: text('locale').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: smallint('year').notNull(),
    mileageKm: integer('mileage_km').notNull(),
    condition: tradeInConditionEnum('condition').notNull(),
    /** A slug of src/contract/saudi-cities.ts. */
    city: text('city').notNull(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    /** The confirmed order of the same mobile it goes with; kept empty when that order is erased. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the buyer typed the code; null while the request awaits it. */
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    estimateSar: integer('estimate_sar'),
    estimateGivenAt: timestamp('estimate_given_at', { withTimezone: true, mode: 'date' }),
    estimateValidUntil: timestamp('estimate_valid_until', { withTimezone: true, mode: 'date' }),
    estimateGivenBy: text('estimate_given_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('trade_ins_verified_at_idx').on(table.verifiedAt),
    index('trade_ins_created_at_idx').on(table.createdAt),
    index('trade_ins_valid_until_idx').on(table.estimateValidUntil),
    // An estimate is its amount, when it was given and until when it holds, all or none.
    check(
      'trade_ins_estimate_whole',
      sql`(${table.estimateSar} is null) = (${table.estimateGivenAt} is null) and (${table.estimateSar} is null) = (${table.estimateValidUntil} is null)`,
    ),
    check('trade_ins_estimate_after_confirmation', sql`${table.estimateSar} is null or ${table.verifiedAt} is not null`),
  ],
)

/** A request's SMS code, as an order's (`order_verification_codes`): only its keyed hash is kept. */
export const tradeInCodes = pgTable('trade_in_codes', {
  tradeInId: uuid('trade_in_id')
    .primaryKey()
    .references(() => tradeIns.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The code sent before the latest, good until its own expiry (a late SMS), as for orders. */
  previousCodeHash: text('previous_code_hash'),
  previousExpiresAt: timestamp('previous_expires_at', { withTimezone: true, mode: 'date' }),
  resendAvailableAt: timestamp('resend_available_at', { withTimezone: true, mode: 'date' }).notNull(),
  failedAttempts: smallint('failed_attempts').notNull().default(0),
  codesSent: smallint('codes_sent').notNull().default(0),
})

/**
 * A photo of a car to value, re-encoded to WebP without metadata when it was uploaded, before any
 * request names it (`trade_in_id` null for at most `unattachedPhotoSeconds`). Deleted with its
 * request, or when the request's estimate expires.
 */
export const tradeInPhotos = pgTable(
  'trade_in_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tradeInId: uuid('trade_in_id').references(() => tradeIns.id, { onDelete: 'cascade' }),
    content: bytea('content').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('trade_in_photos_trade_in_idx').on(table.tradeInId),
    index('trade_in_photos_created_at_idx').on(table.createdAt),
    check('trade_in_photos_size', sql`${table.sizeBytes} > 0 and ${table.sizeBytes} = octet_length(${table.content})`),
  ],
)
// ── Car reservations with a refundable deposit (decision 0101, src/domain/reservations.ts) ────

export const reservationStatusEnum = pgEnum('reservation_status', reservationStatuses)

/**
 * A buyer's hold on one unit of a car (one branch, one colour) against a deposit paid through
 * Moyasar. The id is random and is the buyer's link to it (status, payment, receipt). Nothing about
 * a card is kept: only how it was paid (`card`, `applepay`, `stcpay`) and Moyasar's payment id.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the buyer, the receipt and staff call it (`K7M2Q-9XD4R`), random like an order's. */
    reference: text('reference').notNull().unique(),
    status: reservationStatusEnum('status').notNull().default('awaiting_payment'),
    locale: text('locale').notNull(),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    carTitle: jsonb('car_title').$type<LocalizedText>().notNull(),
    /** The car's price when reserved, riyals with VAT: what an order made from it starts from. */
    priceSar: integer('price_sar').notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    colorId: integer('color_id').references(() => carColors.id, { onDelete: 'set null' }),
    colorName: jsonb('color_name').$type<LocalizedText>(),
    contactName: text('contact_name').notNull(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    /**
     * The site's address the buyer reserved on, for the receipt's link in the e-mail sent when the
     * deposit is paid (the payment may be confirmed by Moyasar's webhook, which names no site).
     * Null on reservations made before it was kept: their mail has no link.
     */
    linkOrigin: text('link_origin'),
    /** The deposit in halalas, VAT included, as configured when reserved. */
    depositHalalas: integer('deposit_halalas').notNull(),
    createdAt: createdAt(),
    /** Unpaid by then: the unit goes back (abandoned). */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** The payment that pays the deposit (Moyasar's id), once confirmed by fetching it. */
    paymentId: text('payment_id').unique(),
    /** Held until then; the dispatcher then refunds and releases. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** The order staff made of it (decision 0101: the deposit is deducted from the price). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The dispatcher's two queues: holds running out, and payments not made in time.
    index('reservations_held_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'held'`),
    index('reservations_awaiting_idx')
      .on(table.paymentDueAt)
      .where(sql`${table.status} = 'awaiting_payment'`),
    check('reservations_deposit_positive', sql`${table.depositHalalas} >= 100`),
    check('reservations_held_is_paid', sql`${table.status} not in ('held', 'converted') or ${table.paymentId} is not null`),
  ],
)

/**
 * Every payment started for a reservation (a retry after a declined card is a second one), so a
 * payment that completes late, twice, or for a reservation that has ended is known and refunded.
 */
export const reservationPayments = pgTable(
  'reservation_payments',
  {
    /** Moyasar's payment id. */
    id: text('id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    method: text('method', { enum: paymentMethods }).notNull(),
    /** Moyasar's status as last fetched: initiated, paid, failed, refunded … */
    status: text('status').notNull(),
    amountHalalas: integer('amount_halalas').notNull(),
    createdAt: createdAt(),
    /** When its refund was put in the outbox (once). */
    refundQueuedAt: timestamp('refund_queued_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('reservation_payments_reservation_idx').on(table.reservationId)],
)

/** Moyasar webhook events already handled (decision 0101): a replay of one changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  paymentId: text('payment_id').notNull(),
  receivedAt: createdAt(),
})

/**
 * The payment sandbox's payments and card tokens (decision 0101, used only without Moyasar's keys),
 * as Moyasar would answer them, so every process of a cluster answers for every payment. A card
 * token keeps the outcome its test number stands for and the number masked, never the number.
 */
export const paymentSandboxRecords = pgTable('payment_sandbox_records', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['payment', 'token'] }).notNull(),
  record: jsonb('record').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
})

// ── Write side: test drives at a branch (src/domain/test-drives.ts, decision 0100) ─────────────

/**
 * A test drive a visitor booked: a car at a branch in one slot, in Saudi time. It is
 * `awaiting_verification` until the visitor types the SMS code (its seat held until `hold_until`),
 * then `booked`; `cancelled` by the visitor's signed link, `shown` or `no_show` as staff record it.
 * The car's title is copied in, as an order's. Deleted with its personal data `retentionDays` after
 * the drive or its cancellation (PDPL); never verified, after a day.
 */
export const testDrives = pgTable(
  'test_drives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `K7M2Q-9XD4R`, drawn like an order's. */
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: ['awaiting_verification', 'booked', 'cancelled', 'shown', 'no_show'] })
      .notNull()
      .default('awaiting_verification'),
    /** The visitor's language: their texts and invitation are written in it. */
    locale: text('locale').notNull(),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    carTitle: jsonb('car_title').$type<LocalizedText>().notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    name: text('name').notNull(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    /** Lower case; null when none was given (no invitation then). */
    email: text('email'),
    createdAt: createdAt(),
    /** While awaiting its code: until when its seat is held for it. */
    holdUntil: timestamp('hold_until', { withTimezone: true, mode: 'date' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** When staff recorded shown or no-show, and their name as it was. */
    outcomeAt: timestamp('outcome_at', { withTimezone: true, mode: 'date' }),
    outcomeBy: text('outcome_by'),
    /** When the reminder SMS was queued (once per time booked: a move clears it). */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true, mode: 'date' }),
    /** The invitation's SEQUENCE: raised by every move and by the cancellation (RFC 5545). */
    sequence: integer('sequence').notNull().default(0),
    /** Where the booking's signed link leads, fixed when it was made (the reminder is written later, outside a request). */
    linkOrigin: text('link_origin').notNull(),
  },
  (table) => [
    index('test_drives_branch_time_idx').on(table.branchId, table.startsAt),
    index('test_drives_status_idx').on(table.status, table.startsAt),
    check('test_drives_time_ordered', sql`${table.startsAt} < ${table.endsAt}`),
    check('test_drives_status', sql`${table.status} in ('awaiting_verification', 'booked', 'cancelled', 'shown', 'no_show')`),
  ],
)

/** A test drive's SMS code, as an order's (src/domain/order-codes.ts): its keyed hash only. */
export const testDriveCodes = pgTable('test_drive_codes', {
  testDriveId: uuid('test_drive_id')
    .primaryKey()
    .references(() => testDrives.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  resendAvailableAt: timestamp('resend_available_at', { withTimezone: true, mode: 'date' }).notNull(),
  failedAttempts: smallint('failed_attempts').notNull().default(0),
  codesSent: smallint('codes_sent').notNull().default(0),
})

/** A slot staff closed at a branch: its free seats are taken by it (test_drive_seats). */
export const testDriveBlocks = pgTable(
  'test_drive_blocks',
  {
    id: identity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    /** The staff member's name as it was. */
    createdBy: text('created_by').notNull(),
  },
  (table) => [uniqueIndex('test_drive_blocks_slot_key').on(table.branchId, table.startsAt)],
)

/**
 * The seats of a branch's slots that are taken, each by one test drive or one staff block. No seat
 * is ever taken twice at overlapping times: migration 0043 adds an exclusion constraint on
 * (branch, seat, time range) with btree_gist, on PostgreSQL and PGlite alike. A slot's capacity is
 * its seat numbers, 1 to `appConfig.testDrives.seatsPerSlot` (decision 0100).
 */
export const testDriveSeats = pgTable(
  'test_drive_seats',
  {
    id: identity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    seat: smallint('seat').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    testDriveId: uuid('test_drive_id').references(() => testDrives.id, { onDelete: 'cascade' }),
    blockId: integer('block_id').references(() => testDriveBlocks.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('test_drive_seats_drive_idx').on(table.testDriveId),
    index('test_drive_seats_branch_time_idx').on(table.branchId, table.startsAt),
    check('test_drive_seats_one_owner', sql`(${table.testDriveId} is null) <> (${table.blockId} is null)`),
    check('test_drive_seats_seat_positive', sql`${table.seat} >= 1`),
    check('test_drive_seats_time_ordered', sql`${table.startsAt} < ${table.endsAt}`),
  ],
)
