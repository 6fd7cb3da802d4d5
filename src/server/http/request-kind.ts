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
 */
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

/**
 * The only pages that take a POST, the mailing list's (decision 0048): the sign-up page takes the
 * footer form sent before a page's script runs (`sign-up`); the link pages take their button, which
 * posts the page's own address, and the one-click unsubscribe mail providers send (RFC 8058,
 * `List-Unsubscribe-Post`) (`link`). Every other page is only read: null.
 */
export function pagePostKind(pathname: string): 'sign-up' | 'link' | null {
  const path = routingPath(pathname).replace(/^\/(?:ar|en)(?=\/)/, '')
  if (/^\/subscription\/?$/.test(path)) return 'sign-up'
  if (/^\/subscription\/(?:confirm|unsubscribe)\/?$/.test(path)) return 'link'
  return null
}

/** The staff back office's pages (decision 0051): never kept by a cache, never indexed. */
export function isStaffPagePath(pathname: string): boolean {
  return /^\/(?:(?:ar|en)\/)?(?:staff(?:\/|$)|news\/new\/?$)/.test(routingPath(pathname))
}

/**
 * `isStaticFile` is asked about the path exactly as the static file server will look it up
 * (percent-decoded once, nothing else), since only a file it will find should skip the app.
 */
export function classifyRequest(pathname: string, isStaticFile: (decodedPath: string) => boolean): RequestKind {
  const path = routingPath(pathname)
  if (path === apiPrefix || path.startsWith(`${apiPrefix}/`)) return 'api'
  if (path.startsWith(serverFunctionPrefix)) return 'server-function'
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return 'page'
  }
  return isStaticFile(decoded) ? 'static' : 'page'
}
