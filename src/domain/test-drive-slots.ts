/**
 * A branch's test-drive slots (decision 0100), from its own week and its special hours, in Saudi
 * time (UTC+3 all year, no daylight saving). Pure: the database and the clock are the caller's.
 */
import type { OpeningHours, OpeningPeriod, Weekday } from '../lib/dealer-identity.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'

export type SpecialHours = { validFrom: string; validThrough: string; hours: OpeningHours }
export type SlotRules = { slotMinutes: number; leadMinutes: number; bookingDays: number }
export type Slot = { startsAt: Date; endsAt: Date }

const riyadhOffsetMs = 3 * 60 * 60 * 1000
const minuteMs = 60 * 1000
const dayMs = 24 * 60 * minuteMs
/** `Date.getUTCDay()` order: Sunday first. */
const weekdaysFromSunday: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

export function weekdayOf(day: string): Weekday {
  return weekdaysFromSunday[new Date(`${day}T00:00:00Z`).getUTCDay()]!
}

/** The branch's periods on `day`: those of special hours in force that day (the latest to start wins), else its week's. */
export function periodsOn(day: string, week: Partial<OpeningHours>, special: readonly SpecialHours[]): readonly OpeningPeriod[] {
  let chosen: SpecialHours | undefined
  for (const hours of special) {
    if (hours.validFrom <= day && day <= hours.validThrough && (!chosen || hours.validFrom > chosen.validFrom)) chosen = hours
  }
  return (chosen ? chosen.hours : week)[weekdayOf(day)] ?? []
}

/** The moment a Saudi clock shows `time` (`HH:MM`) on `day`. */
export function saudiMoment(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new Date(Date.UTC(year, month - 1, date, hours, minutes) - riyadhOffsetMs)
}

/** `day` plus `count` calendar days. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10)
}

/**
 * Every slot of `periods` on `day`, back to back from each opening, each ending by its closing. A
 * period that closes at or before it opens runs past midnight.
 */
export function slotsOn(day: string, periods: readonly OpeningPeriod[], slotMinutes: number): Slot[] {
  const slots: Slot[] = []
  for (const period of periods) {
    const opens = saudiMoment(day, period.opens).getTime()
    let closes = saudiMoment(day, period.closes).getTime()
    if (closes <= opens) closes += dayMs
    for (let start = opens; start + slotMinutes * minuteMs <= closes; start += slotMinutes * minuteMs) {
      slots.push({ startsAt: new Date(start), endsAt: new Date(start + slotMinutes * minuteMs) })
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}

/** The days a drive may be booked on, from today in Saudi Arabia. */
export function bookableDays(now: Date, rules: Pick<SlotRules, 'bookingDays'>): string[] {
  const today = saudiDate(now)
  return Array.from({ length: rules.bookingDays }, (_, index) => addDays(today, index))
}

/** Whether a slot starting then may still be booked: not in the past, nor sooner than the lead time. */
export function startsLateEnough(startsAt: Date, now: Date, rules: Pick<SlotRules, 'leadMinutes'>): boolean {
  return startsAt.getTime() >= now.getTime() + rules.leadMinutes * minuteMs
}

/** The slots a visitor may book on `day` at a branch, before seats are counted. */
export function bookableSlotsOn(
  day: string,
  hours: { week: Partial<OpeningHours>; special: readonly SpecialHours[] },
  now: Date,
  rules: SlotRules,
): Slot[] {
  if (!bookableDays(now, rules).includes(day)) return []
  return slotsOn(day, periodsOn(day, hours.week, hours.special), rules.slotMinutes).filter((slot) =>
    startsLateEnough(slot.startsAt, now, rules),
  )
}

/** The bookable slot that starts at `startsAt`, or null when the branch offers none then. */
export function bookableSlotAt(
  startsAt: Date,
  hours: { week: Partial<OpeningHours>; special: readonly SpecialHours[] },
  now: Date,
  rules: SlotRules,
): Slot | null {
  const day = saudiDate(startsAt)
  return bookableSlotsOn(day, hours, now, rules).find((slot) => slot.startsAt.getTime() === startsAt.getTime()) ?? null
}

/** When the reminder of a drive starting then is due. */
export function reminderDueAt(startsAt: Date, hoursBefore: number): Date {
  return new Date(startsAt.getTime() - hoursBefore * 60 * minuteMs)
}
