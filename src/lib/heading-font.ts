import arabicBold from '../styles/fonts/ibm-plex-sans-arabic-core-700.woff2?url'
import latinBold from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff2?url'
import type { Locale } from '../../app.config'

/**
 * The font the page's heading (its largest text, usually what Lighthouse calls the LCP element) is
 * set in, asked for with the stylesheet instead of after it: without this the browser finds the
 * font only once the stylesheet is parsed and the heading laid out, and shows the fallback font
 * meanwhile (issue 13). Same files as styles/fonts.css's @font-face rules (for Arabic, its everyday
 * part), so nothing is downloaded twice; font preloads are always anonymous CORS requests, hence
 * `crossOrigin`.
 */
export function headingFontPreload(locale: Locale) {
  return {
    rel: 'preload',
    as: 'font',
    type: 'font/woff2',
    href: locale === 'en' ? latinBold : arabicBold,
    crossOrigin: 'anonymous',
  } as const
}
