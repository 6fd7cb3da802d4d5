import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from '../../../app.config'

/**
 * Catalogues are compiled from the PO files by the Lingui Vite plugin and split per locale, so a
 * page only downloads the language it shows.
 */
const catalogueLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ar: () => import('../../../locales/ar/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
}

export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const { messages } = await catalogueLoaders[locale]()
  return messages
}

export function createI18n(): I18n {
  return setupI18n()
}

/** Makes `locale` the active language of `i18n`, loading its catalogue when needed. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  i18n.loadAndActivate({ locale, messages: await loadCatalogue(locale) })
}
