import arabicRegular from '../../styles/fonts/ibm-plex-sans-arabic-core-400.woff2?url'
import arabicMedium from '../../styles/fonts/ibm-plex-sans-arabic-core-500.woff2?url'
import arabicBold from '../../styles/fonts/ibm-plex-sans-arabic-core-700.woff2?url'
import arabicLettersMedium from '../../styles/fonts/ibm-plex-sans-arabic-letters-500.woff2?url'
import latinRegular from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2?url'
import latinMedium from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-500-normal.woff2?url'
import latinBold from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff2?url'
import type { Locale } from '../../../app.config'

/**
 * IBM Plex from a visitor's second page on (decision 0106). A page is set in Plex only when the
 * browser already holds the files (the root carries `data-web-fonts`, app.css); otherwise in the
 * metric-matched fallback, and once the page has loaded and the browser is idle its Plex files are
 * fetched into the HTTP cache and remembered here, so the next page finds them at once.
 *
 * Why not let the stylesheet fetch them, as before: Chromium lays the whole page out again when a
 * font arrives after the first layout, even a `font-display: optional` face it no longer swaps in
 * (traces of the Arabic home page: 987 of 987 boxes, 16–116 ms at a desktop's speed, once per
 * weight), and on a phone's link the fonts nearly always arrive after it. Fetched by `fetch()`, a
 * file never enters the page's font set, so nothing is laid out again.
 *
 * The faces are the ones the stylesheet names (the same URLs, so nothing is fetched twice): on an
 * Arabic page the everyday cut of the three weights; on an English one the Latin Plex and the
 * Arabic letters the language switch is written in. The rarer Arabic letters' file stays on demand.
 * Each face carries a letter only it covers among its family's faces of that weight, to load it
 * by name (`loadWebFontFaces`).
 */
export const webFontFaces: Record<Locale, readonly WebFontFace[]> = {
  ar: [
    { url: arabicRegular, family: 'IBM Plex Sans Arabic', weight: 400, letter: 'ب' },
    { url: arabicMedium, family: 'IBM Plex Sans Arabic', weight: 500, letter: 'ب' },
    { url: arabicBold, family: 'IBM Plex Sans Arabic', weight: 700, letter: 'ب' },
  ],
  en: [
    { url: latinRegular, family: 'IBM Plex Sans', weight: 400, letter: 'a' },
    { url: latinMedium, family: 'IBM Plex Sans', weight: 500, letter: 'a' },
    { url: latinBold, family: 'IBM Plex Sans', weight: 700, letter: 'a' },
    { url: arabicLettersMedium, family: 'Plex Arabic letters', weight: 500, letter: 'ب' },
  ],
}

type WebFontFace = { url: string; family: string; weight: 400 | 500 | 700; letter: string }

/** The files of each language's faces, in the same order. */
export const webFontFiles: Record<Locale, readonly string[]> = {
  ar: webFontFaces.ar.map((face) => face.url),
  en: webFontFaces.en.map((face) => face.url),
}

/** The root's attribute that sets a page in Plex (app.css). */
export const webFontsAttribute = 'data-web-fonts'

/** Where a language's files are remembered: the list itself, so new files (a new build's) count as not held. */
export const webFontsStorageKey = (locale: Locale) => `web-fonts:${locale}`
const remembered = (locale: Locale) => webFontFiles[locale].join(' ')

/**
 * An inline script for the top of the head of a page in `locale`: when this browser has fetched
 * that language's files before, it sets the root's attribute before anything is styled and asks
 * for the files at once, so they are read from the cache while the stylesheet downloads and are
 * there when the first layout wants them (asked for only then, a file read late missed the
 * browser's short wait for an `optional` face in 1 of 16 reloads measured, and that page stayed
 * in the fallback). Storage that cannot be read leaves the page in the fallback.
 */
export function webFontsScript(locale: Locale): string {
  const args = [webFontsStorageKey(locale), remembered(locale), webFontsAttribute].map((value) => JSON.stringify(value)).join(',')
  return (
    `(function(k,f,a,d){try{if(localStorage.getItem(k)!==f)return;d.documentElement.setAttribute(a,"");` +
    `f.split(" ").forEach(function(h){var l=d.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";` +
    `l.crossOrigin="anonymous";l.href=h;d.head.appendChild(l)})}catch(e){}})(${args},document)`
  )
}

type Environment = {
  storage: () => Pick<Storage, 'getItem' | 'setItem'>
  fetchFile: (url: string) => Promise<unknown>
}

/** Whether this browser has fetched the language's current files. */
export function webFontsHeld(locale: Locale, storage: Environment['storage']): boolean {
  try {
    return storage().getItem(webFontsStorageKey(locale)) === remembered(locale)
  } catch {
    return false
  }
}

/**
 * Fetches the language's files into the browser's cache and remembers them, only when every one
 * arrived whole; a failure leaves the next page in the fallback, to try again.
 */
export async function fetchWebFonts(locale: Locale, environment: Environment): Promise<boolean> {
  try {
    await Promise.all(webFontFiles[locale].map((url) => environment.fetchFile(url)))
    environment.storage().setItem(webFontsStorageKey(locale), remembered(locale))
    return true
  } catch {
    return false
  }
}

/**
 * Loads the language's faces into the page's font set while no text on the page is set in them
 * (the root without its attribute), from the cache `fetchWebFonts` filled. Chromium uses an
 * `optional` face asked for after the first paint only when it loaded while nothing waited to be
 * drawn in it; asked for by the next page's text instead, the face loads in time and is still not
 * used, and that page stays in the fallback. True when every face loaded.
 */
export async function loadWebFontFaces(locale: Locale, fonts: Pick<FontFaceSet, 'load'>): Promise<boolean> {
  try {
    const loaded = await Promise.all(webFontFaces[locale].map((face) => fonts.load(`${face.weight} 1em "${face.family}"`, face.letter)))
    return loaded.every((faces) => faces.length > 0)
  } catch {
    return false
  }
}
