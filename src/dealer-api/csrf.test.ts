import { describe, expect, it } from 'vitest'
import { createCsrfToken, csrfCookie, isCsrfValid } from './csrf'

const request = (headers: Record<string, string>) => new Request('http://x/api/orders', { method: 'POST', headers })

describe('double-submit CSRF check', () => {
  const token = createCsrfToken()

  it('accepts a header that repeats the cookie', () => {
    expect(isCsrfValid(request({ cookie: `a=b; XSRF-TOKEN=${token}`, 'x-xsrf-token': token }))).toBe(true)
  })

  it('refuses a missing, different or too short token', () => {
    expect(isCsrfValid(request({ cookie: `XSRF-TOKEN=${token}` }))).toBe(false)
    expect(isCsrfValid(request({ 'x-xsrf-token': token }))).toBe(false)
    expect(isCsrfValid(request({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': createCsrfToken() }))).toBe(false)
    expect(isCsrfValid(request({ cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' }))).toBe(false)
  })

  it('reads the token with the one cookie reader, whatever else the header carries', () => {
    expect(isCsrfValid(request({ cookie: `bad=%; XSRF-TOKEN=${token}; x=%E0%A4%A`, 'x-xsrf-token': token }))).toBe(true)
    expect(isCsrfValid(request({ cookie: `  XSRF-TOKEN = ${token} ;x=1`, 'x-xsrf-token': token }))).toBe(true)
    expect(isCsrfValid(request({ cookie: 'XSRF-TOKEN=%', 'x-xsrf-token': '%' }))).toBe(false)
    expect(isCsrfValid(request({ cookie: 'constructor=x; __proto__=y', 'x-xsrf-token': 'x' }))).toBe(false)
  })

  it('sets the cookie for the whole site, same-site only, secure behind TLS', () => {
    expect(csrfCookie('abc', { secure: false })).toBe('XSRF-TOKEN=abc; Path=/; SameSite=Strict')
    expect(csrfCookie('abc', { secure: true })).toBe('XSRF-TOKEN=abc; Path=/; Secure; SameSite=Strict')
  })
})
