import { describe, expect, it } from 'vitest'
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
const routeTree = rootRoute.addChildren([localeRoute.addChildren([carRoute, marketRoute, newsRoute, alertsRoute, articleRoute])])

const routerAt = (path: string): AnyRouter => createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })

/** Pages the same link is built on: another language, another page, another query. */
const pages = ['/en/market?brand=kia', '/ar/car?id=7&colour=red', '/alerts?brand=bmw&page=2', '/en/news/launch']

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
    ).toBe(9)
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
      { to: '/{-$locale}/nowhere', params: { locale: 'en' } },
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
})
