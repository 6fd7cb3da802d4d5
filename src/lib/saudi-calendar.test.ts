import { describe, expect, it } from 'vitest'
import { saudiDate } from './saudi-calendar'

describe('saudiDate', () => {
  it('is the calendar day in Riyadh, three hours ahead of UTC', () => {
    expect(saudiDate(new Date('2026-11-21T20:59:00Z'))).toBe('2026-11-21')
    expect(saudiDate(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22')
    expect(saudiDate(new Date('2026-11-30T21:00:00Z'))).toBe('2026-12-01')
  })
})
