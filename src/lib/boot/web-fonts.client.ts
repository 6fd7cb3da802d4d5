import type { AnyRouter } from '@tanstack/react-router'
import type { Locale } from '../../../app.config'
import { localeFromPathname } from '../i18n/locale'
import { fetchWebFonts, webFontsAttribute, webFontsHeld } from './web-fonts'

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
 * and the browser is idle (src/router.tsx): fetches the page language's Plex files, and sets the
 * pages after that in Plex. An in-app navigation is where the switch happens, before the next page
 * is drawn, so no text the visitor is reading changes its font.
 */
export function installWebFonts(router: AnyRouter): void {
  if (installed) return
  installed = true
  const fetching = new Set<Locale>()
  const keepInStep = (locale: Locale) => {
    const held = webFontsHeld(locale, environment.storage)
    document.documentElement.toggleAttribute(webFontsAttribute, held)
    if (held || fetching.has(locale)) return
    fetching.add(locale)
    void fetchWebFonts(locale, environment).then((fetched) => {
      // Tried again on the next page of that language.
      if (!fetched) fetching.delete(locale)
    })
  }
  keepInStep(localeFromPathname(window.location.pathname))
  router.subscribe('onBeforeRouteMount', (event) => keepInStep(localeFromPathname(event.toLocation.pathname)))
}
