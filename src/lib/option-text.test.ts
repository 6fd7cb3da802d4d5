import { describe, expect, it } from 'vitest'
import { carOptionText, optionPercent } from './option-text'

const FSI = '\u2068'
const PDI = '\u2069'

describe('carOptionText', () => {
  it('isolates the Arabic title and the price with its currency, so the price reads before ر.س', () => {
    const text = carOptionText('كيا كرنفال LX 2026', 164_900, 'ar')
    expect(text).toMatch(new RegExp(`^${FSI}كيا كرنفال LX 2026${PDI} · ${FSI}164,900\\sر\\.س${PDI}$`))
    // The price and its sign sit in one isolate, in that order: nothing can come between them.
    const price = text.slice(text.lastIndexOf(FSI) + 1, text.lastIndexOf(PDI))
    expect(price).toMatch(/^164,900\s+ر\.س$/)
  })

  it('keeps English as it reads, isolated the same way', () => {
    expect(carOptionText('Kia Carnival LX 2026', 164_900, 'en')).toMatch(
      new RegExp(`^${FSI}Kia Carnival LX 2026${PDI} · ${FSI}SAR\\s164,900${PDI}$`),
    )
  })

  it('isolates a rate left to right, the percent sign after the figure as in the hints', () => {
    expect(optionPercent(4.49, 'ar')).toBe('\u20664.49%\u2069')
    expect(`مصرف الراجحي – ${optionPercent(4.49, 'ar')}`).toMatch(/– \u20664\.49%\u2069$/)
  })
})
