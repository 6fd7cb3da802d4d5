import { describe, expect, it } from 'vitest'
import { defaultCarPageSize, maxCarPageSize } from '../../contract/values'
import { marketSearchSchema, maxMarketPages, toApiSearch, toggleInList } from './market-search'

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
    expect(toggleInList('toyota', 'hyundai')).toBe('hyundai,toyota')
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
})
