/**
 * Picks the column or value of the request's language. Only `en` means English; anything else
 * is Arabic, as the specification says.
 */
import type { Locale } from '../../app.config.ts'

export function inLocale<A, E>(locale: Locale, ar: A, en: E): A | E {
  return locale === 'en' ? en : ar
}

export function localizeText(locale: Locale, text: { ar: string; en: string }): string {
  return inLocale(locale, text.ar, text.en)
}
