import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createRouteLabeller, pagePathsOf } from './route-label'

const routeTree = readFileSync(new URL('../../routeTree.gen.ts', import.meta.url), 'utf8')
const label = createRouteLabeller({
  apiPaths: ['/cars', '/cars/{id}', '/cars/by-ids', '/orders/{reference}/verification', '/health'],
  pagePaths: pagePathsOf(routeTree),
  locales: ['ar', 'en'],
})

describe('route labels for metrics (decision 0061)', () => {
  it('names API requests by their OpenAPI path, the most specific first', () => {
    expect(label('/api/cars/123', 'api')).toBe('/api/cars/{id}')
    expect(label('/api/cars/by-ids', 'api')).toBe('/api/cars/by-ids')
    expect(label('/api/orders/MM-8K2P-4Q7D/verification', 'api')).toBe('/api/orders/{reference}/verification')
    expect(label('/api/nothing/here', 'api')).toBe('/api (unknown)')
  })

  it('names pages by the router’s pattern, whatever the language prefix', () => {
    expect(pagePathsOf(routeTree)).toContain('/{-$locale}/market')
    expect(label('/en/market', 'page')).toBe('/{-$locale}/market')
    expect(label('/market', 'page')).toBe('/{-$locale}/market')
    expect(label('/ar/', 'page')).toBe('/{-$locale}')
    expect(label('/', 'page')).toBe('/{-$locale}')
    expect(label('/sitemap.xml', 'page')).toBe('/sitemap.xml')
  })

  it('never puts what a visitor typed in a label', () => {
    for (const pathname of ['/en/0501234567', '/api/orders/0501234567', '/x/sara@example.sa', '/assets/app-1a2b3c.js']) {
      for (const kind of ['page', 'api', 'static'] as const) {
        const value = label(pathname, kind)
        expect(value).not.toMatch(/0501234567|sara|1a2b3c/)
      }
    }
    expect(label('/_serverFn/abc123', 'server-function')).toBe('server-function')
  })

  it('gives a path the same label every time, the API and a page apart, however many paths visitors send', () => {
    expect(label('/cars', 'api')).toBe('/api (unknown)')
    expect(label('/cars', 'page')).toBe('/{-$locale}/cars')
    expect(label('/api/cars', 'api')).toBe('/api/cars')
    for (let visitor = 0; visitor < 5000; visitor++) expect(label(`/en/unknown-${visitor}`, 'page')).toBe('page (unknown)')
    expect(label('/cars', 'page')).toBe('/{-$locale}/cars')
    expect(label('/cars', 'api')).toBe('/api (unknown)')
    expect(label('/en/market', 'page')).toBe('/{-$locale}/market')
  })
})
