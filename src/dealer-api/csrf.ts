/**
 * The dealer API's CSRF token, OWASP's "signed double-submit cookie" (docs/decisions/0034): a
 * random value and its HMAC-SHA256 under the server's secret, set as a cookie and repeated in a
 * header on every state-changing request. A page on another site can make the browser send the
 * cookie but cannot read it to set the header, and cannot make up a token the server would accept.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { appConfig } from '../../app.config'
import { readCookie, serializeCookie } from '../lib/cookies'

const { cookieName, secureCookieName, headerName } = appConfig.csrf

/** 32 bytes (256 bits) of randomness, and a SHA-256 MAC: 43 base64url characters each. */
const tokenPattern = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/

function signatureOf(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url')
}

/** Compares two strings in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A new token: `random.signature`. */
export function issueCsrfToken(secret: string): string {
  const value = randomBytes(32).toString('base64url')
  return `${value}.${signatureOf(value, secret)}`
}

/** Whether `token` was issued under `secret`: well formed, and its signature matches. */
export function isIssuedCsrfToken(token: string, secret: string): boolean {
  const match = tokenPattern.exec(token)
  if (!match) return false
  const [, value, signature] = match as unknown as [string, string, string]
  // The encoded forms are compared, so a signature spelled differently but decoding alike is refused.
  return sameText(signature, signatureOf(value, secret))
}

/**
 * The cookie's name for a request over HTTPS (`__Host-` prefixed: browsers keep such a cookie
 * only when it is Secure, for Path=/ and without Domain, so no other host can plant it) or over
 * plain HTTP, where browsers refuse the prefix.
 */
export function csrfCookieName({ secure }: { secure: boolean }): string {
  return secure ? secureCookieName : cookieName
}

/**
 * The check for state-changing requests: the `X-XSRF-TOKEN` header repeats the cookie of this
 * request's protocol, and the token is one this server signed. Over HTTPS only the `__Host-`
 * cookie counts, so a cookie planted under the plain name by a sibling subdomain is ignored.
 */
export function isCsrfValid(request: Request, { secret, secure }: { secret: string; secure: boolean }): boolean {
  const cookie = readCookie(request.headers.get('cookie'), csrfCookieName({ secure }))
  const header = request.headers.get(headerName)
  if (!cookie || !header) return false
  // Both are checked before the answer is known, so timing does not say which one failed.
  const repeated = sameText(cookie, header)
  const issued = isIssuedCsrfToken(cookie, secret)
  return repeated && issued
}

/** The `Set-Cookie` value that hands a token to a client: whole site, same-site only, Secure over HTTPS. */
export function csrfCookie(token: string, { secure }: { secure: boolean }): string {
  return serializeCookie({ name: csrfCookieName({ secure }), value: token, path: '/', sameSite: 'strict', secure })
}
