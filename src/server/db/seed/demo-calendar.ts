/**
 * The demo's dates move with the day it is seeded. Its offers and articles are written as they
 * stood on the demo's own "today", 2026-11-21: offers running, one upcoming, one ended, an article
 * scheduled. Seeded as written, the demo aged: the 0% finance offer ended on 2026-11-30, and from
 * Riyadh's next midnight a fresh demo had one running finance offer fewer and every check of it
 * failed. Each date is now moved by the days between that "today" and the seeding day (a Saudi
 * calendar day), so a fresh demo looks the same whenever it is made.
 * Runs in the seed script, so only erasable TypeScript is allowed here.
 */
import { saudiDate } from '../../../lib/saudi-calendar.ts'

/** The Saudi calendar day the demo's dates were written around. */
export const demoToday = '2026-11-21'
/** Noon of that day in Riyadh: a seed made then keeps the dates as written (the data tests'). */
export const demoTodayNoon = new Date(`${demoToday}T12:00:00+03:00`)

const dayMs = 86_400_000
const utcDay = (day: string): number => Date.parse(`${day}T00:00:00Z`)

/** Whole days from the demo's "today" to `seededOn` (a `YYYY-MM-DD` Saudi day). */
export function daysSinceDemoToday(seededOn: string): number {
  return Math.round((utcDay(seededOn) - utcDay(demoToday)) / dayMs)
}

export type DemoCalendar = { day: (day: string) => string; instant: (iso: string) => Date }

/** Moves the demo's dates by `shift` days: calendar days (`YYYY-MM-DD`) and instants alike. */
export function demoCalendar(shift: number): DemoCalendar {
  return {
    day: (day: string): string => new Date(utcDay(day) + shift * dayMs).toISOString().slice(0, 10),
    instant: (iso: string): Date => new Date(Date.parse(iso) + shift * dayMs),
  }
}

/** The demo's calendar for a seed made at `now`. */
export const demoCalendarAt = (now: Date = new Date()) => demoCalendar(daysSinceDemoToday(saudiDate(now)))
