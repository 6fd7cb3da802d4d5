import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { Route as carRoute } from '../routes/{-$locale}/car'
import { Route as carsRoute } from '../routes/{-$locale}/cars'
import { Route as marketRoute } from '../routes/{-$locale}/market'
import { Route as articleRoute } from '../routes/{-$locale}/news/article'
import { Route as newsRoute } from '../routes/{-$locale}/news/index'
import { Route as offerRoute } from '../routes/{-$locale}/offers/offer'
import { pageSearchKey as searchOf, pageSearchSchemas } from './page-search'

const pageSearchKey = (page: string, search: string) => searchOf(page, search).query
import { parseRouterSearch } from './router-search'

/** What the page reads of a query: the router's parse, then its route's schema over it. */
function pageInput(page: string, query: string) {
  const parsed = parseRouterSearch(query)
  const schema = pageSearchSchemas[page]
  return schema ? { ...parsed, ...(z.parse(schema, parsed) as object) } : parsed
}

const sortedEntries = (search: object) => Object.entries(search).sort(([a], [b]) => (a < b ? -1 : 1))

describe('one page, one key', () => {
  it('puts parameters in order, leaves out defaults and campaign tags, and merges the forms of a list', () => {
    const key = pageSearchKey('market', '?fuel=petrol&brand=toyota')
    expect(key).toBe('?brand=toyota&fuel=petrol')
    for (const same of [
      '?brand=toyota&fuel=petrol',
      '?fuel=petrol&brand=toyota&page=1&sort=newest',
      '?brand=TOYOTA&fuel=petrol&utm_source=x&gclid=1',
      '?brand=toyota&brand=toyota&fuel=petrol&q=',
      '?brand=toyota,nonexistent-brand-name-that-is-way-too-long-to-be-a-slug-of-any-kind-at-all-really-truly&fuel=petrol,rocket',
    ]) {
      expect(pageSearchKey('market', same), same).toBe(key)
    }
    expect(pageSearchKey('market', '?brand=toyota&brand=kia')).toBe(pageSearchKey('market', '?brand=kia,toyota'))
    expect(pageSearchKey('market', '?page=2&brand=toyota')).toBe('?brand=toyota&page=2')
    expect(pageSearchKey('market', '?page=02')).toBe('')
    expect(pageSearchKey('market', '')).toBe('')
  })

  it('tells a query the router reads as written from one it redirects to the page’s own', () => {
    expect(searchOf('market', '?fuel=petrol&brand=kia&utm_source=x&x=1').asWritten).toBe(true)
    for (const redirected of ['?brand=KIA', '?brand=toyota&brand=kia', '?page=1', '?sort=nonsense', '?brand=toyota,kia'])
      expect(searchOf('market', redirected).asWritten, redirected).toBe(false)
    expect(searchOf('market', '?brand=kia%2Ctoyota').asWritten).toBe(true)
    expect(searchOf('car', '?id=5&term=7').asWritten).toBe(false)
    expect(searchOf('car', '?term=36&id=5').asWritten).toBe(true)
    expect(searchOf('', '?anything=1').asWritten).toBe(true)
  })

  it('keeps what no schema reads, as parsed, so a page that carries it on in its links is its own entry', () => {
    expect(pageSearchKey('market', '?x=1&brand=kia')).toBe('?brand=kia&x=1')
    expect(pageSearchKey('about', '?b=2&a=1&utm_campaign=x')).toBe('?a=1&b=2')
    expect(pageSearchKey('', '?fbclid=abc')).toBe('')
    expect(pageSearchKey('car', '?id=12&color=1&term=36&term=48')).toBe('?color=1&id=12')
    expect(pageSearchKey('car', '?id=0012')).toBe('')
    expect(pageSearchKey('news/article', '?slug=new-showroom&id=4')).toBe('?id=4&slug=new-showroom')
  })

  it('stands for the same page as the query it was made from, and is its own key', () => {
    const names = fc.constantFrom(
      'brand',
      'model',
      'q',
      'page',
      'sort',
      'fuel',
      'priceMin',
      'id',
      'color',
      'term',
      'slug',
      'x',
      'utm_source',
    )
    const values = fc.oneof(
      fc.constantFrom(
        'toyota',
        'KIA',
        'kia,toyota',
        'petrol',
        '1',
        '2',
        '02',
        '36',
        'price-asc',
        'newest',
        '',
        'true',
        'null',
        '"1"',
        '[1]',
        '{"a":1}',
      ),
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -5, max: 100_000 }).map(String),
    )
    const query = fc.array(fc.tuple(names, values), { maxLength: 8 }).map((pairs) => `?${new URLSearchParams(pairs).toString()}`)
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(pageSearchSchemas), '', 'about'), query, (page, raw) => {
        const { query: key, asWritten } = searchOf(page, raw)
        expect(pageInput(page, key)).toEqual(pageInput(page, raw))
        expect(searchOf(page, key)).toEqual({ query: key, asWritten: true })
        // As written: the router reads the query as it reads the key, so it answers it without a redirect.
        expect(asWritten).toBe(
          JSON.stringify(sortedEntries(parseRouterSearch(raw))) === JSON.stringify(sortedEntries(parseRouterSearch(key))),
        )
      }),
      { numRuns: 500 },
    )
  })
})

describe('the schemas are the pages’ own', () => {
  it('names each cacheable page that reads its query with the schema its route validates with', () => {
    const routes = {
      market: marketRoute,
      car: carRoute,
      cars: carsRoute,
      news: newsRoute,
      'news/article': articleRoute,
      'offers/offer': offerRoute,
    }
    expect(Object.keys(pageSearchSchemas).sort()).toEqual(Object.keys(routes).sort())
    for (const [page, route] of Object.entries(routes)) expect(pageSearchSchemas[page], page).toBe(route.options.validateSearch)
  })

  it('leaves no other page the cache keeps with a query it reads', () => {
    // The cache's public pages (page-cache.ts) without a schema above: their routes validate no query.
    const unread = ['index', 'about', 'branches', 'faqs', 'finance', 'jobs', 'offers/index', 'policy', 'services', 'terms']
    for (const page of unread) {
      const file = new URL(`../routes/{-$locale}/${page}.tsx`, import.meta.url)
      expect(readFileSync(file, 'utf8'), page).not.toMatch(/validateSearch|useSearch|loaderDeps/)
    }
  })
})
