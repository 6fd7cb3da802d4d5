import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { apiErrorSchema } from '../contract/api-error'
import { openTestDatabase } from '../server/db/testing.server'
import type { DbHandle } from '../server/db/connection.server'
import { createDealerApiApp } from './app'
import { dealerApiRoutes } from './server-app'
import {
  hostileCookie,
  hostileLanguage,
  hostileQuery,
  hostileSegment,
  inheritedNames,
  internalText,
  percentGarbage,
} from '../../tests/hostile-input'

/** Every query key some route of the API reads. */
const knownKeys = [...new Set(dealerApiRoutes.flatMap((route) => Object.keys(route.query?.shape ?? {})))]
/** Every route path, `:param` segments to be filled with generated text. */
const routePaths = dealerApiRoutes.filter((route) => route.method === 'get').map((route) => route.path)

describe('dealer API under hostile input', () => {
  let handle: DbHandle
  let api: ReturnType<typeof createDealerApiApp>

  beforeAll(async () => {
    handle = await openTestDatabase('pglite')
    api = createDealerApiApp(dealerApiRoutes, { database: async () => handle })
  })
  afterAll(async () => handle?.close())

  const get = (path: string, headers: Record<string, string> = {}) => api.fetch(new Request(`http://api.test/api${path}`, { headers }))

  /** The API's promise: never a 5xx, every refusal in the error shape, never internal text. */
  async function expectWellFormed(response: Response, what: string) {
    const text = await response.text()
    expect(response.status, what).toBeLessThan(500)
    expect(text, what).not.toMatch(internalText)
    if (response.status >= 400) {
      const body = apiErrorSchema.safeParse(JSON.parse(text))
      expect(body.success, `${what}: ${text}`).toBe(true)
      expect(body.data?.error.message, what).not.toBe('')
    }
  }

  it('ignores query keys that every object inherits, on every route that reads a query', async () => {
    // What a route cannot answer without, given beside the inherited names.
    const requiredQuery: Record<string, string> = { '/cars/by-ids': '&ids=1', '/test-drives/availability': '&carId=1' }
    // Staff operations answer 401 to an anonymous caller before reading any input (their queries are read by the same code).
    const withQuery = dealerApiRoutes.filter((route) => route.method === 'get' && route.query && !route.path.includes(':') && !route.staff)
    expect(withQuery.length).toBeGreaterThan(5)
    for (const route of withQuery) {
      for (const name of inheritedNames) {
        const required = requiredQuery[route.path] ?? ''
        const response = await get(`${route.path}?${encodeURIComponent(name)}=1&${encodeURIComponent(name)}=2${required}`)
        expect(response.status, `${route.path}?${name}`).toBe(200)
      }
    }
  })

  it('answers an undecodable path with 400 bad_request in the request language', async () => {
    for (const path of ['/cars/%E0%A4%A', '/%', '/pages/%zz', '/no-such/%C0%AF']) {
      const english = await get(path, { 'Content-Language': 'en' })
      expect(english.status, path).toBe(400)
      expect(english.headers.get('content-language')).toBe('en')
      expect(apiErrorSchema.parse(await english.json()).error).toEqual({ code: 'bad_request', message: 'The request is not valid.' })
      const arabic = await get(path)
      expect(arabic.headers.get('content-language')).toBe('ar')
      expect(apiErrorSchema.parse(await arabic.json()).error).toEqual({ code: 'bad_request', message: 'الطلب غير صحيح.' })
    }
  })

  it('takes numbers in paths and queries only as plain decimal integers, naming the field otherwise', async () => {
    const refused: [string, string][] = [
      ['/cars/0x10', 'id'],
      ['/cars/1e1', 'id'],
      ['/cars/+16', 'id'],
      ['/cars/16.0', 'id'],
      ['/cars?page=1e1', 'page'],
      ['/cars?page=+1', 'page'],
      ['/cars?page=%201', 'page'],
      ['/cars?page=1.0', 'page'],
      ['/cars?pageSize=0x10', 'pageSize'],
      ['/cars/by-ids?ids=1_000', 'ids.0'],
      ['/offers/0x1', 'id'],
      ['/news?page=1e0', 'page'],
    ]
    for (const [path, field] of refused) {
      const response = await get(path, { 'Content-Language': 'en' })
      expect(response.status, path).toBe(400)
      const { error } = apiErrorSchema.parse(await response.json())
      expect(error.code, path).toBe('validation_failed')
      expect(Object.keys(error.fields ?? {}), path).toContain(field)
    }
    expect((await get('/cars/16')).status).toBe(200)
    expect((await get('/cars?page=2&pageSize=5')).status).toBe(200)
  })

  it('never answers generated paths, queries, cookies and languages with a 5xx or internal text', async () => {
    const path = fc.oneof(
      // A route of the API with generated parameters.
      fc.tuple(fc.constantFrom(...routePaths), hostileSegment).map(([template, segment]) => template.replace(/:\w+/g, segment)),
      // Anything under /api.
      fc.array(fc.oneof(hostileSegment, percentGarbage), { minLength: 1, maxLength: 3 }).map((segments) => `/${segments.join('/')}`),
    )
    await fc.assert(
      fc.asyncProperty(path, hostileQuery(knownKeys), hostileCookie, hostileLanguage, async (path, query, cookie, language) => {
        const target = `${path}?${query}`
        const response = await get(target, { Cookie: cookie, 'Content-Language': language })
        await expectWellFormed(response, target)
      }),
      { numRuns: 300 },
    )
  })
})
