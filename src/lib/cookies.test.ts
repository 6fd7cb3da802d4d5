import { describe, expect, it } from 'vitest'
import { readCookie, readSetCookie, serializeCookie } from './cookies'

describe('cookie reader', () => {
  it('reads a cookie by name, percent-decoded, the first of two', () => {
    expect(readCookie('a=1; locale=en; b=2', 'locale')).toBe('en')
    expect(readCookie('name=%D8%B3%D8%A7%D8%B1%D8%A9', 'name')).toBe('سارة')
    expect(readCookie('locale=en; locale=ar', 'locale')).toBe('en')
    expect(readCookie(' spaced = value ;x=1', 'spaced')).toBe('value')
  })

  it('never throws on a malformed header and never answers with inherited names', () => {
    expect(readCookie('locale=%', 'locale')).toBe('%')
    expect(readCookie('locale=%E0%A4%A', 'locale')).toBe('%E0%A4%A')
    expect(readCookie(';;=;;=x; a', 'a')).toBeUndefined()
    expect(readCookie('a=1', 'constructor')).toBeUndefined()
    expect(readCookie('a=1', 'toString')).toBeUndefined()
    expect(readCookie('__proto__=x', '__proto__')).toBe('x')
    expect(readCookie(null, 'a')).toBeUndefined()
    expect(readCookie('', 'a')).toBeUndefined()
  })

  it('writes Set-Cookie values and refuses an invalid name', () => {
    expect(serializeCookie({ name: 'a', value: 'b c', path: '/', sameSite: 'lax' })).toBe('a=b%20c; Path=/; SameSite=Lax')
    expect(() => serializeCookie({ name: 'a;b', value: 'x' })).toThrow(TypeError)
  })
})

describe('Set-Cookie reader', () => {
  it('gives the name and value a Set-Cookie header sets, without its attributes', () => {
    expect(readSetCookie('__Host-XSRF-TOKEN=abc.def; Path=/; Secure; SameSite=Strict')).toEqual({
      name: '__Host-XSRF-TOKEN',
      value: 'abc.def',
    })
    expect(readSetCookie('XSRF-TOKEN=abc; Path=/')).toEqual({ name: 'XSRF-TOKEN', value: 'abc' })
  })

  it('names nothing for a header without a cookie name', () => {
    expect(readSetCookie('no-equals-sign')).toBeUndefined()
    expect(readSetCookie('=value')).toBeUndefined()
    expect(readSetCookie('')).toBeUndefined()
  })
})
