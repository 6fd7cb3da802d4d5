/**
 * Verification codes and order references: made from the operating system's CSPRNG, codes kept
 * only as a keyed hash and compared in constant time.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { referenceAlphabet } from '../contract/orders.ts'
import { orderPolicy } from './order-policy.ts'

/** Six digits, leading zeros included: each of the million codes is equally likely. */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** orderPolicy.codeLength)).padStart(orderPolicy.codeLength, '0')
}

/**
 * The stored form of a code: HMAC-SHA256 under a server secret, bound to its order, so a copy of
 * the table cannot be tried against the million possible codes, nor a code moved to another order.
 */
export function hashVerificationCode(secret: string, orderId: string, code: string): string {
  return createHmac('sha256', secret).update(`${orderId}:${code}`).digest('base64url')
}

export function verificationCodeMatches(secret: string, orderId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashVerificationCode(secret, orderId, code))
  const stored = Buffer.from(storedHash)
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/** `K7M2Q-9XD4R`: ten characters of Crockford's base32, 50 random bits. */
export function newOrderReference(): string {
  let reference = ''
  for (let index = 0; index < 10; index++) {
    if (index === 5) reference += '-'
    reference += referenceAlphabet[randomInt(0, referenceAlphabet.length)]
  }
  return reference
}
