import type { AnyRouter } from '@tanstack/react-router'
import { LRUCache } from 'lru-cache'
import { isIndependentOfPage } from './location-free-search'

type BuildLocation = AnyRouter['buildLocation']
type LocationOptions = Parameters<BuildLocation>[0]
type BuiltLocation = ReturnType<BuildLocation>

/** Options that make a location depend on the page it is built from, or on more than its address. */
const contextualOptions = ['from', 'href', 'hash', 'state', 'mask', 'unsafeRelative', 'leaveParams', '_fromLocation'] as const

/** A route a link may be kept for: the path parameters a link must give for that. */
type Destination = { parameterNames: string[] }

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/**
 * The route at `to`, when a link to it can be built from the link's options alone: the router
 * reads the current page for a splat (`/files/$`) or a path parameter left out, and in a route's
 * search middlewares unless each is marked independent of the page (./location-free-search.ts).
 */
function readDestination(router: AnyRouter, to: string): Destination | null {
  if (/\$(?![A-Za-z_])/.test(to)) return null
  const route = (router.routesByPath as Record<string, { options: Record<string, unknown>; parentRoute?: unknown } | undefined>)[to]
  if (!route) return null
  for (let branch: typeof route | undefined = route; branch; branch = branch.parentRoute as typeof route | undefined) {
    const { search, preSearchFilters, postSearchFilters } = branch.options as {
      search?: { middlewares?: unknown[] }
      preSearchFilters?: unknown[]
      postSearchFilters?: unknown[]
    }
    if (search?.middlewares?.some((middleware) => !isIndependentOfPage(middleware)) || preSearchFilters || postSearchFilters) return null
  }
  return { parameterNames: [...to.matchAll(/\$([A-Za-z_]\w*)/g)].map((match) => match[1]!) }
}

/** Per route tree (tests make several): a destination is read once per `to`. */
const destinationsByTree = new WeakMap<object, Map<string, Destination | null>>()

function destinationOf(router: AnyRouter, to: string): Destination | null {
  let destinations = destinationsByTree.get(router.routeTree)
  if (!destinations) destinationsByTree.set(router.routeTree, (destinations = new Map()))
  let destination = destinations.get(to)
  if (destination === undefined) destinations.set(to, (destination = readDestination(router, to)))
  return destination
}

/**
 * A value as a key: strings quoted, so none reads as a number, a boolean, null or undefined; lists
 * item by item; null for anything else (an object in a search is the router's to serialise).
 */
function valueKey(value: unknown): string | null {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value)
  if (!Array.isArray(value)) return null
  let items = '['
  for (const item of value) {
    const key = valueKey(item)
    if (key === null) return null
    items += `${key},`
  }
  return `${items}]`
}

/** A flat record's entries in their order (the order the address lists them in), or null. */
function recordKey(record: Record<string, unknown>): string | null {
  let key = ''
  for (const name in record) {
    const value = valueKey(record[name])
    if (value === null) return null
    key += `${JSON.stringify(name)}:${value};`
  }
  return key
}

/** The key of a location built from its options alone, or null when it may depend on the page. */
function staticKey(router: AnyRouter, options: LocationOptions): string | null {
  const { to, params = {}, search } = options as { to?: unknown; params?: unknown; search?: unknown }
  if (typeof to !== 'string' || !to.startsWith('/')) return null
  for (const name of contextualOptions) if ((options as Record<string, unknown>)[name] !== undefined) return null
  if (!isPlainRecord(params) || (search !== undefined && !isPlainRecord(search))) return null
  const destination = destinationOf(router, to)
  if (!destination || !destination.parameterNames.every((name) => Object.hasOwn(params, name))) return null
  const paramsKey = recordKey(params)
  const searchKey = search === undefined ? '-' : recordKey(search)
  return paramsKey === null || searchKey === null ? null : `${to}\n${paramsKey}\n${searchKey}`
}

/**
 * On the server, a page is a new router, and each of its ~80 links built its location again:
 * route lookup, parameter interpolation, the search's validation and serialisation, 6–10% of a
 * render thread's time for links that are the same on every page (the menus, a car's card). A
 * location built from its options alone is kept, for every router made from the same route tree
 * (issue 37). Any other location is built as before. Never used in the browser, whose router
 * already keeps such locations for its lifetime.
 */
export function keepStaticLocations(router: AnyRouter, kept: LRUCache<string, BuiltLocation> = serverLocations()): void {
  const build = router.buildLocation.bind(router)
  // Masks and rewrites change the address shown from the one built: such a router keeps nothing.
  const keeps = router.options.rewrite === undefined && router.options.routeMasks === undefined
  router.buildLocation = ((options: LocationOptions) => {
    const key = keeps ? staticKey(router, options) : null
    if (key === null) return build(options)
    let location = kept.get(key)
    if (location === undefined) kept.set(key, (location = build(options)))
    return location
  }) as BuildLocation
}

/** One per route tree: a location is the same for every router made from it. */
export const createStaticLocations = (max = 4096): LRUCache<string, BuiltLocation> => new LRUCache({ max })

let kept: LRUCache<string, BuiltLocation> | undefined
/** The server's: it has one route tree (a browser's is split, and never keeps these here). */
const serverLocations = () => (kept ??= createStaticLocations())
