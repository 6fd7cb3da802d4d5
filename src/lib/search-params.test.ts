import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { maxId, maxPage, maxSlugLength } from '../contract/values'
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

  it('keeps values at both ends of their ranges and drops the first value past each end', () => {
    expect(schema.parse({ id: 1, slug: 'a', page: 1, year: 1990 })).toEqual({ id: 1, slug: 'a', page: 1, year: 1990 })
    expect(schema.parse({ id: maxId, slug: 'a'.repeat(maxSlugLength), page: 20, year: 2100 })).toEqual({
      id: maxId,
      slug: 'a'.repeat(maxSlugLength),
      page: 20,
      year: 2100,
    })
    expect(schema.parse({ id: 0, slug: '', page: 0, year: 2101 })).toEqual({ id: undefined, slug: undefined, page: 1, year: undefined })
    expect(schema.parse({ id: maxId + 1, page: 21 })).toMatchObject({ id: undefined, page: 1 })
  })

  it('accepts only lower-case slugs of letters and digits joined by single dashes', () => {
    for (const slug of ['land-cruiser', 'x5', 'a-b-c']) expect(slugValue.safeParse(slug).success).toBe(true)
    for (const slug of ['Land', '-x', 'x-', 'a--b', 'a_b', ' a']) expect(slugValue.safeParse(slug).success).toBe(false)
  })

  it('lets a page number go up to the site-wide page limit unless told otherwise', () => {
    const page = pageParam()
    expect(page.parse(maxPage)).toBe(maxPage)
    expect(page.parse(maxPage + 1)).toBe(1)
  })
})
