import { FetchError, ofetch, type FetchOptions } from 'ofetch'
import { appConfig, getEnv, type Locale } from '../../app.config'
import { apiErrorSchema } from '../contract/api-error'
import { createCsrfToken } from './csrf'

type Fetch = typeof globalThis.fetch
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A failed dealer-API call, with the API's own error code and its (already translated) message. */
export class DealerApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields?: Record<string, string[]>
  readonly errorId?: string

  constructor(options: { status: number; code: string; message: string; fields?: Record<string, string[]>; errorId?: string }) {
    super(options.message)
    this.name = 'DealerApiError'
    this.status = options.status
    this.code = options.code
    this.fields = options.fields
    this.errorId = options.errorId
  }
}

export type RequestOptions = {
  /** The interface language; the API answers texts in it. */
  locale: Locale
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>
  body?: unknown
  signal?: AbortSignal
}

export type DealerApiClient = {
  request<T>(method: Method, path: string, options: RequestOptions): Promise<T>
  get<T>(path: string, options: RequestOptions): Promise<T>
  post<T>(path: string, options: RequestOptions): Promise<T>
}

/**
 * A small shared cache of public GET answers, honouring the API's own `Cache-Control: public,
 * max-age`. It does for server-side rendering what a CDN does for browsers: a page that many
 * visitors open in the same minute asks the API once, not once per visitor.
 */
class PublicAnswerCache {
  private readonly entries = new Map<string, { expiresAt: number; data: unknown }>()
  constructor(private readonly maxEntries: number) {}

  get(key: string): unknown {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key)
      return undefined
    }
    // Re-insert so the map's order is least recently used first.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.data
  }

  set(key: string, data: unknown, cacheControl: string | null): void {
    const directives = (cacheControl ?? '').toLowerCase()
    const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(directives)?.[1]
    if (!/(?:^|,)\s*public\b/.test(directives) || !maxAge || Number(maxAge) <= 0) return
    this.entries.set(key, { expiresAt: Date.now() + Number(maxAge) * 1000, data })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
  }
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
}

function toDealerApiError(error: unknown): DealerApiError {
  if (error instanceof FetchError && error.response) {
    const parsed = apiErrorSchema.safeParse(error.data)
    const errorId = error.response.headers.get('x-error-id') ?? undefined
    if (parsed.success) {
      return new DealerApiError({ status: error.response.status, ...parsed.data.error, errorId })
    }
    return new DealerApiError({ status: error.response.status, code: 'bad_response', message: error.response.statusText || 'Bad response', errorId })
  }
  // No response at all: refused connection, DNS failure or our own timeout.
  const timedOut = error instanceof Error && /timeout|aborted/i.test(`${error.name} ${error.message}`)
  return new DealerApiError({ status: timedOut ? 504 : 503, code: 'unavailable', message: 'Dealer API unreachable' })
}

/**
 * The one dealer-API client (spec section 7): JSON, Content-Language from the interface
 * language, success only for 2xx, exactly one retry for GET on the listed statuses and network
 * failures (never for other methods), a timeout, and the XSRF cookie/header pair on mutations.
 */
export function createDealerApiClient(options: DealerApiClientOptions): DealerApiClient {
  const baseFetch = options.fetch ?? globalThis.fetch
  // The timeout is per attempt: ofetch's own would reuse one expired signal for the retry.
  const fetchWithTimeout: Fetch = (input, init) => {
    const timeout = AbortSignal.timeout(options.timeoutMs)
    return baseFetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout })
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

  const answers = new PublicAnswerCache(options.cacheEntries ?? 500)

  /**
   * GETs on their way, by cache key. Visitors who open the same page at the same moment share one
   * call instead of each asking the API (and its database) again: without this, a burst of
   * visitors on a page whose answer was not cached yet queued hundreds of identical searches.
   */
  const pending = new Map<string, Promise<unknown>>()

  async function request<T>(method: Method, path: string, options: RequestOptions): Promise<T> {
    const cacheKey = method === 'GET' ? JSON.stringify([options.locale, path, options.query ?? {}]) : null
    if (!cacheKey) return send<T>(method, path, options, null)
    const cached = answers.get(cacheKey)
    if (cached !== undefined) return cached as T
    // A caller with its own abort signal must not cancel the others' answer.
    if (options.signal) return send<T>(method, path, options, cacheKey)
    const shared = pending.get(cacheKey)
    if (shared) return shared as Promise<T>
    const call = send<T>(method, path, options, cacheKey).finally(() => pending.delete(cacheKey))
    pending.set(cacheKey, call)
    return call
  }

  async function send<T>(method: Method, path: string, { locale, query, body, signal }: RequestOptions, cacheKey: string | null): Promise<T> {
    const headers = new Headers({ 'Content-Language': locale === 'en' ? 'en' : 'ar' })
    if (method !== 'GET') {
      // A server-side caller holds no browser cookie jar; it presents a fresh matching pair.
      const token = createCsrfToken()
      headers.set('Cookie', `${appConfig.csrf.cookieName}=${token}`)
      headers.set(appConfig.csrf.headerName, token)
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
      const response = await $fetch.raw<T>(path, fetchOptions)
      const data = response._data as T
      if (cacheKey) answers.set(cacheKey, data, response.headers.get('cache-control'))
      return data
    } catch (error) {
      throw toDealerApiError(error)
    }
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
  }
}

const IN_PROCESS_BASE = 'http://dealer-api.internal/api'

/**
 * Calls the embedded API app directly. An abort (our timeout) ends the wait even though the
 * in-process handler cannot be interrupted.
 */
const inProcessFetch: Fetch = async (input, init) => {
  const { dealerApiApp } = await import('./server-app')
  const request = new Request(input, init)
  const answer = dealerApiApp.fetch(request)
  const signal = init?.signal
  if (!signal) return answer
  return await new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'))
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    Promise.resolve(answer).then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

let sharedClient: DealerApiClient | undefined

/** The storefront's client: over HTTP when DEALER_API_URL is set, otherwise in-process. */
export function getDealerApi(): DealerApiClient {
  if (!sharedClient) {
    const env = getEnv()
    sharedClient = env.DEALER_API_URL
      ? createDealerApiClient({ baseURL: `${env.DEALER_API_URL.replace(/\/+$/, '')}/api`, timeoutMs: env.DEALER_API_TIMEOUT_MS })
      : createDealerApiClient({ baseURL: IN_PROCESS_BASE, timeoutMs: env.DEALER_API_TIMEOUT_MS, fetch: inProcessFetch })
  }
  return sharedClient
}
