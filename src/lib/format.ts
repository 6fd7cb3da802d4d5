import type { Locale } from '../../app.config'

/**
 * One way to write money, numbers and dates. Both languages use Latin digits (see
 * docs/decisions/0006-digits-and-dates.md); Arabic keeps its own separators and currency sign.
 * Dates are shown in Riyadh time so the server and the browser render the same text.
 */
export const numberLocale: Record<Locale, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-SA' }
/** Day-month-year, as Saudi readers write dates in English too. */
export const dateLocale: Record<Locale, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-GB' }
export const TIME_ZONE = 'Asia/Riyadh'

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key)
  if (!formatter) {
    formatter = make()
    cache.set(key, formatter)
  }
  return formatter as T
}

/** A price in Saudi riyals without decimals, e.g. "145,000 ر.س" / "SAR 145,000". */
export function formatSar(amount: number, locale: Locale): string {
  const formatter = cached(
    `sar:${locale}`,
    () =>
      new Intl.NumberFormat(numberLocale[locale], {
        style: 'currency',
        currency: 'SAR',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      }),
  )
  // Intl wraps the Arabic result in direction marks; the UI isolates prices itself. A minus sign
  // keeps a left-to-right mark before it, or an Arabic line shows "-94,900" as "94,900-". CLDR
  // ends the Arabic sign with a full stop ("ر.س."): a sentence that ends on a price then read
  // "ر.س..", and Saudi shops write the sign "ر.س".
  return formatter
    .format(Math.round(amount))
    .replace(/[\u200e\u200f\u061c]/g, '')
    .trim()
    .replace(/ر\.س\.$/, 'ر.س')
    .replace(/^[-\u2212](?=\d)/, '\u200e$&')
}

/** A number in the visitor's language; a negative one keeps Intl's direction mark before its minus sign. */
export function formatNumber(value: number, locale: Locale): string {
  return cached(`num:${locale}`, () => new Intl.NumberFormat(numberLocale[locale])).format(value)
}

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value
}

/** Gregorian date, e.g. "21 نوفمبر 2026" / "21 November 2026". */
export function formatDate(value: Date | string, locale: Locale): string {
  return cached(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(dateLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
  ).format(toDate(value))
}

/** A moment as staff read it: day, month, year and time in Riyadh, e.g. "24 نوفمبر 2026، 14:05". */
export function formatDateTime(value: Date | string, locale: Locale): string {
  return cached(
    `datetime:${locale}`,
    () =>
      new Intl.DateTimeFormat(dateLocale[locale], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: TIME_ZONE,
      }),
  ).format(toDate(value))
}

/** Hijri (Umm al-Qura) date, shown beside the Gregorian one where a Saudi reader expects it. */
export function formatHijriDate(value: Date | string, locale: Locale): string {
  const tag = locale === 'ar' ? 'ar-SA-u-ca-islamic-umalqura-nu-latn' : 'en-SA-u-ca-islamic-umalqura'
  return cached(
    `hijri:${locale}`,
    () => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
  ).format(toDate(value))
}

/** A time of day in Riyadh, 24-hour, e.g. "16:30" (a test-drive slot). */
export function formatTime(value: Date | string, locale: Locale): string {
  return cached(
    `time:${locale}`,
    () => new Intl.DateTimeFormat(numberLocale[locale], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }),
  ).format(toDate(value))
}

/** A Saudi calendar day (`YYYY-MM-DD`) with its weekday, e.g. "الأحد 30 نوفمبر" / "Sunday 30 November". */
export function formatWeekdayDate(day: string, locale: Locale, width: 'long' | 'short' = 'long'): string {
  return cached(
    `weekday:${locale}:${width}`,
    () => new Intl.DateTimeFormat(dateLocale[locale], { weekday: width, day: 'numeric', month: width, timeZone: TIME_ZONE }),
  ).format(new Date(`${day}T12:00:00+03:00`))
}
