/**
 * What a request is, decided once by the production server before anything reads its body: a
 * file of the client build, the dealer API, a server function, or a page. Runs in the production
 * server, so only erasable TypeScript is allowed here.
 *
 * The router decodes percent-escapes and matches paths without regard to case, so `/%61pi/cars`
 * and `/API/cars` reach the dealer API's route there. The decision here must never be "page" for
 * a path the router will treat as the API: a render thread would then mount the API and open a
 * second copy of the embedded database. So the path is read generously (every escape that spells
 * an ASCII character decoded, repeatedly, separators and dot segments normalised, case ignored);
 * sending an odd path to the API by mistake costs nothing, as the API answers a 404 of its own.
 *
 * Generous means every reading, not one: `/api/..%2Fen` is `/en` once the escaped separator is
 * applied, but the router keeps `%2F` inside its segment and matches the API there. Read as a page,
 * it went to a render thread, which passed the API call back to this server, which read it as a
 * page again: a loop that held render slots until the deadline (a 503 after 10 s, or a 500). So a
 * path is the API when its first segment as written, escapes decoded, is `api` too; and one that is
 * the API in one reading but not in another is refused with a 400 at once (`staysUnderApi`).
 */
import { backOfficePagePath } from '../../lib/back-office-paths.ts'

export type RequestKind = 'static' | 'api' | 'server-function' | 'page'

const apiPrefix = '/api'
const serverFunctionPrefix = '/_serverfn/'

/** Decodes ASCII escapes until none is left (`%2561` → `%61` → `a`); other bytes stay escaped. */
function decodeAsciiEscapes(path: string): string {
  let current = path
  for (let round = 0; round < 8; round++) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    if (next === current) break
    current = next
  }
  return current
}

/** One separator between segments, `.` dropped and `..` applied, as a browser would resolve them. */
function normaliseSegments(path: string): string {
  const segments: string[] = []
  for (const segment of path.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return `/${segments.join('/')}${path.endsWith('/') && segments.length > 0 ? '/' : ''}`
}

/** The path as the routing decision reads it: decoded, normalised and in lower case. */
export function routingPath(pathname: string): string {
  return normaliseSegments(decodeAsciiEscapes(pathname)).toLowerCase()
}

const isUnderApi = (path: string) => path === apiPrefix || path.startsWith(`${apiPrefix}/`)

/**
 * The first segment as written, escapes decoded but no dot segment applied (`api` in
 * `/api/..%2Fen` and `/api/%252E%252E/en`), in lower case.
 */
function firstSegmentAsWritten(pathname: string): string {
  const segments = decodeAsciiEscapes(pathname).replaceAll('\\', '/').split('/')
  return (segments.find((segment) => segment !== '' && segment !== '.') ?? '').toLowerCase()
}

/**
 * The first segment as the router matches it: the path split on `/` only, its escapes decoded once
 * except `%25`, `%2F` and `%5C`, which stay inside their segment (router-core's `decodePath`), in
 * lower case. Leading empty and `.` segments are skipped: the framework redirects `//api` to
 * `/api`, and the URL parser has applied dot segments written as such.
 */
function routerFirstSegment(pathname: string): string {
  const segment = pathname.split('/').find((part) => part !== '' && part !== '.') ?? ''
  return segment
    .replace(/%([0-7][0-9a-f])/gi, (escape, hex: string) => (/^(25|2f|5c)$/i.test(hex) ? escape : String.fromCharCode(parseInt(hex, 16))))
    .toLowerCase()
}

/**
 * Whether a path classified as the dealer API is the API in every reading: normalised (routingPath)
 * and as the router matches it. When not (`/api/..%2Fen`, `/api/news/..%2F..%2Fx`,
 * `/en/..%2F..%2Fapi/x`, `/%2561pi/health`), its dot segments or escapes lead out of /api in one
 * reading, and handed to the app it would render a page on the API's thread or reach a route the
 * API does not know: the server answers it with the API's 400 at once, before any queue.
 */
export function staysUnderApi(pathname: string): boolean {
  return isUnderApi(routingPath(pathname)) && routerFirstSegment(pathname) === 'api'
}

/**
 * The only pages that take a POST, the mailing list's (decision 0048) and the alerts' (0098, as `link`): the sign-up page takes the
 * footer form sent before a page's script runs (`sign-up`); the link pages take their button, which
 * posts the page's own address, and the one-click unsubscribe mail providers send (RFC 8058,
 * `List-Unsubscribe-Post`) (`link`). Every other page is only read: null.
 */
export function pagePostKind(pathname: string): 'sign-up' | 'link' | null {
  const path = routingPath(pathname).replace(/^\/(?:ar|en)(?=\/)/, '')
  if (/^\/subscription\/?$/.test(path)) return 'sign-up'
  if (/^\/subscription\/(?:confirm|unsubscribe)\/?$/.test(path)) return 'link'
  // The alerts' pages (decision 0098): the list's removal buttons, confirming, and the one-click unsubscribe.
  if (/^\/alerts(?:\/(?:confirm|unsubscribe))?\/?$/.test(path)) return 'link'
  return null
}

/** The staff back office's pages (decision 0051): never kept by a cache, never indexed. */
export function isStaffPagePath(pathname: string): boolean {
  return backOfficePagePath.test(routingPath(pathname))
}

/** The buyer's "My orders" page (decision 0099): one buyer's orders, read with their session cookie. */
export function isBuyerPagePath(pathname: string): boolean {
  return /^\/(?:(?:ar|en)\/)?my-orders\/?$/.test(routingPath(pathname))
}

/**
 * `isStaticFile` is asked about the path exactly as the static file server will look it up
 * (percent-decoded once, nothing else), since only a file it will find should skip the app.
 */
export function classifyRequest(pathname: string, isStaticFile: (decodedPath: string) => boolean): RequestKind {
  const path = routingPath(pathname)
  if (isUnderApi(path) || firstSegmentAsWritten(pathname) === apiPrefix.slice(1)) return 'api'
  if (path.startsWith(serverFunctionPrefix)) return 'server-function'
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return 'page'
  }
  return isStaticFile(decoded) ? 'static' : 'page'
}
