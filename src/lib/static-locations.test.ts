import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  retainSearchParams,
  stripSearchParams,
  type AnyRouter,
} from '@tanstack/react-router'
import { z } from 'zod'
import { createStaticLocations, keepStaticLocations } from './static-locations'
import { independentOfPage } from './location-free-search'

const rootRoute = createRootRoute()
const localeRoute = createRoute({ getParentRoute: () => rootRoute, path: '{-$locale}' })
const carRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'car',
  validateSearch: z.object({ id: z.number().optional(), colour: z.string().optional() }),
})
const marketRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'market',
  validateSearch: z.object({ brand: z.string().default(''), sort: z.string().default('newest') }),
  search: { middlewares: [independentOfPage(stripSearchParams({ brand: '', sort: 'newest' }))] },
})
const newsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'news',
  validateSearch: z.object({ page: z.number().default(1) }),
  // Not marked: a middleware is taken to read the page unless said otherwise.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
})
const alertsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'alerts',
  validateSearch: z.object({ brand: z.string().optional(), page: z.number().optional() }),
  search: { middlewares: [retainSearchParams(['brand'])] },
})
const articleRoute = createRoute({ getParentRoute: () => localeRoute, path: 'news/$slug' })
const mixedRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'mixed',
  validateSearch: z.object({ brand: z.string().optional(), page: z.number().default(1) }),
  // One middleware independent of the page does not make the other one so.
  search: { middlewares: [independentOfPage(stripSearchParams({ page: 1 })), retainSearchParams(['brand'])] },
})
const filesRoute = createRoute({ getParentRoute: () => localeRoute, path: 'files/$' })
const plainSearchRoute = createRoute({ getParentRoute: () => localeRoute, path: 'plain', search: {} } as never)
const routeTree = rootRoute.addChildren([
  localeRoute.addChildren([carRoute, marketRoute, newsRoute, alertsRoute, articleRoute, mixedRoute, plainSearchRoute, filesRoute]),
])

const routerAt = (path: string, options: object = {}): AnyRouter =>
  createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }), ...options } as never) as AnyRouter

/** Pages the same link is built on: another language, another page, another query. */
const pages = [
  '/en/market?brand=kia',
  '/ar/car?id=7&colour=red',
  '/alerts?brand=bmw&page=2',
  '/en/news/launch',
  '/ar/news/other',
  '/en/files/a/b',
]

/** Link options as a page's code writes them (the router's types are the app's routes, not these). */
type Options = Record<string, unknown>

/** What each page's own router builds, and what routers sharing one store of kept locations build. */
function buildEverywhere(options: Options, kept = createStaticLocations()) {
  return pages.map((page) => {
    const plain = routerAt(page)
    const keeping = routerAt(page)
    keepStaticLocations(keeping, kept)
    const expected = plain.buildLocation(options as never)
    const built = keeping.buildLocation(options as never)
    return { page, expected: [expected.href, expected.search], built: [built.href, built.search], kept: kept.size }
  })
}

describe('locations kept across routers', () => {
  it('builds a link given by its own options once, the same on every page', () => {
    const kept = createStaticLocations()
    for (const options of [
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: 5 } },
      { to: '/{-$locale}/car', params: { locale: undefined }, search: { id: 5, colour: undefined } },
      { to: '/{-$locale}/news/$slug', params: { locale: 'ar', slug: 'launch' } },
      { to: '/{-$locale}', params: { locale: 'en' } },
      { to: '/{-$locale}/market', params: { locale: 'en' }, search: { brand: 'kia', sort: 'newest' } },
      { to: '/{-$locale}/market', params: { locale: 'en' } },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: { colour: 'red', id: 5 } },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: 5, colour: 'red' } },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: 5, colour: ['red', 1, true, null, ['x']] } },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: 5, colour: ['blue'] } },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: 5, colour: null } },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: '5', colour: 'true' } },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: 5, colour: true } },
      { to: '/{-$locale}/car', params: { locale: 'en', extra: 'x' } },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: {} },
      { to: '/{-$locale}/car', params: { locale: 'en' } },
      { to: '/{-$locale}/plain', params: { locale: 'en' } },
    ] as Options[]) {
      const before = kept.size
      const built = buildEverywhere(options, kept)
      for (const page of built) expect(page.built, page.page).toEqual(page.expected)
      expect(new Set(built.map((page) => page.built[0])).size).toBe(1)
      expect(kept.size).toBe(before + 1)
    }
    // An undefined value is its own key: the router's search object keeps it.
    expect(
      buildEverywhere({ to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: 5, colour: undefined } } as Options, kept)[0]!.kept,
    ).toBe(18)
  })

  it('keeps the server’s locations in one store for every router', () => {
    const [first, second] = [routerAt('/en/market'), routerAt('/ar/car?id=1')]
    keepStaticLocations(first)
    keepStaticLocations(second)
    const options = { to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: 77 } }
    expect(second.buildLocation(options as never)).toBe(first.buildLocation(options as never))
  })

  it('builds anew each link that depends on the page it is on, as the router does', () => {
    for (const options of [
      { to: './car', params: { locale: 'en' } },
      { to: '/{-$locale}/car', search: { id: 5 } },
      { to: '/{-$locale}/news/$slug', params: { slug: 'launch' } },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: true },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: (current: Record<string, unknown>) => ({ ...current, id: 9 }) },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: 5 }, hash: 'finance' },
      { to: '/{-$locale}/car', params: (current: Record<string, unknown>) => current, search: { id: 5 } },
      { to: '/{-$locale}/car', from: '/{-$locale}/market', params: { locale: 'en' } },
      { to: '/{-$locale}/news', params: { locale: 'en' }, search: { page: 2 } },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: 5, colour: { name: 'red' } } },
      { to: '/{-$locale}/alerts', params: { locale: 'en' }, search: { page: 3 } },
      { to: '/{-$locale}/mixed', params: { locale: 'en' }, search: { page: 3 } },
      { to: '/{-$locale}/news/$slug', params: { locale: 'en' } },
      { to: '/{-$locale}/files/$', params: { locale: 'en' } },
      { to: '/{-$locale}/nowhere', params: { locale: 'en' } },
      { to: '/{-$locale}/car', params: null, search: { id: 5 } },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: new URLSearchParams('id=5') },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: 5, colour: { name: 'red' } } },
      { to: '/{-$locale}/car', params: { locale: 'en' }, search: { id: 5, colour: [{ name: 'red' }] } },
    ] as Options[]) {
      const built = buildEverywhere(options)
      for (const page of built) expect(page.built, `${JSON.stringify(options)} on ${page.page}`).toEqual(page.expected)
      expect(built.at(-1)!.kept, JSON.stringify(options)).toBe(0)
    }
    // The ones above do differ from page to page: kept, they would have been wrong.
    expect(new Set(buildEverywhere({ to: '/{-$locale}/car', search: { id: 5 } } as Options).map((page) => page.expected[0])).size).toBe(3)
    expect(buildEverywhere({ to: '/{-$locale}/alerts', params: { locale: 'en' }, search: { page: 3 } } as Options)[2]!.expected[0]).toBe(
      '/en/alerts?page=3&brand=bmw',
    )
  })

  it('gives every link the location its own page’s router gives it, whatever its options', () => {
    const value = fc.oneof(
      fc.constantFrom('1', 'true', 'null', 'u', '', 'a,b', '[1]', 'n1'),
      fc.integer({ min: -2, max: 2 }),
      fc.boolean(),
      fc.constant(undefined),
      fc.constant(null),
      fc.array(fc.constantFrom('a', 'b', 1, true), { maxLength: 2 }),
      fc.array(fc.array(fc.constantFrom('a', 1), { maxLength: 2 }), { maxLength: 2 }),
      fc.record({ name: fc.constantFrom('a', 'b') }),
    )
    const search = fc.option(fc.dictionary(fc.constantFrom('id', 'colour', 'brand', 'sort', 'page'), value, { maxKeys: 3 }), {
      nil: undefined,
    })
    const params = fc.oneof(
      fc.record({ locale: fc.constantFrom('en', 'ar', undefined) }),
      fc.record({ locale: fc.constantFrom('en', undefined), slug: fc.constantFrom('launch', 'a b', '1') }, { requiredKeys: [] }),
      fc.constant(undefined),
      fc.constant(true),
    )
    const to = fc.constantFrom(
      '/{-$locale}/car',
      '/{-$locale}/market',
      '/{-$locale}/news',
      '/{-$locale}/news/$slug',
      '/{-$locale}',
      '/{-$locale}/alerts',
      './car',
      '/$',
      'car',
    )
    const link = fc.record({ to, params, search }, { requiredKeys: ['to'] })
    fc.assert(
      fc.property(
        fc.array(link, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...pages),
        fc.constantFrom('none', 'mask', 'rewrite'),
        (links, page, shown) => {
          const kept = createStaticLocations()
          const options = {
            none: {},
            mask: { routeMasks: [{ routeTree, from: '/{-$locale}/car', to: '/{-$locale}/market' }] },
            rewrite: { rewrite: { output: ({ url }: { url: URL }) => new URL(url.href.replace('/car', '/vehicle')) } },
          }[shown]
          const plain = createRouter({
            routeTree,
            history: createMemoryHistory({ initialEntries: [page] }),
            ...options,
          } as never) as AnyRouter
          for (const shared of [page, ...pages]) {
            const keeping = createRouter({
              routeTree,
              history: createMemoryHistory({ initialEntries: [shared] }),
              ...options,
            } as never) as AnyRouter
            keepStaticLocations(keeping, kept)
            const reference = shared === page ? plain : routerAt(shared, options)
            for (const options of links) {
              let expected: unknown
              try {
                const built = reference.buildLocation(options as never)
                expected = [built.href, built.search, built.maskedLocation?.href]
              } catch {
                continue
              }
              const built = keeping.buildLocation(options as never)
              expect([built.href, built.search, built.maskedLocation?.href], `${JSON.stringify(options)} on ${shared}`).toEqual(expected)
            }
          }
          // A mask or a rewrite changes the address shown: nothing is kept where one is set.
          if (shown !== 'none') expect(kept.size).toBe(0)
        },
      ),
      { numRuns: 150 },
    )
  })
})
