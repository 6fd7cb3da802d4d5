import { describe, expect, it } from 'vitest'
import { readCookie, serializeCookie } from './cookies'

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
