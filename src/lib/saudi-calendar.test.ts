import { describe, expect, it, vi } from 'vitest'
import { nextSaudiMidnight, saudiDate } from './saudi-calendar'

describe('saudiDate', () => {
  it('is the calendar day in Riyadh, three hours ahead of UTC', () => {
    expect(saudiDate(new Date('2026-11-21T20:59:00Z'))).toBe('2026-11-21')
    expect(saudiDate(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22')
    expect(saudiDate(new Date('2026-11-30T21:00:00Z'))).toBe('2026-12-01')
  })

  it('makes its formatter when first asked, not when loaded: a phone pays ~20 ms for the first one', async () => {
    vi.resetModules()
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    try {
      const fresh = await import('./saudi-calendar')
      expect(made).not.toHaveBeenCalled()
      expect(fresh.saudiDate(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22')
      expect(fresh.saudiDate(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23')
      expect(made).toHaveBeenCalledTimes(1)
    } finally {
      made.mockRestore()
    }
  })
})

describe('nextSaudiMidnight', () => {
  it('is the next 00:00 in Riyadh (21:00 UTC), whatever the server’s time zone', () => {
    expect(nextSaudiMidnight(new Date('2027-03-09T20:59:59.999Z')).toISOString()).toBe('2027-03-09T21:00:00.000Z')
    // At midnight itself the day has just begun: the next one is a day later.
    expect(nextSaudiMidnight(new Date('2027-03-09T21:00:00.000Z')).toISOString()).toBe('2027-03-10T21:00:00.000Z')
    expect(nextSaudiMidnight(new Date('2027-03-10T06:00:00.000Z')).toISOString()).toBe('2027-03-10T21:00:00.000Z')
    expect(saudiDate(nextSaudiMidnight(new Date('2027-03-10T06:00:00.000Z')))).toBe('2027-03-11')
  })
})
