import { describe, expect, it } from 'vitest'
import { isCalendarDay, isCalendarMoment } from './calendar-day'

describe('a calendar day a caller sends (issue 32)', () => {
  it('takes the days the calendar has, leap days in leap years only', () => {
    for (const day of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '2026-04-30', '2099-12-31'])
      expect(isCalendarDay(day), day).toBe(true)
    for (const day of [
      '2026-02-30',
      '2027-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-1',
      '2026-01-01x',
    ])
      expect(isCalendarDay(day), day).toBe(false)
  })

  it('refuses years no business day of the dealer falls in, among them the year 0 PostgreSQL cannot store', () => {
    for (const day of ['0000-01-01', '0001-01-01', '1999-12-31', '2100-01-01', '9999-12-31', '+02026-01-01'])
      expect(isCalendarDay(day), day).toBe(false)
  })

  it('takes a datetime-local moment only on such a day', () => {
    expect(isCalendarMoment('2026-11-02T10:30')).toBe(true)
    for (const moment of ['2026-02-30T10:30', '0000-01-01T00:00', '2026-11-02T24:00', '2026-11-02', '2026-11-02T10:30:00'])
      expect(isCalendarMoment(moment), moment).toBe(false)
  })
})
