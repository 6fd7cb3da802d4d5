import fc from 'fast-check'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { expect, test } from './fixtures'
import { readServerFnAnswer, serverFnHeaders, serverFunctions } from './server-functions'
import { pagePaths, withPrefix } from '../e2e/page-paths'
import {
  hostileCookie,
  hostilePayload,
  hostileQuery,
  hostileSegment,
  internalText,
  internalTextInMarkup,
  percentGarbage,
  serovalPayload,
} from '../hostile-input'

/**
 * Hostile input to the pages and server functions of the production server (its entry, src/server.ts,
 * and Start behind it). The dealer API's own routes under hostile input are tested in-process
 * (src/dealer-api/hostile-input.test.ts); the one dealer-API test here is of the server entry's
 * routing, which that test does not reach.
 */
/** Search keys the pages read, for the generated query strings to hit. */
const pageSearchKeys = [
  'brand',
  'model',
  'q',
  'priceMin',
  'priceMax',
  'year',
  'fuel',
  'transmission',
  'body',
  'sort',
  'page',
  'id',
  'slug',
  'carId',
]

/** What a visitor reads of a page: its markup without scripts, styles and tags. */
function visibleText(html: string): string {
  return html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ')
}

/**
 * Never a 5xx, never internal text: not on the page a visitor reads, not in the state the page
 * carries for the browser; a refused server-function call is a serialized PublicError.
 */
async function expectWellFormed(response: APIResponse, what: string, { serverFunction }: { serverFunction: boolean }) {
  const status = response.status()
  const body = await response.text()
  expect(status, what).toBeLessThan(500)
  if (serverFunction) {
    expect(body, what).not.toMatch(internalText)
    if (status < 400) return
    // An address that names no function at all (no id, undecodable) is refused before Start, in plain text.
    if (response.headers()['content-type']?.startsWith('text/plain')) expect(body.split('\n').filter(Boolean), what).toHaveLength(2)
    else expect(readServerFnAnswer(body).publicError?.status, what).toBe(status)
  } else {
    expect(visibleText(body), what).not.toMatch(internalText)
    expect(body, what).not.toMatch(internalTextInMarkup)
  }
}

test.describe('hostile input to pages and server functions', () => {
  test('a cookie that cannot be decoded is ignored, not a 500', async ({ request }) => {
    for (const cookie of ['locale=%', 'locale=%E0%A4%A; XSRF-TOKEN=%', 'constructor=1; __proto__=en; locale']) {
      const response = await request.get('/', { headers: { Cookie: cookie }, maxRedirects: 0 })
      expect(response.status(), cookie).toBe(200)
      expect(response.headers()['content-language']).toBe('ar')
    }
  })

  test('a page path that cannot be decoded answers 400 in both languages', async ({ request }) => {
    for (const path of ['/%E0%A4%A', '/en/cars/%zz', '/news/article%C0%AF']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(400)
      expect(response.headers()['content-type']).toMatch(/^text\/plain/)
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
      expect(await response.text()).toBe('الطلب غير صحيح.\nThe request is not valid.\n')
    }
  })

  test('a dealer-API path that cannot be decoded answers 400 in the error shape and the request language', async ({ request }) => {
    const english = await request.get('/api/cars/%E0%A4%A', { headers: { 'Content-Language': 'en' } })
    expect(english.status()).toBe(400)
    expect(english.headers()['content-language']).toBe('en')
    expect(await english.json()).toEqual({ error: { code: 'bad_request', message: 'The request is not valid.' } })
    const arabic = await request.get('/api/%')
    expect(await arabic.json()).toEqual({ error: { code: 'bad_request', message: 'الطلب غير صحيح.' } })
  })

  test('server functions refuse what they cannot run with 400, 404 or 405, never a 500 or exception text', async ({ request }) => {
    const fn = (await serverFunctions(request))[0]!
    const refusals: [string, string, number, string][] = [
      ['GET', `${fn}?payload=notjson`, 400, 'bad_request'],
      ['GET', `${fn}?payload=null`, 400, 'bad_request'],
      ['GET', `${fn}?payload=%5B%5D`, 400, 'bad_request'],
      ['GET', `${fn}?payload=${encodeURIComponent('{"t":{"t":99},"f":127,"m":[]}')}`, 400, 'bad_request'],
      ['GET', '/_serverFn/no-such-function', 404, 'not_found'],
      ['POST', fn, 405, 'method_not_allowed'],
    ]
    for (const [method, url, status, code] of refusals) {
      const response = await request.fetch(url, { method, headers: { ...serverFnHeaders, Cookie: 'locale=en' } })
      const body = await response.text()
      expect(response.status(), `${method} ${url}`).toBe(status)
      expect(body, url).not.toMatch(internalText)
      const { publicError } = readServerFnAnswer(body)
      expect(publicError, url).toMatchObject({ status, code, fields: null })
      expect(publicError?.message, url).toMatch(
        /^(The request is not valid|The requested item was not found|This method is not allowed here)\.$/,
      )
    }
    for (const url of ['/_serverFn/', '/_serverFn//x']) {
      const noId = await request.get(url, { headers: serverFnHeaders })
      expect(noId.status(), url).toBe(404)
      expect(await noId.text(), url).toBe('لم يُعثر على العنصر المطلوب.\nThe requested item was not found.\n')
    }
    const wrongMethod = await request.post(fn, { headers: serverFnHeaders })
    expect(wrongMethod.headers()['allow']).toBe('GET')
    // Arabic unless the visitor chose otherwise.
    const arabic = await request.get(`${fn}?payload=notjson`, { headers: serverFnHeaders })
    expect(readServerFnAnswer(await arabic.text()).publicError?.message).toBe('الطلب غير صحيح.')
  })

  test('a server-function input that fails its schema answers 400 validation_failed with translated field errors', async ({ request }) => {
    const fn = (await serverFunctions(request))[0]!
    const payload = (data: unknown) => `${fn}?payload=${encodeURIComponent(serovalPayload(data))}`

    // A locale no function takes: the input names its language badly, the cookie says English.
    const wrong = await request.get(payload({ locale: 'fr' }), { headers: { ...serverFnHeaders, Cookie: 'locale=en' } })
    expect(wrong.status()).toBe(400)
    const refused = readServerFnAnswer(await wrong.text()).publicError
    expect(refused).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Some values are not valid. Please check them and try again.',
    })
    expect(refused?.fields?.locale).toEqual(['This value is not valid.'])

    // Values of the wrong kind, in English by the input's own locale: every function that reads
    // one of them names it; the others take the locale and ignore the rest.
    const wrongKinds = { locale: 'en', search: 'cheap', id: '0x10', ids: 'x', slug: 5, key: [], brand: {}, city: [], kind: 7, page: 'two' }
    let named = 0
    for (const each of await serverFunctions(request)) {
      const answer = await request.get(`${each}?payload=${encodeURIComponent(serovalPayload(wrongKinds))}`, { headers: serverFnHeaders })
      expect([200, 400, 401], each).toContain(answer.status())
      // A back-office function whose input was fine asks for a staff session, and says only that.
      if (answer.status() === 401) expect(readServerFnAnswer(await answer.text()).publicError?.code, each).toBe('unauthenticated')
      if (answer.status() !== 400) continue
      const fields = readServerFnAnswer(await answer.text()).publicError?.fields ?? {}
      expect(Object.keys(fields).length, each).toBeGreaterThan(0)
      // A value given of the wrong kind is "not valid"; an input this function needs and was not given is "required".
      for (const [field, messages] of Object.entries(fields)) {
        expect(messages, `${each} ${field}`).toEqual([field in wrongKinds ? 'This value is not valid.' : 'This field is required.'])
      }
      named++
    }
    expect(named).toBeGreaterThan(3)

    // No input at all: the locale is required, said in Arabic (nothing names another language).
    const missing = await request.get(payload({}), { headers: serverFnHeaders })
    expect(missing.status()).toBe(400)
    expect(readServerFnAnswer(await missing.text()).publicError?.fields?.locale).toEqual(['هذا الحقل مطلوب.'])
  })

  test('generated paths, queries and cookies never get a 5xx or internal text from pages', async ({ request }) => {
    test.setTimeout(60_000)
    const path = fc.oneof(
      fc
        .tuple(fc.constantFrom('', '/ar', '/en'), fc.constantFrom(...pagePaths, '/car', '/offers/offer', '/news/article'))
        .map(([prefix, page]) => withPrefix(prefix, page)),
      // Never an empty first segment: `//x` is a host to a URL parser, not a path.
      fc
        .array(fc.oneof(hostileSegment, percentGarbage), { minLength: 1, maxLength: 3 })
        .map((segments) => `/${segments.map((segment) => segment || '_').join('/')}`),
    )
    await fc.assert(
      fc.asyncProperty(path, hostileQuery(pageSearchKeys), hostileCookie, async (path, query, cookie) => {
        const target = `${path}?${query}`
        const response = await request.get(target, { headers: { Cookie: cookie }, maxRedirects: 0 })
        await expectWellFormed(response, target, { serverFunction: false })
      }),
      { numRuns: 120 },
    )
  })

  test('generated server-function calls never get a 5xx or internal text', async ({ request }) => {
    test.setTimeout(60_000)
    const functions = await serverFunctions(request)
    // An empty id is not a function call at all (see the test above).
    const target = fc.oneof(
      fc.constantFrom(...functions),
      hostileSegment.map((segment) => `/_serverFn/${segment || '_'}`),
    )
    await fc.assert(
      fc.asyncProperty(target, hostilePayload, fc.constantFrom('GET', 'POST'), hostileCookie, async (fn, payload, method, cookie) => {
        await expectServerFunctionWellFormed(request, { fn, payload, method, cookie })
      }),
      { numRuns: 200 },
    )
  })
})

async function expectServerFunctionWellFormed(
  request: APIRequestContext,
  { fn, payload, method, cookie }: { fn: string; payload: string; method: string; cookie: string },
) {
  const headers = { ...serverFnHeaders, Cookie: cookie, 'Content-Type': 'application/json' }
  const response =
    method === 'GET'
      ? await request.get(`${fn}?payload=${encodeURIComponent(payload)}`, { headers })
      : await request.post(fn, { headers, data: payload })
  await expectWellFormed(response, `${method} ${fn} ${payload}`, { serverFunction: true })
}
