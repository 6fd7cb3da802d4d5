import { describe, expect, it } from 'vitest'
import { normalizeDigits } from './digits'

describe('digits typed by visitors', () => {
  it('reads Arabic-Indic and Persian digits as Latin', () => {
    expect(normalizeDigits('٠٥٥١٢٣٤٥٦٧')).toBe('0551234567')
    expect(normalizeDigits('۱۲۳')).toBe('123')
  })
})
