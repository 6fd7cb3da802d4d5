import { describe, expect, it } from 'vitest'
import { isSameOriginCall } from './server-function-csrf'

const own = 'https://cars.example.sa'
const call = (headers: Record<string, string>) => new Request('http://app.internal:3000/_serverFn/abc', { headers })

describe('same-origin server-function calls', () => {
  it("trusts the browser's Sec-Fetch-Site first", () => {
    expect(isSameOriginCall(call({ 'sec-fetch-site': 'same-origin' }), own)).toBe(true)
    for (const site of ['same-site', 'cross-site', 'none']) {
      expect(isSameOriginCall(call({ 'sec-fetch-site': site, origin: own }), own), site).toBe(false)
    }
  })

  it('else wants the Origin to be exactly the addressed origin', () => {
    expect(isSameOriginCall(call({ origin: own }), own)).toBe(true)
    for (const origin of ['http://cars.example.sa', 'https://cars.example.sa.evil.example', 'https://evil.example', 'null']) {
      expect(isSameOriginCall(call({ origin }), own), origin).toBe(false)
    }
  })

  it('else a Referer on the addressed origin, and nothing else', () => {
    expect(isSameOriginCall(call({ referer: `${own}/en/market?brand=kia` }), own)).toBe(true)
    expect(isSameOriginCall(call({ referer: own }), own)).toBe(true)
    expect(isSameOriginCall(call({ referer: `${own}.evil.example/` }), own)).toBe(false)
    expect(isSameOriginCall(call({ referer: `${own}:8443/` }), own)).toBe(false)
    expect(isSameOriginCall(call({}), own)).toBe(false)
  })

  it('refuses everything but Sec-Fetch-Site same-origin for a host that is not answered', () => {
    expect(isSameOriginCall(call({ origin: own }), null)).toBe(false)
  })
})
