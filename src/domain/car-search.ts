/**
 * The car search: filters, sort, paging and facet counts in two queries whatever the filters
 * (they run together; PostgreSQL spreads them over the pool).
 *
 * 1. The page of cards, every filter applied.
 * 2. Counts per combination of (brand, fuel, transmission, body, year), packed in
 *    cars.facet_key, under the filters that are not facets (text, price, model, featured): an
 *    index-only scan and a one-integer aggregate. A catalogue has at most a few hundred such
 *    combinations, and from them the total and every facet follow in memory: each facet counts
 *    with all filters but its own (so choosing a second brand stays possible).
 *    The same row carries the brands, to name the brand facet (a dozen of them; joining them
 *    to the counts would cost more than listing them).
 *
 * Brand and model filters go through the joined tables' slugs rather than IN-subqueries: PGlite
 * plans the page query about a millisecond faster that way.
 */
import { and, asc, desc, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import {
  bodyTypes,
  fuelTypes,
  searchCarsInputSchema,
  transmissions,
  type BodyType,
  type CarFacets,
  type CarSort,
  type FuelType,
  type SearchCarsInput,
  type SearchCarsQuery,
  type SearchCarsResult,
  type Transmission,
} from '../contract/catalogue.ts'
import { brands, cars, models as modelsTable, unpackFacetKey } from '../server/db/schema.ts'
import { toSearchPatterns } from '../server/db/search-text.ts'
import { highestPriceWithin } from '../lib/monthly-budget.ts'
import type { Db } from '../server/db/types.ts'
import { fromJson, marketCars, selectCarSummaries, toCarSummary } from './car-summary.ts'
import { inLocale } from './localize.ts'

type Combination = {
  brandSlug: string
  fuel: FuelType
  transmission: Transmission
  body: BodyType
  year: number
  count: number
}

type Dimension = 'brand' | 'fuel' | 'transmission' | 'body' | 'year'

type DimensionFilters = {
  brands: Set<string> | null
  fuel: Set<FuelType> | null
  transmission: Set<Transmission> | null
  body: Set<BodyType> | null
  yearMin: number | null
  yearMax: number | null
}

const nonEmpty = <T>(values: readonly T[] | undefined): Set<T> | null => (values && values.length > 0 ? new Set(values) : null)

function dimensionFilters(query: SearchCarsQuery): DimensionFilters {
  return {
    brands: nonEmpty(query.brands),
    fuel: nonEmpty(query.fuel),
    transmission: nonEmpty(query.transmission),
    body: nonEmpty(query.body),
    yearMin: query.year ?? query.yearMin ?? null,
    yearMax: query.year ?? query.yearMax ?? null,
  }
}

/** Filters that narrow the cars before any facet is counted, except the model filter. */
function baseConditions(query: SearchCarsQuery): SQL[] {
  const conditions: SQL[] = []
  for (const pattern of query.q ? toSearchPatterns(query.q) : []) conditions.push(like(cars.searchText, pattern))
  if (query.priceMin !== undefined) conditions.push(gte(cars.effectivePriceSar, query.priceMin))
  if (query.priceMax !== undefined) conditions.push(lte(cars.effectivePriceSar, query.priceMax))
  // The instalment never falls as the price rises: its limit is a price limit (decision 0096).
  if (query.monthlyMax !== undefined) conditions.push(lte(cars.effectivePriceSar, highestPriceWithin(query.monthlyMax)))
  if (query.featured !== undefined) conditions.push(eq(cars.featured, query.featured))
  return conditions
}

const selectedModels = (query: SearchCarsQuery) => (query.models && query.models.length > 0 ? query.models : null)

/** The facet filters, for the page query (which joins brands). */
function dimensionConditions(filters: DimensionFilters): SQL[] {
  const conditions: SQL[] = []
  if (filters.brands) conditions.push(inArray(brands.slug, [...filters.brands]))
  if (filters.fuel) conditions.push(inArray(cars.fuelType, [...filters.fuel]))
  if (filters.transmission) conditions.push(inArray(cars.transmission, [...filters.transmission]))
  if (filters.body) conditions.push(inArray(cars.bodyType, [...filters.body]))
  if (filters.yearMin !== null) conditions.push(gte(cars.year, filters.yearMin))
  if (filters.yearMax !== null) conditions.push(lte(cars.year, filters.yearMax))
  return conditions
}

function ordering(sort: CarSort): SQL[] {
  switch (sort) {
    case 'price-asc':
    case 'monthly-asc':
      return [asc(cars.effectivePriceSar), asc(cars.id)]
    case 'price-desc':
      return [desc(cars.effectivePriceSar), asc(cars.id)]
    case 'newest':
      return [desc(cars.createdAt), desc(cars.id)]
  }
}

function matches(combination: Combination, filters: DimensionFilters, except: Dimension | null): boolean {
  return (
    (except === 'brand' || !filters.brands || filters.brands.has(combination.brandSlug)) &&
    (except === 'fuel' || !filters.fuel || filters.fuel.has(combination.fuel)) &&
    (except === 'transmission' || !filters.transmission || filters.transmission.has(combination.transmission)) &&
    (except === 'body' || !filters.body || filters.body.has(combination.body)) &&
    (except === 'year' || filters.yearMin === null || combination.year >= filters.yearMin) &&
    (except === 'year' || filters.yearMax === null || combination.year <= filters.yearMax)
  )
}

/** Counts per value of one dimension; selected values stay listed at zero. */
function countBy<V extends string | number>(
  combinations: Combination[],
  filters: DimensionFilters,
  dimension: Dimension,
  valueOf: (combination: Combination) => V,
  selected: Iterable<V>,
): Map<V, number> {
  const counts = new Map<V, number>()
  for (const value of selected) counts.set(value, 0)
  for (const combination of combinations) {
    if (!matches(combination, filters, dimension)) continue
    const value = valueOf(combination)
    counts.set(value, (counts.get(value) ?? 0) + combination.count)
  }
  return counts
}

function inOrder<V extends string>(counts: Map<V, number>, order: readonly V[]) {
  return order.filter((value) => counts.has(value)).map((value) => ({ value, count: counts.get(value) ?? 0 }))
}

/**
 * Brands are named from the whole brand list, not from the counted cars: a chosen brand that the
 * other filters leave without a car (a shared link's `?brand=toyota&q=…`) keeps its name, not its slug.
 */
function facetsFrom(combinations: Combination[], filters: DimensionFilters, brandRows: readonly BrandName[]): CarFacets {
  const brandCounts = countBy(combinations, filters, 'brand', (c) => c.brandSlug, filters.brands ?? [])
  const brandInfo = new Map(brandRows.map((brand) => [brand.slug, { name: brand.name, sort: brand.sort }]))
  const years = countBy(combinations, filters, 'year', (c) => c.year, [])
  return {
    brands: [...brandCounts]
      .map(([value, count]) => ({ value, count, label: brandInfo.get(value)?.name ?? value }))
      .sort((a, b) => (brandInfo.get(a.value)?.sort ?? Infinity) - (brandInfo.get(b.value)?.sort ?? Infinity)),
    fuel: inOrder(
      countBy(combinations, filters, 'fuel', (c) => c.fuel, filters.fuel ?? []),
      fuelTypes,
    ),
    transmission: inOrder(
      countBy(combinations, filters, 'transmission', (c) => c.transmission, filters.transmission ?? []),
      transmissions,
    ),
    body: inOrder(
      countBy(combinations, filters, 'body', (c) => c.body, filters.body ?? []),
      bodyTypes,
    ),
    years: [...years].map(([value, count]) => ({ value, count })).sort((a, b) => b.value - a.value),
  }
}

type BrandName = { id: number; slug: string; name: string; sort: number }

/**
 * Counts per facet key as one JSON array of [key, count] pairs, and the brands that name them,
 * in one row: a single row crosses PGlite's wire-protocol parser in a fraction of the time a
 * few hundred rows take, and one statement saves a round trip.
 */
function selectFacetCounts(db: Db, query: SearchCarsQuery, locale: Locale) {
  const models = selectedModels(query)
  const modelFilter = models
    ? inArray(cars.modelId, db.select({ id: modelsTable.id }).from(modelsTable).where(inArray(modelsTable.slug, models)))
    : undefined
  const counts = db
    .select({ facetKey: cars.facetKey, count: sql<number>`count(*)::int`.as('count') })
    .from(cars)
    .where(marketCars(...baseConditions(query), modelFilter))
    .groupBy(cars.facetKey)
    .as('counts')
  const brandName = inLocale(locale, brands.nameAr, brands.nameEn)
  return db
    .select({
      pairs: sql<Array<[number, number]> | string>`coalesce(json_agg(json_build_array(${counts.facetKey}, ${counts.count})), '[]'::json)`,
      brands: sql<BrandName[] | string | null>`(select json_agg(json_build_object('id', ${brands.id}, 'slug', ${brands.slug},
        'name', ${brandName}, 'sort', ${brands.sort})) from ${brands})`,
    })
    .from(counts)
}

function toCombinations(pairs: ReadonlyArray<[number, number]>, brandRows: BrandName[]): Combination[] {
  const brandsById = new Map(brandRows.map((brand) => [brand.id, brand]))
  return pairs.flatMap(([facetKey, count]) => {
    const { brandId, fuel, transmission, body, year } = unpackFacetKey(facetKey)
    const brand = brandsById.get(brandId)
    if (!brand || !fuel || !transmission || !body) return []
    return [{ brandSlug: brand.slug, fuel, transmission, body, year, count }]
  })
}

/**
 * Every filter of `query` as one condition, over cars joined to their brand and model (as the page
 * query joins them): the market's page, and the saved searches of "new matches" alerts, which must
 * match exactly the cars the market shows (decision 0098).
 */
export function marketFilterCondition(query: SearchCarsQuery): SQL {
  const models = selectedModels(query)
  return marketCars(
    ...baseConditions(query),
    models ? inArray(modelsTable.slug, models) : undefined,
    ...dimensionConditions(dimensionFilters(query)),
  )
}

/** Whether car `carId` is on the market and among the cars `query` finds. */
export async function carMatchesSearch(db: Db, carId: number, query: SearchCarsQuery): Promise<boolean> {
  const [row] = await db
    .select({ id: cars.id })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(modelsTable, eq(modelsTable.id, cars.modelId))
    .where(and(eq(cars.id, carId), marketFilterCondition(query)))
    .limit(1)
  return row !== undefined
}

/** The search's queries, unexecuted; exported so the benchmark can EXPLAIN them. */
export function carSearchQueries(db: Db, query: SearchCarsQuery, locale: Locale) {
  const filters = dimensionFilters(query)
  return {
    filters,
    page: selectCarSummaries(db, locale)
      .where(marketFilterCondition(query))
      .orderBy(...ordering(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    facetCounts: selectFacetCounts(db, query, locale),
  }
}

export async function searchCars(db: Db, input: SearchCarsInput, locale: Locale): Promise<SearchCarsResult> {
  const query = searchCarsInputSchema.parse(input)
  const { filters, page, facetCounts } = carSearchQueries(db, query, locale)
  const [rows, [counts]] = await Promise.all([page, facetCounts])
  const brandRows = (counts ? fromJson(counts.brands) : null) ?? []
  const combinations = counts ? toCombinations(fromJson(counts.pairs), brandRows) : []
  const total = combinations.reduce((sum, c) => (matches(c, filters, null) ? sum + c.count : sum), 0)
  return {
    items: rows.map(toCarSummary),
    total,
    page: query.page,
    pageSize: query.pageSize,
    facets: facetsFrom(combinations, filters, brandRows),
  }
}
