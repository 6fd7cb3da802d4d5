/**
 * The signed link that lets a visitor cancel or move their test drive (decision 0100), like the
 * mailing list's links (./subscription-tokens.ts): `d.<id>.<signature>`, the booking's random id
 * and an HMAC-SHA256 under a server secret, so nobody makes one for another booking and no mobile
 * or name is ever in a link. It works as long as the booking exists (its retention, decision 0100).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const signatureBytes = 16

function idPart(id: string): string {
  return Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url')
}

function idFromPart(part: string): string | null {
  const hex = Buffer.from(part, 'base64url').toString('hex')
  if (hex.length !== 32 || Buffer.from(hex, 'hex').toString('base64url') !== part) return null
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function signature(secret: string, signed: string): string {
  return createHmac('sha256', secret).update(signed).digest().subarray(0, signatureBytes).toString('base64url')
}

export function testDriveToken(secret: string, id: string): string {
  const body = `d.${idPart(id)}`
  return `${body}.${signature(secret, body)}`
}

/** The booking a token names, or null when it was not made with `secret`. */
export function readTestDriveToken(secret: string, token: string): string | null {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== 'd') return null
  const [, idText, given] = parts as [string, string, string]
  const expected = Buffer.from(signature(secret, `d.${idText}`))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return idFromPart(idText)
}

/** The page the link opens, on `origin`, in the visitor's language. */
export function testDriveManageUrl(origin: string, locale: 'ar' | 'en', token: string): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/test-drive/manage?token=${encodeURIComponent(token)}`
}
