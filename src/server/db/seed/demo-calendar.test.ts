import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { offerStatus } from '../../../domain/staff-offers'
import { daysSinceDemoToday, demoCalendar, demoCalendarAt, demoToday } from './demo-calendar'
import { newsData } from './news-data'
import { offerData } from './offers-data'

const statusesOn = (today: string, shift: number) => {
  const calendar = demoCalendar(shift)
  return offerData.map((offer) =>
    offerStatus({ startsOn: calendar.day(offer.startsOn), endsOn: calendar.day(offer.endsOn), deletedAt: null }, today),
  )
}

describe('the demo calendar', () => {
  it('counts Saudi calendar days from the demo’s own today', () => {
    expect(daysSinceDemoToday(demoToday)).toBe(0)
    expect(daysSinceDemoToday('2026-12-01')).toBe(10)
    expect(daysSinceDemoToday('2027-03-01')).toBe(100)
    expect(daysSinceDemoToday('2026-11-01')).toBe(-20)
    // 21:30 UTC on 30 November is already 1 December in Riyadh.
    expect(demoCalendarAt(new Date('2026-11-30T21:30:00Z')).day(demoToday)).toBe('2026-12-01')
    expect(demoCalendarAt(new Date('2026-11-30T20:30:00Z')).day(demoToday)).toBe('2026-11-30')
  })

  it('moves days and instants by whole days', () => {
    const calendar = demoCalendar(10)
    expect(calendar.day('2026-11-30')).toBe('2026-12-10')
    expect(calendar.day('2026-12-25')).toBe('2027-01-04')
    expect(calendar.instant('2026-12-01T07:00:00Z')).toEqual(new Date('2026-12-11T07:00:00Z'))
  })

  it('gives a demo seeded on any day the same running, upcoming and ended offers and the same scheduled articles', () => {
    const asWritten = statusesOn(demoToday, 0)
    expect(new Set(asWritten)).toEqual(new Set(['current', 'upcoming', 'ended']))
    const writtenToday = Date.parse(`${demoToday}T00:00:00+03:00`)
    const scheduledAsWritten = newsData.map((article) => Date.parse(article.publishedAt) > writtenToday)
    expect(scheduledAsWritten).toContain(true)
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 4000 }), (shift) => {
        const seededOn = demoCalendar(shift).day(demoToday)
        expect(statusesOn(seededOn, shift)).toEqual(asWritten)
        const seededAt = Date.parse(`${seededOn}T00:00:00+03:00`)
        expect(newsData.map((article) => demoCalendar(shift).instant(article.publishedAt).getTime() > seededAt)).toEqual(scheduledAsWritten)
      }),
    )
  })
})
