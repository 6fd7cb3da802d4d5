import type { AnyRouter } from '@tanstack/react-router'
import type { Locale } from '../../../app.config'
import { localeFromPathname } from '../i18n/locale'
import { fetchWebFonts, loadWebFontFaces, webFontsAttribute, webFontsHeld } from './web-fonts'

const environment = {
  storage: () => window.localStorage,
  fetchFile: async (url: string) => {
    // Low priority: nothing on this page waits for these files.
    const response = await fetch(url, { priority: 'low' })
    if (!response.ok) throw new Error(`font ${response.status}`)
    // Read to the end, or the cache may keep a partial file.
    await response.arrayBuffer()
  },
}

let installed = false

/**
 * The browser side of decision 0106 (lib/boot/web-fonts.ts), loaded once the first page has loaded
 * and the browser is idle (src/router.tsx): fetches the page language's Plex files, loads their
 * faces while nothing is set in them, and sets the pages after that in Plex. An in-app navigation
 * is where the switch happens, before the next page is drawn, so no text the visitor is reading
 * changes its font.
 */
export function installWebFonts(router: AnyRouter): void {
  if (installed) return
  installed = true
  const root = document.documentElement
  const fetching = new Set<Locale>()
  const loading = new Set<Locale>()
  /** Languages whose faces this document has loaded: only their pages are set in Plex in the app. */
  const loaded = new Set<Locale>()
  const loadFaces = (locale: Locale) => {
    if (loading.has(locale) || loaded.has(locale)) return
    loading.add(locale)
    void loadWebFontFaces(locale, document.fonts).then((ready) => {
      loading.delete(locale)
      if (ready) loaded.add(locale)
    })
  }
  const keepInStep = (locale: Locale) => {
    const held = webFontsHeld(locale, environment.storage)
    root.toggleAttribute(webFontsAttribute, held && loaded.has(locale))
    if (held) return loadFaces(locale)
    if (fetching.has(locale)) return
    fetching.add(locale)
    void fetchWebFonts(locale, environment).then((fetched) => {
      fetching.delete(locale)
      // Otherwise tried again on the next page of that language.
      if (fetched && !root.hasAttribute(webFontsAttribute)) loadFaces(locale)
    })
  }
  const first = localeFromPathname(window.location.pathname)
  // Set by the head's script: the faces were asked for before the first paint, as a page's own are.
  if (root.hasAttribute(webFontsAttribute)) loaded.add(first)
  keepInStep(first)
  router.subscribe('onBeforeRouteMount', (event) => keepInStep(localeFromPathname(event.toLocation.pathname)))
}
