import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { limitRequestBody } from 'srvx/body-limit'
import { searchCarsResultSchema, carDetailSchema } from '../contract/catalogue'
import { apiErrorSchema } from '../contract/api-error'
import { openTestDatabase, testEngines } from '../server/db/testing.server'
import type { DbHandle } from '../server/db/connection.server'
import { createDealerApiApp } from './app'
import { issueCsrfToken } from './csrf'
import { dealerApiRoutes } from './server-app'
import { defineOperation, type Operation } from '../contract/operation'
import { implement } from './route-kit'

for (const { engine, unavailableReason } of testEngines()) {
  if (unavailableReason) {
    console.warn(`\n⚠ SKIPPED: dealer API tests on ${engine} — ${unavailableReason}\n`)
  }

  describe.skipIf(unavailableReason !== null)(`dealer API over HTTP semantics (${engine})`, () => {
    let handle: DbHandle
    let api: ReturnType<typeof createDealerApiApp>

    beforeAll(async () => {
      handle = await openTestDatabase(engine)
      api = createDealerApiApp(dealerApiRoutes, { database: async () => handle })
    })
    afterAll(async () => handle?.close())

    const get = (path: string, headers: Record<string, string> = {}) => api.fetch(new Request(`http://api.test/api${path}`, { headers }))

    it('answers texts in the language of Content-Language, Arabic by default', async () => {
      const english = await get('/brands', { 'Content-Language': 'en' })
      const arabic = await get('/brands')
      expect(english.headers.get('content-language')).toBe('en')
      expect(arabic.headers.get('content-language')).toBe('ar')
      const toyotaEn = ((await english.json()) as { items: { slug: string; name: string }[] }).items.find((b) => b.slug === 'toyota')
      const toyotaAr = ((await arabic.json()) as { items: { slug: string; name: string }[] }).items.find((b) => b.slug === 'toyota')
      expect(toyotaEn?.name).toBe('Toyota')
      expect(toyotaAr?.name).toBe('تويوتا')
      expect((await get('/brands', { 'Content-Language': 'fr' })).headers.get('content-language')).toBe('ar')
    })

    it('searches cars with filters from the query string', async () => {
      const response = await get('/cars?brands=toyota&fuel=hybrid&fuel=petrol&sort=price-asc&pageSize=5', { 'Content-Language': 'en' })
      expect(response.status).toBe(200)
      const result = searchCarsResultSchema.parse(await response.json())
      expect(result.items.length).toBeGreaterThan(0)
      expect(result.items.length).toBeLessThanOrEqual(5)
      for (const car of result.items) {
        expect(car.brand.slug).toBe('toyota')
        expect(['hybrid', 'petrol']).toContain(car.fuelType)
      }
      const prices = result.items.map((car) => car.priceSar)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      expect(result.total).toBeGreaterThanOrEqual(result.items.length)
    })

    it('answers bad input with 400 in the error shape, never 500', async () => {
      const hostile = [
        '/cars?page=abc',
        '/cars?pageSize=1000',
        '/cars?priceMin=-5',
        '/cars?priceMin=900000&priceMax=100',
        '/cars?fuel=rocket',
        '/cars?year=20x6',
        `/cars?q=${'x'.repeat(500)}`,
        '/cars?brands=%3Cscript%3E',
        '/cars/abc',
        '/cars/-1',
        '/cars/by-ids?ids=1,abc',
        '/news?pageSize=0',
      ]
      for (const path of hostile) {
        const response = await get(path, { 'Content-Language': 'en' })
        expect(response.status, path).toBe(400)
        const body = apiErrorSchema.parse(await response.json())
        expect(body.error.code, path).toBe('validation_failed')
        expect(Object.keys(body.error.fields ?? {}).length, path).toBeGreaterThan(0)
      }
      const arabic = apiErrorSchema.parse(await (await get('/cars?page=abc')).json())
      expect(arabic.error.message).toMatch(/[\u0600-\u06ff]/)
      expect(arabic.error.fields?.page?.[0]).toBe('هذه القيمة غير صحيحة.')
    })

    it('returns one car, 404 for an unknown id, and cars by ids without the missing ones', async () => {
      const first = searchCarsResultSchema.parse(await (await get('/cars?pageSize=1')).json()).items[0]!
      const car = await get(`/cars/${first.id}`, { 'Content-Language': 'en' })
      expect(car.status).toBe(200)
      const detail = carDetailSchema.parse(await car.json())
      expect(detail.id).toBe(first.id)
      expect(detail.features.length).toBeGreaterThan(0)

      const missing = await get('/cars/987654', { 'Content-Language': 'en' })
      expect(missing.status).toBe(404)
      expect(apiErrorSchema.parse(await missing.json()).error).toEqual({ code: 'not_found', message: 'The requested item was not found.' })

      const byIds = (await (await get(`/cars/by-ids?ids=${first.id}&ids=987654`)).json()) as { items: { id: number }[] }
      expect(byIds.items.map((item) => item.id)).toEqual([first.id])
    })

    it('serves every content resource', async () => {
      for (const path of [
        '/offers',
        '/news',
        '/jobs',
        '/branches',
        '/cities',
        '/banks',
        '/faqs',
        '/pages/about',
        '/settings',
        '/models?brand=toyota',
      ]) {
        const response = await get(path)
        expect(response.status, path).toBe(200)
      }
      expect((await get('/pages/nope')).status).toBe(400)
      expect((await get('/offers/987654')).status).toBe(404)
      expect((await get('/news/no-such-article')).status).toBe(404)
    })

    it('lets a CDN cache public answers and revalidate them by ETag', async () => {
      const first = await get('/brands')
      expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
      expect(first.headers.get('vary')).toContain('Content-Language')
      const etag = first.headers.get('etag')
      expect(etag).toMatch(/^W\/"[0-9a-f]+"$/)
      const again = await get('/brands', { 'If-None-Match': etag! })
      expect(again.status).toBe(304)
      const otherLanguage = await get('/brands', { 'If-None-Match': etag!, 'Content-Language': 'en' })
      expect(otherLanguage.status).toBe(200)
    })

    /** A token as an outside client gets it: from `GET /api/csrf`, with the cookie that carries it. */
    async function issuedToken(from = api) {
      const answer = await from.fetch(new Request('http://api.test/api/csrf'))
      const { token } = (await answer.json()) as { token: string }
      expect(answer.headers.get('set-cookie')).toContain(`XSRF-TOKEN=${token};`)
      return token
    }
    const post = (cookie: string | null, header: string | null, language = 'en') =>
      api.fetch(
        new Request('http://api.test/api/brands', {
          method: 'POST',
          body: '{}',
          headers: {
            'Content-Language': language,
            ...(cookie === null ? {} : { Cookie: `XSRF-TOKEN=${cookie}` }),
            ...(header === null ? {} : { 'X-XSRF-TOKEN': header }),
          },
        }),
      )
    async function expectRefused(response: Response, message: string) {
      expect(response.status).toBe(403)
      expect(apiErrorSchema.parse(await response.json()).error).toEqual({ code: 'csrf_failed', message })
    }
    const refusedInEnglish = 'Your session could not be verified. Please reload the page and try again.'

    it('lets a mutation past the CSRF check only with a token the server issued, repeated in the header', async () => {
      const token = await issuedToken()
      // Past the CSRF check; /brands simply has no POST.
      expect((await post(token, token)).status).toBe(405)
      await expectRefused(await post(null, null), refusedInEnglish)
      await expectRefused(await post(token, null), refusedInEnglish)
      await expectRefused(await post(null, token), refusedInEnglish)
      await expectRefused(await post(token, await issuedToken()), refusedInEnglish)
    })

    it('refuses a token the server did not issue, in the language of the request', async () => {
      const selfMade = 'a'.repeat(32)
      await expectRefused(await post(selfMade, selfMade), refusedInEnglish)
      await expectRefused(await post(selfMade, selfMade, 'ar'), 'تعذّر التحقق من جلستك. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.')
      const otherSecret = issueCsrfToken('a-secret-this-server-does-not-have-000')
      await expectRefused(await post(otherSecret, otherSecret), refusedInEnglish)
      const [value, signature] = (await issuedToken()).split('.') as [string, string]
      const tampered = `${value}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
      await expectRefused(await post(tampered, tampered), refusedInEnglish)
    })

    it('accepts a token issued by another instance on the same database, as processes behind one balancer must', async () => {
      const otherProcess = createDealerApiApp(dealerApiRoutes, { database: async () => handle })
      const token = await issuedToken(otherProcess)
      expect((await post(token, token)).status).toBe(405)
    })

    it('reports health with the engine, and unknown routes in the error shape', async () => {
      const health = (await (await get('/health')).json()) as { status: string; database: { engine: string } }
      expect(health).toMatchObject({ status: 'ok', database: { engine } })
      const unknown = await get('/nothing-here')
      expect(unknown.status).toBe(404)
      expect(apiErrorSchema.parse(await unknown.json()).error.code).toBe('not_found')
    })

    it('publishes an OpenAPI 3.1 document generated from the route contracts', async () => {
      const doc = (await (await get('/openapi.json')).json()) as {
        openapi: string
        paths: Record<string, Record<string, { parameters: { name: string }[] }>>
        components: { schemas: Record<string, unknown> }
      }
      expect(doc.openapi).toBe('3.1.0')
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/cars', '/cars/{id}', '/cars/by-ids', '/settings', '/health']))
      const searchParams = doc.paths['/cars']!.get!.parameters.map((p) => p.name)
      expect(searchParams).toEqual(expect.arrayContaining(['Content-Language', 'brands', 'priceMin', 'sort', 'page']))
      expect(doc.components.schemas.Error).toBeDefined()
    })

    it('serves and documents every operation the contract declares, once', async () => {
      // Every contract module of operations, found by its name, so a new one cannot be left out.
      const declared = Object.values(import.meta.glob<Record<string, unknown>>('../contract/*-api.ts', { eager: true }))
        .flatMap((module) => Object.values(module))
        .filter(isOperation)
      const doc = (await (await get('/openapi.json')).json()) as { paths: Record<string, Record<string, { operationId: string }>> }
      const documented = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId))
      expect(documented.sort()).toEqual(declared.map((operation) => operation.operationId).sort())
      expect(dealerApiRoutes.map((route) => route.operationId).sort()).toEqual(documented.sort())
    })
  })
}

function isOperation(value: unknown): value is Operation {
  return typeof value === 'object' && value !== null && 'operationId' in value && 'response' in value
}

describe('dealer API request bodies', () => {
  const echoOperation = defineOperation({
    method: 'post',
    path: '/echo',
    operationId: 'echo',
    summary: 'Test route',
    tag: 'test',
    body: z.object({ note: z.string() }),
    response: z.object({ note: z.string() }),
  })
  const echo = implement(echoOperation, ({ body }) => body)
  const secret = 'the-secret-of-this-test-long-enough-01'
  const api = createDealerApiApp([echo], {
    database: async () => {
      throw new Error('not used')
    },
    csrfSecret: async () => secret,
  })
  const token = issueCsrfToken(secret)
  const post = (body: string, limit?: number) => {
    const request = new Request('http://api.test/api/echo', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'Content-Language': 'en', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
    })
    return api.fetch(limit === undefined ? request : limitRequestBody(request, limit))
  }

  it('answers a body over the server limit with 413 payload_too_large, in the request language', async () => {
    const response = await post(JSON.stringify({ note: 'x'.repeat(5000) }), 1024)
    expect(response.status).toBe(413)
    const { error } = apiErrorSchema.parse(await response.json())
    expect(error.code).toBe('payload_too_large')
    expect(error.message).toMatch(/too large/)
  })

  it('still takes a body within the limit, and calls malformed JSON a bad request', async () => {
    expect(await (await post(JSON.stringify({ note: 'ok' }), 1024)).json()).toEqual({ note: 'ok' })
    expect((await post('{not json', 1024)).status).toBe(400)
  })
})
