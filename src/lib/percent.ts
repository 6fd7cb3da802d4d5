import { normalizeDigits } from './digits.ts'

/**
 * The reading of a profit rate an editor types for a finance offer: a percentage from 0 to 99.99
 * with at most two decimals (the database keeps `numeric(5, 2)`, below 100). Latin and Arabic-Indic
 * digits, `.` or the Arabic decimal separator `٫`, and a `%` or `٪` sign before or after are
 * accepted. Nothing typed means the offer has no rate of its own (`null`), which is not 0%: a 0%
 * offer says so on its page.
 *
 * Refused, never rounded or guessed: a sign, an exponent, a third decimal, thousands separators,
 * letters, and 100 or more.
 */
export type PercentResult = { ok: true; value: number | null } | { ok: false }

/** The largest rate an offer can state: the column holds two decimals below 100. */
export const maxRatePercent = 99.99

const marks = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g
const percentSign = /^[%\u066a]\s*|\s*[%\u066a]$/g
const rate = /^(\d{1,2})(?:[.\u066b](\d{1,2}))?$/

export function parsePercent(input: string | number | null): PercentResult {
  if (input === null) return { ok: true, value: null }
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0 || input > maxRatePercent) return { ok: false }
    // Two decimals at most: 1.999 would be stored as 2.00, which is not what was sent.
    if (Math.round(input * 100) / 100 !== input) return { ok: false }
    return { ok: true, value: input }
  }
  const typed = normalizeDigits(input).replace(marks, '').trim()
  if (typed === '') return { ok: true, value: null }
  const match = rate.exec(typed.replace(percentSign, ''))
  if (!match) return { ok: false }
  const whole = Number(match[1])
  const hundredths = Number((match[2] ?? '').padEnd(2, '0'))
  return { ok: true, value: (whole * 100 + hundredths) / 100 }
}

/** A stored rate as the editor's box shows it: empty for none, `0`, `2.5`, `1.99`. */
export function percentText(value: number | null): string {
  return value === null ? '' : String(value)
}
