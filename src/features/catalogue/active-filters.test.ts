import { describe, expect, it } from 'vitest'
import { activeFilters } from './active-filters'
import { hasActiveFilters, marketSearchSchema } from '../../lib/market-search'

const models = [
  { slug: 'camry', brand: { slug: 'toyota' } },
  { slug: 'tucson', brand: { slug: 'hyundai' } },
]
const searchOf = (query: Record<string, unknown>) => marketSearchSchema.parse(query)

describe('activeFilters', () => {
  it('names one chip per filter in force, none for sort or page', () => {
    const search = searchOf({
      q: 'gl',
      priceMin: 50_000,
      priceMax: 120_000,
      brand: 'hyundai,toyota',
      model: 'camry',
      year: 2026,
      fuel: 'hybrid,petrol',
      transmission: 'automatic',
      body: 'suv',
      sort: 'price-asc',
      page: 2,
    })
    expect(activeFilters(search, models).map((filter) => filter.key)).toEqual([
      'q:gl',
      'price:50000-120000',
      'brand:hyundai',
      'brand:toyota',
      'model:camry',
      'year:2026',
      'fuel:hybrid',
      'fuel:petrol',
      'transmission:automatic',
      'body:suv',
    ])
    expect(activeFilters(searchOf({ sort: 'price-asc', page: 2 }), models)).toEqual([])
  })

  it('removes exactly its own filter; every chip removed leaves no filter', () => {
    let search = searchOf({ q: 'gl', priceMax: 90_000, brand: 'toyota', fuel: 'hybrid,petrol', year: 2025 })
    const fuel = activeFilters(search, models).find((filter) => filter.key === 'fuel:hybrid')!
    expect({ ...search, ...fuel.remove }).toEqual({ ...search, fuel: 'petrol' })
    const price = activeFilters(search, models).find((filter) => filter.kind === 'price')!
    expect(price.value).toBe('-90000')
    for (let filters = activeFilters(search, models); filters.length > 0; filters = activeFilters(search, models)) {
      search = { ...search, ...filters[0]!.remove }
    }
    expect(hasActiveFilters(search)).toBe(false)
  })

  it('takes a brand’s models with it and keeps the other brands’ models', () => {
    const search = searchOf({ brand: 'hyundai,toyota', model: 'camry,tucson' })
    const toyota = activeFilters(search, models).find((filter) => filter.key === 'brand:toyota')!
    expect(toyota.remove).toEqual({ brand: 'hyundai', model: 'tucson' })
  })
})
