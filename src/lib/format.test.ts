import { describe, expect, it } from 'vitest'
import { formatDate, formatHijriDate, formatNumber, formatSar } from './format'

describe('formatting', () => {
  it('writes SAR prices without decimals, Latin digits in both languages', () => {
    expect(formatSar(145000, 'en')).toBe('SAR\u00a0145,000')
    const arabic = formatSar(145000.4, 'ar')
    expect(arabic).toContain('145,000')
    expect(arabic).toBe('145,000\u00a0ر.س')
    expect(arabic).not.toMatch(/[\u0660-\u0669\u200e\u200f]/)
  })

  it('keeps a minus sign before the number in Arabic lines', () => {
    // Without a left-to-right mark before it, an Arabic line shows "-94,900" as "94,900-".
    expect(formatSar(-94_900, 'ar')).toMatch(/^\u200e-94,900\s+ر\.س/)
    expect(formatSar(-94_900, 'en')).toBe('-SAR\u00a094,900')
    expect(formatNumber(-1, 'ar')).toBe('\u200e-1')
    expect(formatNumber(-1, 'en')).toBe('-1')
  })

  it('formats plain numbers per language', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567')
    expect(formatNumber(1234567, 'ar')).toBe('1,234,567')
  })

  it('shows dates in Riyadh time, Gregorian and Hijri', () => {
    // 22:30 UTC on the 21st is already the 22nd in Riyadh.
    expect(formatDate('2026-11-21T22:30:00Z', 'en')).toBe('22 November 2026')
    expect(formatDate('2026-11-21T10:00:00Z', 'ar')).toMatch(/^21 نوفمبر 2026$/)
    expect(formatHijriDate('2026-11-21T10:00:00Z', 'ar')).toMatch(/1448/)
    expect(formatHijriDate('2026-11-21T10:00:00Z', 'en')).toMatch(/1448 AH/)
  })
})
