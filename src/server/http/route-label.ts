/**
 * The route pattern a request matched, for metrics labels (decision 0061): `/api/cars/{id}`, not
 * `/api/cars/123`, so a label never holds what a visitor typed and their number stays bounded.
 * Patterns come from the API's OpenAPI paths and the page router's full paths.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { LRUCache } from 'lru-cache'

type Matcher = { label: string; pattern: RegExp; staticSegments: number }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `/cars/{id}` (OpenAPI, under /api) as a matcher labelled `/api/cars/{id}`. */
function apiMatcher(path: string): Matcher {
  const segments = path.split('/').filter(Boolean)
  const source = segments.map((segment) => (/^\{[^}]+\}$/.test(segment) ? '/[^/]+' : `/${escape(segment)}`)).join('')
  return {
    label: `/api${path}`,
    pattern: new RegExp(`^/api${source}/?$`),
    staticSegments: segments.filter((segment) => !segment.startsWith('{')).length,
  }
}

/** A TanStack Router full path (`/{-$locale}/cars/$id`, `/og/$name`, `/api/$`) as a matcher. */
function pageMatcher(path: string, locales: readonly string[]): Matcher {
  const segments = path.split('/').filter(Boolean)
  let staticSegments = 0
  const source = segments
    .map((segment) => {
      if (/^\{-\$\w+\}$/.test(segment)) return `(?:/(?:${locales.map(escape).join('|')}))?`
      if (segment === '$') return '(?:/.*)?'
      if (segment.startsWith('$')) return '/[^/]+'
      staticSegments++
      return `/${escape(segment)}`
    })
    .join('')
  return { label: path, pattern: new RegExp(`^${source}/?$`), staticSegments }
}

export type RouteLabeller = (pathname: string, kind: 'static' | 'api' | 'server-function' | 'page') => string

export function createRouteLabeller(options: {
  apiPaths: readonly string[]
  pagePaths: readonly string[]
  locales: readonly string[]
}): RouteLabeller {
  // The most specific first: `/cars/by-ids` before `/cars/{id}`.
  const bySpecificity = (a: Matcher, b: Matcher) => b.staticSegments - a.staticSegments
  const api = options.apiPaths.map(apiMatcher).sort(bySpecificity)
  const pages = options.pagePaths
    .filter((path) => path !== '/api/$')
    .map((path) => pageMatcher(path, options.locales))
    .sort(bySpecificity)
  // A kept page is answered in a few microseconds, and trying a hundred patterns for its label
  // took about a seventh of that (docs/performance.md): a path's label never changes, so it is
  // looked up once. Bounded, as the paths are the visitors'.
  const labelled = new LRUCache<string, string>({ max: 4096 })
  const match = (pathname: string, kind: 'api' | 'page') =>
    (kind === 'api' ? api : pages).find((matcher) => matcher.pattern.test(pathname))?.label ??
    (kind === 'api' ? '/api (unknown)' : 'page (unknown)')
  return (pathname, kind) => {
    if (kind === 'static') return 'static'
    if (kind === 'server-function') return 'server-function'
    const key = `${kind} ${pathname}`
    let label = labelled.get(key)
    if (label === undefined) {
      label = match(pathname, kind)
      labelled.set(key, label)
    }
    return label
  }
}

/** The page router's full paths, read from the generated route tree's `FileRoutesByFullPath`. */
export function pagePathsOf(routeTreeSource: string): string[] {
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1] ?? ''
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!)
}
