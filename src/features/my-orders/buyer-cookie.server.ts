/**
 * The buyer's "My orders" session token in the browser (decision 0099): an httpOnly cookie no
 * script can read, SameSite=Strict (no other site's link or form ever carries it), Secure with the
 * `__Host-` prefix over HTTPS, kept no longer than the session itself. Pages that read it are the
 * buyer's alone: the page cache names it among its personal cookies (src/server/http/page-cache.ts).
 */
import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { appConfig, getEnv } from '../../../app.config'
import { requestProtocol } from '../../lib/host-policy'

function isHttps(): boolean {
  return requestProtocol(getRequest(), getEnv().TRUST_PROXY) === 'https'
}

function cookieOptions(https: boolean) {
  return { httpOnly: true, sameSite: 'strict', secure: https, path: '/' } as const
}

function cookieName(https: boolean): string {
  return https ? appConfig.buyer.sessionCookie.secureName : appConfig.buyer.sessionCookie.name
}

export function readBuyerToken(): string | undefined {
  const token = getCookie(cookieName(isHttps()))
  return token && /^[A-Za-z0-9_-]{1,100}$/.test(token) ? token : undefined
}

export function keepBuyerToken(token: string, expiresAt: string): void {
  const https = isHttps()
  const seconds = Math.floor((Date.parse(expiresAt) - Date.now()) / 1000)
  setCookie(cookieName(https), token, { ...cookieOptions(https), maxAge: Math.max(1, Math.min(seconds, appConfig.buyer.sessionSeconds)) })
}

export function forgetBuyerToken(): void {
  const https = isHttps()
  deleteCookie(cookieName(https), cookieOptions(https))
}
