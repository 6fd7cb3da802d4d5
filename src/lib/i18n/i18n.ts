import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from '../../../app.config'
import { isLocale } from './locale'

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
 * holds only what its own routes show (decision 0021); before the browser shows another route it
 * loads the whole catalogue (`ensureCatalogueFor`).
 */
const complete = new WeakMap<I18n, string>()
/** The routes whose messages a page's own catalogue holds, in its language. */
const covered = new WeakMap<I18n, { locale: string; routeIds: ReadonlySet<string> }>()

export function markCatalogueComplete(i18n: I18n, locale: Locale): void {
  complete.set(i18n, locale)
}

/** `i18n` holds, in `locale`, every message the routes `routeIds` show (the page's dehydrated catalogue). */
export function markCatalogueCovers(i18n: I18n, locale: Locale, routeIds: readonly string[]): void {
  covered.set(i18n, { locale, routeIds: new Set(routeIds) })
}

/** Makes `locale` the active language of `i18n`, loading its catalogue when needed. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  i18n.loadAndActivate({ locale, messages: await loadCatalogue(locale) })
  markCatalogueComplete(i18n, locale)
}

/** Loads the whole catalogue of `locale` once (a form that shows texts of other pages, a route the page did not cover). */
export async function ensureCompleteCatalogue(i18n: I18n, locale: Locale): Promise<void> {
  if (complete.get(i18n) === locale) return
  i18n.load(locale, await loadCatalogue(locale))
  markCatalogueComplete(i18n, locale)
}

/** Before the routes `routeIds` show: the whole catalogue, unless the page's own already covers them. */
export async function ensureCatalogueFor(i18n: I18n, locale: Locale, routeIds: readonly string[]): Promise<void> {
  const page = covered.get(i18n)
  if (page?.locale === locale && routeIds.every((routeId) => page.routeIds.has(routeId))) return
  await ensureCompleteCatalogue(i18n, locale)
}

/**
 * A message the catalogue lacks would show as its id. Said loudly (every end-to-end test fails on
 * a console error), and mended: the whole catalogue loads and the page renders again with it.
 */
export function mendMissingMessages(i18n: I18n): void {
  i18n.on('missing', ({ locale, id }) => {
    console.error(`message ${id} is missing from this page's ${locale} catalogue (scripts/page-catalogues.ts)`)
    if (isLocale(locale)) void ensureCompleteCatalogue(i18n, locale)
  })
}
