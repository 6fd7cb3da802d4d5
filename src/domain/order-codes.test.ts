import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { referenceAlphabet, referencePattern } from '../contract/orders'
import { hashVerificationCode, newOrderReference, newVerificationCode, verificationCodeMatches } from './order-codes'

describe('verification codes', () => {
  it('are six digits, leading zeros kept, drawn from all million codes', () => {
    const codes = Array.from({ length: 3000 }, newVerificationCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    // 3,000 draws from a million collide rarely; from a smaller range they would repeat.
    expect(new Set(codes).size).toBeGreaterThan(2980)
    // About a tenth start with 0; all ten first digits appear.
    expect(new Set(codes.map((code) => code[0]))).toEqual(new Set('0123456789'))
    expect(codes.some((code) => Number(code) >= 900_000)).toBe(true)
  })

  it('are stored as an HMAC-SHA256 of the order and the code under the server secret', () => {
    const expected = createHmac('sha256', 'secret-1').update('order-1:123456').digest('base64url')
    expect(hashVerificationCode('secret-1', 'order-1', '123456')).toBe(expected)
    expect(expected).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('match only the code sent for that order under that secret', () => {
    const stored = hashVerificationCode('secret-1', 'order-1', '123456')
    expect(verificationCodeMatches('secret-1', 'order-1', '123456', stored)).toBe(true)
    expect(verificationCodeMatches('secret-1', 'order-1', '123457', stored)).toBe(false)
    expect(verificationCodeMatches('secret-1', 'order-2', '123456', stored)).toBe(false)
    expect(verificationCodeMatches('secret-2', 'order-1', '123456', stored)).toBe(false)
    // A code moved between order and code boundaries is another code.
    expect(verificationCodeMatches('secret-1', 'order-1:1', '23456', stored)).toBe(false)
  })

  it('refuse a stored value of another length without throwing', () => {
    const stored = hashVerificationCode('secret-1', 'order-1', '123456')
    expect(verificationCodeMatches('secret-1', 'order-1', '123456', stored.slice(1))).toBe(false)
    expect(verificationCodeMatches('secret-1', 'order-1', '123456', '')).toBe(false)
    expect(verificationCodeMatches('secret-1', 'order-1', '123456', `${stored}A`)).toBe(false)
  })
})

describe('order references', () => {
  it("are two groups of five characters of Crockford's alphabet, joined by a dash", () => {
    for (let index = 0; index < 200; index++) expect(newOrderReference()).toMatch(referencePattern)
  })

  it('use every character of the alphabet and are not repeated', () => {
    const references = Array.from({ length: 2000 }, newOrderReference)
    expect(new Set(references).size).toBe(2000)
    const used = new Set(references.join('').replaceAll('-', ''))
    expect([...used].sort().join('')).toBe([...referenceAlphabet].sort().join(''))
  })
})
