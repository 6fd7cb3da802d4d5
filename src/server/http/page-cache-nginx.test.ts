/**
 * deploy/nginx.conf keeps (and locks for) only the pages the app's page cache keeps: its location
 * for them must take the same addresses as the page cache's `keyOf`. A page the app never marks public met
 * nginx's cache lock anyway, and 20 visitors of one order form queued behind it for up to 5 s
 * (issue 32); a page the app keeps but nginx skipped would lose the shared copy.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { HostPolicyEnv } from '../../lib/host-policy'
import { createPageCache, pageCookies } from './page-cache'
import { pageSearchKey } from '../../lib/page-search'

const env: HostPolicyEnv = { NODE_ENV: 'production', HOST: undefined, PUBLIC_ORIGIN: undefined, ALLOWED_HOSTS: [], TRUST_PROXY: false }
const cache = createPageCache({ env, pageSearch: pageSearchKey })
const shipped = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8')

/** The regular expressions of the locations that turn the cache on, with whether they lock. */
function cachedLocations(): { pattern: RegExp; locks: boolean }[] {
  const found = [...shipped.matchAll(/^\s*location ~ "([^"]+)" \{([^}]*)\}/gm)]
  return found
    .filter(([, , body]) => /proxy_cache dealer_pages;/.test(body!))
    .map(([, pattern, body]) => ({
      pattern: new RegExp(pattern!),
      locks: /proxy_cache_lock on;/.test(body!),
    }))
}

const pages = [
  '/',
  '/en',
  '/en/',
  '/ar/market',
  '/market',
  '/en/news/article',
  '/en/offers/offer',
  '/car',
  '/en/about',
  '/order-individuals',
  '/en/order-company',
  '/en/contact',
  '/track-order',
  '/en/staff',
  '/en/staff/orders',
  '/subscription/confirm',
  '/en/wishlist',
  '/en/news/new',
  '/fr/market',
  '/en/market/x',
]

describe('nginx and the page cache keep the same pages', () => {
  it('caches and locks a page exactly when the app keeps it', () => {
    const locations = cachedLocations()
    expect(locations.length).toBeGreaterThanOrEqual(1)
    const pageLocation = locations.find(({ pattern }) => pattern.test('/en/market'))
    expect(pageLocation?.locks, 'the page location locks').toBe(true)
    for (const path of pages) {
      const kept = cache.keyOf(new Request(`http://localhost${path}`, { headers: { host: 'localhost' } })) !== null
      expect(pageLocation!.pattern.test(path), path).toBe(kept)
    }
  })

  it('turns neither the cache nor its lock on for every address', () => {
    const serverLevel = shipped.replace(/location [^{]*\{[^}]*\}/g, '')
    expect(serverLevel).not.toMatch(/^\s*proxy_cache dealer_pages;/m)
    expect(serverLevel).not.toMatch(/^\s*proxy_cache_lock on;/m)
    const root = /location \/ \{([^}]*)\}/.exec(shipped)?.[1] ?? ''
    expect(root).not.toMatch(/proxy_cache /)
  })

  it('passes by its cache a request with any cookie that makes a page personal, as the app does', () => {
    const map = /map \$http_cookie \$dealer_personal_cookie \{([^}]*)\}/.exec(shipped)?.[1] ?? ''
    const pattern = /"~\*([^"]+)"\s+1;/.exec(map)?.[1]
    expect(pattern, 'the personal-cookie map').toBeDefined()
    const personal = new RegExp(pattern!, 'i')
    for (const name of pageCookies.personal) expect(personal.test(`locale=en; ${name}=abc`), name).toBe(true)
    expect(personal.test('locale=en; _ga=GA1.2')).toBe(false)
  })
})
