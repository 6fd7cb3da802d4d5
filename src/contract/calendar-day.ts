/**
 * The one rule for a calendar day that a person or a program sends: `YYYY-MM-DD`, a day the
 * calendar has (no 30 February, no 29 February outside a leap year) in a year the dealer's
 * business can mean. A looser pattern let `2026-02-30` and `0000-01-01` through to PostgreSQL,
 * which refused them with a 500 (issue 32). Kept free of zod: the API's query schemas (zod) and the
 * forms and page URLs (zod/mini) build their schemas on it.
 */

/** The years a day may fall in: offers, filters and schedules of a business that opened this century. */
export const calendarDayYears = { first: 2000, last: 2099 } as const

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Whether `value` is `YYYY-MM-DD`, a day the calendar has, within `calendarDayYears`. */
export function isCalendarDay(value: string): boolean {
  const match = dayPattern.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < calendarDayYears.first || year > calendarDayYears.last) return false
  if (month < 1 || month > 12) return false
  return day >= 1 && day <= daysInMonth(year, month)
}

/** Whether `value` is a `datetime-local` moment, `YYYY-MM-DDTHH:MM`, on a day `isCalendarDay` takes. */
export function isCalendarMoment(value: string): boolean {
  const [day, time] = value.split('T')
  return time !== undefined && isCalendarDay(day ?? '') && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(time)
}
