import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { InvalidEnvironmentError, parseEnv } from '../../app.config'
import { csrfCookie, csrfCookieName, isCsrfValid, isIssuedCsrfToken, issueCsrfToken } from './csrf'

const secret = 'a-test-secret-that-is-long-enough-0001'
const otherSecret = 'another-test-secret-long-enough-0002'

const request = (headers: Record<string, string>) => new Request('http://x/api/orders', { method: 'POST', headers })
const overHttp = { secret, secure: false }
const overHttps = { secret, secure: true }

/** A different character of the same alphabet at `index`. */
function changedAt(text: string, index: number): string {
  const replacement = text[index] === 'A' ? 'B' : 'A'
  return `${text.slice(0, index)}${replacement}${text.slice(index + 1)}`
}

describe('signed CSRF token', () => {
  it('is a 256-bit random value and its HMAC-SHA256 under the secret, both base64url', () => {
    const token = issueCsrfToken(secret)
    const [value, signature] = token.split('.') as [string, string]
    expect(Buffer.from(value, 'base64url')).toHaveLength(32)
    expect(signature).toBe(createHmac('sha256', secret).update(value).digest('base64url'))
    expect(issueCsrfToken(secret)).not.toBe(token)
    expect(isIssuedCsrfToken(token, secret)).toBe(true)
  })

  it('refuses a token the server did not issue: self-made, signed with another secret, tampered or malformed', () => {
    const token = issueCsrfToken(secret)
    const [value, signature] = token.split('.') as [string, string]
    expect(isIssuedCsrfToken('a'.repeat(32), secret)).toBe(false)
    expect(isIssuedCsrfToken(`${'a'.repeat(43)}.${'a'.repeat(43)}`, secret)).toBe(false)
    expect(isIssuedCsrfToken(issueCsrfToken(otherSecret), secret)).toBe(false)
    expect(isIssuedCsrfToken(`${value}.${changedAt(signature, 0)}`, secret)).toBe(false)
    expect(isIssuedCsrfToken(`${changedAt(value, 5)}.${signature}`, secret)).toBe(false)
    expect(isIssuedCsrfToken(value, secret)).toBe(false)
    expect(isIssuedCsrfToken(`${token}.`, secret)).toBe(false)
    expect(isIssuedCsrfToken(` ${token}`, secret)).toBe(false)
    expect(isIssuedCsrfToken('', secret)).toBe(false)
  })
})

describe('double-submit CSRF check', () => {
  const token = issueCsrfToken(secret)

  it('accepts a header that repeats the cookie of an issued token', () => {
    expect(isCsrfValid(request({ cookie: `a=b; XSRF-TOKEN=${token}`, 'x-xsrf-token': token }), overHttp)).toBe(true)
    expect(isCsrfValid(request({ cookie: `__Host-XSRF-TOKEN=${token}`, 'x-xsrf-token': token }), overHttps)).toBe(true)
  })

  it('refuses a self-made pair however well it matches', () => {
    const forged = 'a'.repeat(32)
    expect(isCsrfValid(request({ cookie: `XSRF-TOKEN=${forged}`, 'x-xsrf-token': forged }), overHttp)).toBe(false)
    const otherServers = issueCsrfToken(otherSecret)
    expect(isCsrfValid(request({ cookie: `XSRF-TOKEN=${otherServers}`, 'x-xsrf-token': otherServers }), overHttp)).toBe(false)
  })

  it('refuses a missing or different header, even when both tokens were issued', () => {
    expect(isCsrfValid(request({ cookie: `XSRF-TOKEN=${token}` }), overHttp)).toBe(false)
    expect(isCsrfValid(request({ 'x-xsrf-token': token }), overHttp)).toBe(false)
    expect(isCsrfValid(request({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': issueCsrfToken(secret) }), overHttp)).toBe(false)
  })

  it('refuses a header of another length than the cookie without failing the request', () => {
    expect(isCsrfValid(request({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': 'short' }), overHttp)).toBe(false)
    expect(isCsrfValid(request({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': `${token}x` }), overHttp)).toBe(false)
  })

  it("counts only the cookie of the request's protocol", () => {
    // Over HTTPS a plain-named cookie may have been planted by a sibling subdomain; only __Host- counts.
    expect(isCsrfValid(request({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token }), overHttps)).toBe(false)
    expect(isCsrfValid(request({ cookie: `__Host-XSRF-TOKEN=${token}`, 'x-xsrf-token': token }), overHttp)).toBe(false)
  })

  it('reads the token with the one cookie reader, whatever else the header carries', () => {
    expect(isCsrfValid(request({ cookie: `bad=%; XSRF-TOKEN=${token}; x=%E0%A4%A`, 'x-xsrf-token': token }), overHttp)).toBe(true)
    expect(isCsrfValid(request({ cookie: `  XSRF-TOKEN = ${token} ;x=1`, 'x-xsrf-token': token }), overHttp)).toBe(true)
    expect(isCsrfValid(request({ cookie: 'XSRF-TOKEN=%', 'x-xsrf-token': '%' }), overHttp)).toBe(false)
    expect(isCsrfValid(request({ cookie: 'constructor=x; __proto__=y', 'x-xsrf-token': 'x' }), overHttp)).toBe(false)
  })
})

describe('CSRF cookie', () => {
  it('is XSRF-TOKEN over plain HTTP: whole site, same-site only, not Secure (browsers would drop it)', () => {
    expect(csrfCookieName({ secure: false })).toBe('XSRF-TOKEN')
    expect(csrfCookie('abc', { secure: false })).toBe('XSRF-TOKEN=abc; Path=/; SameSite=Strict')
  })

  it('is __Host-XSRF-TOKEN over HTTPS: Secure, Path=/ and no Domain, as the prefix requires', () => {
    expect(csrfCookieName({ secure: true })).toBe('__Host-XSRF-TOKEN')
    const cookie = csrfCookie('abc', { secure: true })
    expect(cookie).toBe('__Host-XSRF-TOKEN=abc; Path=/; Secure; SameSite=Strict')
    expect(cookie).not.toMatch(/domain=/i)
  })
})

describe('CSRF_SECRET', () => {
  it('takes a key of at least 32 characters; empty means unset (a key is then kept in the database)', () => {
    expect(parseEnv({ CSRF_SECRET: 'k'.repeat(32) }).CSRF_SECRET).toBe('k'.repeat(32))
    expect(parseEnv({ CSRF_SECRET: '' }).CSRF_SECRET).toBeUndefined()
    expect(parseEnv({}).CSRF_SECRET).toBeUndefined()
    expect(() => parseEnv({ CSRF_SECRET: 'k'.repeat(31) })).toThrow(InvalidEnvironmentError)
    expect(() => parseEnv({ CSRF_SECRET: 'k'.repeat(31) })).toThrow(/CSRF_SECRET: expected at least 32 characters/)
  })
})
