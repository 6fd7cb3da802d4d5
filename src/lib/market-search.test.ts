import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { searchCarsInputSchema } from '../contract/catalogue'
import { defaultCarPageSize, maxCarPageSize, maxFilterValues, maxMonthlySar } from '../contract/values'
import {
  hasActiveFilters,
  listOf,
  marketSearchDefaults,
  marketSearchOf,
  marketSearchSchema,
  maxMarketPages,
  toApiSearch,
  toggleInList,
} from './market-search'

describe('market search params', () => {
  it('falls back to defaults for an empty or hostile query, never throwing', () => {
    expect(marketSearchSchema.parse({})).toEqual({
      brand: '',
      model: '',
      q: '',
      fuel: '',
      transmission: '',
      body: '',
      sort: 'newest',
      page: 1,
    })
    const hostile = marketSearchSchema.parse({
      brand: '<script>alert(1)</script>',
      fuel: 'rocket,hybrid',
      sort: 'cheapest',
      page: -4,
      priceMin: 'free',
      priceMax: 1e12,
      year: 'next',
      q: { nested: true },
    })
    expect(hostile).toMatchObject({ brand: '', fuel: 'hybrid', sort: 'newest', page: 1, q: '' })
    expect(hostile.priceMin).toBeUndefined()
    expect(hostile.priceMax).toBeUndefined()
    expect(hostile.year).toBeUndefined()
  })

  it('normalises list filters so equal filters give equal URLs', () => {
    expect(marketSearchSchema.parse({ brand: 'Kia,toyota,kia' }).brand).toBe('kia,toyota')
    expect(marketSearchSchema.parse({ q: 2026 }).q).toBe('2026')
    expect(toggleInList('kia,toyota', 'kia')).toBe('toyota')
  })

  it('keeps every value of a repeated list parameter, as the comma form would', () => {
    // `?brand=toyota&brand=kia&fuel=hybrid&fuel=rocket` as the router's parser hands it over.
    const repeated = marketSearchSchema.parse({ brand: ['toyota', 'Kia'], fuel: ['hybrid', 'rocket'], model: ['rav4', 'camry'] })
    expect(repeated).toMatchObject({ brand: 'kia,toyota', fuel: 'hybrid', model: 'camry,rav4' })
    expect(marketSearchSchema.parse({ brand: ['toyota', 'toyota'] }).brand).toBe('toyota')
    expect(marketSearchSchema.parse({ brand: [{ nested: true }] }).brand).toBe('')
    expect(toggleInList('toyota', 'hyundai')).toBe('hyundai,toyota')
  })

  it('keeps at most the values one car search may name, so a long link still opens the market', () => {
    const slugs = Array.from({ length: 80 }, (_, index) => `brand-${String(index).padStart(2, '0')}`)
    const kept = marketSearchSchema.parse({ brand: slugs.join(',') }).brand.split(',')
    expect(kept).toEqual(slugs.slice(0, maxFilterValues))
    expect(
      searchCarsInputSchema.safeParse(
        toApiSearch(marketSearchSchema.parse({ brand: slugs.join(',') }), { page: 1, pageSize: defaultCarPageSize }),
      ).success,
    ).toBe(true)
  })

  it('builds the API request, reading a reversed price range as meant', () => {
    const search = marketSearchSchema.parse({ brand: 'toyota', fuel: 'hybrid', priceMin: 200000, priceMax: 100000, sort: 'price-asc' })
    expect(toApiSearch(search, { page: 2, pageSize: 12 })).toMatchObject({
      brands: ['toyota'],
      fuel: ['hybrid'],
      priceMin: 100000,
      priceMax: 200000,
      sort: 'price-asc',
      page: 2,
      pageSize: 12,
    })
  })

  it('keeps a URL within what one search may answer: a page past the cap opens the first page', () => {
    expect(maxMarketPages * defaultCarPageSize).toBeLessThanOrEqual(maxCarPageSize)
    expect(marketSearchSchema.parse({ page: maxMarketPages }).page).toBe(maxMarketPages)
    expect(marketSearchSchema.parse({ page: maxMarketPages + 1 }).page).toBe(1)
  })

  it('reads list filters whatever their case and spacing, dropping empty and unknown items', () => {
    expect(marketSearchSchema.parse({ brand: ' Kia , TOYOTA ,,', fuel: 'Hybrid , PETROL', transmission: ' AUTOMATIC ' })).toMatchObject({
      brand: 'kia,toyota',
      fuel: 'hybrid,petrol',
      transmission: 'automatic',
    })
    expect(marketSearchSchema.parse({ model: 'camry,Land-Cruiser', body: 'suv,boat,SEDAN' })).toMatchObject({
      model: 'camry,land-cruiser',
      body: 'sedan,suv',
    })
    // A value the router already read as a number (`?brand=2008`) is still a list item.
    expect(marketSearchSchema.parse({ model: 2008 }).model).toBe('2008')
  })

  it('keeps the search text, trimmed and cut at 100 characters so the API never refuses it', () => {
    expect(marketSearchSchema.parse({ q: '  land cruiser  ' }).q).toBe('land cruiser')
    expect(marketSearchSchema.parse({ q: 'x'.repeat(150) }).q).toBe('x'.repeat(100))
  })

  it('asks an unfiltered market page for every car: no empty brand, model or text', () => {
    const search = marketSearchSchema.parse({})
    expect(toApiSearch(search, { page: 1, pageSize: 12 })).toEqual({
      brands: [],
      models: [],
      q: undefined,
      priceMin: undefined,
      priceMax: undefined,
      year: undefined,
      fuel: [],
      transmission: [],
      body: [],
      sort: 'newest',
      page: 1,
      pageSize: 12,
    })
  })

  it('sends every filter as chosen, a correctly ordered price range as it is', () => {
    const search = marketSearchSchema.parse({
      brand: 'kia,toyota',
      model: 'camry',
      q: 'grand',
      priceMin: 50000,
      priceMax: 90000,
      year: 2024,
      fuel: 'hybrid,petrol',
      transmission: 'manual',
      body: 'suv',
      sort: 'price-desc',
    })
    expect(toApiSearch(search, { page: 3, pageSize: 24 })).toEqual({
      brands: ['kia', 'toyota'],
      models: ['camry'],
      q: 'grand',
      priceMin: 50000,
      priceMax: 90000,
      year: 2024,
      fuel: ['hybrid', 'petrol'],
      transmission: ['manual'],
      body: ['suv'],
      sort: 'price-desc',
      page: 3,
      pageSize: 24,
    })
    expect(toApiSearch(marketSearchSchema.parse({ priceMin: 70000, priceMax: 70000 }), { page: 1, pageSize: 12 })).toMatchObject({
      priceMin: 70000,
      priceMax: 70000,
    })
    expect(toApiSearch(marketSearchSchema.parse({ priceMin: 70000 }), { page: 1, pageSize: 12 })).toMatchObject({
      priceMin: 70000,
      priceMax: undefined,
    })
    expect(toApiSearch(marketSearchSchema.parse({ priceMax: 70000 }), { page: 1, pageSize: 12 })).toMatchObject({
      priceMin: undefined,
      priceMax: 70000,
    })
  })

  it('counts any one filter as active, and the defaults as none', () => {
    expect(hasActiveFilters(marketSearchSchema.parse({}))).toBe(false)
    expect(hasActiveFilters(marketSearchSchema.parse({ sort: 'price-asc', page: 2 }))).toBe(false)
    const one = [{ brand: 'kia' }, { model: 'camry' }, { q: 'x' }, { priceMin: 1 }, { priceMax: 1 }, { year: 2024 }, { fuel: 'hybrid' }]
    for (const filter of [...one, { transmission: 'manual' }, { body: 'suv' }]) {
      expect(hasActiveFilters(marketSearchSchema.parse(filter)), JSON.stringify(filter)).toBe(true)
    }
  })

  it('leaves defaults out of the URL and reads an empty list as no items', () => {
    expect(marketSearchDefaults).toEqual(marketSearchSchema.parse({}))
    expect(listOf('')).toEqual([])
    expect(listOf('kia,toyota')).toEqual(['kia', 'toyota'])
    expect(toggleInList('', 'kia')).toBe('kia')
    expect(toggleInList('kia', 'kia')).toBe('')
  })

  it('accepts prices from 0 to 10 million riyals and model years 1990 to 2100', () => {
    expect(marketSearchSchema.parse({ priceMin: 0, priceMax: 10_000_000, year: 1990 })).toMatchObject({
      priceMin: 0,
      priceMax: 10_000_000,
      year: 1990,
    })
    expect(marketSearchSchema.parse({ priceMin: -1, priceMax: 10_000_001, year: 2101 })).toMatchObject({
      priceMin: undefined,
      priceMax: undefined,
      year: undefined,
    })
    expect(marketSearchSchema.parse({ year: 2100 }).year).toBe(2100)
    expect(marketSearchSchema.parse({ year: 1989 }).year).toBeUndefined()
  })

  it('opens the first page for a missing page, and pages of the default size up to the cap', () => {
    expect(maxMarketPages).toBe(20)
    expect(marketSearchSchema.parse({ page: 0 }).page).toBe(1)
    expect(marketSearchSchema.parse({ page: 2 }).page).toBe(2)
  })

  it('takes a monthly instalment limit as a whole number of riyals, drops anything else, and sends it to the search', () => {
    expect(marketSearchSchema.parse({ monthlyMax: 2000 }).monthlyMax).toBe(2000)
    for (const bad of [-1, maxMonthlySar + 1, 1500.5, '2,000', 'cheap', null]) {
      expect(marketSearchSchema.parse({ monthlyMax: bad }).monthlyMax, String(bad)).toBeUndefined()
    }
    const search = marketSearchSchema.parse({ monthlyMax: 2000, sort: 'monthly-asc' })
    expect(hasActiveFilters(search)).toBe(true)
    expect(toApiSearch(search, { page: 1, pageSize: 12 })).toMatchObject({ monthlyMax: 2000, sort: 'monthly-asc' })
    expect(hasActiveFilters(marketSearchSchema.parse({ sort: 'monthly-asc' }))).toBe(false)
  })

  it('never fails on any query, and what it keeps the API accepts', () => {
    const value = fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null), fc.array(fc.string()))
    fc.assert(
      fc.property(fc.record({ monthlyMax: value, priceMax: value, sort: value, page: value }, { requiredKeys: [] }), (query) => {
        const search = marketSearchSchema.parse(query)
        if (search.monthlyMax !== undefined) {
          expect(Number.isInteger(search.monthlyMax)).toBe(true)
          expect(search.monthlyMax).toBeGreaterThanOrEqual(0)
          expect(search.monthlyMax).toBeLessThanOrEqual(maxMonthlySar)
        }
        expect(searchCarsInputSchema.safeParse(toApiSearch(search, { page: 1, pageSize: defaultCarPageSize })).success).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})

describe('the market page’s data, named', () => {
  it('by the market’s own parameters in one order, whatever the address’s order or its other parameters', () => {
    const read = (query: Record<string, unknown>) => marketSearchSchema.parse(query)
    const sortFirst = marketSearchOf({ ...read({ sort: 'price-asc', brand: 'kia' }), x: '1' } as never)
    const brandFirst = marketSearchOf(read({ brand: 'kia', sort: 'price-asc' }))
    expect(JSON.stringify(sortFirst)).toBe(JSON.stringify(brandFirst))
    expect(Object.keys(sortFirst)).toEqual(Object.keys(marketSearchSchema.def.shape))
    expect(sortFirst).toMatchObject({ brand: 'kia', sort: 'price-asc', page: 1 })
  })
})

describe('a market search saved for alerts (decision 0098)', () => {
  it('reads a query string as the market page does, and writes its filters back in one spelling', async () => {
    const { readMarketQuery, marketFilterQuery } = await import('./market-search')
    const search = readMarketQuery('sort=price-asc&page=2&priceMax=80000&brand=toyota&brand=KIA&fuel=petrol,nonsense&q=%222024%22')
    expect(search).toMatchObject({ brand: 'kia,toyota', priceMax: 80000, fuel: 'petrol', q: '2024', sort: 'price-asc', page: 2 })
    expect(marketFilterQuery(search)).toBe('brand=kia%2Ctoyota&q=2024&priceMax=80000&fuel=petrol')
    expect(marketFilterQuery(readMarketQuery(marketFilterQuery(search)))).toBe(marketFilterQuery(search))
    expect(marketFilterQuery(readMarketQuery(''))).toBe('')
    expect(marketFilterQuery(readMarketQuery('priceMax=abc&year=1800'))).toBe('')
    // As the router reads it: `true` is no text, a quoted number is text, campaign tags are nothing.
    expect(readMarketQuery('q=true&utm_source=x')).toMatchObject({ q: '' })
    expect(readMarketQuery('q=%22true%22')).toMatchObject({ q: 'true' })
  })
})
