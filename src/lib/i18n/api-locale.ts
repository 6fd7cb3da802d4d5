import type { Locale } from '../../../app.config'

/** The API answers in English only when asked to; anything else is Arabic. */
export function apiLocaleFromHeader(contentLanguage: string | null | undefined): Locale {
  const primary = contentLanguage?.split(',')[0]?.trim().toLowerCase() ?? ''
  return primary === 'en' || primary.startsWith('en-') ? 'en' : 'ar'
}
