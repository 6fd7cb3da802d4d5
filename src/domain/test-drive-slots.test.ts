import { describe, expect, it } from 'vitest'
import type { OpeningHours } from '../lib/dealer-identity.ts'
import {
  addDays,
  bookableDays,
  bookableSlotAt,
  bookableSlotsOn,
  periodsOn,
  reminderDueAt,
  saudiMoment,
  slotsOn,
  startsLateEnough,
  weekdayOf,
} from './test-drive-slots.ts'

const split = [
  { opens: '09:00', closes: '12:30' },
  { opens: '16:30', closes: '22:30' },
]
/** A showroom's week: Friday evenings only, as the demo branches. */
const week: OpeningHours = {
  saturday: split,
  sunday: split,
  monday: split,
  tuesday: split,
  wednesday: split,
  thursday: split,
  friday: [{ opens: '16:30', closes: '22:30' }],
}
const rules = { slotMinutes: 45, leadMinutes: 120, bookingDays: 14 }
const times = (slots: { startsAt: Date }[]) =>
  slots.map((slot) => new Date(slot.startsAt.getTime() + 3 * 3_600_000).toISOString().slice(11, 16))

describe('test-drive slots', () => {
  it('names the weekday of a Saudi calendar day', () => {
    expect(weekdayOf('2026-11-27')).toBe('friday')
    expect(weekdayOf('2026-11-28')).toBe('saturday')
    expect(weekdayOf('2026-11-29')).toBe('sunday')
  })

  it('reads Saudi clock times as UTC+3 all year', () => {
    expect(saudiMoment('2026-11-30', '09:00').toISOString()).toBe('2026-11-30T06:00:00.000Z')
    expect(saudiMoment('2026-06-30', '00:30').toISOString()).toBe('2026-06-29T21:30:00.000Z')
    expect(saudiMoment('2026-11-30', '24:00').toISOString()).toBe('2026-11-30T21:00:00.000Z')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })

  it('cuts each period into back-to-back slots that end by its closing', () => {
    expect(times(slotsOn('2026-11-30', split, 45))).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '11:15',
      '16:30',
      '17:15',
      '18:00',
      '18:45',
      '19:30',
      '20:15',
      '21:00',
      '21:45',
    ])
    expect(slotsOn('2026-11-30', split, 45)[0]!.endsAt.toISOString()).toBe('2026-11-30T06:45:00.000Z')
    expect(slotsOn('2026-11-30', [], 45)).toEqual([])
  })

  it('follows the branch’s own weekend, and special hours on the days they cover', () => {
    const special = [
      { validFrom: '2026-12-01', validThrough: '2026-12-03', hours: { ...week, tuesday: [{ opens: '20:00', closes: '23:00' }] } },
      { validFrom: '2026-12-02', validThrough: '2026-12-02', hours: { ...week, wednesday: [] } },
    ]
    expect(periodsOn('2026-11-27', { ...week, friday: [] }, [])).toEqual([])
    expect(periodsOn('2026-12-01', week, special)).toEqual([{ opens: '20:00', closes: '23:00' }])
    // The later range wins where two overlap: closed on 2 December.
    expect(periodsOn('2026-12-02', week, special)).toEqual([])
    expect(periodsOn('2026-12-04', week, special)).toEqual(week.friday)
    expect(periodsOn('2026-11-30', { sunday: split }, [])).toEqual([])
  })

  it('offers no slot in the past or under two hours away, nor beyond the booking days', () => {
    const now = saudiMoment('2026-11-30', '08:30')
    const hours = { week, special: [] }
    expect(times(bookableSlotsOn('2026-11-30', hours, now, rules)).slice(0, 3)).toEqual(['10:30', '11:15', '16:30'])
    expect(startsLateEnough(saudiMoment('2026-11-30', '10:30'), now, rules)).toBe(true)
    expect(startsLateEnough(saudiMoment('2026-11-30', '10:29'), now, rules)).toBe(false)
    expect(bookableSlotsOn('2026-11-29', hours, now, rules)).toEqual([])
    const days = bookableDays(now, rules)
    expect(days).toHaveLength(14)
    expect(days[0]).toBe('2026-11-30')
    expect(days.at(-1)).toBe('2026-12-13')
    expect(bookableSlotsOn('2026-12-14', hours, now, rules)).toEqual([])
    expect(bookableSlotsOn('2026-12-13', hours, now, rules)).toHaveLength(12)
  })

  it('finds the bookable slot starting at a moment, and none between slots', () => {
    const now = saudiMoment('2026-11-30', '08:30')
    const hours = { week, special: [] }
    expect(bookableSlotAt(saudiMoment('2026-12-01', '09:45'), hours, now, rules)?.endsAt.toISOString()).toBe('2026-12-01T07:30:00.000Z')
    expect(bookableSlotAt(saudiMoment('2026-12-01', '10:00'), hours, now, rules)).toBeNull()
    expect(bookableSlotAt(saudiMoment('2026-11-30', '09:45'), hours, now, rules)).toBeNull()
    expect(bookableSlotAt(saudiMoment('2026-12-04', '09:00'), hours, now, rules)).toBeNull()
  })

  it('reminds the given hours before the drive', () => {
    expect(reminderDueAt(new Date('2026-12-01T06:00:00Z'), 24).toISOString()).toBe('2026-11-30T06:00:00.000Z')
  })

  it('runs a period that closes at or before it opens past midnight, and lists slots in time order', () => {
    // Given evening first: the slots still come in the order of the day.
    const evening = [
      { opens: '22:00', closes: '00:30' },
      { opens: '09:00', closes: '10:30' },
    ]
    expect(times(slotsOn('2026-11-30', evening, 45))).toEqual(['09:00', '09:45', '22:00', '22:45', '23:30'])
    // Closing as it opens: round the clock.
    expect(slotsOn('2026-11-30', [{ opens: '09:00', closes: '09:00' }], 60)).toHaveLength(24)
  })

  it('uses special hours only from their first to their last day, the latest to start winning', () => {
    const ramadan = {
      validFrom: '2027-02-08',
      validThrough: '2027-03-09',
      hours: { ...week, monday: [{ opens: '20:00', closes: '23:00' }] },
    }
    const eid = { validFrom: '2027-03-08', validThrough: '2027-03-12', hours: { ...week, monday: [] } }
    // Before and after the period: the week's hours.
    expect(periodsOn('2027-02-01', week, [ramadan])).toEqual(split)
    expect(periodsOn('2027-03-15', week, [ramadan])).toEqual(split)
    // Its first and last days are in it.
    expect(periodsOn('2027-02-08', week, [ramadan])).toEqual(ramadan.hours.monday)
    // Overlapping: the one that started later wins, whichever comes first in the list.
    expect(periodsOn('2027-03-08', week, [ramadan, eid])).toEqual([])
    expect(periodsOn('2027-03-08', week, [eid, ramadan])).toEqual([])
    expect(periodsOn('2027-03-01', week, [eid, ramadan])).toEqual(ramadan.hours.monday)
  })
})
