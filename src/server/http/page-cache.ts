/**
 * The page cache of the production server (docs/decisions/0064-page-cache.md): an anonymous
 * visitor's page view is answered from memory, compressed once, as fast as a file would be.
 *
 * - Only for anonymous reads of public pages: GET or HEAD, no Authorization, no staff or buyer
 *   session cookie, a path on the allow-list below (never the back office, a form that sends personal
 *   data, a link with a token, order tracking). The app's answer is kept only when it is a 200
 *   HTML page without Set-Cookie and without `no-store`. Cookies the pages do not read (analytics,
 *   a pixel, a CDN's bot cookie) neither bypass nor vary the cache: `pageCookies` names every
 *   cookie a page reads, and a test keeps it complete.
 * - Keyed by the site's canonical origin (PUBLIC_ORIGIN, else the allowed host it was sent to:
 *   a forged Host is refused by the host policy and never reaches a key), the path, the query as
 *   the page reads it (`pageSearch`: src/lib/page-search.ts; campaign tags and order left out),
 *   and, for `/` only, the remembered language (it redirects). The page is rendered at that query,
 *   so it holds no visitor's own spelling; an address the router would redirect (a default written
 *   out, a list in another form) gets that redirect here, without a render.
 *   The encodings (gzip, br, none) are representations of one entry, chosen per request.
 * - Strict CSP without a nonce: the inline scripts of the kept HTML are named by their SHA-256
 *   hashes (`hashedContentSecurityPolicy`), so the bytes are the same for every visitor and may be
 *   kept by a proxy or CDN too (`public, s-maxage=1, stale-while-revalidate=1`).
 * - Invalidation: `clear()` on every content change (the server subscribes it to
 *   `onContentChange`, which every process hears through PostgreSQL NOTIFY), and a short
 *   lifetime for what is not announced (a car reserved by an order, a scheduled article's moment).
 *   A render that began before (or just after) a change is answered but not kept.
 * - Bounded: an LRU by bytes. A page is kept as brotli only: browsers (over HTTPS) and crawlers take
 *   it, and the plain bytes were four fifths of what the cache held (issue 37); the plain and gzip
 *   bodies are made when a visitor first asks for one, and counted then.
 * Runs in the production server script, so only erasable TypeScript is allowed here.
 */
import { brotliDecompressSync } from 'node:zlib'
import { parse as parseCookies } from 'cookie-es'
import { LRUCache } from 'lru-cache'
import { FastResponse } from 'srvx'
import { appConfig } from '../../../app.config.ts'
import { decideSite, type HostPolicyEnv } from '../../lib/host-policy.ts'
import { isTrackingParameter } from '../../lib/tracking-parameters.ts'
import { requestIdFrom } from '../request-context.ts'
import { isKeepable, keptPageOf, keptPageWith, toKeep, type KeptPage } from './kept-page.ts'
import { compressBytes, compressResponse, negotiateEncoding, type ContentEncoding } from './compression.ts'
import { routingPath } from './request-kind.ts'
import { applyBaseSecurityHeaders, hashedContentSecurityPolicy, isHttpsRequest } from './security-headers.ts'

/** What a kept page says to browsers (revalidate, with its ETag) and to shared caches. */
export const cachedPageCacheControl = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1'

/**
 * Every cookie a public page reads while it renders, and what it does to the page. Any other
 * cookie (the API's CSRF token, the staff sign-in's device cookie, whatever analytics a dealer
 * adds) is not read by a page and changes nothing. A new cookie a page reads must be named here:
 * page-cache-cookies.test.ts fails until it is.
 */
export const pageCookies = {
  /** The remembered language: the bare root redirects by it. */
  varies: [appConfig.localeCookie.name],
  /**
   * A signed-in staff member, or a buyer signed in to "My orders" (decision 0099): the page is theirs
   * alone, never read from nor kept in the cache.
   */
  personal: [
    appConfig.staff.sessionCookie.name,
    appConfig.staff.sessionCookie.secureName,
    appConfig.buyer.sessionCookie.name,
    appConfig.buyer.sessionCookie.secureName,
  ],
} as const
const personalCookies = new Set<string>(pageCookies.personal)

/**
 * Public pages, after the optional language prefix. Left out: the back office and the news
 * editor, the order and contact forms, order tracking (a reference and a code in the address),
 * the mailing list's pages (tokens in their links), the wishlist (one visitor's choice), "My orders".
 */
const cacheablePages =
  /^\/(?:(?:ar|en)(?:\/|$))?(about|branches|car|cars|faqs|finance|jobs|market|news|news\/article|offers|offers\/offer|policy|services|terms)?\/?$/

/** The public page at `pathname` (its path after the language, without slashes at either end), or null. */
function cacheablePage(pathname: string): string | null {
  const match = cacheablePages.exec(routingPath(pathname))
  return match ? (match[1] ?? '') : null
}

export type PageCacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass' | 'redirect'

/**
 * The query that stands for a page's query ('' or `?…`), and whether the router reads the query as
 * written (else it redirects to the page's own address): `src/lib/page-search.ts`, built into the
 * app's server entry as `pageSearchKey`.
 */
export type PageSearchKey = (page: string, search: string) => { query: string; asWritten: boolean }

export type PageCacheOptions = {
  env: HostPolicyEnv
  pageSearch: PageSearchKey
  /** The bytes the cache may hold: HTML and its compressed copies. */
  maxBytes?: number
  /** How long a copy is used when no change is announced. */
  ttlMs?: number
  /**
   * How long after that an expired copy may still answer while its page is being rendered again,
   * or when that render fails (overload's 503, the API down): content changes still clear it.
   */
  staleMs?: number
  /** A render that started less than this after a change may have read the old content. */
  settleMs?: number
  now?: () => number
  /** Told how each page view was answered, for /metrics. */
  record?: (outcome: PageCacheOutcome) => void
}

type Entry = {
  headers: [string, string][]
  scriptHashes: string[]
  /**
   * Brotli always (made by the page's renderer: kept-page.ts); the others once a visitor asks for
   * them (brotli is preferred, so gzip and plain bytes serve only clients without brotli). Making
   * a second encoding for every page the cache fills cost each miss a second compression, and
   * keeping the plain bytes took 87% of a page's memory (issue 37). `bodies` is shared by every
   * copy of the entry, so one made later serves them all.
   */
  bodies: { br: Uint8Array<ArrayBuffer>; identity?: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer> }
  /** The gzip body being made, so it is made once. */
  gzipping?: Promise<void>
  /** Its key in the cache, once stored there (the cache recounts its bytes when a body is made later). */
  key?: string
  etag: string
  storedAt: number
  prepared: Map<string, [string, string][]>
}

type Rendered = { status: number; statusText: string; headers: [string, string][]; body: Uint8Array<ArrayBuffer> }
/** A kept page, or the render that could not be kept: given to the others waiting only when `shareable`. */
type Fill = { entry: Entry } | { rendered: Rendered; shareable: boolean }

export type PageCache = {
  /** Answers `request` from the cache, or by `render` (and keeps the answer when it may). */
  serve(request: Request, render: (request: Request) => Promise<Response>): Promise<Response>
  /** The kept answer to `request`, or null when it has none for it (then `serve` decides). */
  answerIfKept(request: Request): KeptAnswer | null
  /** `request`'s key in this cache, or null when it is rendered for its visitor alone. */
  keyOf(request: Request): string | null
  /** Forgets every page: the dealer's content changed. */
  clear(): void
  readonly size: number
  readonly bytes: number
}

/**
 * A page the cache answers: its key, the request's address and the query that stands for its own
 * (the addresses to render it at and to redirect to are made from them only when needed: a hit
 * needs neither), and whether the router reads the request's query as written.
 */
type Keyed = { key: string; url: URL; query: string; asWritten: boolean }

function keyedPage(request: Request, env: HostPolicyEnv, pageSearch: PageSearchKey): Keyed | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (request.headers.has('authorization')) return null
  const cookie = request.headers.get('cookie')
  const cookies = cookie ? parseCookies(cookie) : {}
  for (const name of Object.keys(cookies)) if (personalCookies.has(name)) return null
  const url = new URL(request.url)
  const page = cacheablePage(url.pathname)
  if (page === null) return null
  const site = decideSite(request, env)
  if (!site.allowed) return null
  const { query, asWritten } = pageSearch(page, url.search)
  // A relative Location starting `//` names another site: such an address is the app's to answer.
  if (!asWritten && !/^\/(?![/\\])/.test(url.pathname)) return null
  // The bare root redirects a visitor who chose English: one copy per remembered language.
  const remembered = url.pathname === '/' ? ` ${cookies[appConfig.localeCookie.name] ?? ''}` : ''
  return { key: `${site.origin}${url.pathname}${query}${remembered}`, url, query, asWritten }
}

/** The page's own address for a request the router would redirect: campaign tags kept, for the visitor's analytics. */
function ownAddress({ url, query }: Keyed): string {
  const tags = [...url.searchParams].filter(([name]) => isTrackingParameter(name))
  if (tags.length === 0) return `${url.pathname}${query}`
  return `${url.pathname}${query}${query ? '&' : '?'}${new URLSearchParams(tags).toString()}`
}

/**
 * `pageSearch` with the answers to the last few thousand queries kept: a cached page is asked for
 * by the same address again and again, and the market's schema took 8 µs a request to run, about
 * a twentieth of answering a kept page.
 */
function rememberingSearchKeys(pageSearch: PageSearchKey): PageSearchKey {
  const known = new LRUCache<string, ReturnType<PageSearchKey>>({ max: 4096 })
  return (page, search) => {
    const asked = `${page}?${search}`
    let read = known.get(asked)
    if (read === undefined) {
      read = pageSearch(page, search)
      known.set(asked, read)
    }
    return read
  }
}

const asBytes = (buffer: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length)

/** Headers the cache sets itself on every answer, or that belong to one response only. */
const perResponseHeaders = new Set([
  'cache-control',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'date',
  'etag',
  'set-cookie',
  'x-request-id',
  'strict-transport-security',
])

function entryOf(response: Response, kept: KeptPage): Entry {
  const headers = [...response.headers].filter(([name]) => !perResponseHeaders.has(name.toLowerCase()))
  return { headers, scriptHashes: kept.scriptHashes, bodies: { br: kept.br }, etag: kept.etag, storedAt: 0, prepared: new Map() }
}

/**
 * The entry's plain bytes, decompressed the first time a visitor takes neither brotli nor gzip (a
 * fraction of a millisecond for a page) and kept with it from then on.
 */
function plainBody(entry: Entry): Uint8Array<ArrayBuffer> {
  entry.bodies.identity ??= asBytes(brotliDecompressSync(entry.bodies.br))
  return entry.bodies.identity
}

/** Makes the entry's gzip body (once), from its plain bytes; `done` is told when it is there. */
function makeGzip(entry: Entry, html: Uint8Array<ArrayBuffer>, done: () => void): void {
  entry.gzipping ??= compressBytes(html, 'gzip').then(
    (compressed) => {
      entry.bodies.gzip = compressed
      done()
    },
    // Not made this time (the process is shutting down): the next visitor who wants it asks again.
    () => (entry.gzipping = undefined),
  )
}

function sizeOf(entry: Entry): number {
  const { identity, gzip: gzipped, br } = entry.bodies
  return (identity?.length ?? 0) + (gzipped?.length ?? 0) + br.length + 2048
}

/** `If-None-Match` names this representation (or any). */
function notModified(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match')
  if (!header) return false
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** The headers of one representation (encoding, over HTTPS or not), made once per entry. */
function representationHeaders(entry: Entry, encoding: ContentEncoding | null, https: boolean): [string, string][] {
  const variant = `${encoding ?? 'identity'} ${https}`
  let prepared = entry.prepared.get(variant)
  if (prepared) return prepared
  const headers = new Headers(entry.headers)
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('Vary', 'Accept-Encoding')
  applyBaseSecurityHeaders(headers, { https })
  headers.set('Content-Security-Policy', hashedContentSecurityPolicy({ scriptHashes: entry.scriptHashes, https }))
  headers.set('Cache-Control', cachedPageCacheControl)
  headers.set('ETag', etagOf(entry, encoding))
  if (encoding) headers.set('Content-Encoding', encoding)
  prepared = [...headers]
  entry.prepared.set(variant, prepared)
  return prepared
}

const etagOf = (entry: Entry, encoding: ContentEncoding | null) => `"${entry.etag}${encoding ? `-${encoding}` : ''}"`

/** A kept page's answer (or the redirect to a page's own address), before it becomes a web or a Node response. */
export type KeptAnswer = { status: 200 | 304 | 307; headers: [string, string][]; body: Uint8Array<ArrayBuffer> | null }

/**
 * The router's answer to an address it reads differently from its page's own (a default written
 * out, a list in another form), given without a render: the same status, to a relative address,
 * briefly kept by shared caches (the target depends on the page's schema only).
 */
function redirectAnswer(request: Request, location: string, https: boolean): KeptAnswer {
  const headers = new Headers({ Location: location, 'Cache-Control': cachedPageCacheControl, 'Content-Length': '0' })
  applyBaseSecurityHeaders(headers, { https })
  headers.set('X-Request-Id', requestIdFrom(request.headers.get('x-request-id')))
  headers.set('X-Page-Cache', 'redirect')
  return { status: 307, headers: [...headers], body: null }
}

/**
 * The encoding a kept page is answered in: the negotiated one, brotli first, or, while its gzip
 * body is not made yet, the plain bytes (a client that negotiates gzip refuses brotli or weighs it lower) and `wantsGzip`.
 */
function keptEncoding(request: Request, entry: Entry): { encoding: ContentEncoding | null; wantsGzip: boolean } {
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'), 'br')
  return encoding === 'gzip' && !entry.bodies.gzip ? { encoding: null, wantsGzip: true } : { encoding, wantsGzip: false }
}

function keptAnswer(
  request: Request,
  entry: Entry,
  https: boolean,
  state: 'hit' | 'stale' | 'miss',
  grew: (entry: Entry) => void,
): KeptAnswer {
  const { encoding, wantsGzip } = keptEncoding(request, entry)
  const decompressed = encoding === null && !entry.bodies.identity
  const body = encoding === 'br' ? entry.bodies.br : encoding === 'gzip' ? entry.bodies.gzip! : plainBody(entry)
  // Gzip's start is noted on the entry before the cache copies it to count the plain bytes.
  if (wantsGzip) makeGzip(entry, body, () => grew(entry))
  if (decompressed) grew(entry)
  const headers: [string, string][] = [
    ...representationHeaders(entry, encoding, https),
    ['x-request-id', requestIdFrom(request.headers.get('x-request-id'))],
    ['x-page-cache', state],
  ]
  if (notModified(request, etagOf(entry, encoding))) return { status: 304, headers, body: null }
  headers.push(['content-length', String(body.length)])
  return { status: 200, headers, body: request.method === 'HEAD' ? null : body }
}

/** srvx's response writes these bytes and headers straight to Node's, with no web stream between. */
const responseOf = ({ status, headers, body }: KeptAnswer): Response => new FastResponse(body, { status, headers })

/** The request the app renders for the cache: the same visitor at the page's own address, asking for the plain bytes. */
function renderRequestOf(request: Request, url: string): Request {
  const headers = new Headers(request.headers)
  for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since', 'range']) headers.delete(name)
  return toKeep(new Request(url, { method: 'GET', headers }))
}

/** A render the cache does not keep: for its visitor, and for those waiting too when it is everyone's. */
function unkept(response: Response, body: Uint8Array<ArrayBuffer>): Fill {
  // Compressed for each visitor again, so the plain render's Vary is not repeated.
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'vary')
  const vary = response.headers
    .get('vary')
    ?.replace(/\s*,?\s*accept-encoding/gi, '')
    .replace(/^\s*,\s*/, '')
  if (vary) headers.push(['vary', vary])
  const rendered = { status: response.status, statusText: response.statusText, headers, body }
  // An anonymous visitor's failure page is everyone's; anything else was rendered for its visitor.
  return { rendered, shareable: response.status >= 500 && !response.headers.has('set-cookie') }
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const {
    env,
    // About 1,400 pages at a page's brotli (~21 KB) and headers: more pages in half the memory than
    // the 64 MB that held each page plain and gzipped (~400 market pages; issue 37).
    maxBytes = 32 * 1024 * 1024,
    ttlMs = 10_000,
    staleMs = 5 * 60_000,
    settleMs = 500,
    now = () => performance.now(),
    record = () => undefined,
  } = options
  const pageSearch = rememberingSearchKeys(options.pageSearch)
  // The front asks for a request's kept answer, then whether to refuse it, then the server serves
  // it: its address is read once. Under a crowd of new addresses that reading was 8% of the thread.
  const keyedRequests = new WeakMap<Request, Keyed | null>()
  const keyedOnce = (request: Request): Keyed | null => {
    let keyed = keyedRequests.get(request)
    if (keyed === undefined) {
      keyed = keyedPage(request, env, pageSearch)
      keyedRequests.set(request, keyed)
    }
    return keyed
  }
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: sizeOf })
  const filling = new Map<string, Promise<Fill>>()
  let generation = 0
  let changedAt = Number.NEGATIVE_INFINITY

  /**
   * Counts a body made after the page was kept, if the cache still holds that page: set again as a
   * new object, since lru-cache measures a value only when it is added or replaced.
   */
  const grew = (entry: Entry) => {
    const held = entry.key === undefined ? undefined : entries.peek(entry.key)
    if (held?.bodies === entry.bodies) entries.set(entry.key!, { ...held })
  }

  async function fill({ key, url, query }: Keyed, request: Request, render: (request: Request) => Promise<Response>): Promise<Fill> {
    const startedAt = now()
    const startedIn = generation
    const response = await render(renderRequestOf(request, `${url.origin}${url.pathname}${query}`))
    // A render thread hands over the kept form it made; a page rendered here is made so now.
    let kept = keptPageWith(response)
    if (!kept) {
      const body = new Uint8Array(await response.arrayBuffer())
      // Without render threads the page was rendered here, and its kept form is made here too.
      const madeHere = isKeepable(response) ? keptPageOf(body) : null
      if (!madeHere) return unkept(response, body)
      kept = madeHere
    }
    const entry = entryOf(response, kept)
    if (generation !== startedIn || startedAt < changedAt + settleMs) return { entry }
    const stored = { ...entry, key, storedAt: now() }
    entries.set(key, stored)
    return { entry: stored }
  }

  /** The kept copy and whether it is still fresh; past its staleness it is forgotten. */
  function keptEntry(key: string): { entry: Entry; fresh: boolean } | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    const age = now() - entry.storedAt
    if (age < ttlMs) return { entry, fresh: true }
    if (age < ttlMs + staleMs) return { entry, fresh: false }
    entries.delete(key)
    return undefined
  }

  return {
    answerIfKept(request) {
      const keyed = keyedOnce(request)
      if (keyed && !keyed.asWritten) {
        record('redirect')
        return redirectAnswer(request, ownAddress(keyed), isHttpsRequest(request, env.TRUST_PROXY))
      }
      const key = keyed?.key ?? null
      const kept = key === null ? undefined : keptEntry(key)
      // An expired copy answers here only while another request renders its page again.
      if (!kept || (!kept.fresh && !filling.has(key!))) return null
      const state = kept.fresh ? 'hit' : 'stale'
      record(state)
      return keptAnswer(request, kept.entry, isHttpsRequest(request, env.TRUST_PROXY), state, grew)
    },
    keyOf(request) {
      return keyedOnce(request)?.key ?? null
    },
    async serve(request, render) {
      const keyed = keyedOnce(request)
      if (keyed === null) {
        record('bypass')
        return render(request)
      }
      const { key } = keyed
      const https = isHttpsRequest(request, env.TRUST_PROXY)
      if (!keyed.asWritten) {
        record('redirect')
        return responseOf(redirectAnswer(request, ownAddress(keyed), https))
      }
      const kept = keptEntry(key)
      if (kept?.fresh) {
        record('hit')
        return responseOf(keptAnswer(request, kept.entry, https, 'hit', grew))
      }
      // Visitors of an expired page do not queue behind its new render, nor add renders to a
      // busy server: one renders it again, the others get the copy they would have had a moment ago.
      if (kept && filling.has(key)) {
        record('stale')
        return responseOf(keptAnswer(request, kept.entry, https, 'stale', grew))
      }
      record('miss')
      if (request.method === 'HEAD') return render(request)
      let pending = filling.get(key)
      const first = pending === undefined
      if (!pending) {
        pending = fill(keyed, request, render).finally(() => filling.delete(key))
        filling.set(key, pending)
      }
      const filled = await pending
      if ('entry' in filled) return responseOf(keptAnswer(request, filled.entry, https, 'miss', grew))
      // The render failed (refused under load, the API down): the copy it was to replace is better.
      const stale = kept && filled.rendered.status >= 500 ? keptEntry(key) : undefined
      if (stale) return responseOf(keptAnswer(request, stale.entry, https, 'stale', grew))
      if (!first && !filled.shareable) return render(request)
      const { status, statusText, headers, body } = filled.rendered
      return compressResponse(request, new Response(body, { status, statusText, headers }))
    },
    clear() {
      generation++
      changedAt = now()
      entries.clear()
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.calculatedSize
    },
  }
}
