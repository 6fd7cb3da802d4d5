import { describe, expect, it } from 'vitest'
import {
  applyBaseSecurityHeaders,
  applySecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  hashedContentSecurityPolicy,
  isHttpsRequest,
  permissionsPolicy,
} from './security-headers'

/** The whole policy a page carries, directive by directive; any change to it must be deliberate. */
const fullPolicy = (nonce: string) => [
  "default-src 'self'",
  `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' https://api.moyasar.com",
  "media-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
]

const headersOf = (options: { nonce: string; https: boolean; enforceCsp: boolean }) => {
  const headers = new Headers()
  applySecurityHeaders(headers, options)
  return Object.fromEntries(headers)
}

describe('security headers', () => {
  it('makes a fresh, unguessable nonce per call', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/)
  })

  it('states every directive of the policy, with the request nonce as the only way to run a script', () => {
    expect(contentSecurityPolicy({ nonce: 'abc', https: false }).split('; ')).toEqual(fullPolicy('abc'))
    expect(contentSecurityPolicy({ nonce: 'Zm9v', https: false }).split('; ')).toEqual(fullPolicy('Zm9v'))
  })

  it('names a cached page’s inline scripts by their hashes as the only scripts beside the site’s own files, the rest of the policy unchanged', () => {
    const withScripts = (scriptSource: string) =>
      fullPolicy('').map((directive) => (directive.startsWith('script-src') ? scriptSource : directive))
    expect(hashedContentSecurityPolicy({ scriptHashes: ['aGFzaDE=', 'aGFzaDI='], https: false }).split('; ')).toEqual(
      withScripts("script-src 'self' 'sha256-aGFzaDE=' 'sha256-aGFzaDI='"),
    )
    // No inline script: only the site's own files run; over HTTPS insecure requests are upgraded too.
    expect(hashedContentSecurityPolicy({ scriptHashes: [], https: true }).split('; ')).toEqual([
      ...withScripts("script-src 'self'"),
      'upgrade-insecure-requests',
    ])
  })

  it('asks browsers to upgrade insecure requests only when the site is served over HTTPS', () => {
    expect(contentSecurityPolicy({ nonce: 'abc', https: true }).split('; ')).toEqual([...fullPolicy('abc'), 'upgrade-insecure-requests'])
  })

  it('puts the full policy on every page and API answer while it is enforced', () => {
    expect(headersOf({ nonce: 'n1', https: false, enforceCsp: true })['content-security-policy']).toBe(fullPolicy('n1').join('; '))
    expect(headersOf({ nonce: 'n2', https: true, enforceCsp: true })['content-security-policy']).toBe(
      [...fullPolicy('n2'), 'upgrade-insecure-requests'].join('; '),
    )
    // The dev server turns it off (Vite injects inline scripts); then no half policy is sent either.
    expect(headersOf({ nonce: 'n1', https: false, enforceCsp: false })['content-security-policy']).toBeUndefined()
  })

  it('sends the same base headers on every answer, and HSTS for two years only over HTTPS', () => {
    const base = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy':
        'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    }
    expect(permissionsPolicy).toBe(base['permissions-policy'])

    const plain = new Headers()
    applyBaseSecurityHeaders(plain, { https: false })
    expect(Object.fromEntries(plain)).toEqual(base)

    const secure = new Headers()
    applyBaseSecurityHeaders(secure, { https: true })
    expect(Object.fromEntries(secure)).toEqual({ ...base, 'strict-transport-security': 'max-age=63072000; includeSubDomains' })

    const { 'content-security-policy': _policy, ...rest } = headersOf({ nonce: 'n', https: true, enforceCsp: true })
    expect(rest).toEqual({ ...base, 'strict-transport-security': 'max-age=63072000; includeSubDomains' })
  })

  it('believes X-Forwarded-Proto only from a trusted proxy, and only when it says https', () => {
    const forwarded = (proto: string) => new Request('http://shop.test/', { headers: { 'x-forwarded-proto': proto } })
    expect(isHttpsRequest(forwarded('https'), false)).toBe(false)
    expect(isHttpsRequest(forwarded('https'), true)).toBe(true)
    expect(isHttpsRequest(forwarded('http'), true)).toBe(false)
    expect(isHttpsRequest(new Request('http://shop.test/'), true)).toBe(false)
    expect(isHttpsRequest(new Request('https://shop.test/'), false)).toBe(true)
  })
})
