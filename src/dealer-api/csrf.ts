import { appConfig } from '../../app.config'
import { readCookie, serializeCookie } from '../lib/cookies'

const { cookieName, headerName } = appConfig.csrf

export function createCsrfToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Constant-time comparison, so the token cannot be guessed byte by byte from timings. */
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/**
 * Double-submit check for state-changing requests: the `X-XSRF-TOKEN` header must repeat the
 * `XSRF-TOKEN` cookie. A page on another site can make the browser send the cookie but cannot
 * read it to set the header.
 */
export function isCsrfValid(request: Request): boolean {
  const cookie = readCookie(request.headers.get('cookie'), cookieName)
  const header = request.headers.get(headerName)
  if (!cookie || !header || cookie.length < 32) return false
  return sameToken(cookie, header)
}

export function csrfCookie(token: string, { secure }: { secure: boolean }): string {
  return serializeCookie({ name: cookieName, value: token, path: '/', sameSite: 'strict', secure })
}
