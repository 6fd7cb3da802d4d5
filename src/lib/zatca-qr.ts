/**
 * The QR code of a simplified tax invoice as ZATCA's first phase asks for it (decision 0101): five
 * TLV fields (tag, length in bytes, UTF-8 value) concatenated and base64-encoded: 1 the seller's
 * name, 2 its VAT number, 3 the invoice's time (ISO 8601), 4 the total with VAT, 5 the VAT.
 * Isomorphic: the receipt page draws it, the tests decode it.
 */

export type ZatcaInvoice = {
  sellerName: string
  vatNumber: string
  issuedAt: Date
  totalHalalas: number
  vatHalalas: number
}

/** The VAT inside a VAT-inclusive amount, in halalas (rounded half up, as invoices round). */
export function vatIncludedHalalas(totalHalalas: number, vatRate: number): number {
  const rateBasisPoints = Math.round(vatRate * 10_000)
  return Math.round((totalHalalas * rateBasisPoints) / (10_000 + rateBasisPoints))
}

/** `12345` halalas as `123.45`. */
export function halalasText(halalas: number): string {
  const sign = halalas < 0 ? '-' : ''
  const whole = Math.abs(halalas)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

function tlv(tag: number, value: string): Uint8Array {
  const bytes = new TextEncoder().encode(value)
  if (bytes.length > 255) throw new RangeError(`TLV field ${tag} is longer than 255 bytes`)
  const field = new Uint8Array(bytes.length + 2)
  field[0] = tag
  field[1] = bytes.length
  field.set(bytes, 2)
  return field
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The text the QR code holds. */
export function zatcaQrPayload(invoice: ZatcaInvoice): string {
  // Seconds precision and a `Z`: the form ZATCA's samples use.
  const time = `${invoice.issuedAt.toISOString().slice(0, 19)}Z`
  const fields = [
    tlv(1, invoice.sellerName),
    tlv(2, invoice.vatNumber),
    tlv(3, time),
    tlv(4, halalasText(invoice.totalHalalas)),
    tlv(5, halalasText(invoice.vatHalalas)),
  ]
  const all = new Uint8Array(fields.reduce((sum, field) => sum + field.length, 0))
  let at = 0
  for (const field of fields) {
    all.set(field, at)
    at += field.length
  }
  return toBase64(all)
}

/** Reads a payload back into its fields by tag (for tests and checks). */
export function decodeZatcaQr(payload: string): Record<number, string> {
  const binary = atob(payload)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  const fields: Record<number, string> = {}
  let at = 0
  while (at < bytes.length) {
    const tag = bytes[at] as number
    const length = bytes[at + 1] as number
    if (at + 2 + length > bytes.length) throw new RangeError('truncated TLV field')
    fields[tag] = new TextDecoder().decode(bytes.subarray(at + 2, at + 2 + length))
    at += 2 + length
  }
  return fields
}
