import { describe, expect, it } from 'vitest'
import { normalizeDigits, parseAmount } from './digits'

describe('digits typed by visitors', () => {
  it('reads Arabic-Indic and Persian digits as Latin', () => {
    expect(normalizeDigits('٠٥٥١٢٣٤٥٦٧')).toBe('0551234567')
    expect(normalizeDigits('۱۲۳')).toBe('123')
  })

  it('parses amounts with separators and caps them', () => {
    expect(parseAmount('150,000')).toBe(150000)
    expect(parseAmount('١٥٠٬٠٠٠ ر.س')).toBe(150000)
    expect(parseAmount('')).toBeUndefined()
    expect(parseAmount('abc')).toBeUndefined()
    expect(parseAmount('99999999999')).toBe(10_000_000)
  })
})
