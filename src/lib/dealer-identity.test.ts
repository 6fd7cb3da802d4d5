import { describe, expect, it } from 'vitest'
import {
  addressLine,
  formatDayHours,
  openingHoursSpecifications,
  parseDayHours,
  toCrNumber,
  toSaudiPhoneE164,
  toVatNumber,
  whatsappDigits,
  type OpeningHours,
} from './dealer-identity'

describe('VAT number', () => {
  it('takes 15 digits that start and end with 3, typed with spaces or Arabic-Indic digits', () => {
    expect(toVatNumber('300000000000003')).toBe('300000000000003')
    expect(toVatNumber('310 123 456 700 003')).toBe('310123456700003')
    expect(toVatNumber('٣١٠١٢٣٤٥٦٧٠٠٠٠٣')).toBe('310123456700003')
  })

  it('refuses a wrong first or last digit, a wrong length and letters', () => {
    expect(toVatNumber('200000000000003')).toBeNull()
    expect(toVatNumber('300000000000002')).toBeNull()
    expect(toVatNumber('30000000000003')).toBeNull()
    expect(toVatNumber('3000000000000003')).toBeNull()
    expect(toVatNumber('30000000000000A3')).toBeNull()
    expect(toVatNumber('')).toBeNull()
  })
})

describe('commercial registration number', () => {
  it('takes 10 digits: the unified 7… number and older registrations', () => {
    expect(toCrNumber('7001234567')).toBe('7001234567')
    expect(toCrNumber('4030 123 456')).toBe('4030123456')
    expect(toCrNumber('١٠١٠١٢٣٤٥٦')).toBe('1010123456')
  })

  it('refuses a leading 0, nine or eleven digits and signs', () => {
    expect(toCrNumber('0123456789')).toBeNull()
    expect(toCrNumber('701234567')).toBeNull()
    expect(toCrNumber('70012345678')).toBeNull()
    expect(toCrNumber('+7001234567')).toBeNull()
  })
})

describe('Saudi phone numbers in E.164', () => {
  it('reads landlines, mobiles, unified and toll-free numbers as printed', () => {
    expect(toSaudiPhoneE164('012 660 1200')).toBe('+966126601200')
    expect(toSaudiPhoneE164('+966 12 660 1200')).toBe('+966126601200')
    expect(toSaudiPhoneE164('050 000 0000')).toBe('+966500000000')
    expect(toSaudiPhoneE164('00966500000000')).toBe('+966500000000')
    expect(toSaudiPhoneE164('9200 00000')).toBe('+966920000000')
    expect(toSaudiPhoneE164('920000000')).toBe('+966920000000')
    expect(toSaudiPhoneE164('800 123 4567')).toBe('+9668001234567')
    expect(toSaudiPhoneE164('٠١١ ٤٦٠ ٢٢٠٠')).toBe('+966114602200')
  })

  it('refuses numbers of another length or kind', () => {
    expect(toSaudiPhoneE164('012 660 120')).toBeNull()
    expect(toSaudiPhoneE164('018 660 1200')).toBeNull()
    expect(toSaudiPhoneE164('+971 50 000 0000 0')).toBeNull()
    expect(toSaudiPhoneE164('phone')).toBeNull()
    expect(toSaudiPhoneE164('')).toBeNull()
  })

  it('gives wa.me the digits only', () => {
    expect(whatsappDigits('+966500000000')).toBe('966500000000')
  })
})

describe('opening hours', () => {
  it('reads one or two periods a day, any dash, and empty as closed', () => {
    expect(parseDayHours('09:00–12:30, 16:30-22:30')).toEqual([
      { opens: '09:00', closes: '12:30' },
      { opens: '16:30', closes: '22:30' },
    ])
    expect(parseDayHours('  ')).toEqual([])
    expect(parseDayHours('٠٩:٠٠-١٧:٣٠')).toEqual([{ opens: '09:00', closes: '17:30' }])
    expect(parseDayHours('16:00–24:00')).toEqual([{ opens: '16:00', closes: '24:00' }])
  })

  it('refuses a period that ends before it starts, overlaps the one before, or is not a time', () => {
    expect(parseDayHours('17:00–09:00')).toBeNull()
    expect(parseDayHours('09:00–13:00, 12:00–18:00')).toBeNull()
    expect(parseDayHours('9–5')).toBeNull()
    expect(parseDayHours('25:00–26:00')).toBeNull()
    expect(parseDayHours('16:00–24:30')).toBeNull()
    expect(parseDayHours('closed')).toBeNull()
  })

  it('writes back what it reads', () => {
    const periods = parseDayHours('09:00–12:30, 16:30–22:30')!
    expect(parseDayHours(formatDayHours(periods))).toEqual(periods)
  })

  it('groups days with the same period into one specification, in the Saudi week order', () => {
    const split = [
      { opens: '09:00', closes: '12:30' },
      { opens: '16:30', closes: '22:30' },
    ]
    const hours: OpeningHours = {
      saturday: split,
      sunday: split,
      monday: split,
      tuesday: split,
      wednesday: split,
      thursday: split,
      friday: [{ opens: '16:30', closes: '22:30' }],
    }
    expect(openingHoursSpecifications(hours)).toEqual([
      { dayOfWeek: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], opens: '09:00', closes: '12:30' },
      {
        dayOfWeek: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        opens: '16:30',
        closes: '22:30',
      },
    ])
  })
})

describe('address line', () => {
  it('writes street, district, then city with postcode, and skips what is missing', () => {
    const parts = { street: 'King Fahd Road', district: 'Al Olaya', city: 'Riyadh', region: 'Riyadh Region', postcode: '12214' }
    expect(addressLine(parts, ', ')).toBe('King Fahd Road, Al Olaya, Riyadh 12214')
    expect(addressLine({ ...parts, district: '' }, '، ')).toBe('King Fahd Road، Riyadh 12214')
    expect(addressLine({ street: 'King Fahd Road' }, ', ')).toBe('King Fahd Road')
  })
})
