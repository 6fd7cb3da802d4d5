import { appConfig, defaultLocale, locales, type Locale } from '../../../app.config'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
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
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rawValue] = part.split('=')
    if (rawName?.trim() !== appConfig.localeCookie.name) continue
    const value = decodeURIComponent(rawValue.join('=').trim())
    return isLocale(value) ? value : null
  }
  return null
}

export function serializeLocaleCookie(locale: Locale): string {
  const { name, maxAgeSeconds, path, sameSite } = appConfig.localeCookie
  return `${name}=${locale}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=${sameSite === 'lax' ? 'Lax' : sameSite}`
}
