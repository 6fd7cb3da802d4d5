/**
 * The rules of the dealer's identity as the Saudi E-Commerce Law asks it to be shown (decision
 * 0058): VAT and commercial-registration numbers, phones in international form, structured opening
 * hours. Pure functions shared by the contract (validation), the API (storage) and the pages.
 */
import { normalizeDigits } from './digits.ts'

const separators = /[\s\-.()\u00a0\u200e\u200f\u202a-\u202e]/g

/** Digits as typed, with Arabic-Indic digits read as Latin and spaces or dashes dropped. */
export function compactDigits(input: string): string {
  return normalizeDigits(input).replace(separators, '')
}

/**
 * A ZATCA VAT registration number: 15 digits, the first and the last a 3 (3 is Saudi Arabia's
 * GCC code; the trailing 3 marks VAT). The check digit's position is described differently by
 * different sources, so it is not checked: a mistyped digit is caught by the dealer's own invoices.
 */
export function toVatNumber(input: string): string | null {
  const digits = compactDigits(input)
  return /^3\d{13}3$/.test(digits) ? digits : null
}

/**
 * A commercial registration number: 10 digits. Since 2020 the Ministry of Commerce issues the
 * unified establishment number (7XXXXXXXXX) in its place; older registrations (1…, 2…, 4…, 5…) are
 * still printed, so any 10 digits not starting with 0 are accepted.
 */
export function toCrNumber(input: string): string | null {
  const digits = compactDigits(input)
  return /^[1-9]\d{9}$/.test(digits) ? digits : null
}

/** Saudi numbers after the country code: landline (area code + 7), mobile, unified 9200, toll-free 800. */
const nationalNumber = /^(1[1-7]\d{7}|5\d{8}|9200\d{5}|800\d{7})$/

/**
 * A Saudi phone number as the dealer prints it (`012 660 1200`, `9200 00000`, `050 000 0000`,
 * `+966 12 660 1200`, Arabic-Indic digits too) in E.164, `+966…`, or null when it is not one.
 */
export function toSaudiPhoneE164(input: string): string | null {
  const compact = compactDigits(input)
  const withoutCountry = /^(?:\+966|00966|966)(\d+)$/.exec(compact)?.[1]
  // Unified (9200) and toll-free (800) numbers are dialled as printed, without a leading 0.
  const national = withoutCountry ?? (/^0(\d+)$/.exec(compact)?.[1] || (/^(9200\d{5}|800\d{7})$/.test(compact) ? compact : ''))
  return nationalNumber.test(national) ? `+966${national}` : null
}

/** A `wa.me` address takes the international number as digits only. */
export function whatsappDigits(e164: string): string {
  return e164.replace(/\D/g, '')
}

/** Days as schema.org and the opening-hours forms name them, from the Saudi week's first day. */
export const weekdays = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const
export type Weekday = (typeof weekdays)[number]

export type OpeningPeriod = { opens: string; closes: string }
/** A week of opening hours: each day's periods in order; a day without periods is closed. */
export type OpeningHours = Record<Weekday, OpeningPeriod[]>

const period = /^([01]\d|2[0-3]):([0-5]\d)\s*[-–—]\s*([01]\d|2[0-3]|24):([0-5]\d)$/

/**
 * One day's hours as staff type them: `09:00–12:30, 16:30–22:30`, or empty for closed. Null when
 * a period is malformed, ends before it starts or overlaps the one before.
 */
export function parseDayHours(input: string): OpeningPeriod[] | null {
  const text = normalizeDigits(input).trim()
  if (text === '') return []
  const periods: OpeningPeriod[] = []
  for (const part of text.split(/[,،]/)) {
    const match = period.exec(part.trim())
    if (!match) return null
    const [, oh, om, ch, cm] = match
    if (ch === '24' && cm !== '00') return null
    const opens = `${oh}:${om}`
    const closes = `${ch}:${cm}`
    const previous = periods.at(-1)
    if (closes <= opens || (previous && opens < previous.closes)) return null
    periods.push({ opens, closes })
  }
  return periods
}

/** The text `parseDayHours` reads back into the same periods. */
export function formatDayHours(periods: readonly OpeningPeriod[]): string {
  return periods.map((p) => `${p.opens}–${p.closes}`).join(', ')
}

/**
 * The week as schema.org `OpeningHoursSpecification`s: days with the same periods share one entry,
 * in the order of the Saudi week.
 */
export function openingHoursSpecifications(hours: OpeningHours): { dayOfWeek: Weekday[]; opens: string; closes: string }[] {
  const specs: { dayOfWeek: Weekday[]; opens: string; closes: string }[] = []
  for (const day of weekdays) {
    for (const { opens, closes } of hours[day]) {
      const same = specs.find((spec) => spec.opens === opens && spec.closes === closes)
      if (same) same.dayOfWeek.push(day)
      else specs.push({ dayOfWeek: [day], opens, closes })
    }
  }
  return specs
}

export type PostalAddressParts = { street: string; district: string; city: string; region: string; postcode: string }

/**
 * One line for people: street, district, city and postcode (as Saudi addresses are written; the
 * region is for machines and forms), skipping what is empty.
 */
export function addressLine(address: Partial<PostalAddressParts>, separator: string): string {
  const cityAndPostcode = [address.city, address.postcode].filter(Boolean).join(' ')
  return [address.street, address.district, cityAndPostcode].filter(Boolean).join(separator)
}
