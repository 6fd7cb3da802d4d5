import { describe, expect, it } from 'vitest'
import { and, eq, isNotNull, lt } from 'drizzle-orm'
import { removedListingSchema } from '../contract/removed-listings.ts'
import { describeOnEngines } from '../server/db/describe-on-engines.ts'
import { brands, cars, offerCars, offers, removedListings } from '../server/db/schema.ts'
import { getRemovedListing, similarCarCount, similarSearches } from './removed-listings.ts'

describe('similarSearches', () => {
  it('asks for the same body type within a quarter of the price first, then the brand, then anything', () => {
    expect(similarSearches({ brandSlug: 'toyota', bodyType: 'suv', priceSar: 100_000 })).toEqual([
      { body: ['suv'], priceMin: 75_000, priceMax: 125_000 },
      { brands: ['toyota'], priceMin: 75_000, priceMax: 125_000 },
      { body: ['suv'] },
      { brands: ['toyota'] },
      {},
    ])
  })

  it('leaves out what is not known (an offer without cars, a brand deleted with it)', () => {
    expect(similarSearches({ brandSlug: null, bodyType: null, priceSar: null })).toEqual([{}])
    expect(similarSearches({ brandSlug: null, bodyType: 'sedan', priceSar: 80_000 })).toEqual([
      { body: ['sedan'], priceMin: 60_000, priceMax: 100_000 },
      { body: ['sedan'] },
      {},
    ])
  })
})

describeOnEngines('removed listings', ({ db }) => {
  it('knows nothing of an id that never existed, nor of a car or offer still there', async () => {
    expect(await getRemovedListing(db(), 'car', 99_999_999, 'en')).toBeNull()
    expect(await getRemovedListing(db(), 'offer', 9_999, 'en')).toBeNull()
    expect(await getRemovedListing(db(), 'car', 1, 'en')).toBeNull()
    expect(await getRemovedListing(db(), 'offer', 1, 'en')).toBeNull()
  })

  it('remembers a deleted car and suggests cars of its body type near its price, not itself', async () => {
    const [car] = await db().select().from(cars).where(eq(cars.id, 5))
    if (!car) throw new Error('demo car 5 is missing')
    await db().delete(cars).where(eq(cars.id, car.id))
    const removed = removedListingSchema.parse(await getRemovedListing(db(), 'car', car.id, 'ar'))
    expect(removed).toMatchObject({ kind: 'car', id: car.id })
    expect(removed.similar).toHaveLength(similarCarCount)
    expect(removed.similar.map((similar) => similar.id)).not.toContain(car.id)
    const first = removed.similar[0]!
    expect(first.bodyType).toBe(car.bodyType)
    expect(first.priceSar).toBeGreaterThanOrEqual(car.priceSar * 0.75)
    expect(first.priceSar).toBeLessThanOrEqual(car.priceSar * 1.25)
    // In the request's language.
    expect(first.title).toMatch(/[\u0600-\u06FF]/)
  })

  it('remembers a deleted car on sale at the price it sold at, not its list price (decision 0085)', async () => {
    const [onSale] = await db()
      .select()
      .from(cars)
      .where(and(isNotNull(cars.competitivePriceSar), lt(cars.competitivePriceSar, cars.priceSar)))
      .limit(1)
    if (!onSale) throw new Error('the demo has no car on sale')
    await db().delete(cars).where(eq(cars.id, onSale.id))
    const [tombstone] = await db()
      .select({ priceSar: removedListings.priceSar })
      .from(removedListings)
      .where(and(eq(removedListings.kind, 'car'), eq(removedListings.listingId, onSale.id)))
    expect(tombstone?.priceSar).toBe(onSale.competitivePriceSar)
    expect(tombstone?.priceSar).toBeLessThan(onSale.priceSar)
  })

  it('remembers a deleted offer by its first car', async () => {
    const [link] = await db().select().from(offerCars).where(eq(offerCars.offerId, 1)).orderBy(offerCars.sort).limit(1)
    const [firstCar] = await db().select().from(cars).where(eq(cars.id, link!.carId))
    await db().delete(offers).where(eq(offers.id, 1))
    const removed = await getRemovedListing(db(), 'offer', 1, 'en')
    expect(removed?.kind).toBe('offer')
    expect(removed?.similar[0]?.bodyType).toBe(firstCar?.bodyType)
    // The car itself still exists, so it may be suggested; no car was removed with the offer.
    expect(await getRemovedListing(db(), 'car', link!.carId, 'en')).toBeNull()
  })

  it('remembers every car a deleted brand took with it', async () => {
    const [brand] = await db().select().from(brands).where(eq(brands.slug, 'lexus'))
    const lexusCars = await db().select({ id: cars.id }).from(cars).where(eq(cars.brandId, brand!.id))
    expect(lexusCars.length).toBeGreaterThan(0)
    await db().delete(brands).where(eq(brands.id, brand!.id))
    for (const { id } of lexusCars) {
      const removed = await getRemovedListing(db(), 'car', id, 'en')
      expect(removed?.kind, `car ${id}`).toBe('car')
      // Its brand is gone, so the suggestions come from its body type and price.
      expect(removed?.similar.length).toBe(similarCarCount)
    }
  })
})
