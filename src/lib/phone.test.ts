import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatSaudiMobile, toSaudiMobileE164 } from './phone'

describe('Saudi mobile numbers', () => {
  it.each([
    '0501234567',
    '501234567',
    '966501234567',
    '00966501234567',
    '+966501234567',
    '+966 50 123 4567',
    '050-123-4567',
    '(050) 123 4567',
    '٠٥٠١٢٣٤٥٦٧',
    '+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧',
    '۰۵۰۱۲۳۴۵۶۷',
    '\u200e+966 50 123 4567',
  ])('%s is +966501234567', (typed) => {
    expect(toSaudiMobileE164(typed)).toBe('+966501234567')
  })

  it.each([
    '',
    '050123456',
    '05012345678',
    '0401234567',
    '0112345678',
    '+971501234567',
    '0501234567x',
    '05O1234567',
    '++966501234567',
    '9660501234567',
  ])('%s is not a Saudi mobile', (typed) => {
    expect(toSaudiMobileE164(typed)).toBeNull()
  })

  it('every 05 number in every accepted spelling gives the same E.164, and reads back as typed locally', () => {
    const arabicIndic = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))
    fc.assert(
      fc.property(
        fc.stringMatching(/^5\d{8}$/),
        fc.constantFrom('0', '', '966', '00966', '+966', '+966 '),
        fc.boolean(),
        (rest, prefix, indic) => {
          const typed = `${prefix}${rest.slice(0, 2)} ${rest.slice(2, 5)}-${rest.slice(5)}`
          const e164 = toSaudiMobileE164(indic ? arabicIndic(typed) : typed)
          expect(e164).toBe(`+966${rest}`)
          expect(formatSaudiMobile(e164 as string).replace(/ /g, '')).toBe(`0${rest}`)
        },
      ),
    )
  })
})
