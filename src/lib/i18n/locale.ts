import { appConfig, defaultLocale, locales, type Locale } from '../../../app.config'
import { readCookie } from '../cookies'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * A language value read from anywhere we do not control the spelling of (a record's `locale`
 * column, the root document's route parameter, a form's field): itself when it is one of ours,
 * else the default.
 */
export function storedLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : defaultLocale
}

/**
 * The locale a `{-$locale}` path parameter stands for: absent → Arabic, `ar`/`en` → itself,
 * anything else → `null` (the caller answers 404).
 */
export function localeFromParam(param: string | undefined): Locale | null {
  if (param === undefined || param === '') return defaultLocale
  return isLocale(param) ? param : null
}

/** The interface language of a pathname: only an `/en` prefix means English. */
export function localeFromPathname(pathname: string): Locale {
  const firstSegment = pathname.split('/')[1]
  return firstSegment === 'en' ? 'en' : defaultLocale
}

/** The pathname without its locale prefix (`/en/cars` → `/cars`, `/ar` → `/`). */
export function stripLocalePrefix(pathname: string): string {
  const match = /^\/(ar|en)(?=\/|$)/.exec(pathname)
  if (!match) return pathname || '/'
  const rest = pathname.slice(match[0].length)
  return rest === '' ? '/' : rest
}

/**
 * The same page in `locale`. Arabic's canonical form is unprefixed; English lives under `/en`.
 */
export function localizePathname(pathname: string, locale: Locale): string {
  const bare = stripLocalePrefix(pathname)
  if (locale === defaultLocale) return bare
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/** The locale remembered in the cookie header, if it names a known locale. */
export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale | null {
  const value = readCookie(cookieHeader, appConfig.localeCookie.name)
  return isLocale(value) ? value : null
}

/**
 * The `document.cookie` assignment that remembers the visitor's language. Written out rather than
 * through the cookie library: every part is a constant or one of two locale codes, and the
 * library's serializer would add to the first-load JavaScript of every page (reading cookies
 * still goes through the library, src/lib/cookies.ts; a test compares the two).
 */
export function serializeLocaleCookie(locale: Locale): string {
  const { name, maxAgeSeconds, path, sameSite } = appConfig.localeCookie
  return `${name}=${locale}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=${sameSite === 'lax' ? 'Lax' : sameSite}`
}
