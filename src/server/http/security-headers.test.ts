import { describe, expect, it } from 'vitest'
import { applySecurityHeaders, contentSecurityPolicy, createNonce, isHttpsRequest } from './security-headers'

describe('security headers', () => {
  it('makes a fresh, unguessable nonce per call', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/)
  })

  it('allows scripts only by nonce, never inline or from other origins', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', https: false })
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ nonce: 'abc', https: true })).toContain('upgrade-insecure-requests')
  })

  it('sends HSTS only over HTTPS', () => {
    const plain = new Headers()
    applySecurityHeaders(plain, { nonce: 'n', https: false, enforceCsp: true })
    expect(plain.get('strict-transport-security')).toBeNull()
    expect(plain.get('x-content-type-options')).toBe('nosniff')
    expect(plain.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(plain.get('permissions-policy')).toContain('camera=()')

    const secure = new Headers()
    applySecurityHeaders(secure, { nonce: 'n', https: true, enforceCsp: true })
    expect(secure.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/)
  })

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    const request = new Request('http://shop.test/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(isHttpsRequest(request, false)).toBe(false)
    expect(isHttpsRequest(request, true)).toBe(true)
    expect(isHttpsRequest(new Request('https://shop.test/'), false)).toBe(true)
  })
})
