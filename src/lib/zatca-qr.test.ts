import { describe, expect, it } from 'vitest'
import { appConfig } from '../../app.config'
import { decodeZatcaQr, halalasText, vatIncludedHalalas, zatcaQrPayload } from './zatca-qr'

describe('the receipt QR code (ZATCA TLV, base64)', () => {
  it('decodes to the five fields, with the VAT inside the SAR 1,000 deposit', () => {
    const payload = zatcaQrPayload({
      sellerName: 'شركة مروج للسيارات',
      vatNumber: '300000000000003',
      issuedAt: new Date('2026-11-29T10:15:30.250Z'),
      totalHalalas: appConfig.reservations.depositHalalas,
      vatHalalas: vatIncludedHalalas(appConfig.reservations.depositHalalas, appConfig.vatRate),
    })
    expect(decodeZatcaQr(payload)).toEqual({
      1: 'شركة مروج للسيارات',
      2: '300000000000003',
      3: '2026-11-29T10:15:30Z',
      4: '1000.00',
      5: '130.43',
    })
  })

  it('counts a field’s length in bytes, so an Arabic name keeps the fields after it readable', () => {
    const payload = zatcaQrPayload({ sellerName: 'مروج', vatNumber: '3', issuedAt: new Date(0), totalHalalas: 115, vatHalalas: 15 })
    const bytes = Uint8Array.from(atob(payload), (char) => char.charCodeAt(0))
    expect([bytes[0], bytes[1]]).toEqual([1, 8])
    expect(bytes[10]).toBe(2)
  })

  it('takes 15% out of a VAT-inclusive amount, net + VAT = total, rounded half up', () => {
    expect(vatIncludedHalalas(115_00, 0.15)).toBe(15_00)
    expect(vatIncludedHalalas(100_000, 0.15)).toBe(13_043)
    expect(vatIncludedHalalas(1, 0.15)).toBe(0)
    expect(vatIncludedHalalas(8, 0.15)).toBe(1)
    expect(halalasText(13_043)).toBe('130.43')
    expect(halalasText(5)).toBe('0.05')
    expect(halalasText(-250)).toBe('-2.50')
  })

  it('refuses a field longer than one length byte can say, and takes one that fills it', () => {
    const invoice = { vatNumber: '3', issuedAt: new Date(0), totalHalalas: 1, vatHalalas: 0 }
    expect(() => zatcaQrPayload({ ...invoice, sellerName: 'x'.repeat(256) })).toThrow('TLV field 1 is longer than 255 bytes')
    expect(decodeZatcaQr(zatcaQrPayload({ ...invoice, sellerName: 'x'.repeat(255) }))[1]).toHaveLength(255)
    expect(halalasText(0)).toBe('0.00')
  })

  it('refuses to read a field cut short', () => {
    const whole = atob(
      zatcaQrPayload({ sellerName: 'Murooj', vatNumber: '300000000000003', issuedAt: new Date(0), totalHalalas: 100, vatHalalas: 13 }),
    )
    expect(() => decodeZatcaQr(btoa(whole.slice(0, -1)))).toThrow('truncated TLV field')
    // A field that ends exactly at the end is whole.
    expect(decodeZatcaQr(btoa(whole))[5]).toBe('0.13')
  })
})
