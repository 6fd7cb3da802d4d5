import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { idValue, intRangeParam, optionalParam, pageParam, slugValue } from './search-params'

describe('URL search parameters', () => {
  const schema = z.object({
    id: optionalParam(idValue),
    slug: optionalParam(slugValue),
    page: pageParam(20),
    year: intRangeParam(1990, 2100),
  })

  it('keeps valid values', () => {
    expect(schema.parse({ id: 42, slug: 'land-cruiser', page: 3, year: 2026 })).toEqual({
      id: 42,
      slug: 'land-cruiser',
      page: 3,
      year: 2026,
    })
  })

  it('drops bad or hostile values instead of failing', () => {
    expect(schema.parse({ id: -1, slug: '<script>', page: 999, year: 'next' })).toEqual({
      id: undefined,
      slug: undefined,
      page: 1,
      year: undefined,
    })
    expect(schema.parse({ id: 2 ** 31, slug: 'Land Cruiser', page: 1.5, year: 1989 })).toEqual({
      id: undefined,
      slug: undefined,
      page: 1,
      year: undefined,
    })
    expect(schema.parse({ id: '7', slug: 'a'.repeat(65), page: null })).toEqual({
      id: undefined,
      slug: undefined,
      page: 1,
      year: undefined,
    })
  })

  it('defaults the page to the first one', () => {
    expect(schema.parse({}).page).toBe(1)
  })
})
