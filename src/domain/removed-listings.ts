/**
 * What a deleted car or offer left behind (the removed_listings rows its delete trigger wrote,
 * decision 0056; a car off the market, decision 0077; or an offer staff deleted, still
 * restorable, decision 0076) and the cars to suggest instead, found by the market's own search.
 */
import { and, asc, eq, isNotNull, or } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { BodyType, CarSummary, SearchCarsInput } from '../contract/catalogue.ts'
import type { ListingKind, RemovedListing } from '../contract/removed-listings.ts'
import { brands, cars, offerCars, offers, removedListings } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { searchCars } from './car-search.ts'

/** How many similar cars a "no longer available" page shows. */
export const similarCarCount = 4
/** "Near its price": within a quarter of it either way. */
const priceBand = 0.25

export type SimilarTo = { brandSlug: string | null; bodyType: BodyType | null; priceSar: number | null }

/**
 * The searches, most alike first: the same body type near the price, the same brand near the
 * price, the same body type, the same brand; then the newest cars, so the page is never empty.
 */
export function similarSearches({ brandSlug, bodyType, priceSar }: SimilarTo): SearchCarsInput[] {
  const band: Pick<SearchCarsInput, 'priceMin' | 'priceMax'> =
    priceSar === null ? {} : { priceMin: Math.floor(priceSar * (1 - priceBand)), priceMax: Math.ceil(priceSar * (1 + priceBand)) }
  const body = bodyType === null ? null : { body: [bodyType] }
  const brand = brandSlug === null ? null : { brands: [brandSlug] }
  const searches: SearchCarsInput[] = []
  if (body) searches.push({ ...body, ...band })
  if (brand && priceSar !== null) searches.push({ ...brand, ...band })
  if (body && priceSar !== null) searches.push(body)
  if (brand) searches.push(brand)
  searches.push({})
  return searches
}

/** Up to `similarCarCount` cars from the searches in turn, each car once. */
export async function findSimilarCars(db: Db, to: SimilarTo, locale: Locale): Promise<CarSummary[]> {
  const found = new Map<number, CarSummary>()
  for (const search of similarSearches(to)) {
    if (found.size >= similarCarCount) break
    const result = await searchCars(db, { ...search, sort: 'newest', pageSize: similarCarCount * 2 }, locale)
    for (const car of result.items) if (found.size < similarCarCount) found.set(car.id, car)
  }
  return [...found.values()]
}

/**
 * A car that is still stored but off the market (decision 0077: retired, or every unit sold), described
 * as a tombstone would describe it; null when there is no such car or it is on the market.
 */
async function offMarketCar(db: Db, id: number) {
  const [row] = await db
    .select({
      retiredAt: cars.retiredAt,
      soldOutAt: cars.soldOutAt,
      brandSlug: brands.slug,
      bodyType: cars.bodyType,
      priceSar: cars.effectivePriceSar,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .where(and(eq(cars.id, id), or(isNotNull(cars.retiredAt), isNotNull(cars.soldOutAt))))
  if (!row) return null
  const removedAt = row.retiredAt ?? row.soldOutAt
  return removedAt ? { ...row, removedAt } : null
}

/**
 * An offer staff deleted but the housekeeping round has not yet deleted for good (decision 0076):
 * removed for the public already, described as the trigger of migration 0017 will describe it (its
 * first car's brand, body type and price).
 */
async function deletedOffer(db: Db, id: number) {
  const [offer] = await db
    .select({ removedAt: offers.deletedAt })
    .from(offers)
    .where(and(eq(offers.id, id), isNotNull(offers.deletedAt)))
  if (!offer?.removedAt) return null
  const [firstCar] = await db
    .select({ brandSlug: brands.slug, bodyType: cars.bodyType, priceSar: cars.effectivePriceSar })
    .from(offerCars)
    .innerJoin(cars, eq(cars.id, offerCars.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .where(eq(offerCars.offerId, id))
    .orderBy(asc(offerCars.sort), asc(offerCars.carId))
    .limit(1)
  return {
    removedAt: offer.removedAt,
    brandSlug: firstCar?.brandSlug ?? null,
    bodyType: firstCar?.bodyType ?? null,
    priceSar: firstCar?.priceSar ?? null,
  }
}

/**
 * The removed car or offer `id` (deleted, or for a car also off the market, for an offer also deleted
 * by staff and not yet purged), or null when no such car or offer was ever deleted.
 */
export async function getRemovedListing(db: Db, kind: ListingKind, id: number, locale: Locale): Promise<RemovedListing | null> {
  if (kind === 'car') {
    const car = await offMarketCar(db, id)
    if (car) {
      const similar = await findSimilarCars(db, { brandSlug: car.brandSlug, bodyType: car.bodyType, priceSar: car.priceSar }, locale)
      return { kind, id, removedAt: car.removedAt.toISOString(), similar }
    }
  }
  const [tombstone] = await db
    .select({
      removedAt: removedListings.removedAt,
      brandSlug: brands.slug,
      bodyType: removedListings.bodyType,
      priceSar: removedListings.priceSar,
    })
    .from(removedListings)
    .leftJoin(brands, eq(brands.id, removedListings.brandId))
    .where(and(eq(removedListings.kind, kind), eq(removedListings.listingId, id)))
    .limit(1)
  const row = tombstone ?? (kind === 'offer' ? await deletedOffer(db, id) : null)
  if (!row) return null
  const similar = await findSimilarCars(db, { brandSlug: row.brandSlug, bodyType: row.bodyType, priceSar: row.priceSar }, locale)
  return { kind, id, removedAt: row.removedAt.toISOString(), similar }
}
