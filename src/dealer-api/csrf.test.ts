import { describe, expect, it } from 'vitest'
import { createCsrfToken, isCsrfValid } from './csrf'

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
})
