import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineOperation, type HttpMethod } from '../contract/operation'
import { runWithRequestId } from '../server/request-context'
import { createDealerApiClient } from './client'
import { DealerApiError } from '../lib/dealer-api-error'

/** Operations shaped like the real ones; answers are any JSON object, so the tests script them freely. */
const anyObject = z.record(z.string(), z.unknown())
const testOperation = (method: HttpMethod, path: string) =>
  defineOperation({ method, path, operationId: `${method}${path}`, summary: 'test', tag: 'test', response: anyObject })
const searchCars = defineOperation({
  ...testOperation('get', '/cars'),
  query: z.object({ fuel: z.array(z.string()).optional(), page: z.number().optional(), brands: z.array(z.string()).optional() }),
})
const listBrands = defineOperation({ ...testOperation('get', '/brands'), query: z.object({ page: z.number().optional() }) })
const getSettings = testOperation('get', '/settings')
const getCar = defineOperation({ ...testOperation('get', '/cars/:id'), params: z.object({ id: z.number() }) })
const sendOrder = (method: HttpMethod) => defineOperation({ ...testOperation(method, '/orders'), body: z.object({ a: z.number() }) })

type Seen = { method: string; url: string; headers: IncomingMessage['headers'] }

/**
 * A real HTTP server whose answer each test scripts, recording every request it receives. Requests
 * for a CSRF token are recorded apart (`tokenRequests`) and answered by `issueToken`, by default as
 * the dealer API does: the token in the body and in a cookie.
 */
let server: Server
let baseURL: string
let seen: Seen[] = []
let tokenRequests: Seen[] = []
let respond: (req: IncomingMessage, res: ServerResponse, attempt: number) => void
let issueToken: (res: ServerResponse, count: number) => void

const issueAs = (cookieName: string) => (res: ServerResponse, count: number) => {
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Set-Cookie': `${cookieName}=issued-${count}; Path=/; SameSite=Strict`,
  })
  res.end(JSON.stringify({ token: `issued-${count}` }))
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const record = { method: req.method ?? '', url: req.url ?? '', headers: req.headers }
    req.resume()
    if (req.url === '/api/csrf') {
      tokenRequests.push(record)
      req.on('end', () => issueToken(res, tokenRequests.length))
      return
    }
    seen.push(record)
    req.on('end', () => respond(req, res, seen.length))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen = []
  tokenRequests = []
  issueToken = issueAs('XSRF-TOKEN')
})

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}
const failWith = (status: number) => (_req: IncomingMessage, res: ServerResponse) =>
  json(res, status, { error: { code: `status_${status}`, message: `failed with ${status}` } })

/** The clock kept answers age by: a test moves it instead of waiting out a lifetime in seconds. */
// Not 0: the cache takes an answer kept at time 0 for one without a lifetime.
let clockMs = 1_000_000
const clock = { now: () => clockMs }
/** Moves the clock on; the cache reads its clock at most once a millisecond, so a real one passes too. */
async function timePasses(ms: number) {
  clockMs += ms
  await new Promise((resolve) => setTimeout(resolve, 2))
}
const client = () => createDealerApiClient({ baseURL, timeoutMs: 2000, retryDelayMs: 0, clock })

describe('dealer API client', () => {
  const retried = [408, 409, 425, 429, 500, 502, 503, 504]

  for (const status of retried) {
    it(`retries a GET exactly once on ${status} and surfaces the API's error code`, async () => {
      respond = failWith(status)
      const error = await client()
        .call(searchCars, { locale: 'ar' })
        .catch((e: unknown) => e)
      expect(seen).toHaveLength(2)
      expect(error).toBeInstanceOf(DealerApiError)
      expect((error as DealerApiError).status).toBe(status)
      expect((error as DealerApiError).code).toBe(`status_${status}`)
    })
  }

  it('succeeds on the retry when the first attempt was transient', async () => {
    respond = (req, res, attempt) => (attempt === 1 ? failWith(503)(req, res) : json(res, 200, { ok: true }))
    await expect(client().call(searchCars, { locale: 'ar' })).resolves.toEqual({ ok: true })
    expect(seen).toHaveLength(2)
  })

  for (const status of [400, 401, 403, 404, 410, 422, 501]) {
    it(`does not retry a GET on ${status}`, async () => {
      respond = failWith(status)
      const error = (await client()
        .call(searchCars, { locale: 'ar' })
        .catch((e: unknown) => e)) as DealerApiError
      expect(seen).toHaveLength(1)
      expect(error.status).toBe(status)
      expect(error.message).toBe(`failed with ${status}`)
    })
  }

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    for (const status of [500, 503, 429]) {
      it(`never retries ${method} (${status})`, async () => {
        respond = failWith(status)
        await expect(client().call(sendOrder(method.toLowerCase() as HttpMethod), { locale: 'ar', body: { a: 1 } })).rejects.toBeInstanceOf(
          DealerApiError,
        )
        expect(seen).toHaveLength(1)
        expect(seen[0]?.method).toBe(method)
      })
    }
  }

  it('retries a GET once when the connection drops, then reports the API unavailable', async () => {
    respond = (req) => req.socket.destroy()
    const error = (await client()
      .call(searchCars, { locale: 'ar' })
      .catch((e: unknown) => e)) as DealerApiError
    expect(seen).toHaveLength(2)
    expect(error.code).toBe('unavailable')
    expect(error.status).toBe(503)
  })

  it('gives up after its timeout (and retries a GET once)', async () => {
    respond = (_req, res) => setTimeout(() => json(res, 200, { late: true }), 400)
    const slow = createDealerApiClient({ baseURL, timeoutMs: 100, retryDelayMs: 0 })
    const started = Date.now()
    const error = (await slow.call(searchCars, { locale: 'ar' }).catch((e: unknown) => e)) as DealerApiError
    expect(error.code).toBe('unavailable')
    expect(error.status).toBe(504)
    expect(seen).toHaveLength(2)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('sends Content-Language from the interface language and asks for JSON', async () => {
    respond = (_req, res) => json(res, 200, {})
    await client().call(getSettings, { locale: 'en' })
    await client().call(getSettings, { locale: 'ar' })
    expect(seen.map((s) => s.headers['content-language'])).toEqual(['en', 'ar'])
    expect(seen[0]?.headers.accept).toContain('application/json')
  })

  it('treats every 2xx as success and passes query params, repeated keys included', async () => {
    respond = (_req, res) => json(res, 201, { created: true })
    await expect(client().call(searchCars, { locale: 'ar', query: { fuel: ['petrol', 'hybrid'], page: 2 } })).resolves.toEqual({
      created: true,
    })
    expect(seen[0]?.url).toBe('/api/cars?fuel=petrol&fuel=hybrid&page=2')
  })

  it('reuses public GET answers for their max-age, per language, and never private ones', async () => {
    const cached = createDealerApiClient({ baseURL, timeoutMs: 2000, retryDelayMs: 0 })
    respond = (req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': req.url?.startsWith('/api/brands') ? 'public, max-age=60' : 'no-store',
      })
      res.end(JSON.stringify({ n: seen.length }))
    }
    await expect(cached.call(listBrands, { locale: 'ar' })).resolves.toEqual({ n: 1 })
    await expect(cached.call(listBrands, { locale: 'ar' })).resolves.toEqual({ n: 1 })
    await expect(cached.call(listBrands, { locale: 'en' })).resolves.toEqual({ n: 2 })
    await expect(cached.call(listBrands, { locale: 'ar', query: { page: 2 } })).resolves.toEqual({ n: 3 })
    await cached.call(getSettings, { locale: 'ar' })
    await cached.call(getSettings, { locale: 'ar' })
    expect(seen).toHaveLength(5)
  })

  it('shares one call among identical GETs made at the same time, and only among identical ones', async () => {
    const shared = createDealerApiClient({ baseURL, timeoutMs: 2000, retryDelayMs: 0 })
    respond = (_req, res) => setTimeout(() => json(res, 200, { n: seen.length }), 50)
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => shared.call(searchCars, { locale: 'ar', query: { brands: ['kia'] } })),
      shared.call(searchCars, { locale: 'en', query: { brands: ['kia'] } }),
      shared.call(searchCars, { locale: 'ar', query: { brands: ['toyota'] } }),
    ])
    expect(seen).toHaveLength(3)
    expect(new Set(answers.slice(0, 20).map((answer) => JSON.stringify(answer))).size).toBe(1)
    // Once answered (not cacheable here), the next call asks again.
    await shared.call(searchCars, { locale: 'ar', query: { brands: ['kia'] } })
    expect(seen).toHaveLength(4)
  })

  it('tells how its answer cache met each public GET: a kept answer, a call already on its way, or the API asked', async () => {
    const outcomes: string[] = []
    const counted = createDealerApiClient({
      baseURL,
      timeoutMs: 2000,
      retryDelayMs: 0,
      onCacheLookup: (outcome) => void outcomes.push(outcome),
    })
    respond = (_req, res) =>
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60' })
        res.end(JSON.stringify({ n: seen.length }))
      }, 30)
    await Promise.all([counted.call(listBrands, { locale: 'ar' }), counted.call(listBrands, { locale: 'ar' })])
    await counted.call(listBrands, { locale: 'ar' })
    await counted.call(listBrands, { locale: 'en' })
    // A staff member's call is never the cache's business, nor a mutation.
    await counted.call(listBrands, { locale: 'ar', staffToken: 'staff-token' })
    expect(outcomes).toEqual(['miss', 'joined', 'hit', 'miss'])
    expect(seen).toHaveLength(3)
  })

  it('does not share a failure beyond the calls that were waiting for it', async () => {
    const shared = createDealerApiClient({ baseURL, timeoutMs: 2000, retryDelayMs: 0 })
    respond = (_req, res, attempt) =>
      attempt <= 2 ? setTimeout(() => json(res, 404, { error: { code: 'not_found', message: 'gone' } }), 30) : json(res, 200, { ok: true })
    const results = await Promise.allSettled([
      shared.call(getCar, { locale: 'ar', params: { id: 1 } }),
      shared.call(getCar, { locale: 'ar', params: { id: 1 } }),
    ])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(seen).toHaveLength(1)
    await expect(shared.call(getCar, { locale: 'ar', params: { id: 1 } })).rejects.toBeInstanceOf(DealerApiError)
    await expect(shared.call(getCar, { locale: 'ar', params: { id: 1 } })).resolves.toEqual({ ok: true })
  })

  it('presents a token the API issued, as its cookie and header, on mutations only, asking for it once', async () => {
    respond = (_req, res) => json(res, 200, {})
    const api = client()
    await api.call(sendOrder('post'), { locale: 'en', body: { a: 1 } })
    await api.call(sendOrder('delete'), { locale: 'ar', body: { a: 2 } })
    await api.call(searchCars, { locale: 'ar' })
    expect(tokenRequests).toHaveLength(1)
    expect(tokenRequests[0]).toMatchObject({ method: 'GET', headers: { 'content-language': 'en' } })
    for (const mutation of seen.slice(0, 2)) {
      expect(mutation.headers['x-xsrf-token']).toBe('issued-1')
      expect(mutation.headers.cookie).toBe('XSRF-TOKEN=issued-1')
    }
    expect(seen[2]?.headers['x-xsrf-token']).toBeUndefined()
    expect(seen[2]?.headers.cookie).toBeUndefined()
  })

  it('sends the token back under the cookie name the API gave it (__Host- over HTTPS)', async () => {
    issueToken = issueAs('__Host-XSRF-TOKEN')
    respond = (_req, res) => json(res, 200, {})
    await client().call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })
    expect(seen[0]?.headers.cookie).toBe('__Host-XSRF-TOKEN=issued-1')
    expect(seen[0]?.headers['x-xsrf-token']).toBe('issued-1')
  })

  it('asks for a new token and sends the mutation once more when the API refuses the token', async () => {
    respond = (_req, res, attempt) =>
      attempt === 1 ? json(res, 403, { error: { code: 'csrf_failed', message: 'stale' } }) : json(res, 201, { saved: true })
    const api = client()
    await expect(api.call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })).resolves.toEqual({ saved: true })
    expect(seen.map((request) => [request.method, request.headers['x-xsrf-token']])).toEqual([
      ['POST', 'issued-1'],
      ['POST', 'issued-2'],
    ])
    // The new token is kept for what follows.
    await api.call(sendOrder('put'), { locale: 'ar', body: { a: 2 } })
    expect(seen[2]?.headers['x-xsrf-token']).toBe('issued-2')
    expect(tokenRequests).toHaveLength(2)
  })

  it('sends a refused mutation again only once, and only for a CSRF refusal', async () => {
    respond = (_req, res) => json(res, 403, { error: { code: 'csrf_failed', message: 'refused' } })
    const refused = (await client()
      .call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })
      .catch((e: unknown) => e)) as DealerApiError
    expect(refused.code).toBe('csrf_failed')
    expect(seen).toHaveLength(2)

    seen = []
    respond = (_req, res) => json(res, 403, { error: { code: 'forbidden', message: 'not allowed' } })
    const forbidden = (await client()
      .call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })
      .catch((e: unknown) => e)) as DealerApiError
    expect(forbidden.code).toBe('forbidden')
    expect(seen).toHaveLength(1)
  })

  it('sends no mutation when it cannot get a token, and asks again next time', async () => {
    issueToken = (res) => json(res, 200, { token: 'issued-without-cookie' })
    respond = (_req, res) => json(res, 200, {})
    const api = client()
    const error = (await api.call(sendOrder('post'), { locale: 'ar', body: { a: 1 } }).catch((e: unknown) => e)) as DealerApiError
    expect(error).toBeInstanceOf(DealerApiError)
    expect(error.code).toBe('bad_response')
    expect(seen).toHaveLength(0)

    issueToken = (res) => failWith(503)(undefined as never, res)
    await expect(api.call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })).rejects.toMatchObject({ status: 503 })
    expect(seen).toHaveLength(0)

    issueToken = issueAs('XSRF-TOKEN')
    await expect(api.call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })).resolves.toEqual({})
    expect(seen).toHaveLength(1)
  })

  it("parses every answer with the operation's response schema and refuses one that breaks the contract", async () => {
    const strict = defineOperation({
      ...testOperation('get', '/brands'),
      response: z.object({ items: z.array(z.object({ id: z.number() })) }),
    })
    respond = (_req, res) => json(res, 200, { items: [{ id: 'not a number' }] })
    const error = (await client()
      .call(strict, { locale: 'ar' })
      .catch((e: unknown) => e)) as DealerApiError
    expect(error).toBeInstanceOf(DealerApiError)
    expect(error.status).toBe(502)
    expect(error.code).toBe('bad_response')
    respond = (_req, res) => json(res, 200, { items: [{ id: 7, extra: 'dropped' }] })
    await expect(client().call(strict, { locale: 'ar' })).resolves.toEqual({ items: [{ id: 7 }] })
  })

  it('builds the path from the operation, each parameter encoded as one segment', async () => {
    const byKey = defineOperation({ ...testOperation('get', '/news/:key'), params: z.object({ key: z.string() }) })
    respond = (_req, res) => json(res, 200, {})
    await client().call(byKey, { locale: 'ar', params: { key: '../cars?x=1' } })
    expect(seen[0]?.url).toBe('/api/news/..%2Fcars%3Fx%3D1')
  })

  it('keeps at most cacheEntries answers, dropping the least recently used', async () => {
    const small = createDealerApiClient({ baseURL, timeoutMs: 2000, retryDelayMs: 0, cacheEntries: 2 })
    respond = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60' })
      res.end(JSON.stringify({ n: seen.length }))
    }
    for (const page of [1, 2, 1, 3, 1, 2]) await small.call(listBrands, { locale: 'ar', query: { page } })
    // 1 and 2 asked, 1 kept, 3 pushes out 2 (least recently used), 1 still kept, 2 asked again.
    expect(seen.map((request) => request.url)).toEqual([
      '/api/brands?page=1',
      '/api/brands?page=2',
      '/api/brands?page=3',
      '/api/brands?page=2',
    ])
  })

  it('passes the id of the request it serves on to the API', async () => {
    respond = (_req, res) => json(res, 200, {})
    await runWithRequestId('page-request-1', () => client().call(getSettings, { locale: 'ar' }))
    await client().call(getSettings, { locale: 'ar' })
    expect(seen[0]?.headers['x-request-id']).toBe('page-request-1')
    expect(seen[1]?.headers['x-request-id']).toBeUndefined()
  })
})

describe('dealer API client: a mutation is sent once, to the API, for its caller alone', () => {
  const cacheableAnswer = (res: ServerResponse, n: number) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60' })
    res.end(JSON.stringify({ n }))
  }

  it('never serves a POST from the answer cache, even when the API marks its answer public', async () => {
    const api = client()
    respond = (_req, res, attempt) => cacheableAnswer(res, attempt)
    await expect(api.call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })).resolves.toEqual({ n: 1 })
    await expect(api.call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })).resolves.toEqual({ n: 2 })
    expect(seen.map((request) => request.method)).toEqual(['POST', 'POST'])
  })

  it('never shares a POST with another caller sending the same one at the same moment', async () => {
    const api = client()
    respond = (_req, res, attempt) => setTimeout(() => cacheableAnswer(res, attempt), 30)
    const answers = await Promise.all([
      api.call(sendOrder('post'), { locale: 'ar', body: { a: 1 } }),
      api.call(sendOrder('post'), { locale: 'ar', body: { a: 1 } }),
    ])
    expect(seen).toHaveLength(2)
    expect(new Set(answers.map((answer) => answer.n))).toEqual(new Set([1, 2]))
  })

  it('sends a POST exactly once when the connection drops or the API is too slow', async () => {
    respond = (req) => req.socket.destroy()
    await expect(client().call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })).rejects.toMatchObject({
      status: 503,
      code: 'unavailable',
    })
    expect(seen).toHaveLength(1)

    seen = []
    respond = (_req, res) => setTimeout(() => json(res, 200, { late: true }), 400)
    const slow = createDealerApiClient({ baseURL, timeoutMs: 100, retryDelayMs: 0 })
    await expect(slow.call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })).rejects.toMatchObject({ status: 504, code: 'unavailable' })
    expect(seen).toHaveLength(1)
  })

  it('sends the Idempotency-Key it is given, the same one again when a stale CSRF token makes it resend', async () => {
    respond = (_req, res, attempt) =>
      attempt === 1 ? json(res, 403, { error: { code: 'csrf_failed', message: 'stale' } }) : json(res, 202, { placed: true })
    await expect(client().call(sendOrder('post'), { locale: 'ar', body: { a: 1 }, idempotencyKey: 'order-key-0001' })).resolves.toEqual({
      placed: true,
    })
    expect(seen.map((request) => request.headers['idempotency-key'])).toEqual(['order-key-0001', 'order-key-0001'])

    seen = []
    await client().call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })
    expect(seen[0]?.headers['idempotency-key']).toBeUndefined()
  })

  it("hands the visitor's address to the API only on mutations, and only with the internal token", async () => {
    respond = (_req, res) => json(res, 200, {})
    const trusted = createDealerApiClient({ baseURL, timeoutMs: 2000, retryDelayMs: 0, internalToken: 'render-thread-secret' })
    await runWithRequestId(
      'page-request-2',
      async () => {
        await trusted.call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })
        await trusted.call(searchCars, { locale: 'ar' })
        await client().call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })
      },
      '203.0.113.7',
    )
    await trusted.call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })
    const handedOver = seen.map((request) => [request.headers['x-storefront-client-address'], request.headers['x-storefront-internal']])
    expect(handedOver).toEqual([
      ['203.0.113.7', 'render-thread-secret'],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ])
  })

  it("hands the visitor's page origin to the API the same way: on mutations, with the internal token", async () => {
    respond = (_req, res) => json(res, 200, {})
    const trusted = createDealerApiClient({ baseURL, timeoutMs: 2000, retryDelayMs: 0, internalToken: 'render-thread-secret' })
    await runWithRequestId(
      'page-request-4',
      async () => {
        await trusted.call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })
        await trusted.call(searchCars, { locale: 'ar' })
        await client().call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })
      },
      '203.0.113.7',
      'http://localhost:3442',
    )
    const handedOver = seen.map((request) => [request.headers['x-storefront-visitor-origin'], request.headers['x-storefront-internal']])
    expect(handedOver).toEqual([
      ['http://localhost:3442', 'render-thread-secret'],
      [undefined, undefined],
      [undefined, undefined],
    ])
  })
})

describe('dealer API client: which answers are kept', () => {
  const answerWith = (cacheControl: string | undefined) => (_req: IncomingMessage, res: ServerResponse, attempt: number) => {
    res.writeHead(200, { 'Content-Type': 'application/json', ...(cacheControl === undefined ? {} : { 'Cache-Control': cacheControl }) })
    res.end(JSON.stringify({ n: attempt }))
  }

  for (const cacheControl of [
    undefined,
    'private, max-age=60',
    'max-age=60, private',
    'public, max-age=60, private',
    'public, no-store, max-age=60',
    'no-store, public, max-age=60',
    'max-age=60',
    'public',
    'public, max-age=0',
    'public, max-age=60, s-maxage=0',
    'publicity, max-age=60',
  ]) {
    it(`asks the API again when its answer says ${JSON.stringify(cacheControl)}`, async () => {
      const api = client()
      respond = answerWith(cacheControl)
      await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
      await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 2 })
    })
  }

  // s-maxage is for shared caches, which this client is (content staff edit: decision 0052).
  for (const cacheControl of [
    'public, max-age=60',
    'PUBLIC, MAX-AGE=60',
    'max-age=60, public',
    'public,max-age=60',
    'public, s-maxage=60',
    'public, max-age=0, must-revalidate, s-maxage=60',
  ]) {
    it(`keeps a GET answer that says ${JSON.stringify(cacheControl)}`, async () => {
      const api = client()
      respond = answerWith(cacheControl)
      await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
      await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
      expect(seen).toHaveLength(1)
    })
  }

  // A shared cache reads `s-maxage` wherever it stands, however it is spaced, and all its digits.
  for (const cacheControl of ['s-maxage=60, public, max-age=0', 'public,max-age=0,s-maxage=60', 'public, max-age=0,\ts-maxage=60']) {
    it(`keeps for its s-maxage a GET answer that says ${JSON.stringify(cacheControl)}`, async () => {
      const api = client()
      respond = answerWith(cacheControl)
      await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
      await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
      expect(seen).toHaveLength(1)
    })
  }

  it('does not take a directive that only ends in s-maxage for s-maxage', async () => {
    const api = client()
    respond = answerWith('public, max-age=0, x-s-maxage=60')
    await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
    await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 2 })
  })

  it('keeps an answer for all the seconds its s-maxage gives, not only the first digit of them', async () => {
    const api = client()
    respond = answerWith('public, max-age=0, s-maxage=15')
    await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
    // Past one second (what "1" of "15" would give), well within fifteen.
    await timePasses(1100)
    await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
    expect(seen).toHaveLength(1)
  })

  it('never keeps nor shares an answer to a staff member, and sends their token as a bearer', async () => {
    const api = client()
    respond = (req, res, attempt) =>
      setTimeout(() => answerWith('public, max-age=60')(req, res, attempt), req.headers.authorization ? 40 : 0)
    await expect(api.call(getSettings, { locale: 'ar', staffToken: 'staff-token-1' })).resolves.toEqual({ n: 1 })
    expect(seen[0]!.headers.authorization).toBe('Bearer staff-token-1')
    // Asked again by the same staff member: a new call, not a kept answer.
    await expect(api.call(getSettings, { locale: 'ar', staffToken: 'staff-token-1' })).resolves.toEqual({ n: 2 })
    // A visitor asking while a staff call is on its way waits on nothing of it, and gets no staff answer.
    const staffCall = api.call(getSettings, { locale: 'ar', staffToken: 'staff-token-2' })
    const visitorCall = api.call(getSettings, { locale: 'ar' })
    await expect(staffCall).resolves.toEqual({ n: 3 })
    await expect(visitorCall).resolves.toEqual({ n: 4 })
    expect(seen.map((request) => request.headers.authorization)).toEqual([
      'Bearer staff-token-1',
      'Bearer staff-token-1',
      'Bearer staff-token-2',
      undefined,
    ])
  })

  it('makes a GET asked after a content change wait on none asked before it, only on others asked after', async () => {
    let announce = () => {}
    const api = createDealerApiClient({
      baseURL,
      timeoutMs: 2000,
      retryDelayMs: 0,
      subscribeToContentChanges: (onChange) => (announce = onChange),
    })
    // The call asked before the change is answered first, while the one asked after it is still on its way.
    respond = (req, res, attempt) => setTimeout(() => answerWith('no-store')(req, res, attempt), attempt === 1 ? 40 : 200)
    const before = api.call(getSettings, { locale: 'ar' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    announce()
    const after = api.call(getSettings, { locale: 'ar' })
    await expect(before).resolves.toEqual({ n: 1 })
    // The earlier call, done, must not end the sharing of the later one.
    const alsoAfter = api.call(getSettings, { locale: 'ar' })
    await expect(after).resolves.toEqual({ n: 2 })
    await expect(alsoAfter).resolves.toEqual({ n: 2 })
    expect(seen).toHaveLength(2)
  })

  it('forgets a kept answer when its max-age has passed, and not before', async () => {
    const api = client()
    respond = (req, res, attempt) =>
      answerWith(req.url?.startsWith('/api/brands') ? 'public, max-age=10' : 'public, max-age=1')(req, res, attempt)
    await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
    await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
    await expect(api.call(listBrands, { locale: 'ar' })).resolves.toEqual({ n: 2 })
    await timePasses(1100)
    await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 3 })
    await expect(api.call(listBrands, { locale: 'ar' })).resolves.toEqual({ n: 2 })
  })

  it('drops every kept answer when the content changes, and keeps none asked for before the change', async () => {
    let announce = () => {}
    const api = createDealerApiClient({
      baseURL,
      timeoutMs: 2000,
      retryDelayMs: 0,
      subscribeToContentChanges: (onChange) => (announce = onChange),
    })
    respond = answerWith('public, max-age=0, must-revalidate, s-maxage=300')
    await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
    await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
    announce()
    await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 2 })
    // An answer on its way when the change is announced may predate it: handed over, not kept.
    respond = (req, res, attempt) => setTimeout(() => answerWith('public, s-maxage=300')(req, res, attempt), 50)
    const before = api.call(listBrands, { locale: 'ar' })
    setTimeout(announce, 10)
    await expect(before).resolves.toEqual({ n: 3 })
    await expect(api.call(listBrands, { locale: 'ar' })).resolves.toEqual({ n: 4 })
    await expect(api.call(listBrands, { locale: 'ar' })).resolves.toEqual({ n: 4 })
  })

  it('keeps content staff edit for its notified lifetime only while it hears of every change, else for its s-maxage', async () => {
    const hearing = createDealerApiClient({ baseURL, timeoutMs: 2000, retryDelayMs: 0, subscribeToContentChanges: () => {}, clock })
    const deaf = client()
    respond = (_req, res, attempt) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=1',
        'X-Notified-Max-Age': '300',
      })
      res.end(JSON.stringify({ n: attempt }))
    }
    await expect(hearing.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
    await expect(deaf.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 2 })
    // Past the second a proxy may keep it, well within the notified five minutes.
    await timePasses(1100)
    await expect(hearing.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 1 })
    await expect(deaf.call(getSettings, { locale: 'ar' })).resolves.toEqual({ n: 3 })
  })

  it('takes a notified lifetime only when it is a whole number of seconds', async () => {
    const hearing = createDealerApiClient({ baseURL, timeoutMs: 2000, retryDelayMs: 0, subscribeToContentChanges: () => {} })
    // Shorter than s-maxage, so taking it shows at once: a repeat asks the API again.
    for (const [page, notified, askedAgain] of [
      [1, '0', true],
      [2, '0s', false],
      [3, 's0', false],
      [4, '', false],
    ] as const) {
      respond = (_req, res, attempt) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, s-maxage=60', 'X-Notified-Max-Age': notified })
        res.end(JSON.stringify({ n: attempt }))
      }
      const first = (await hearing.call(listBrands, { locale: 'ar', query: { page } })) as { n: number }
      await expect(hearing.call(listBrands, { locale: 'ar', query: { page } }), notified).resolves.toEqual({
        n: askedAgain ? first.n + 1 : first.n,
      })
    }
  })

  it('takes a notified lifetime only for an answer shared caches may keep at all', async () => {
    const hearing = createDealerApiClient({ baseURL, timeoutMs: 2000, retryDelayMs: 0, subscribeToContentChanges: () => {} })
    for (const cacheControl of ['public, max-age=0, must-revalidate, s-maxage=0', 'private, s-maxage=1']) {
      respond = (_req, res, attempt) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': cacheControl, 'X-Notified-Max-Age': '300' })
        res.end(JSON.stringify({ n: attempt }))
      }
      const first = (await hearing.call(listBrands, { locale: 'ar' })) as { n: number }
      await expect(hearing.call(listBrands, { locale: 'ar' }), cacheControl).resolves.toEqual({ n: first.n + 1 })
    }
  })

  it('keeps nothing when its cache is turned off', async () => {
    const api = createDealerApiClient({ baseURL, timeoutMs: 2000, retryDelayMs: 0, cacheEntries: 0 })
    respond = answerWith('public, max-age=60')
    await api.call(getSettings, { locale: 'ar' })
    await api.call(getSettings, { locale: 'ar' })
    expect(seen).toHaveLength(2)
  })

  it("lets one caller's abort end only its own wait, never a GET others are waiting on", async () => {
    const api = client()
    respond = (_req, res, attempt) => setTimeout(() => json(res, 200, { n: attempt }), 80)
    const controller = new AbortController()
    const waiting = api.call(searchCars, { locale: 'ar' })
    const aborted = api.call(searchCars, { locale: 'ar', signal: controller.signal })
    const alsoWaiting = api.call(searchCars, { locale: 'ar' })
    setTimeout(() => controller.abort(), 10)
    await expect(aborted).rejects.toMatchObject({ code: 'unavailable' })
    await expect(waiting).resolves.toEqual({ n: 1 })
    await expect(alsoWaiting).resolves.toEqual({ n: 1 })
  })
})

describe('dealer API client: errors as the API states them', () => {
  it('says the API is unreachable when no answer came, and names the operation whose answer broke the contract', async () => {
    respond = (req) => req.socket.destroy()
    await expect(client().call(getSettings, { locale: 'ar' })).rejects.toThrow('Dealer API unreachable')
    respond = (_req, res) => json(res, 200, [])
    await expect(client().call(getSettings, { locale: 'ar' })).rejects.toThrow('The answer to get/settings does not match the contract')
  })

  it('takes the CSRF cookie among the others the token answer sets, and says so when there is none', async () => {
    issueToken = (res, count) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Set-Cookie': ['theme=dark; Path=/', `XSRF-TOKEN=issued-${count}; Path=/; SameSite=Strict`, 'lang=ar; Path=/'],
      })
      res.end(JSON.stringify({ token: `issued-${count}` }))
    }
    respond = (_req, res) => json(res, 200, {})
    await client().call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })
    expect(seen[0]?.headers.cookie).toBe('XSRF-TOKEN=issued-1')

    issueToken = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'theme=dark; Path=/' })
      res.end(JSON.stringify({ token: 'issued-x' }))
    }
    await expect(client().call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })).rejects.toThrow(
      'The answer to getCsrfToken set no CSRF cookie',
    )
    expect(seen).toHaveLength(1)
  })

  it("keeps the API's error id, field errors and Retry-After", async () => {
    respond = (_req, res) => {
      res.writeHead(429, { 'Content-Type': 'application/json', 'X-Error-Id': 'err-42', 'Retry-After': '30' })
      res.end(JSON.stringify({ error: { code: 'rate_limited', message: 'slow down', fields: { phone: ['too many'] } } }))
    }
    const error = (await client()
      .call(sendOrder('post'), { locale: 'ar', body: { a: 1 } })
      .catch((e: unknown) => e)) as DealerApiError
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message: 'slow down', errorId: 'err-42', retryAfterSeconds: 30 })
    expect(error.fields).toEqual({ phone: ['too many'] })
  })

  it('calls an answer outside the error vocabulary a bad response, with its status and reason', async () => {
    respond = (_req, res) => {
      res.writeHead(418, "I'm a teapot", { 'Content-Type': 'text/plain', 'X-Error-Id': 'err-43' })
      res.end('short and stout')
    }
    const error = (await client()
      .call(getSettings, { locale: 'ar' })
      .catch((e: unknown) => e)) as DealerApiError
    expect(error).toMatchObject({ status: 418, code: 'bad_response', message: "I'm a teapot", errorId: 'err-43' })
    expect(error.retryAfterSeconds).toBeUndefined()
  })
})
