import { describe, expect, it } from 'vitest'
import { getNormalizedURL } from '@tanstack/router-core/ssr/server'
import { classifyRequest, pagePostKind, isStaffPagePath, staysUnderApi } from './request-kind'

const files = new Set(['/favicon.svg', '/assets/index-abc.js', '/cars/سيارة.png'])
const classify = (pathname: string) => classifyRequest(pathname, (path) => files.has(path))
/** The path the server entry's router matches: the URL as parsed, then Start's own normalisation, case ignored. */
const routerPathOf = (pathname: string) => getNormalizedURL(new URL(pathname, 'http://localhost')).url.pathname.toLowerCase()

describe('request classification', () => {
  it('tells the dealer API, server functions, build files and pages apart', () => {
    expect(classify('/api')).toBe('api')
    expect(classify('/api/cars')).toBe('api')
    expect(classify('/_serverFn/abc123')).toBe('server-function')
    expect(classify('/favicon.svg')).toBe('static')
    expect(classify('/assets/index-abc.js')).toBe('static')
    expect(classify('/cars/%D8%B3%D9%8A%D8%A7%D8%B1%D8%A9.png')).toBe('static')
    expect(classify('/')).toBe('page')
    expect(classify('/en/market')).toBe('page')
    expect(classify('/apis')).toBe('page')
    expect(classify('/en/api/cars')).toBe('page')
    expect(classify('/assets/missing.js')).toBe('page')
  })

  it.each([
    '/%61pi/health',
    '/%61%70%69/cars',
    '/API/health',
    '/Api',
    '/%2561pi/health',
    '/%252561pi/health',
    '//api/health',
    '/./api/health',
    '/en/../api/health',
    '/en/%2e%2e/api/health',
    '/%2Fapi/health',
    '/api%2Fhealth',
    '/\\api/health',
  ])('classifies %s as the dealer API, as the router may read it so', (pathname) => {
    expect(classify(pathname)).toBe('api')
  })

  it.each(['/api/..%2Fen', '/api/news/..%2F..%2Fx', '/API/..%2F..%2Fen/market', '/api/x%5C..%5C..%5Cen', '/api/%252E%252E/en'])(
    'classifies %s as the dealer API, as the router matches it there although its dot segments lead out of /api',
    (pathname) => {
      expect(classify(pathname)).toBe('api')
    },
  )

  it('classifies as the API every path that the framework’s own reading routes to the API', () => {
    for (const pathname of ['/api/..%2Fen', '/api/news/..%2F..%2Fx', '/api/x%5C..%5Cen', '/%61pi/%2E%2E%2Fen', '/Api/..%252F..%252Fen']) {
      expect(routerPathOf(pathname), pathname).toMatch(/^\/api\//)
      expect(classify(pathname), pathname).toBe('api')
    }
  })

  it('reads server-function paths the way the framework does, escapes included', () => {
    expect(classify('/%5FserverFn/abc')).toBe('server-function')
    expect(classify('//_serverFn/abc')).toBe('server-function')
  })

  it('never throws on malformed escapes', () => {
    expect(classify('/en/%E0%A4%A')).toBe('page')
    expect(classify('/%')).toBe('page')
    expect(classify('/api/cars/%E0%A4%A')).toBe('api')
  })
})

describe('staysUnderApi', () => {
  it('holds for a dealer API path in every reading of it', () => {
    for (const path of [
      '/api',
      '/api/',
      '/api/cars',
      '/api/news/some-article',
      '/%61pi/health',
      '/API/health',
      '//api/health',
      '/api/cars/%E0%A4%A',
    ])
      expect(staysUnderApi(path), path).toBe(true)
  })

  it('fails for a path whose escaped separators, dot segments or double escapes lead out of /api in one reading', () => {
    for (const path of [
      '/api/..%2Fen',
      '/api/news/..%2F..%2Fx',
      '/api/x%5C..%5C..%5Cen',
      '/api/%252E%252E/en',
      '/api%2F..%2Fen',
      '/en/..%2F..%2Fapi/x',
      '/%2Fapi/health',
      '/api%2Fhealth',
      '/%2561pi/health',
    ])
      expect(staysUnderApi(path), path).toBe(false)
  })

  it('holds only where the framework’s own reading routes the path to the API too', () => {
    for (const path of ['/api/health', '/%61pi/health', '/API/cars', '/%2561pi/health', '/en/..%2F..%2Fapi/x', '/api%2F..%2Fen'])
      expect(staysUnderApi(path), path).toBe(/^\/api(\/|$)/.test(routerPathOf(path)))
  })
})

describe('pages that take a POST', () => {
  it('are the mailing list’s sign-up and link pages in every language form, however the path is spelled', () => {
    for (const path of ['/subscription', '/en/subscription/', '/AR/subscription']) expect(pagePostKind(path), path).toBe('sign-up')
    for (const path of [
      '/subscription/unsubscribe',
      '/en/subscription/confirm',
      '/ar/subscription/unsubscribe/',
      '/EN/Subscription/%63onfirm',
      '/alerts',
      '/en/alerts/unsubscribe',
      '/ar/alerts/confirm/',
    ])
      expect(pagePostKind(path), path).toBe('link')
  })

  it('are no other page', () => {
    for (const path of [
      '/',
      '/contact',
      '/subscriptions',
      '/subscription/confirm/x',
      '/fr/subscription/confirm',
      '/api/subscriptions/unsubscribe',
      '/alerts/remove',
      '/api/alerts/unsubscribe',
    ])
      expect(pagePostKind(path), path).toBeNull()
  })
})

describe('isStaffPagePath', () => {
  it('knows the staff pages in every language and spelling the router accepts', () => {
    for (const path of [
      '/staff',
      '/staff/',
      '/en/staff/orders',
      '/ar/staff/sign-in',
      '/STAFF/accounts',
      '/%73taff',
      '/news/new',
      '/en/news/new/',
    ]) {
      expect(isStaffPagePath(path), path).toBe(true)
    }
  })

  it('leaves visitors’ pages alone', () => {
    for (const path of ['/', '/news', '/news/article', '/staffing', '/en/market', '/api/staff/session']) {
      expect(isStaffPagePath(path), path).toBe(false)
    }
  })
})
