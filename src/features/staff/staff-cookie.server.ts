/**
 * The staff session token in the browser: an httpOnly cookie no script can read, SameSite=Lax so
 * another site's form never carries it, Secure with the `__Host-` prefix over HTTPS (no subdomain can
 * plant or read it), kept at most until the session's absolute end (decision 0051).
 */
import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { appConfig, getEnv } from '../../../app.config'
import { requestProtocol } from '../../lib/host-policy'

function isHttps(): boolean {
  return requestProtocol(getRequest(), getEnv().TRUST_PROXY) === 'https'
}

/** What both staff cookies are: httpOnly, SameSite=Lax, Secure over HTTPS, for the whole site. */
function staffCookieOptions(https: boolean) {
  return { httpOnly: true, sameSite: 'lax', secure: https, path: '/' } as const
}

function cookieName(https: boolean): string {
  return https ? appConfig.staff.sessionCookie.secureName : appConfig.staff.sessionCookie.name
}

export function readStaffToken(): string | undefined {
  const token = getCookie(cookieName(isHttps()))
  return token && /^[A-Za-z0-9._~+/=-]{1,500}$/.test(token) ? token : undefined
}

export function keepStaffToken(token: string): void {
  const https = isHttps()
  setCookie(cookieName(https), token, { ...staffCookieOptions(https), maxAge: appConfig.staff.absoluteSeconds })
}

export function forgetStaffToken(): void {
  const https = isHttps()
  deleteCookie(cookieName(https), staffCookieOptions(https))
}

function deviceCookieName(https: boolean): string {
  return https ? appConfig.staff.device.cookie.secureName : appConfig.staff.device.cookie.name
}

export function readStaffDeviceToken(): string | undefined {
  const token = getCookie(deviceCookieName(isHttps()))
  return token && /^[A-Za-z0-9._-]{1,200}$/.test(token) ? token : undefined
}

export function keepStaffDeviceToken(token: string): void {
  const https = isHttps()
  setCookie(deviceCookieName(https), token, { ...staffCookieOptions(https), maxAge: appConfig.staff.device.lifetimeSeconds })
}

function challengeCookieName(https: boolean): string {
  const { cookie } = appConfig.staff.secondFactor
  return https ? cookie.secureName : cookie.name
}

/** The second factor's challenge between the password and the code (decision 0093): httpOnly, ten minutes. */
export function keepSecondFactorChallenge(challenge: string): void {
  const https = isHttps()
  setCookie(challengeCookieName(https), challenge, { ...staffCookieOptions(https), maxAge: appConfig.staff.secondFactor.challengeSeconds })
}

export function readSecondFactorChallenge(): string | undefined {
  const challenge = getCookie(challengeCookieName(isHttps()))
  return challenge && /^[A-Za-z0-9._~+/=-]{1,500}$/.test(challenge) ? challenge : undefined
}

export function forgetSecondFactorChallenge(): void {
  const https = isHttps()
  deleteCookie(challengeCookieName(https), staffCookieOptions(https))
}
