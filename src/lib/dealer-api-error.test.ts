import { describe, expect, it } from 'vitest'
import { retryAfterSeconds } from './dealer-api-error'

describe('retryAfterSeconds', () => {
  const now = new Date('2026-06-01T12:00:00Z')

  it('reads a delay in seconds', () => {
    expect(retryAfterSeconds('120', now)).toBe(120)
    expect(retryAfterSeconds(' 0 ', now)).toBe(0)
  })

  it('reads an HTTP date as the seconds from now until then, never negative', () => {
    expect(retryAfterSeconds('Mon, 01 Jun 2026 12:01:30 GMT', now)).toBe(90)
    expect(retryAfterSeconds('Mon, 01 Jun 2026 11:00:00 GMT', now)).toBe(0)
  })

  it('says nothing for a missing or unreadable value', () => {
    for (const value of [null, undefined, '', '-5', '1.5', '1e3', 'soon', '0x10'])
      expect(retryAfterSeconds(value, now), String(value)).toBeUndefined()
  })
})
