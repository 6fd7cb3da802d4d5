import { describe, expect, it } from 'vitest'
import { classifyRequest, pagePostKind, isStaffPagePath } from './request-kind'

const files = new Set(['/favicon.svg', '/assets/index-abc.js', '/cars/سيارة.png'])
const classify = (pathname: string) => classifyRequest(pathname, (path) => files.has(path))

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

describe('pages that take a POST', () => {
  it('are the mailing list’s sign-up and link pages in every language form, however the path is spelled', () => {
    for (const path of ['/subscription', '/en/subscription/', '/AR/subscription']) expect(pagePostKind(path), path).toBe('sign-up')
    for (const path of [
      '/subscription/unsubscribe',
      '/en/subscription/confirm',
      '/ar/subscription/unsubscribe/',
      '/EN/Subscription/%63onfirm',
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
