/**
 * The signed tokens in the mailing list's links (decision 0048). A token names a subscription by
 * its random id and carries an HMAC-SHA256 signature under a server secret, so nobody can make one
 * for another address without the secret, and no address ever appears in a link (links end up in
 * logs and browser histories).
 * - `c.<id>.<expiry>.<signature>` confirms a sign-up until `expiry` (seconds since the epoch, base 36).
 * - `u.<id>.<signature>` unsubscribes, with no end: every mail's link keeps working.
 * - `k.<id>.<expiry>.<signature>` and `a.<id>.<signature>` do the same for price and stock alerts
 *   (decision 0098): confirm a request's alerts, and open (or end) all of one person's alerts.
 * The purpose is part of what is signed, so one kind of token is never taken for the other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** 128 bits of HMAC-SHA256: far past guessing, and a short link. */
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

function signatureMatches(secret: string, signed: string, given: string): boolean {
  const expected = Buffer.from(signature(secret, signed))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Purposes: `c` confirms a mailing-list sign-up, `u` unsubscribes it; `k` confirms alerts, `a` opens (and ends) one's alerts (decision 0098). */
type ExpiringPurpose = 'c' | 'k'
type LastingPurpose = 'u' | 'a'

function expiringToken(purpose: ExpiringPurpose, secret: string, id: string, expiresAt: Date): string {
  const body = `${purpose}.${idPart(id)}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`
  return `${body}.${signature(secret, body)}`
}

function lastingToken(purpose: LastingPurpose, secret: string, id: string): string {
  const body = `${purpose}.${idPart(id)}`
  return `${body}.${signature(secret, body)}`
}

function readExpiringToken(purpose: ExpiringPurpose, secret: string, token: string): { id: string; expiresAt: Date } | null {
  const parts = token.split('.')
  if (parts.length !== 4 || parts[0] !== purpose) return null
  const [, idText, expiryText, given] = parts as [string, string, string, string]
  if (!/^[0-9a-z]{1,10}$/.test(expiryText) || !signatureMatches(secret, `${purpose}.${idText}.${expiryText}`, given)) return null
  const id = idFromPart(idText)
  return id ? { id, expiresAt: new Date(parseInt(expiryText, 36) * 1000) } : null
}

function readLastingToken(purpose: LastingPurpose, secret: string, token: string): { id: string } | null {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== purpose) return null
  const [, idText, given] = parts as [string, string, string]
  if (!signatureMatches(secret, `${purpose}.${idText}`, given)) return null
  const id = idFromPart(idText)
  return id ? { id } : null
}

export function confirmationToken(secret: string, id: string, expiresAt: Date): string {
  return expiringToken('c', secret, id, expiresAt)
}

export function unsubscribeToken(secret: string, id: string): string {
  return lastingToken('u', secret, id)
}

/** The subscription and expiry a confirmation token names, or null when it was not made with `secret`. */
export function readConfirmationToken(secret: string, token: string): { id: string; expiresAt: Date } | null {
  return readExpiringToken('c', secret, token)
}

/** The subscription an unsubscribe token names, or null when it was not made with `secret`. */
export function readUnsubscribeToken(secret: string, token: string): { id: string } | null {
  return readLastingToken('u', secret, token)
}

/** Confirms the alerts one request made (their shared confirmation id) until `expiresAt`. */
export function alertConfirmationToken(secret: string, confirmationId: string, expiresAt: Date): string {
  return expiringToken('k', secret, confirmationId, expiresAt)
}

export function readAlertConfirmationToken(secret: string, token: string): { id: string; expiresAt: Date } | null {
  return readExpiringToken('k', secret, token)
}

/** Names one person's alerts (their recipient row): the list page, and the one-click removal of them all. */
export function alertsToken(secret: string, recipientId: string): string {
  return lastingToken('a', secret, recipientId)
}

export function readAlertsToken(secret: string, token: string): { id: string } | null {
  return readLastingToken('a', secret, token)
}
