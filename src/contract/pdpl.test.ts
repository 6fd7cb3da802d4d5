import { describe, expect, it } from 'vitest'
import { pdplCorrectionSchema, toPdplSubject } from './pdpl'

describe('whom a PDPL request is about, and its correction', () => {
  it('takes a Saudi mobile in any spelling, or an address in any case, and nothing else', () => {
    expect(toPdplSubject('٠٥٠ ١٢٣ ٤٥٦٧')).toBe('+966501234567')
    expect(toPdplSubject(' Ali@Example.SA ')).toBe('ali@example.sa')
    expect(toPdplSubject('0112345678')).toBeNull()
    expect(toPdplSubject('ali@')).toBeNull()
  })

  it('keeps an empty field, needs one filled, and parses its own output to the same', () => {
    const parsed = pdplCorrectionSchema.safeParse({ name: '', email: ' New@Example.SA', mobile: '0501234567' })
    expect(parsed.data).toEqual({ name: '', email: 'new@example.sa', mobile: '+966501234567' })
    expect(pdplCorrectionSchema.safeParse(parsed.data).data).toEqual(parsed.data)
    const empty = pdplCorrectionSchema.safeParse({ name: ' ', email: '', mobile: '' })
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['name', 'pdplCorrection']])
    const wrong = pdplCorrectionSchema.safeParse({ name: '', email: 'not-an-address', mobile: '12' })
    expect(wrong.error?.issues.map((issue) => issue.message).sort()).toEqual(['email', 'mobile'])
  })
})
