import { normalizeDigits } from './digits.ts'

/**
 * The one reading of an amount a visitor types (docs/decisions/0050-amounts-and-finance-rules.md):
 * the price filter, the finance calculator and estimator and the order forms (through the
 * contract) all use it, so a number means the same thing in every box.
 *
 * Accepted: Latin, Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits; thousands separators
 * `,` `٬` `،` `'`, a space, a no-break space or a narrow no-break space, each between groups of
 * three digits; the currency the site writes (`SAR`, `ر.س`, `ريال`, `﷼`) before or after; direction
 * marks that copying a price brings along. A decimal part of zeros only (`150,000.00`) is the same
 * whole amount.
 *
 * Refused, never guessed: nothing typed (`empty`, not zero), decimals (`12.5`), exponents (`1e5`),
 * a sign (`-5000`, `+5`, and `5000-` as an Arabic keyboard may leave it), letters or anything
 * else, misplaced separators (`12,50`), and amounts outside the field's range.
 */
export type AmountRefusal = 'empty' | 'decimal' | 'exponent' | 'negative' | 'notNumber' | 'separators' | 'tooSmall' | 'tooLarge'

export type AmountResult = { ok: true; value: number } | { ok: false; reason: AmountRefusal; min: number; max: number }

export type AmountRange = { min?: number; max?: number }

/** The largest amount any field takes unless it says otherwise: ten million riyals. */
export const defaultMaxAmount = 10_000_000

const marks = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g
const currency = /^(?:SAR|ر\.?\s?س\.?|ريال|﷼)\s*|\s*(?:SAR|ر\.?\s?س\.?|ريال|﷼)$/giu
const separator = "[,\u066c\u060c' \u00a0\u202f]"
const wholePattern = new RegExp(`^\\d{1,3}(?:${separator}\\d{3})*$|^\\d+$`)
const minus = /^[-\u2212\u2013]|[-\u2212\u2013]$/
const decimalPoint = /[.\u066b]/
const exponent = /^[\d.,\u066b\u066c]+e[-+\u2212]?\d+$/i

export function parseAmount(input: string | number, { min = 0, max = defaultMaxAmount }: AmountRange = {}): AmountResult {
  const refuse = (reason: AmountRefusal): AmountResult => ({ ok: false, reason, min, max })
  const inRange = (value: number): AmountResult => {
    if (value < min) return refuse('tooSmall')
    if (value > max) return refuse('tooLarge')
    return { ok: true, value }
  }

  if (typeof input === 'number') {
    if (Number.isNaN(input)) return refuse('notNumber')
    if (input < 0) return refuse('negative')
    if (!Number.isFinite(input)) return refuse('tooLarge')
    if (!Number.isInteger(input)) return refuse('decimal')
    return inRange(input)
  }

  const text = normalizeDigits(input).replace(marks, '').trim().replace(currency, '')
  if (text === '') return refuse('empty')
  if (minus.test(text)) return refuse('negative')
  if (exponent.test(text)) return refuse('exponent')

  let whole = text
  const point = text.search(decimalPoint)
  if (point !== -1) {
    const fraction = text.slice(point + 1)
    if (!/^\d+$/.test(fraction)) return refuse(/\d/.test(text) && /^[\d.,\u066b\u066c' ]+$/.test(text) ? 'separators' : 'notNumber')
    if (!/^0+$/.test(fraction)) return refuse('decimal')
    whole = text.slice(0, point)
  }
  if (!/^[\d,\u066c\u060c' \u00a0\u202f]+$/.test(whole)) return refuse('notNumber')
  if (!wholePattern.test(whole)) return refuse('separators')

  const digits = whole.replace(/\D/g, '')
  // Beyond 15 digits a number is no longer exact; it is too large for any field anyway.
  if (digits.replace(/^0+/, '').length > 15) return refuse('tooLarge')
  return inRange(Number(digits))
}
