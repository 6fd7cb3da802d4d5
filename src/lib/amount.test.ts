import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { defaultMaxAmount, parseAmount, type AmountRefusal } from './amount'
import { formatNumber, formatSar } from './format'

const value = (text: string | number, range?: { min?: number; max?: number }) => {
  const result = parseAmount(text, range)
  return result.ok ? result.value : result.reason
}

describe('the one amount parser', () => {
  it('refuses each number the issue found misread, with its reason', () => {
    const cases: Array<[string, AmountRefusal]> = [
      ['12.5', 'decimal'],
      ['1e5', 'exponent'],
      ['1e9', 'exponent'],
      ['1E+9', 'exponent'],
      ['-5000', 'negative'],
      ['−5000', 'negative'],
      ['5000-', 'negative'],
      ['abc', 'notNumber'],
      ['', 'empty'],
      ['   ', 'empty'],
    ]
    for (const [text, reason] of cases) expect(value(text), text).toBe(reason)
  })

  it('reads Latin and Arabic-Indic digits with thousands separators', () => {
    expect(value('150000')).toBe(150_000)
    expect(value('150,000')).toBe(150_000)
    expect(value('١٥٠٬٠٠٠')).toBe(150_000)
    expect(value('١٥٠،٠٠٠')).toBe(150_000)
    expect(value('۱۵۰۰۰۰')).toBe(150_000)
    expect(value('1 250 000')).toBe(1_250_000)
    expect(value('1\u00a0250\u202f000')).toBe(1_250_000)
    expect(value("1'250'000")).toBe(1_250_000)
    expect(value('  0 ')).toBe(0)
    expect(value('007')).toBe(7)
  })

  it('reads an amount pasted with the currency or a zero decimal part', () => {
    expect(value('١٥٠٬٠٠٠ ر.س')).toBe(150_000)
    expect(value('94,900 ر.س.')).toBe(94_900)
    expect(value('SAR 94,900')).toBe(94_900)
    expect(value('94900 SAR')).toBe(94_900)
    expect(value('94900 ريال')).toBe(94_900)
    expect(value('\u200f94,900\u200e')).toBe(94_900)
    expect(value(' SAR 94,900 ')).toBe(94_900)
    expect(value('\u200f 94,900 ر.س \u200e')).toBe(94_900)
    expect(value('150,000.00')).toBe(150_000)
    expect(value('١٥٠٬٠٠٠٫٠٠')).toBe(150_000)
    expect(value('150٫5')).toBe('decimal')
    expect(value('0.5')).toBe('decimal')
    expect(value('12.50')).toBe('decimal')
    expect(value('12.05')).toBe('decimal')
  })

  it('refuses misplaced separators, signs and anything that is not an amount', () => {
    for (const text of ['12,50', '1,2345', ',100', '100,', '1,,000', '1.000.000', '12 5']) expect(value(text), text).toBe('separators')
    for (const text of ['+5', '5k', 'ten', '1/2', '5 5 5 5', '٥أ', 'Infinity', 'NaN', '0x10', '.', '1.2.3', 'e5', '1e']) {
      expect(value(text), text).toMatch(/^(notNumber|separators)$/)
    }
    expect(value('0x10')).toBe('notNumber')
    for (const text of ['.', 'a1.2.3', '1.2.3a', '1.2a']) expect(value(text), text).toBe('notNumber')
    expect(value('+5')).toBe('notNumber')
  })

  it('refuses amounts outside the field range instead of capping them', () => {
    expect(value('99999999999')).toBe('tooLarge')
    expect(value(String(defaultMaxAmount))).toBe(defaultMaxAmount)
    expect(value(String(defaultMaxAmount + 1))).toBe('tooLarge')
    expect(value('9'.repeat(40))).toBe('tooLarge')
    // Past 15 digits a number is no longer exact, whatever the field's maximum; leading zeros do not count.
    const huge = { max: 1e20 }
    expect(value('9'.repeat(15), huge)).toBe(999_999_999_999_999)
    expect(value('1' + '0'.repeat(15), huge)).toBe('tooLarge')
    expect(value('0'.repeat(16) + '1', huge)).toBe(1)
    expect(value('9,999', { min: 10_000 })).toBe('tooSmall')
    expect(value('10,000', { min: 10_000 })).toBe(10_000)
    expect(value('61', { min: 12, max: 60 })).toBe('tooLarge')
    expect(parseAmount('5', { min: 12, max: 60 })).toEqual({ ok: false, reason: 'tooSmall', min: 12, max: 60 })
  })

  it('takes JSON numbers by the same rule', () => {
    expect(value(150_000)).toBe(150_000)
    expect(value(12.5)).toBe('decimal')
    expect(value(-5)).toBe('negative')
    expect(value(1e21)).toBe('tooLarge')
    expect(value(Number.NaN)).toBe('notNumber')
    expect(value(Number.POSITIVE_INFINITY)).toBe('tooLarge')
    expect(value(Number.NEGATIVE_INFINITY)).toBe('negative')
  })

  it('reads back every amount the site writes, in both languages and both digit sets', () => {
    const arabicDigits = new Intl.NumberFormat('ar-SA')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: defaultMaxAmount }), (amount) => {
        expect(parseAmount(formatSar(amount, 'ar'))).toEqual({ ok: true, value: amount })
        expect(parseAmount(formatSar(amount, 'en'))).toEqual({ ok: true, value: amount })
        expect(parseAmount(formatNumber(amount, 'ar'))).toEqual({ ok: true, value: amount })
        expect(parseAmount(formatNumber(amount, 'en'))).toEqual({ ok: true, value: amount })
        expect(parseAmount(arabicDigits.format(amount))).toEqual({ ok: true, value: amount })
        expect(parseAmount(String(amount))).toEqual({ ok: true, value: amount })
      }),
    )
  })

  it('never reads a negative, fractional or exponent number as an amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: defaultMaxAmount }), (amount) => {
        expect(value(`-${amount}`)).toBe('negative')
        expect(value(formatNumber(-amount, 'ar'))).toBe('negative')
        expect(value(`${amount}.5`)).toBe('decimal')
        expect(value(`${amount}e2`)).toBe('exponent')
      }),
    )
  })
})
