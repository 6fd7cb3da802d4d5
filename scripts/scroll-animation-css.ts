/**
 * `node scripts/scroll-animation-css.ts [--check]` — the scroll-in animation library's stylesheet
 * (aos), every rule nested under `html.aos-enabled`, written to src/styles/scroll-animation.css,
 * which app.css imports: the stylesheet arrives with the page's own, before the first paint.
 *
 * The library's rules hide `[data-aos]` elements until its script reveals them, so they apply only
 * once src/lib/scroll-animation.ts has set the class: the server's HTML, and a page whose script
 * never ran, show everything. Loaded on its own after the page (as it was), the stylesheet made the
 * browser restyle the whole document once more at start-up (975 elements on the Arabic home page,
 * 90–130 ms on a phone's CPU, all of it blocking time; docs/decisions/0065-phone-speed.md).
 * Tailwind reads app.css's imports from disk, past Vite's transforms, hence a file made in advance;
 * `--check` fails when it is not what this script makes (the unit test runs it).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = new URL('..', import.meta.url)
export const libraryStylesheet = new URL('node_modules/aos/dist/aos.css', root)
export const scopedStylesheet = new URL('src/styles/scroll-animation.css', root)
export const enabledScope = 'html.aos-enabled'

const header = `/* Made by scripts/scroll-animation-css.ts from aos/dist/aos.css: do not edit. Every rule applies
   only under ${enabledScope}, which src/lib/scroll-animation.ts sets once the library runs. */\n`

/** The library's stylesheet with every rule nested under the scope (CSS nesting; the build flattens it). */
export function scrollAnimationCss(library: string = readFileSync(libraryStylesheet, 'utf8')): string {
  return `${header}${enabledScope} {\n${library.trim()}\n}\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const made = scrollAnimationCss()
  if (process.argv.includes('--check')) {
    if (readFileSync(scopedStylesheet, 'utf8') !== made) {
      console.error('src/styles/scroll-animation.css is out of date: run node scripts/scroll-animation-css.ts')
      process.exit(1)
    }
  } else {
    writeFileSync(scopedStylesheet, made)
  }
}
