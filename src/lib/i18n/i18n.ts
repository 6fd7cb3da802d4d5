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

/**
 * The instances that hold their active language's whole catalogue. A page's dehydrated catalogue
 * leaves out what only other pages show (the order forms' labels, decision 0021); a page that
 * shows them asks for the whole catalogue first (`ensureCompleteCatalogue`).
 */
const complete = new WeakMap<I18n, string>()

export function markCatalogueComplete(i18n: I18n, locale: Locale): void {
  complete.set(i18n, locale)
}

/** Makes `locale` the active language of `i18n`, loading its catalogue when needed. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  i18n.loadAndActivate({ locale, messages: await loadCatalogue(locale) })
  markCatalogueComplete(i18n, locale)
}

/** For a page whose texts a lighter page's catalogue leaves out: loads the whole catalogue once. */
export async function ensureCompleteCatalogue(i18n: I18n, locale: Locale): Promise<void> {
  if (complete.get(i18n) === locale) return
  i18n.load(locale, await loadCatalogue(locale))
  markCatalogueComplete(i18n, locale)
}
