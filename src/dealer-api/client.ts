import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { FetchError, ofetch, type FetchOptions } from 'ofetch'
import { appConfig, getEnv, type Locale } from '../../app.config'
import { apiErrorSchema } from '../contract/api-error'
import { operationPath, type Operation, type OperationInput, type OperationOutput } from '../contract/operation'
import { getCsrfTokenOperation } from '../contract/system-api'
import { notifiedMaxAgeHeader } from '../contract/content-topics'
import { cookieHeader, readSetCookie } from '../lib/cookies'
import { storedLocale } from '../lib/i18n/locale'
import { currentClientAddress, currentRequestId, currentVisitorOrigin } from '../server/request-context'
import { onContentChange } from '../server/content-changes.server'
import { recordDealerApiCache } from '../server/metrics'
import { clientAddressHeader, internalTokenHeader, visitorOriginHeader } from '../server/http/client-address'
import { DealerApiError, retryAfterSeconds } from '../lib/dealer-api-error'
import { channelOrigin, mainThreadApiFetch } from '../server/http/api-channel'

type Fetch = typeof globalThis.fetch
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A server-issued CSRF token, as the cookie that carries it and the value the header repeats. */
type CsrfPair = { cookieName: string; cookieValue: string; token: string }

const csrfCookieNames: readonly string[] = [appConfig.csrf.cookieName, appConfig.csrf.secureCookieName]

export type CallOptions = {
  /** The interface language; the API answers texts in it. */
  locale: Locale
  signal?: AbortSignal
  /**
   * For an operation that takes one (`idempotency`): made once per request and sent again with
   * every retry of it, so the API does the work once (docs/decisions/0041).
   */
  idempotencyKey?: string
  /**
   * A staff member's session token (src/features/staff/staff-token.server.ts), sent as
   * `Authorization: Bearer …`. Answers to such calls are never kept nor shared with another call.
   */
  staffToken?: string
  /**
   * A buyer's "My orders" session token (src/features/my-orders/buyer-cookie.server.ts), sent the
   * same way; such answers are one buyer's alone, never kept nor shared either.
   */
  buyerToken?: string
}

/** A file the API sent (a download operation's answer): its body to stream on, and its headers. */
export type DownloadedFile = { body: ReadableStream<Uint8Array> | null; headers: Headers }

export type DealerApiClient = {
  /** Calls one operation of the contract; the answer is parsed with the operation's response schema. */
  call<Op extends Operation>(operation: Op, input: OperationInput<Op> & CallOptions): Promise<OperationOutput<Op>>
  /**
   * Fetches a download operation's file (`download` in its contract): not parsed, never kept nor
   * retried (a download may be audited, and its body can only be read once). Errors as `call`'s.
   */
  download<Op extends Operation & { method: 'get'; download: object }>(
    operation: Op,
    input: OperationInput<Op> & CallOptions,
  ): Promise<DownloadedFile>
}

export type DealerApiClientOptions = {
  /** Base URL including `/api`, e.g. `https://dealer.example/api`. */
  baseURL: string
  timeoutMs: number
  fetch?: Fetch
  /** Pause before the single retry. */
  retryDelayMs?: number
  /** How many public GET answers to keep (0 turns the cache off). */
  cacheEntries?: number
  /**
   * Tells the client when the dealer's content changed (src/server/content-changes.server.ts):
   * it then drops every kept answer at once instead of waiting for them to expire.
   */
  subscribeToContentChanges?: (onChange: () => void) => unknown
  /**
   * The production server's token for its render threads: with it, mutations carry the visitor's
   * address and page origin to the main thread, which trusts them only with this token
   * (src/server/http/client-address.ts).
   */
  internalToken?: string
  /** Told how the answer cache met each public GET, for /metrics (src/server/metrics.ts). */
  onCacheLookup?: (outcome: 'hit' | 'joined' | 'miss') => void
  /** Milliseconds by which kept answers age (`performance` unless given: tests move their own). */
  clock?: { now: () => number }
}

/**
 * Seconds a shared cache may keep a public answer: `s-maxage` when given (this client is a shared
 * cache), else `max-age`; 0 when a shared cache may not keep it.
 */
function publicMaxAgeSeconds(cacheControl: string | null): number {
  const directives = (cacheControl ?? '').toLowerCase()
  if (!/(?:^|,)\s*public\b/.test(directives) || /(?:^|,)\s*(?:no-store|private)\b/.test(directives)) return 0
  const maxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(directives)?.[1] ?? /(?:^|,)\s*max-age=(\d+)/.exec(directives)?.[1]
  return maxAge ? Number(maxAge) : 0
}

/**
 * Seconds this client may keep a public answer. Content staff edit is kept by shared caches a
 * second (they hear of no change); a client that hears every announcement and drops its answers
 * on each may keep it for the lifetime the API names for such a cache (`notifiedMaxAgeHeader`).
 */
function keptSeconds(headers: Headers, hearsChanges: boolean): number {
  const shared = publicMaxAgeSeconds(headers.get('cache-control'))
  const notified = headers.get(notifiedMaxAgeHeader)
  return hearsChanges && shared > 0 && notified !== null && /^\d+$/.test(notified) ? Number(notified) : shared
}

/** The API's refusal (its one error shape), or `bad_response` when the answer is not in that shape. */
function refusalOf(response: Pick<Response, 'status' | 'statusText' | 'headers'>, data: unknown): DealerApiError {
  const parsed = apiErrorSchema.safeParse(data)
  const errorId = response.headers.get('x-error-id') ?? undefined
  if (parsed.success) {
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'))
    return new DealerApiError({ status: response.status, ...parsed.data.error, errorId, retryAfterSeconds: retryAfter })
  }
  return new DealerApiError({ status: response.status, code: 'bad_response', message: response.statusText || 'Bad response', errorId })
}

/**
 * An abort signal that times out after `timeoutMs` (or follows `outer`), whose timer `end` stops.
 * Not `AbortSignal.timeout`: its timer runs its whole span and holds the async context it was made
 * in, which for a page render is the request, its router and its data. Ten seconds of each render
 * thread's pages stayed in memory under a crowd (issue 37).
 */
function deadlineOf(timeoutMs: number, outer: AbortSignal | null | undefined): { signal: AbortSignal; end: () => void } {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), timeoutMs)
  return { signal: outer ? AbortSignal.any([outer, controller.signal]) : controller.signal, end: () => clearTimeout(timer) }
}

/** `body` read on, with `end` called once it is read to its end, fails, or its reader stops. */
function endingWith(body: ReadableStream<Uint8Array>, end: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (!done) return controller.enqueue(value)
        end()
        controller.close()
      } catch (error) {
        end()
        controller.error(error)
      }
    },
    cancel(reason) {
      end()
      return reader.cancel(reason)
    },
  })
}

function toDealerApiError(error: unknown): DealerApiError {
  if (error instanceof FetchError && error.response) return refusalOf(error.response, error.data)
  // No response at all: refused connection, DNS failure or our own timeout.
  const timedOut = error instanceof Error && /timeout|aborted/i.test(`${error.name} ${error.message}`)
  return new DealerApiError({ status: timedOut ? 504 : 503, code: 'unavailable', message: 'Dealer API unreachable' })
}

/** An answer is trusted only once it matches the contract; a mismatch is the API's fault (502). */
function parseAnswer<Schema extends z.core.$ZodType>(schema: Schema, data: unknown, operationId: string): z.output<Schema> {
  const parsed = z.safeParse(schema, data)
  if (parsed.success) return parsed.data
  throw new DealerApiError({ status: 502, code: 'bad_response', message: `The answer to ${operationId} does not match the contract` })
}

/**
 * The one dealer-API client (spec section 7): JSON, Content-Language from the interface
 * language, success only for 2xx, exactly one retry for GET on the listed statuses and network
 * failures (never for other methods), a timeout, and on mutations the XSRF cookie and header of a
 * token the API issued.
 */
export function createDealerApiClient(options: DealerApiClientOptions): DealerApiClient {
  const baseFetch = options.fetch ?? globalThis.fetch
  // The deadline is per attempt: ofetch's own would reuse one expired signal for the retry. It
  // covers the body, read here (API answers are small JSON), and ends with it.
  const fetchWithTimeout: Fetch = async (input, init) => {
    const deadline = deadlineOf(options.timeoutMs, init?.signal)
    try {
      const response = await baseFetch(input, { ...init, signal: deadline.signal })
      const body = response.body ? await response.arrayBuffer() : null
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
    } finally {
      deadline.end()
    }
  }
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      retryStatusCodes: [...appConfig.apiRetry.statuses],
      retryDelay: options.retryDelayMs ?? 150,
      headers: { Accept: 'application/json' },
    },
    { fetch: fetchWithTimeout },
  )

  /**
   * Public GET answers, kept for the API's own `Cache-Control: public, max-age`. It does for
   * server-side rendering what a CDN does for browsers: a page that many visitors open in the same
   * minute asks the API once, not once per visitor.
   */
  const cacheEntries = options.cacheEntries ?? 500
  const answers = cacheEntries > 0 ? new LRUCache<string, { data: unknown }>({ max: cacheEntries, perf: options.clock }) : null

  /**
   * GETs on their way, by cache key. Visitors who open the same page at the same moment share one
   * call instead of each asking the API (and its database) again: without this, a burst of
   * visitors on a page whose answer was not cached yet queued hundreds of identical searches.
   */
  const pending = new Map<string, Promise<unknown>>()

  /**
   * Counts content changes. An answer asked for before a change may describe the content before
   * it, so it is handed to its callers but not kept, and later callers do not wait on it.
   */
  let contentVersion = 0
  options.subscribeToContentChanges?.(() => {
    contentVersion += 1
    answers?.clear()
    pending.clear()
  })

  async function call<Op extends Operation>(operation: Op, input: OperationInput<Op> & CallOptions): Promise<OperationOutput<Op>> {
    const path = operationPath(operation.path, input.params)
    const method = operation.method.toUpperCase() as Method
    const parse = (data: unknown): OperationOutput<Op> => parseAnswer<Op['response']>(operation.response, data, operation.operationId)
    if (method !== 'GET') {
      // A multipart operation's body goes as form data: its files are streamed from the File objects, never copied into text.
      const body = operation.multipart ? toFormData(input.body) : input.body
      return parse(await mutate(method, path, { ...input, body }))
    }
    // One staff member's (or buyer's) answer is theirs alone: neither kept nor handed to a caller waiting on the same path.
    if (input.staffToken !== undefined || input.buyerToken !== undefined) return parse((await send(method, path, input)).data)
    const cacheKey = JSON.stringify([input.locale, path, input.query ?? {}])
    return shared(cacheKey, input.signal, async () => {
      const askedAt = contentVersion
      const { data, maxAge } = await send(method, path, input)
      const answer = parse(data)
      if (maxAge > 0 && askedAt === contentVersion) answers?.set(cacheKey, { data: answer }, { ttl: maxAge * 1000 })
      return answer
    })
  }

  /**
   * The kept or in-flight answer under `key`, else `load`'s. A key names one operation's path and
   * inputs in one language, and only answers parsed by that operation's schema are stored under
   * it, so an entry has the type its caller expects.
   */
  function shared<T>(key: string, signal: AbortSignal | undefined, load: () => Promise<T>): Promise<T> {
    const kept = answers?.get(key)
    if (kept) {
      options.onCacheLookup?.('hit')
      return Promise.resolve(kept.data as T)
    }
    // A caller with its own abort signal must not cancel the others' answer.
    const inFlight = signal ? undefined : pending.get(key)
    options.onCacheLookup?.(inFlight ? 'joined' : 'miss')
    if (signal) return load()
    if (inFlight) return inFlight as Promise<T>
    const loading = load().finally(() => {
      if (pending.get(key) === loading) pending.delete(key)
    })
    pending.set(key, loading)
    return loading
  }

  /**
   * The CSRF token in use. It is bound to no visitor nor staff session (a staff call carries its
   * session as a bearer token, which the CSRF check does not read), so one token serves every
   * mutation of this process until the API refuses it.
   */
  let csrfPair: Promise<CsrfPair> | null = null

  function currentCsrfPair(locale: Locale): Promise<CsrfPair> {
    if (!csrfPair) {
      const asking = fetchCsrfPair(locale)
      // A failed request for a token is not kept: the next mutation asks again.
      asking.catch(() => {
        if (csrfPair === asking) csrfPair = null
      })
      csrfPair = asking
    }
    return csrfPair
  }

  /** Asks the API for a token through the same transport, as a browser would with `GET /api/csrf`. */
  async function fetchCsrfPair(locale: Locale): Promise<CsrfPair> {
    const { data, headers } = await send('GET', operationPath(getCsrfTokenOperation.path, undefined), { locale })
    const { token } = parseAnswer(getCsrfTokenOperation.response, data, getCsrfTokenOperation.operationId)
    const cookie = headers
      .getSetCookie()
      .map(readSetCookie)
      .find((candidate) => candidate !== undefined && csrfCookieNames.includes(candidate.name))
    if (!cookie) {
      throw new DealerApiError({ status: 502, code: 'bad_response', message: 'The answer to getCsrfToken set no CSRF cookie' })
    }
    return { cookieName: cookie.name, cookieValue: cookie.value, token }
  }

  async function mutate(
    method: Method,
    path: string,
    input: {
      locale: Locale
      query?: unknown
      body?: unknown
      signal?: AbortSignal
      idempotencyKey?: string
      staffToken?: string
      buyerToken?: string
    },
  ) {
    const asking = currentCsrfPair(input.locale)
    try {
      return (await send(method, path, input, await asking)).data
    } catch (error) {
      if (!(error instanceof DealerApiError && error.status === 403 && error.code === 'csrf_failed')) throw error
      // The token went stale (the API's signing key changed). The API refuses a bad token before
      // it reads the body or runs the operation, so nothing happened and sending the mutation once
      // more, with a new token, cannot do it twice. Only once: a second refusal is the answer.
      if (csrfPair === asking) csrfPair = null
      return (await send(method, path, input, await currentCsrfPair(input.locale))).data
    }
  }

  async function download<Op extends Operation>(operation: Op, input: OperationInput<Op> & CallOptions): Promise<DownloadedFile> {
    const url = new URL(`${options.baseURL.replace(/\/+$/, '')}${operationPath(operation.path, input.params)}`)
    for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value))
    }
    // A file is streamed on, not read here: its deadline ends with its last byte, or when the reader stops.
    const deadline = deadlineOf(options.timeoutMs, input.signal)
    let response: Response
    try {
      response = await baseFetch(url, { method: 'GET', headers: requestHeaders('GET', input), signal: deadline.signal })
    } catch (error) {
      deadline.end()
      throw toDealerApiError(error)
    }
    if (!response.ok) {
      const refusal = await response.json().catch(() => null)
      deadline.end()
      throw refusalOf(response, refusal)
    }
    if (!response.body) {
      deadline.end()
      return { body: null, headers: response.headers }
    }
    return { body: endingWith(response.body, deadline.end), headers: response.headers }
  }

  /** The headers every request carries: its language, the page request it serves, and who asks. */
  function requestHeaders(
    method: Method,
    {
      locale,
      idempotencyKey,
      staffToken,
      buyerToken,
    }: { locale: Locale; idempotencyKey?: string; staffToken?: string; buyerToken?: string },
  ) {
    const headers = new Headers({ 'Content-Language': storedLocale(locale) })
    // The API's log lines then name the page request that asked.
    const requestId = currentRequestId()
    if (requestId) headers.set('X-Request-Id', requestId)
    if (idempotencyKey !== undefined) headers.set(appConfig.idempotency.headerName, idempotencyKey)
    const bearer = staffToken ?? buyerToken
    if (bearer !== undefined) headers.set('Authorization', `Bearer ${bearer}`)
    const clientAddress = currentClientAddress()
    const visitorOrigin = currentVisitorOrigin()
    if (method !== 'GET' && options.internalToken && (clientAddress || visitorOrigin)) {
      if (clientAddress) headers.set(clientAddressHeader, clientAddress)
      if (visitorOrigin) headers.set(visitorOriginHeader, visitorOrigin)
      headers.set(internalTokenHeader, options.internalToken)
    }
    return headers
  }

  async function send(
    method: Method,
    path: string,
    {
      locale,
      query,
      body,
      signal,
      idempotencyKey,
      staffToken,
      buyerToken,
    }: {
      locale: Locale
      query?: unknown
      body?: unknown
      signal?: AbortSignal
      idempotencyKey?: string
      staffToken?: string
      buyerToken?: string
    },
    csrf?: CsrfPair,
  ): Promise<{ data: unknown; maxAge: number; headers: Headers }> {
    const headers = requestHeaders(method, { locale, idempotencyKey, staffToken, buyerToken })
    if (csrf) {
      // A server-side caller holds no browser cookie jar: it sends back the cookie it was given.
      headers.set('Cookie', cookieHeader({ [csrf.cookieName]: csrf.cookieValue }))
      headers.set(appConfig.csrf.headerName, csrf.token)
    }
    const retries = (appConfig.apiRetry.methods as readonly string[]).includes(method) ? appConfig.apiRetry.retries : 0
    const fetchOptions: FetchOptions<'json'> = {
      method,
      headers,
      query: query as FetchOptions['query'],
      body: body as FetchOptions['body'],
      signal,
      retry: retries > 0 ? retries : false,
      responseType: 'json',
    }
    try {
      const response = await $fetch.raw<unknown>(path, fetchOptions)
      return {
        data: response._data,
        maxAge: method === 'GET' ? keptSeconds(response.headers, options.subscribeToContentChanges !== undefined) : 0,
        headers: response.headers,
      }
    } catch (error) {
      throw toDealerApiError(error)
    }
  }

  return { call, download }
}

/** Text fields as text, `File`s (and other Blobs) as files under their own names. */
function toFormData(body: unknown): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue
    if (value instanceof Blob) form.set(name, value)
    else form.set(name, String(value))
  }
  return form
}

const IN_PROCESS_BASE = 'http://dealer-api.internal/api'

/**
 * Calls the embedded API app directly. An abort (our timeout) ends the wait even though the
 * in-process handler cannot be interrupted.
 */
const inProcessFetch: Fetch = async (input, init) => {
  const { dealerApiApp } = await import('./server-app')
  const request = new Request(input, init)
  // In-process, the visitor's address and page origin are handed over as the app's context, as the mount at /api does.
  const answer = dealerApiApp.fetch(request, { clientAddress: currentClientAddress(), visitorOrigin: currentVisitorOrigin() })
  const signal = init?.signal
  if (!signal) return answer
  return await new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'))
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    Promise.resolve(answer)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
  })
}

let sharedClient: DealerApiClient | undefined

/**
 * The storefront's client: on a render thread of the production server, over its port to the main
 * thread (src/server/http/api-channel.ts); else over HTTP when DEALER_API_URL is set; otherwise
 * in-process.
 */
export function getDealerApi(): DealerApiClient {
  if (!sharedClient) {
    const env = getEnv()
    // Staff edits reach this thread's kept answers through the process's relay: the production
    // server's main thread holds the database and relays to its render threads, and a process on
    // PostgreSQL hears other processes' edits too.
    const subscribeToContentChanges = (onChange: () => void) => onContentChange(onChange)
    const mainThread = mainThreadApiFetch()
    const transport: Pick<DealerApiClientOptions, 'baseURL' | 'fetch' | 'internalToken'> = mainThread
      ? // The main thread takes the visitor's address from a render thread's call with this token, as over HTTP.
        { baseURL: `${channelOrigin}/api`, fetch: mainThread, internalToken: env.STOREFRONT_INTERNAL_TOKEN }
      : env.DEALER_API_URL
        ? { baseURL: `${env.DEALER_API_URL.replace(/\/+$/, '')}/api`, internalToken: env.STOREFRONT_INTERNAL_TOKEN }
        : { baseURL: IN_PROCESS_BASE, fetch: inProcessFetch }
    sharedClient = createDealerApiClient({
      ...transport,
      timeoutMs: env.DEALER_API_TIMEOUT_MS,
      subscribeToContentChanges,
      onCacheLookup: recordDealerApiCache,
    })
  }
  return sharedClient
}
