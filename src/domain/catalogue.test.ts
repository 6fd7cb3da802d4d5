import { describe, expect, it } from 'vitest'
import { ZodError, z } from 'zod'
import {
  brandSchema,
  carDetailSchema,
  carSorts,
  maxCarPageSize,
  carSummarySchema,
  modelSchema,
  searchCarsResultSchema,
  type CarSummary,
  type SearchCarsInput,
} from '../contract/catalogue.ts'
import { describeOnEngines } from '../server/db/describe-on-engines.ts'
import { and, asc, eq } from 'drizzle-orm'
import { branches, carColors, cars, carStock, unpackFacetKey } from '../server/db/schema.ts'
import { toSaudiPhoneE164 } from '../lib/dealer-identity.ts'
import { buildDemoCars, type CarRecord } from '../server/db/seed/build-cars.ts'
import { catalogueBrands } from '../server/db/seed/catalogue-data.ts'
import { effectivePriceSar } from '../lib/effective-price.ts'
import { advertisedInstalment } from '../lib/finance.ts'
import { formatSar } from '../lib/format.ts'
import { carOptionText } from '../lib/option-text.ts'
import { carsOfModel } from '../features/orders/order-page-data.ts'
import { getCar, getCarsByIds, listBrands, listModels, searchCars } from './catalogue.ts'

// The seed data is the oracle: a fresh database numbers the demo cars 1..n in this order.
const records = buildDemoCars(catalogueBrands)
const oracle = records.map((record, index) => ({ id: index + 1, ...record }))
type OracleCar = (typeof oracle)[number]

// The one price rule (decision 0085): what the market, the car page and the order form must show.
const price = (car: OracleCar) => effectivePriceSar({ listPriceSar: car.car.priceSar, salePriceSar: car.car.competitivePriceSar })
const ids = (cars: readonly { id: number }[]) => cars.map((car) => car.id)
const count = (predicate: (car: OracleCar) => boolean) => oracle.filter(predicate).length
const arabic = /[\u0600-\u06FF]/

function countsBy<K extends string | number>(cars: OracleCar[], key: (car: CarRecord) => K): Map<K, number> {
  const counts = new Map<K, number>()
  for (const car of cars) counts.set(key(car), (counts.get(key(car)) ?? 0) + 1)
  return counts
}

describeOnEngines('catalogue reads', ({ db }) => {
  async function everyPage(input: SearchCarsInput): Promise<CarSummary[]> {
    const all: CarSummary[] = []
    for (let page = 1; ; page++) {
      const result = await searchCars(db(), { ...input, page, pageSize: 48 }, 'en')
      all.push(...result.items)
      if (result.items.length < 48) return all
    }
  }

  describe('listBrands', () => {
    it('lists every brand in display order with its number of cars', async () => {
      const brands = await listBrands(db(), 'en')
      expect(brands.map((brand) => brand.slug)).toEqual(catalogueBrands.map((brand) => brand.slug))
      for (const brand of brands) expect(brand.carCount).toBe(count((car) => car.brandSlug === brand.slug))
    })

    it('names brands in the requested language', async () => {
      const [arabicFirst] = await listBrands(db(), 'ar')
      const [englishFirst] = await listBrands(db(), 'en')
      expect(arabicFirst?.name).toBe('تويوتا')
      expect(englishFirst?.name).toBe('Toyota')
    })
  })

  describe('listModels', () => {
    it('lists the models of a brand given by slug or by id', async () => {
      const bySlug = await listModels(db(), { brand: 'kia' }, 'ar')
      const kia = catalogueBrands.find((brand) => brand.slug === 'kia')
      expect(bySlug.map((model) => model.slug)).toEqual(kia?.models.map((model) => model.slug))
      expect(bySlug.every((model) => model.brand.slug === 'kia' && arabic.test(model.brand.name))).toBe(true)
      const [first] = bySlug
      const byId = await listModels(db(), { brand: first?.brand.id }, 'ar')
      expect(byId).toEqual(bySlug)
      for (const model of bySlug) expect(model.carCount).toBe(count((car) => car.modelSlug === model.slug))
    })

    it('lists every model without a brand and none for an unknown brand', async () => {
      const all = await listModels(db(), {}, 'en')
      expect(all).toHaveLength(catalogueBrands.reduce((sum, brand) => sum + brand.models.length, 0))
      expect(await listModels(db(), { brand: 'no-such-brand' }, 'en')).toEqual([])
    })
  })

  describe('searchCars filters', () => {
    it('returns the whole catalogue without filters', async () => {
      const result = await searchCars(db(), {}, 'en')
      expect(result.total).toBe(oracle.length)
      expect(result.items).toHaveLength(12)
      expect(result.page).toBe(1)
      expect(result.pageSize).toBe(12)
    })

    it('reads an empty list filter as no filter, on the page and in every facet', async () => {
      const unfiltered = await searchCars(db(), {}, 'en')
      const emptyLists = await searchCars(db(), { brands: [], models: [], fuel: [], transmission: [], body: [] }, 'en')
      expect(emptyLists).toEqual(unfiltered)
    })

    it('filters by brand', async () => {
      const found = await everyPage({ brands: ['kia', 'mazda'] })
      expect(found.length).toBe(count((car) => car.brandSlug === 'kia' || car.brandSlug === 'mazda'))
      expect(new Set(found.map((car) => car.brand.slug))).toEqual(new Set(['kia', 'mazda']))
    })

    it('filters by model', async () => {
      const found = await everyPage({ models: ['camry', 'patrol'] })
      expect(found.length).toBe(count((car) => car.modelSlug === 'camry' || car.modelSlug === 'patrol'))
      expect(new Set(found.map((car) => car.model.slug))).toEqual(new Set(['camry', 'patrol']))
    })

    it('finds cars by name in either language, whatever the Arabic spelling', async () => {
      const expected = count((car) => car.modelSlug === 'land-cruiser')
      for (const q of ['land cruiser', 'LAND-CRUISER', 'لاند كروزر', 'لَانْد كْرُوزَر']) {
        const result = await searchCars(db(), { q }, 'ar')
        expect(result.total, q).toBe(expected)
      }
      // Words match in any order, each at the start of a word.
      const camryGle = count((car) => car.modelSlug === 'camry' && car.car.trimEn === 'GLE')
      for (const q of ['camry gle', 'GLE Camry', 'كامري gle']) expect((await searchCars(db(), { q }, 'en')).total, q).toBe(camryGle)
      expect((await searchCars(db(), { q: 'cx 5' }, 'en')).total).toBe(count((car) => car.modelSlug === 'cx-5'))
      // Hamza on alef and taa marbuta are folded: أكسنت, اكسنت and إكسنت all find the Accent.
      const accent = count((car) => car.modelSlug === 'accent')
      for (const q of ['أكسنت', 'اكسنت', 'إكسنت']) expect((await searchCars(db(), { q }, 'ar')).total, q).toBe(accent)
      expect((await searchCars(db(), { q: 'xyzzy' }, 'en')).total).toBe(0)
      // Nothing searchable left: the filter is ignored rather than matching nothing.
      expect((await searchCars(db(), { q: '%%' }, 'en')).total).toBe(oracle.length)
    })

    it('filters by price range', async () => {
      const found = await everyPage({ priceMin: 100_000, priceMax: 150_000 })
      expect(found.length).toBe(count((car) => price(car) >= 100_000 && price(car) <= 150_000))
      expect(found.every((car) => car.priceSar >= 100_000 && car.priceSar <= 150_000)).toBe(true)
    })

    it('filters by advertised monthly instalment: exactly the cars whose card quotes at most that much', async () => {
      // Issue 40's rule over the whole catalogue: `/market?monthlyMax=2000`.
      for (const monthlyMax of [2000, 1500, 3500]) {
        const found = await everyPage({ monthlyMax })
        const expected = oracle.filter((car) => advertisedInstalment(price(car)) <= monthlyMax)
        expect(expected.length, `${monthlyMax}`).toBeGreaterThan(0)
        expect(expected.length, `${monthlyMax}`).toBeLessThan(oracle.length)
        expect(ids(found).sort((a, b) => a - b)).toEqual(ids(expected))
        expect(found.every((car) => car.installmentFromSar <= monthlyMax)).toBe(true)
        expect((await searchCars(db(), { monthlyMax }, 'en')).total).toBe(expected.length)
      }
      expect((await searchCars(db(), { monthlyMax: 0 }, 'en')).total).toBe(0)
    })

    it('filters by model year, as a range or a single year', async () => {
      const older = await everyPage({ yearMax: 2025 })
      expect(older.length).toBe(count((car) => car.car.year <= 2025))
      expect(older.length).toBeGreaterThan(0)
      expect(older.every((car) => car.year === 2025)).toBe(true)
      const newer = await everyPage({ yearMin: 2026 })
      expect(newer.length).toBe(count((car) => car.car.year >= 2026))
      expect(newer.every((car) => car.year === 2026)).toBe(true)
      expect((await searchCars(db(), { year: 2026 }, 'en')).total).toBe(count((car) => car.car.year === 2026))
      expect((await searchCars(db(), { yearMin: 2026, yearMax: 2026 }, 'en')).total).toBe(count((car) => car.car.year === 2026))
    })

    it('filters by fuel, transmission and body type', async () => {
      const hybrids = await everyPage({ fuel: ['hybrid', 'electric'] })
      expect(hybrids.length).toBe(count((car) => car.car.fuelType === 'hybrid' || car.car.fuelType === 'electric'))
      expect(hybrids.every((car) => car.fuelType === 'hybrid' || car.fuelType === 'electric')).toBe(true)

      const manuals = await everyPage({ transmission: ['manual'] })
      expect(manuals.length).toBe(count((car) => car.car.transmission === 'manual'))
      expect(manuals.every((car) => car.transmission === 'manual')).toBe(true)

      const pickups = await everyPage({ body: ['pickup'] })
      expect(pickups.length).toBe(count((car) => car.car.bodyType === 'pickup'))
      expect(pickups.every((car) => car.bodyType === 'pickup')).toBe(true)
    })

    it('filters featured cars', async () => {
      const featured = await everyPage({ featured: true })
      expect(featured.length).toBe(count((car) => car.car.featured))
      expect(featured.every((car) => car.featured)).toBe(true)
    })

    it('combines filters', async () => {
      const found = await everyPage({ brands: ['toyota'], body: ['suv'], priceMax: 300_000, fuel: ['petrol'] })
      const expected = oracle.filter(
        (car) => car.brandSlug === 'toyota' && car.car.bodyType === 'suv' && price(car) <= 300_000 && car.car.fuelType === 'petrol',
      )
      expect(ids(found).sort((a, b) => a - b)).toEqual(ids(expected))
    })
  })

  describe('searchCars sorting and paging', () => {
    it('sorts by price, both ways, with ties broken by id', async () => {
      const ascending = await everyPage({ sort: 'price-asc' })
      const expected = [...oracle].sort((a, b) => price(a) - price(b) || a.id - b.id)
      expect(ids(ascending)).toEqual(ids(expected))
      const descending = await everyPage({ sort: 'price-desc' })
      expect(ids(descending)).toEqual(ids([...oracle].sort((a, b) => price(b) - price(a) || a.id - b.id)))
    })

    it('sorts by monthly instalment, lowest first, as the cards quote it', async () => {
      const found = await everyPage({ sort: 'monthly-asc' })
      expect(found).toHaveLength(oracle.length)
      const quoted = found.map((car) => car.installmentFromSar)
      expect(quoted).toEqual([...quoted].sort((a, b) => a - b))
    })

    it('sorts newest first by default', async () => {
      const newest = await everyPage({})
      const expected = [...oracle].sort((a, b) => b.car.createdAt.getTime() - a.car.createdAt.getTime() || b.id - a.id)
      expect(ids(newest)).toEqual(ids(expected))
    })

    it('pages through every result exactly once and keeps the total', async () => {
      const seen: number[] = []
      const input = { brands: ['toyota', 'hyundai'], sort: 'price-asc' as const, pageSize: 7 }
      const first = await searchCars(db(), input, 'en')
      const pages = Math.ceil(first.total / 7)
      for (let page = 1; page <= pages; page++) {
        const result = await searchCars(db(), { ...input, page }, 'en')
        expect(result.total).toBe(first.total)
        expect(result.page).toBe(page)
        seen.push(...ids(result.items))
      }
      expect(seen).toHaveLength(first.total)
      expect(new Set(seen).size).toBe(first.total)
      const beyond = await searchCars(db(), { ...input, page: pages + 1 }, 'en')
      expect(beyond.items).toEqual([])
      expect(beyond.total).toBe(first.total)
    })

    // The market shows its first n pages with one search (docs/decisions/0038): that search must
    // be the pages it replaces, in order, without a car twice or missing.
    it('answers the first n pages of k cars in one search of n × k, exactly as pages 1..n', async () => {
      const cases: Array<{ input: SearchCarsInput; pages: number }> = [
        ...carSorts.map((sort) => ({ input: { sort }, pages: maxCarPageSize / 12 })),
        { input: { brands: ['toyota', 'kia'], fuel: ['petrol', 'hybrid'], sort: 'price-desc' }, pages: 3 },
      ]
      for (const { input, pages } of cases) {
        const oneByOne: CarSummary[] = []
        for (let page = 1; page <= pages; page++) oneByOne.push(...(await searchCars(db(), { ...input, page, pageSize: 12 }, 'en')).items)
        const together = await searchCars(db(), { ...input, page: 1, pageSize: pages * 12 }, 'en')
        expect(ids(together.items)).toEqual(ids(oneByOne))
        expect(new Set(ids(together.items)).size).toBe(together.items.length)
        expect(together.items.length).toBe(Math.min(pages * 12, together.total))
      }
    })

    it(`rejects a page size above ${maxCarPageSize} and inverted ranges`, async () => {
      await expect(searchCars(db(), { pageSize: maxCarPageSize + 1 }, 'en')).rejects.toBeInstanceOf(ZodError)
      await expect(searchCars(db(), { priceMin: 2, priceMax: 1 }, 'en')).rejects.toBeInstanceOf(ZodError)
      await expect(searchCars(db(), { yearMin: 2026, yearMax: 2025 }, 'en')).rejects.toBeInstanceOf(ZodError)
    })
  })

  describe('searchCars facets', () => {
    it('counts each facet under every filter but its own', async () => {
      const result = await searchCars(db(), { brands: ['toyota'], fuel: ['hybrid'] }, 'en')
      const toyotaHybrids = oracle.filter((car) => car.brandSlug === 'toyota' && car.car.fuelType === 'hybrid')
      expect(result.total).toBe(toyotaHybrids.length)

      const hybridsByBrand = countsBy(
        oracle.filter((car) => car.car.fuelType === 'hybrid'),
        (car) => car.brandSlug,
      )
      expect(new Map(result.facets.brands.map((bucket) => [bucket.value, bucket.count]))).toEqual(hybridsByBrand)
      const toyotaByFuel = countsBy(
        oracle.filter((car) => car.brandSlug === 'toyota'),
        (car) => car.car.fuelType,
      )
      expect(new Map(result.facets.fuel.map((bucket) => [bucket.value, bucket.count]))).toEqual(toyotaByFuel)
      expect(new Map(result.facets.body.map((bucket) => [bucket.value, bucket.count]))).toEqual(
        countsBy(toyotaHybrids, (car) => car.car.bodyType),
      )
      expect(new Map(result.facets.transmission.map((bucket) => [bucket.value, bucket.count]))).toEqual(
        countsBy(toyotaHybrids, (car) => car.car.transmission),
      )
      expect(new Map(result.facets.years.map((bucket) => [bucket.value, bucket.count]))).toEqual(
        countsBy(toyotaHybrids, (car) => car.car.year),
      )
    })

    it('counts the transmission, body and year facets each without its own filter too', async () => {
      const chosen = { transmission: ['automatic', 'cvt'], body: ['suv', 'sedan'], yearMin: 2026 } as const
      const result = await searchCars(db(), { ...chosen, transmission: [...chosen.transmission], body: [...chosen.body] }, 'en')
      const keeps = {
        transmission: (car: OracleCar) => (chosen.transmission as readonly string[]).includes(car.car.transmission),
        body: (car: OracleCar) => (chosen.body as readonly string[]).includes(car.car.bodyType),
        year: (car: OracleCar) => car.car.year >= chosen.yearMin,
      }
      const allBut = (left: keyof typeof keeps) =>
        oracle.filter((car) => Object.entries(keeps).every(([name, keep]) => name === left || keep(car)))
      const facet = (buckets: { value: string | number; count: number }[]) =>
        new Map(buckets.filter((bucket) => bucket.count > 0).map((bucket) => [bucket.value, bucket.count]))
      expect(result.total).toBe(oracle.filter((car) => Object.values(keeps).every((keep) => keep(car))).length)
      expect(facet(result.facets.transmission)).toEqual(countsBy(allBut('transmission'), (car) => car.car.transmission))
      expect(facet(result.facets.body)).toEqual(countsBy(allBut('body'), (car) => car.car.bodyType))
      // Older years stay listed with their counts while the filter asks for 2026 on.
      expect(facet(result.facets.years)).toEqual(countsBy(allBut('year'), (car) => car.car.year))
      expect(result.facets.years.map((bucket) => bucket.value)).toEqual([2026, 2025])
    })

    it('keeps a chosen brand listed at zero when the other filters leave it no car', async () => {
      const cheapest = Math.min(...oracle.filter((car) => car.brandSlug === 'lexus').map(price))
      const result = await searchCars(db(), { brands: ['lexus'], priceMax: cheapest - 1 }, 'en')
      expect(result.total).toBe(0)
      expect(result.facets.brands.find((bucket) => bucket.value === 'lexus')).toMatchObject({ count: 0 })
    })

    it('names a chosen brand in the page’s language when no car at all matches', async () => {
      const result = await searchCars(db(), { brands: ['no-such-brand', 'toyota', 'kia'], q: 'no-such-car-name' }, 'ar')
      expect(result.total).toBe(0)
      // A slug no brand has (a stale link) keeps its slug, listed last.
      expect(result.facets.brands).toEqual([
        { value: 'toyota', label: 'تويوتا', count: 0 },
        { value: 'kia', label: 'كيا', count: 0 },
        { value: 'no-such-brand', label: 'no-such-brand', count: 0 },
      ])
    })

    it('orders facet values and labels brands in the requested language', async () => {
      const result = await searchCars(db(), {}, 'ar')
      expect(result.facets.brands.map((bucket) => bucket.value)).toEqual(catalogueBrands.map((brand) => brand.slug))
      expect(result.facets.brands[0]?.label).toBe('تويوتا')
      expect(result.facets.fuel.map((bucket) => bucket.value)).toEqual(['petrol', 'diesel', 'hybrid', 'electric'])
      expect(result.facets.years.map((bucket) => bucket.value)).toEqual([2026, 2025])
      const sum = (buckets: { count: number }[]) => buckets.reduce((total, bucket) => total + bucket.count, 0)
      for (const buckets of [result.facets.brands, result.facets.fuel, result.facets.body, result.facets.years]) {
        expect(sum(buckets)).toBe(oracle.length)
      }
    })

    it('keeps a selected value listed when nothing matches it', async () => {
      const result = await searchCars(db(), { brands: ['toyota'], fuel: ['electric'] }, 'en')
      expect(result.total).toBe(0)
      expect(result.items).toEqual([])
      expect(result.facets.fuel.find((bucket) => bucket.value === 'electric')).toEqual({ value: 'electric', count: 0 })
    })

    it('applies text, price and model filters to every facet', async () => {
      const result = await searchCars(db(), { models: ['hilux'], priceMax: 120_000 }, 'en')
      const expected = oracle.filter((car) => car.modelSlug === 'hilux' && price(car) <= 120_000)
      expect(result.total).toBe(expected.length)
      expect(result.facets.brands).toEqual([{ value: 'toyota', label: 'Toyota', count: expected.length }])
    })
  })

  describe('cars.facet_key', () => {
    it('decodes to every car’s own brand, year, fuel, transmission and body', async () => {
      const rows = await db()
        .select({
          facetKey: cars.facetKey,
          brandId: cars.brandId,
          year: cars.year,
          fuel: cars.fuelType,
          transmission: cars.transmission,
          body: cars.bodyType,
        })
        .from(cars)
      expect(rows).toHaveLength(oracle.length)
      for (const { facetKey, ...dimensions } of rows) expect(unpackFacetKey(facetKey)).toEqual(dimensions)
    })
  })

  describe('searchCars locale', () => {
    it('resolves every text to the requested language', async () => {
      const [english] = (await searchCars(db(), { models: ['camry'], sort: 'price-asc' }, 'en')).items
      const [arabicCar] = (await searchCars(db(), { models: ['camry'], sort: 'price-asc' }, 'ar')).items
      expect(english?.title).toBe('Toyota Camry LE 2026')
      expect(arabicCar?.title).toBe('تويوتا كامري LE 2026')
      expect(english?.engine).toBe('2.5L 4-cylinder hybrid')
      expect(arabicCar?.engine).toBe('2.5 لتر، 4 أسطوانات، هجين')
      expect(english?.colors.every((color) => !arabic.test(color.name))).toBe(true)
      expect(arabicCar?.colors.every((color) => arabic.test(color.name))).toBe(true)
      expect(arabicCar?.image?.alt).toContain('منظر جانبي')
    })
  })

  describe('getCar', () => {
    it('returns a car with colours, pictures, features, specifications and related cars', async () => {
      const camry = oracle.find((car) => car.modelSlug === 'camry' && car.car.trimEn === 'GLE' && car.car.year === 2026)
      const car = await getCar(db(), camry?.id ?? 0, 'en')
      expect(car?.title).toBe('Toyota Camry GLE 2026')
      expect(car?.priceSar).toBe(camry && price(camry))
      expect(car?.colors.length).toBeGreaterThanOrEqual(4)
      expect(car?.colors[0]?.image.alt).toContain('Toyota Camry GLE 2026 in')
      expect(car?.images[0]?.path).toBe('/images/cars/sedan.svg')
      expect(car?.features.map((group) => group.group)).toEqual(['exterior', 'comfort', 'safety'])
      expect(car?.specs.map((group) => group.group)).toEqual(['engine', 'transmission', 'measurements', 'chassis'])
      expect(car?.description.length).toBeGreaterThanOrEqual(2)
      // Other Camry trims first, itself never.
      expect(car?.related).toHaveLength(4)
      expect(car?.related.every((related) => related.id !== camry?.id)).toBe(true)
      expect(car?.related.slice(0, 4).every((related) => related.model.slug === 'camry')).toBe(true)
    })

    it('falls back to the same body type for related cars', async () => {
      const corvette = oracle.find((car) => car.modelSlug === 'corvette')
      const car = await getCar(db(), corvette?.id ?? 0, 'en')
      expect(car?.related[0]?.model.slug).toBe('corvette')
      expect(car?.related.slice(1).every((related) => related.bodyType === 'coupe')).toBe(true)
    })

    it('speaks Arabic or English throughout', async () => {
      const arabicCar = await getCar(db(), 1, 'ar')
      const englishCar = await getCar(db(), 1, 'en')
      const texts = (car: typeof arabicCar) => [
        car?.title,
        ...(car?.features.flatMap((group) => group.items) ?? []),
        ...(car?.specs.flatMap((group) => group.items.map((item) => item.label)) ?? []),
        ...(car?.colors.map((color) => color.name) ?? []),
      ]
      expect(texts(arabicCar).every((text) => arabic.test(text ?? ''))).toBe(true)
      expect(texts(englishCar).some((text) => arabic.test(text ?? ''))).toBe(false)
    })

    it('names the one branch holding the units not yet sold, for "Call", and none when they stand at two', async () => {
      const id = 7
      const [first, second] = await db().select().from(branches).orderBy(asc(branches.id)).limit(2)
      const [color] = await db().select({ id: carColors.id }).from(carColors).where(eq(carColors.carId, id)).limit(1)
      if (!first || !second || !color) throw new Error('the demo data has branches and colours')
      const line = { carId: id, colorId: color.id, count: 1 }
      // Without the demo's own lines for it (src/server/db/seed/demo-stock.ts): only this test's count.
      await db().delete(carStock).where(eq(carStock.carId, id))
      try {
        expect((await getCar(db(), id, 'en'))?.branch).toBeNull()
        // A sold unit elsewhere does not count: the car is to be had at the first branch only.
        await db()
          .insert(carStock)
          .values([
            { ...line, branchId: first.id, status: 'available' },
            { ...line, branchId: first.id, status: 'in_transit' },
            { ...line, branchId: second.id, status: 'sold' },
          ])
        expect((await getCar(db(), id, 'en'))?.branch).toEqual({ name: first.nameEn, phoneE164: toSaudiPhoneE164(first.phone) })
        expect((await getCar(db(), id, 'ar'))?.branch?.name).toBe(first.nameAr)
        await db()
          .update(carStock)
          .set({ status: 'reserved' })
          .where(and(eq(carStock.carId, id), eq(carStock.branchId, second.id)))
        expect((await getCar(db(), id, 'en'))?.branch).toBeNull()
      } finally {
        await db().delete(carStock).where(eq(carStock.carId, id))
      }
    })

    it('names the branches with a unit ready to sell now, in the dealer’s order', async () => {
      const id = 2
      await db().delete(carStock).where(eq(carStock.carId, id))
      expect((await getCar(db(), id, 'en'))?.availableAt).toEqual([])
      const [color] = await db().select({ id: carColors.id }).from(carColors).where(eq(carColors.carId, id)).limit(1)
      const places = await db()
        .select({ id: branches.id, nameEn: branches.nameEn, nameAr: branches.nameAr })
        .from(branches)
        .orderBy(asc(branches.sort), asc(branches.id))
      const [first, second, third] = places
      await db()
        .insert(carStock)
        .values([
          { carId: id, branchId: third!.id, colorId: color!.id, status: 'available', count: 1 },
          { carId: id, branchId: first!.id, colorId: color!.id, status: 'available', count: 2 },
          // Reserved or on its way is not ready now.
          { carId: id, branchId: second!.id, colorId: color!.id, status: 'reserved', count: 1 },
        ])
      try {
        expect((await getCar(db(), id, 'en'))?.availableAt).toEqual([first!.nameEn, third!.nameEn])
        expect((await getCar(db(), id, 'ar'))?.availableAt).toEqual([first!.nameAr, third!.nameAr])
      } finally {
        await db().delete(carStock).where(eq(carStock.carId, id))
      }
    })

    it('returns null for an unknown or impossible id', async () => {
      expect(await getCar(db(), oracle.length + 1000, 'en')).toBeNull()
      expect(await getCar(db(), 0, 'en')).toBeNull()
      expect(await getCar(db(), -5, 'en')).toBeNull()
    })
  })

  describe('the contract', () => {
    it('describes every answer exactly', async () => {
      for (const locale of ['ar', 'en'] as const) {
        z.array(brandSchema).parse(await listBrands(db(), locale))
        z.array(modelSchema).parse(await listModels(db(), {}, locale))
        searchCarsResultSchema.parse(await searchCars(db(), { brands: ['kia'], fuel: ['petrol'], pageSize: 48 }, locale))
        for (const id of [1, Math.floor(oracle.length / 2), oracle.length]) carDetailSchema.parse(await getCar(db(), id, locale))
        z.array(carSummarySchema).parse(await getCarsByIds(db(), [3, 2, 1], locale))
      }
    })
  })

  describe('getCarsByIds', () => {
    it('returns cars in the order asked for, without unknown ids or duplicates', async () => {
      const cars = await getCarsByIds(db(), [5, 999_999, 3, 5, 1], 'en')
      expect(ids(cars)).toEqual([5, 3, 1])
      expect(cars[0]?.title).toContain(oracle[4]?.car.trimEn ?? '')
      expect(await getCarsByIds(db(), [], 'en')).toEqual([])
    })
  })

  describe('one price for a car on sale (decision 0085), over the whole demo catalogue', () => {
    const onSale = oracle.filter((car) => car.car.competitivePriceSar !== null && car.car.competitivePriceSar < car.car.priceSar)

    it('has cars on sale to check, and stores the rule in the column the market filters on', async () => {
      expect(onSale.length).toBeGreaterThanOrEqual(12)
      const rows = await db().select({ id: cars.id, effective: cars.effectivePriceSar }).from(cars).orderBy(cars.id)
      expect(rows).toEqual(oracle.map((car) => ({ id: car.id, effective: price(car) })))
    })

    it('shows, filters, sorts, quotes and offers to order every car on sale at its sale price', async () => {
      const cards = new Map((await everyPage({ sort: 'price-asc' })).map((card, index) => [card.id, { card, index }]))
      const ascending = [...cards.values()].map(({ card }) => card.priceSar)
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
      for (const car of onSale) {
        const figure = price(car)
        const shown = cards.get(car.id)
        // The market card: the sale price, the list price struck through beside it.
        expect(shown?.card).toMatchObject({
          priceSar: figure,
          listPriceSar: car.car.priceSar,
          installmentFromSar: advertisedInstalment(figure),
        })
        // The price filter takes the car up to its sale price and no lower, whatever its list price.
        expect(ids((await searchCars(db(), { priceMin: figure, priceMax: figure, pageSize: 48 }, 'en')).items)).toContain(car.id)
        expect(ids((await searchCars(db(), { priceMax: figure - 1, pageSize: 48 }, 'en')).items)).not.toContain(car.id)
        // Sorted by price, it stands among cars of its sale price, not of its list price.
        const before = ascending[(shown?.index ?? 0) - 1] ?? 0
        const after = ascending[(shown?.index ?? 0) + 1] ?? Infinity
        expect(before <= figure && figure <= after).toBe(true)
        // The car page: its price and the calculator's input.
        const page = await getCar(db(), car.id, 'ar')
        expect(page).toMatchObject({ priceSar: figure, listPriceSar: car.car.priceSar, installmentFromSar: advertisedInstalment(figure) })
        // The order form lists the model's cars from this search and names each with its price.
        const options = (await searchCars(db(), carsOfModel(car.brandSlug, car.modelSlug), 'ar')).items
        const option = options.find((candidate) => candidate.id === car.id)
        expect(option && carOptionText(option.title, option.priceSar, 'ar')).toContain(formatSar(figure, 'ar'))
      }
    })

    it('keeps the list price for a car without a sale price', async () => {
      const plain = oracle.find((car) => car.car.competitivePriceSar === null)
      const page = await getCar(db(), plain?.id ?? 0, 'en')
      expect(page).toMatchObject({ priceSar: plain?.car.priceSar, listPriceSar: null })
    })
  })
})
