/**
 * Test code only: an authenticator app's six-digit code (RFC 6238: HMAC-SHA1, 30-second steps),
 * written here from the standard rather than taken from the auth library, so a test checks the
 * library's codes against an app's. `secret` is the base32 text an app is given (the QR code's
 * `secret=`, or the groups typed by hand).
 * Plain TypeScript importing only Node: the data templates' scripts read it under Node's type stripping.
 */
import { createHmac } from 'node:crypto'

function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of secret.replace(/[\s=-]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(char)
    if (value < 0) throw new Error('not a base32 secret')
    bits += value.toString(2).padStart(5, '0')
  }
  const bytes: number[] = []
  for (let at = 0; at + 8 <= bits.length; at += 8) bytes.push(Number.parseInt(bits.slice(at, at + 8), 2))
  return Buffer.from(bytes)
}

/** The code an app shows for `secret` at `at` (milliseconds since 1970; now by default). */
export function totpCode(secret: string, at: number = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)))
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest()
  const offset = (hmac.at(-1) ?? 0) & 0x0f
  const value = hmac.readUInt32BE(offset) & 0x7fffffff
  return String(value % 1_000_000).padStart(6, '0')
}

/** The base32 secret in an `otpauth://` address. */
export function totpSecretOf(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get('secret')
  if (!secret) throw new Error('no secret in the otpauth address')
  return secret
}
