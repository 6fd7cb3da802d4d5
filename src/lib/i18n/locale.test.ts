import { appConfig } from '../../../app.config'
import { serializeCookie } from '../cookies'
import { describe, expect, it } from 'vitest'
import {
  directionOf,
  isLocale,
  localeFromCookieHeader,
  localeFromParam,
  localeFromPathname,
  localizePathname,
  serializeLocaleCookie,
  storedLocale,
  stripLocalePrefix,
} from './locale'

describe('locale rules', () => {
  it('reads a language stored with a record as itself when it is ours, else as Arabic', () => {
    expect(storedLocale('en')).toBe('en')
    expect(storedLocale('ar')).toBe('ar')
    expect(storedLocale('fr')).toBe('ar')
    expect(storedLocale('EN')).toBe('ar')
    expect(storedLocale('')).toBe('ar')
    expect(storedLocale(null)).toBe('ar')
    expect(storedLocale(undefined)).toBe('ar')
  })

  it('treats a missing prefix and "ar" as Arabic, "en" as English, anything else as unknown', () => {
    expect(localeFromParam(undefined)).toBe('ar')
    expect(localeFromParam('ar')).toBe('ar')
    expect(localeFromParam('en')).toBe('en')
    expect(localeFromParam('fr')).toBeNull()
    expect(localeFromParam('EN')).toBeNull()
  })

  it('reads the interface language from the first path segment only', () => {
    expect(localeFromPathname('/')).toBe('ar')
    expect(localeFromPathname('/cars')).toBe('ar')
    expect(localeFromPathname('/en')).toBe('en')
    expect(localeFromPathname('/en/cars')).toBe('en')
    expect(localeFromPathname('/english')).toBe('ar')
    expect(localeFromPathname('/cars/en')).toBe('ar')
  })

  it('moves a path between languages, Arabic unprefixed', () => {
    expect(stripLocalePrefix('/en/offers/offer')).toBe('/offers/offer')
    expect(stripLocalePrefix('/ar')).toBe('/')
    expect(stripLocalePrefix('/enx')).toBe('/enx')
    expect(localizePathname('/ar/cars', 'en')).toBe('/en/cars')
    expect(localizePathname('/', 'en')).toBe('/en')
    expect(localizePathname('/en', 'ar')).toBe('/')
    expect(localizePathname('/en/news/new', 'ar')).toBe('/news/new')
  })

  it('reads and writes the remembered locale cookie', () => {
    expect(localeFromCookieHeader('a=1; locale=en; b=2')).toBe('en')
    expect(localeFromCookieHeader('locale=de')).toBeNull()
    expect(localeFromCookieHeader(undefined)).toBeNull()
    expect(serializeLocaleCookie('en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax')
    // The same cookie the library would write, and one the one reader reads back.
    const { name, maxAgeSeconds, path, sameSite } = appConfig.localeCookie
    for (const locale of ['ar', 'en'] as const) {
      expect(serializeLocaleCookie(locale)).toBe(serializeCookie({ name, value: locale, maxAge: maxAgeSeconds, path, sameSite }))
      expect(localeFromCookieHeader(serializeLocaleCookie(locale).split(';')[0])).toBe(locale)
    }
  })

  it('ignores a malformed cookie header instead of failing the request', () => {
    expect(localeFromCookieHeader('locale=%')).toBeNull()
    expect(localeFromCookieHeader('locale=%E0%A4%A')).toBeNull()
    expect(localeFromCookieHeader('locale=%65n')).toBe('en')
    expect(localeFromCookieHeader('constructor=1; __proto__=en; ;;=; locale')).toBeNull()
    expect(localeFromCookieHeader('toString=en')).toBeNull()
  })

  it('writes Arabic right to left and English left to right', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('en')).toBe('ltr')
  })

  it('knows only the two site languages, as exact strings', () => {
    expect(isLocale('ar')).toBe(true)
    expect(isLocale('en')).toBe(true)
    for (const value of ['', 'AR', 'en-US', 'fr', null, undefined, 1, ['en']]) expect(isLocale(value), String(value)).toBe(false)
    expect(localeFromParam('')).toBe('ar')
  })

  it('keeps a path without a language prefix as it is, and an empty one as the home page', () => {
    expect(stripLocalePrefix('')).toBe('/')
    expect(stripLocalePrefix('/cars')).toBe('/cars')
    expect(stripLocalePrefix('/en')).toBe('/')
    expect(stripLocalePrefix('/en/')).toBe('/')
    expect(stripLocalePrefix('/ar/cars/1')).toBe('/cars/1')
    expect(stripLocalePrefix('/cars/en')).toBe('/cars/en')
    expect(localizePathname('/cars', 'ar')).toBe('/cars')
    expect(localizePathname('/cars', 'en')).toBe('/en/cars')
    expect(localizePathname('/en/', 'en')).toBe('/en')
  })

  it('writes the Arabic cookie the same way as the English one', () => {
    expect(serializeLocaleCookie('ar')).toBe('locale=ar; Max-Age=31536000; Path=/; SameSite=Lax')
  })
})
