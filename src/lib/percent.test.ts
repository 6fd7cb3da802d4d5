import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maxRatePercent, parsePercent, percentText } from './percent'

const value = (input: string | number | null) => {
  const result = parsePercent(input)
  return result.ok ? result.value : 'refused'
}

describe('an offer’s profit rate as an editor types it', () => {
  it('reads whole and decimal rates, with Latin or Arabic-Indic digits and either decimal separator', () => {
    expect(value('0')).toBe(0)
    expect(value('2')).toBe(2)
    expect(value('1.99')).toBe(1.99)
    expect(value('2.5')).toBe(2.5)
    expect(value('٢٫٥')).toBe(2.5)
    expect(value('١.٩٩')).toBe(1.99)
    expect(value('۳.۲۵')).toBe(3.25)
    expect(value('99.99')).toBe(maxRatePercent)
  })

  it('takes a percent sign on either side and the marks a copied Arabic text brings along', () => {
    expect(value('2.49%')).toBe(2.49)
    expect(value('% 2.49')).toBe(2.49)
    expect(value('٪٣')).toBe(3)
    expect(value('\u200f3.5 %\u200f')).toBe(3.5)
  })

  it('reads nothing typed as "no rate of its own", which is not 0%', () => {
    expect(value('')).toBeNull()
    expect(value('   ')).toBeNull()
    expect(value(null)).toBeNull()
    expect(value('0')).toBe(0)
  })

  it('refuses signs, exponents, a third decimal, separators, letters and 100 or more', () => {
    for (const input of ['-1', '+2', '2-', '1e1', '1.999', '1,5', '1.', '.5', 'abc', '2 %%', '100', '100.00', '250', '%'])
      expect(value(input), input).toBe('refused')
  })

  it('takes JSON numbers from the API under the same rule, up to 99.99', () => {
    expect(value(0)).toBe(0)
    expect(value(4.75)).toBe(4.75)
    expect(value(maxRatePercent)).toBe(99.99)
    for (const input of [-0.01, 100, 1.005, Number.NaN, Number.POSITIVE_INFINITY]) expect(value(input), String(input)).toBe('refused')
  })

  it('answers a refusal as not ok, for text and numbers alike', () => {
    expect(parsePercent('100')).toEqual({ ok: false })
    expect(parsePercent('')).toEqual({ ok: true, value: null })
    expect(parsePercent(-1)).toEqual({ ok: false })
    expect(parsePercent(1.005)).toEqual({ ok: false })
  })

  it('shows a stored rate back in the box as it reads again', () => {
    expect(percentText(null)).toBe('')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (hundredths) => {
        const rate = hundredths / 100
        expect(value(percentText(rate))).toBe(rate)
      }),
    )
  })
})
