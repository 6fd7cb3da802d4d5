import { createHash, randomBytes } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import type { HostPolicyEnv } from '../../lib/host-policy'
import { createPageCache } from './page-cache'
import { pageSearchKey } from '../../lib/page-search'

const env: HostPolicyEnv = { NODE_ENV: 'production', HOST: undefined, PUBLIC_ORIGIN: undefined, ALLOWED_HOSTS: [], TRUST_PROXY: false }
const publicEnv = { ...env, PUBLIC_ORIGIN: 'https://cars.example.sa', TRUST_PROXY: true }

const inline = 'window.__state = {"cars":[1,2]}'
const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

/** A page as the app renders it: a fresh nonce in the HTML and the header every time. */
function appRender(calls: Request[], init: { status?: number; headers?: Record<string, string>; html?: string } = {}) {
  return async (request: Request) => {
    calls.push(request)
    const nonce = `n${calls.length}`
    const html =
      init.html ??
      `<!doctype html><html><head><script nonce="${nonce}">${inline}</script><script type="module" src="/assets/a.js" nonce="${nonce}"></script></head><body>${'<p>car</p>'.repeat(200)}</body></html>`
    return new Response(html, {
      status: init.status ?? 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
        'Cache-Control': 'private, no-cache',
        'Content-Language': 'en',
        'X-Request-Id': `render-${calls.length}`,
        Vary: 'Accept-Encoding',
        ...init.headers,
      },
    })
  }
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost:3000${path}`, { method, headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers } })

/** A request's key in a cache for `cacheEnv`, as the server asks it. */
const keyOf = (request: Request, cacheEnv: typeof env = env) => createPageCache({ env: cacheEnv, pageSearch: pageSearchKey }).keyOf(request)

describe('page cache', () => {
  it('answers the second view from memory: the same HTML, a policy that names its inline scripts by hash and no nonce', async () => {
    const calls: Request[] = []
    const cache = createPageCache({ env, pageSearch: pageSearchKey })
    const render = appRender(calls)
    const first = await cache.serve(get('/en/market?brand=toyota'), render)
    const second = await cache.serve(get('/en/market?brand=toyota'), render)
    expect(calls).toHaveLength(1)
    expect(first.headers.get('X-Page-Cache')).toBe('miss')
    expect(second.headers.get('X-Page-Cache')).toBe('hit')
    expect(second.headers.get('Content-Encoding')).toBe('br')
    const firstHtml = brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()
    const html = brotliDecompressSync(Buffer.from(await second.arrayBuffer())).toString()
    expect(html).toBe(firstHtml)
    const csp = second.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain(`'sha256-${sha(inline)}'`)
    expect(csp).not.toContain('nonce-')
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toMatch(/script-src 'self' 'sha256-/)
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1')
    // Per response, never the render's: a request id of its own.
    expect(second.headers.get('X-Request-Id')).not.toBe('render-1')
    expect(second.headers.get('X-Content-Type-Options')).toBe('nosniff')
    // The app rendered the plain bytes: the cache compresses them once.
    expect(calls[0]?.headers.has('accept-encoding')).toBe(false)
  })

  it('gives each encoding its own bytes and ETag, and answers a matching If-None-Match with 304', async () => {
    const cache = createPageCache({ env, pageSearch: pageSearchKey })
    const calls: Request[] = []
    const render = appRender(calls)
    await cache.serve(get('/en'), render)
    const plain = await cache.serve(get('/en', { 'Accept-Encoding': 'identity' }), render)
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toContain('<p>car</p>')
    const br = await cache.serve(get('/en', { 'Accept-Encoding': 'gzip, br' }), render)
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('<p>car</p>')
    // Gzip is made once a client without brotli asks for it; meanwhile it gets the plain bytes.
    const first = await cache.serve(get('/en', { 'Accept-Encoding': 'gzip, deflate' }), render)
    expect(first.headers.get('Content-Encoding')).toBeNull()
    expect(first.headers.get('ETag')).toBe(plain.headers.get('ETag'))
    expect(await first.text()).toContain('<p>car</p>')
    const gzipped = await vi.waitFor(async () => {
      const answer = await cache.serve(get('/en', { 'Accept-Encoding': 'gzip, deflate' }), render)
      expect(answer.headers.get('Content-Encoding')).toBe('gzip')
      return answer
    })
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toContain('<p>car</p>')
    // A client that weighs gzip higher gets it, once it is made.
    const weighed = await cache.serve(get('/en', { 'Accept-Encoding': 'gzip, br;q=0.5' }), render)
    expect(weighed.headers.get('Content-Encoding')).toBe('gzip')
    expect(new Set([br, gzipped, plain].map((answer) => answer.headers.get('ETag'))).size).toBe(3)
    expect(calls).toHaveLength(1)
    const again = await cache.serve(get('/en', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.get('ETag')! }), render)
    expect(again.status).toBe(304)
    expect(again.headers.get('Content-Security-Policy')).toContain('sha256-')
  })

  it('forgets every page on a content change, and keeps no render that began before it', async () => {
    let clock = 0
    const calls: Request[] = []
    const cache = createPageCache({ env, pageSearch: pageSearchKey, now: () => clock })
    const render = appRender(calls)
    await cache.serve(get('/en/car?id=1'), render)
    cache.clear()
    clock += 1000
    expect((await cache.serve(get('/en/car?id=1'), render)).headers.get('X-Page-Cache')).toBe('miss')
    expect(calls).toHaveLength(2)

    // A change announced while a render is under way: that render is answered, not kept.
    let release: () => void = () => undefined
    const slow = async (request: Request) => {
      await new Promise<void>((resolve) => (release = resolve))
      return render(request)
    }
    const during = cache.serve(get('/en/news'), slow)
    await Promise.resolve()
    cache.clear()
    release()
    expect((await during).status).toBe(200)
    clock += 1000
    expect((await cache.serve(get('/en/news'), render)).headers.get('X-Page-Cache')).toBe('miss')
  })

  it('uses a copy no longer than its lifetime when nothing is announced', async () => {
    let clock = 0
    const calls: Request[] = []
    const cache = createPageCache({ env, pageSearch: pageSearchKey, ttlMs: 10_000, now: () => clock })
    const render = appRender(calls)
    await cache.serve(get('/en/offers'), render)
    clock = 9_000
    await cache.serve(get('/en/offers'), render)
    expect(calls).toHaveLength(1)
    clock = 10_500
    await cache.serve(get('/en/offers'), render)
    expect(calls).toHaveLength(2)
  })

  it('answers an expired page from its copy while one visitor renders it again, and when that render fails', async () => {
    const plain = (path: string) => get(path, { 'Accept-Encoding': 'identity' })
    let clock = 0
    const calls: Request[] = []
    const outcomes: string[] = []
    const cache = createPageCache({
      env,
      pageSearch: pageSearchKey,
      ttlMs: 10_000,
      staleMs: 60_000,
      now: () => clock,
      record: (outcome) => outcomes.push(outcome),
    })
    const first = await (await cache.serve(plain('/en/offers'), appRender(calls))).text()
    clock = 11_000
    // The new render is slow: the other visitors of the moment get the copy at once.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const slow = async (request: Request) => {
      await held
      return appRender(calls, { html: '<html><body>new</body></html>' })(request)
    }
    const rendering = cache.serve(plain('/en/offers'), slow)
    const meanwhile = await cache.serve(plain('/en/offers'), slow)
    expect(meanwhile.headers.get('X-Page-Cache')).toBe('stale')
    expect(await meanwhile.text()).toBe(first)
    expect(cache.answerIfKept(plain('/en/offers'))).toMatchObject({
      status: 200,
      headers: expect.arrayContaining([['x-page-cache', 'stale']]),
    })
    release()
    expect(await (await rendering).text()).toBe('<html><body>new</body></html>')
    expect(calls).toHaveLength(2)
    // Refused under load: the expired copy answers instead of the 503 page.
    clock = 22_000
    const refused = appRender(calls, { status: 503, html: '<html><body>busy</body></html>' })
    const answer = await cache.serve(plain('/en/offers'), refused)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('<html><body>new</body></html>')
    expect(outcomes).toEqual(['miss', 'miss', 'stale', 'stale', 'miss'])
    // Past its staleness, or after a content change, no copy answers for it.
    clock = 22_000 + 10_000 + 60_000
    expect((await cache.serve(plain('/en/offers'), refused)).status).toBe(503)
    await cache.serve(plain('/en/news'), appRender(calls))
    clock += 11_000
    cache.clear()
    expect((await cache.serve(plain('/en/news'), refused)).status).toBe(503)
    expect(cache.answerIfKept(plain('/en/news'))).toBeNull()
  })

  it('never answers from, nor keeps, a request with a staff session or an Authorization header', async () => {
    const calls: Request[] = []
    const cache = createPageCache({ env, pageSearch: pageSearchKey })
    const render = appRender(calls)
    await cache.serve(get('/en'), render)
    const privateRequests: Record<string, string>[] = [
      { Cookie: 'staff_session=abc' },
      { Cookie: 'locale=en; __Host-staff_session=abc' },
      { Authorization: 'Bearer x' },
    ]
    for (const headers of privateRequests) {
      const answer = await cache.serve(get('/en', headers), render)
      expect(answer.headers.get('X-Page-Cache')).toBeNull()
      expect(answer.headers.get('X-Request-Id')).toBe(`render-${calls.length}`)
    }
    expect(calls).toHaveLength(4)
    // The staff member's renders were not kept under an anonymous key either.
    const cacheForStaffFirst = createPageCache({ env, pageSearch: pageSearchKey })
    await cacheForStaffFirst.serve(get('/en/car?id=2', { Cookie: 'staff_session=abc' }), render)
    expect(cacheForStaffFirst.size).toBe(0)
    // The language cookie and the API's CSRF cookie are anonymous.
    expect((await cache.serve(get('/en', { Cookie: 'locale=en; XSRF-TOKEN=t' }), render)).headers.get('X-Page-Cache')).toBe('hit')
  })

  it('renders a page once for 1,000 ad clicks: campaign tags, parameter order and cookies no page reads', async () => {
    const calls: Request[] = []
    const cache = createPageCache({ env, pageSearch: pageSearchKey })
    const render = appRender(calls)
    await cache.serve(get('/en/market?brand=toyota&fuel=hybrid'), render)
    const thirdPartyCookies = ['_ga=GA1.1.{n}.1700000000', '_fbp=fb.1.1700000000.{n}', '__cf_bm={n}', '_gcl_au=1.1.{n}', 'staff_device={n}']
    for (let n = 0; n < 1000; n++) {
      const tags = [`utm_source=ad${n}`, `gclid=Cj0K${n}`, `fbclid=IwAR${n}`, `UTM_Campaign=c${n}`, `msclkid=${n}`]
      const filters = n % 2 === 0 ? ['brand=toyota', 'fuel=hybrid'] : ['fuel=hybrid', 'brand=toyota']
      const query = [...tags.slice(0, 1 + (n % tags.length)), ...filters].sort(() => (n % 3) - 1).join('&')
      const cookie = `${thirdPartyCookies[n % thirdPartyCookies.length]!.replace('{n}', String(n))}; locale=en`
      const answer = await cache.serve(get(`/en/market?${query}`, { Cookie: cookie }), render)
      expect(answer.headers.get('X-Page-Cache')).toBe('hit')
    }
    expect(calls).toHaveLength(1)
  })

  it('keys the query a page reads: without campaign tags or defaults, by parameter name, each value as the page reads it', () => {
    const key = (path: string) => keyOf(get(path), env)
    expect(key('/en/market?utm_source=x&brand=toyota&gclid=1')).toBe(key('/en/market?brand=toyota'))
    expect(key('/en/market?brand=toyota&brand=kia')).toBe(key('/en/market?brand=kia,toyota'))
    expect(key('/en/market?page=1&sort=newest&brand=KIA')).toBe(key('/en/market?brand=kia'))
    expect(key('/en/car?id=5&term=7')).toBe(key('/en/car?id=5'))
    expect(key('/ar/about?utm_source=x')).toBe(key('/ar/about'))
    expect(key('/en/market?utm_medium=social')).toBe(key('/en/market'))
    expect(key('/en/market?page=2&brand=toyota')).toBe(key('/en/market?brand=toyota&page=2'))
    expect(key('/en/market?q=a%20b')).toBe(key('/en/market?q=a+b'))
    // Different pages stay different: other values, a list in another order, a parameter that looks like a tag.
    expect(key('/en/market?brand=kia')).not.toBe(key('/en/market?brand=toyota'))
    expect(key('/en/market?models=a&models=b')).not.toBe(key('/en/market?models=b&models=a'))
    expect(key('/en/market?utmost=1')).not.toBe(key('/en/market'))
    // The cache's own reading of a request is the same, asked as often as the server asks it.
    const cache = createPageCache({ env, pageSearch: pageSearchKey })
    for (const path of ['/en/market?gclid=1&brand=toyota', '/en/staff', '/ar/about?utm_source=x']) {
      const request = get(path)
      expect([cache.keyOf(request), cache.keyOf(request)], path).toEqual([key(path), key(path)])
    }
    expect(cache.keyOf(get('/en/market', { Authorization: 'Bearer x' }))).toBeNull()
  })

  it('renders a page at its own address, so a visitor’s spelling of it is in no copy', async () => {
    const calls: Request[] = []
    const cache = createPageCache({ env, pageSearch: pageSearchKey })
    const render = appRender(calls)
    await cache.serve(get('/en/market?fuel=petrol&x=1&utm_source=x&brand=kia'), render)
    expect(calls.map((call) => call.url)).toEqual(['http://localhost:3000/en/market?brand=kia&fuel=petrol&x=1'])
    const again = await cache.serve(get('/en/market?x=1&brand=kia&fuel=petrol'), render)
    expect(again.headers.get('X-Page-Cache')).toBe('hit')
    expect(calls).toHaveLength(1)
  })

  it('sends an address the page reads as another to that one, as the router would, without a render', async () => {
    const calls: Request[] = []
    const outcomes: string[] = []
    const cache = createPageCache({ env, pageSearch: pageSearchKey, record: (outcome) => outcomes.push(outcome) })
    const render = appRender(calls)
    const sent = get('/en/market?fuel=petrol&page=1&utm_source=snap&brand=TOYOTA&brand=kia')
    const answer = await cache.serve(sent, render)
    expect(answer.status).toBe(307)
    expect(answer.headers.get('Location')).toBe('/en/market?brand=kia%2Ctoyota&fuel=petrol&utm_source=snap')
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(await answer.text()).toBe('')
    expect(cache.answerIfKept(sent)).toMatchObject({ status: 307, body: null })
    // Never a Location another site could be read from.
    for (const path of ['//en/market?page=1', '/\\en/market?page=1']) {
      expect(cache.answerIfKept(get(path)), path).toBeNull()
      expect((await cache.serve(get(path), render)).status, path).not.toBe(307)
    }
    expect(calls).toHaveLength(2)
    expect(outcomes).toEqual(['redirect', 'redirect', 'bypass', 'bypass'])
    // The address it is sent to is the page, kept once.
    await cache.serve(get('/en/market?brand=kia%2Ctoyota&fuel=petrol&utm_source=snap'), render)
    expect((await cache.serve(get('/en/market?fuel=petrol&brand=kia,toyota'), render)).headers.get('X-Page-Cache')).toBe('hit')
    expect(calls).toHaveLength(3)
  })

  it('keeps nothing personal: staff pages, forms and links with tokens, other methods, Set-Cookie, no-store, errors', async () => {
    const calls: Request[] = []
    const cache = createPageCache({ env, pageSearch: pageSearchKey })
    for (const path of [
      '/en/staff',
      '/staff/orders',
      '/en/news/new',
      '/en/track-order?ref=A&code=1',
      '/en/subscription/confirm?token=x',
      '/en/order-individuals?car=1',
      '/en/contact',
      '/en/wishlist',
      '/api/cars',
      '/_serverFn/x',
    ])
      expect(keyOf(get(path), env), path).toBeNull()
    expect(keyOf(get('/en', {}, 'POST'), env)).toBeNull()

    const cases: { status?: number; headers?: Record<string, string> }[] = [
      { headers: { 'Set-Cookie': 'a=b' } },
      { headers: { 'Cache-Control': 'private, no-store' } },
      { status: 404 },
      { status: 503 },
    ]
    for (const [index, init] of cases.entries()) {
      const render = appRender(calls, init)
      await cache.serve(get(`/en/car?id=${index + 1}`), render)
      expect((await cache.serve(get(`/en/car?id=${index + 1}`), render)).headers.get('X-Page-Cache')).toBeNull()
    }
    expect(cache.size).toBe(0)
    // A first answer that is kept for no one is still its visitor's, compressed for them.
    const own = await cache.serve(get('/en/car?id=9'), appRender(calls, { status: 404 }))
    expect(own.status).toBe(404)
    expect(own.headers.get('Content-Encoding')).toBe('gzip')
    expect(own.headers.get('Vary')).toBe('Accept-Encoding')
  })

  it('keys by the canonical origin: a forged Host or X-Forwarded-Host never makes or reads a copy', async () => {
    expect(keyOf(get('/en', { Host: 'evil.example' }), env)).toBeNull()
    expect(keyOf(new Request('http://evil.example/en'), env)).toBeNull()
    // X-Forwarded-Host is not believed without TRUST_PROXY, and refused with it unless allowed.
    expect(keyOf(get('/en', { 'X-Forwarded-Host': 'evil.example' }), env)).toBe('http://localhost:3000/en')
    expect(keyOf(get('/en', { 'X-Forwarded-Host': 'evil.example' }), { ...env, TRUST_PROXY: true })).toBeNull()
    // With PUBLIC_ORIGIN every allowed spelling shares the one canonical copy.
    expect(keyOf(get('/en'), publicEnv)).toBe('https://cars.example.sa/en')
    expect(keyOf(get('/en', { 'X-Forwarded-Host': 'cars.example.sa' }), publicEnv)).toBe('https://cars.example.sa/en')

    const calls: Request[] = []
    const cache = createPageCache({ env, pageSearch: pageSearchKey })
    const render = appRender(calls)
    await cache.serve(get('/en', { Host: 'evil.example' }), render)
    expect(cache.size).toBe(0)
  })

  it('gives the bare root one copy per remembered language, and HEAD only reads', async () => {
    expect(keyOf(get('/', { Cookie: 'locale=en' }), env)).not.toBe(keyOf(get('/'), env))
    expect(keyOf(get('/en', { Cookie: 'locale=ar' }), env)).toBe(keyOf(get('/en'), env))
    const calls: Request[] = []
    const cache = createPageCache({ env, pageSearch: pageSearchKey })
    const render = appRender(calls)
    await cache.serve(get('/en/about', {}, 'HEAD'), render)
    expect(cache.size).toBe(0)
    await cache.serve(get('/en/about'), render)
    const head = await cache.serve(get('/en/about', {}, 'HEAD'), render)
    expect(head.headers.get('X-Page-Cache')).toBe('hit')
    expect(head.body).toBeNull()
  })

  it('counts hits, misses and views it does not serve, for /metrics', async () => {
    const outcomes: string[] = []
    const cache = createPageCache({ env, pageSearch: pageSearchKey, record: (outcome) => outcomes.push(outcome) })
    const render = appRender([])
    await cache.serve(get('/en/faqs'), render)
    await cache.serve(get('/en/faqs'), render)
    await cache.serve(get('/en/faqs', { Cookie: 'staff_session=x' }), render)
    expect(outcomes).toEqual(['miss', 'hit', 'bypass'])
  })

  it('renders a page once for visitors who ask for it at the same moment', async () => {
    const calls: Request[] = []
    const cache = createPageCache({ env, pageSearch: pageSearchKey })
    const render = appRender(calls)
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.serve(get('/en/market'), render)))
    expect(calls).toHaveLength(1)
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
  })

  it('stays within its byte budget', async () => {
    const cache = createPageCache({ env, pageSearch: pageSearchKey, maxBytes: 40_000 })
    // Random text: about 8 KB compressed, so ten pages do not fit.
    const render = async () => appRender([], { html: `<html><body>${randomBytes(7_500).toString('base64')}</body></html>` })(get('/'))
    for (let id = 0; id < 10; id++) await cache.serve(get(`/en/car?id=${id}`), render)
    expect(cache.bytes).toBeLessThanOrEqual(40_000)
    expect(cache.size).toBeGreaterThan(0)
    expect(cache.size).toBeLessThan(10)
  })

  it('keeps a page as brotli only, and counts the plain and gzip bodies made for a client without brotli', async () => {
    const cache = createPageCache({ env, pageSearch: pageSearchKey })
    const render = appRender([])
    await cache.serve(get('/en'), render)
    const brotliOnly = cache.bytes
    const plain = await (await cache.serve(get('/en', { 'Accept-Encoding': 'identity' }), render)).arrayBuffer()
    expect(cache.bytes).toBe(brotliOnly + plain.byteLength)
    await cache.serve(get('/en', { 'Accept-Encoding': 'gzip' }), render)
    await vi.waitFor(() => expect(cache.bytes).toBeGreaterThan(brotliOnly + plain.byteLength))
  })
})
