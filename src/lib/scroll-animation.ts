import { appConfig } from '../../app.config'

/**
 * Scroll-in animations (aos, with the spec's defaults from app.config.ts). Components opt in
 * with `{...scrollReveal('fade-up')}`; nothing animates until `startScrollAnimations` has run in
 * the browser, and nothing at all for visitors who ask for reduced motion.
 *
 * The library's stylesheet hides `[data-aos]` elements until its script reveals them, so its rules
 * are nested under `html.aos-enabled` (scripts/scroll-animation-css.ts) and set only here: the
 * server's HTML, and a page whose JavaScript never ran, show everything. It is part of the page's
 * own stylesheet: loaded after the page, it made the browser restyle the whole document again.
 */

/**
 * Only animations without a horizontal direction: aos names directions physically (left/right),
 * and those would not mirror in Arabic.
 */
export type ScrollAnimation = 'fade-up' | 'fade-down' | 'fade' | 'zoom-in' | 'zoom-out'

const ENABLED_CLASS = 'aos-enabled'
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

type RevealProps = { 'data-aos': ScrollAnimation; 'data-aos-delay'?: number; suppressHydrationWarning: true }

/**
 * Props that make an element animate in when it scrolls into view. aos writes its own classes on
 * the element (`aos-init`, `aos-animate`); the layout starts it once its own part of the page has
 * hydrated, which can be before a page's content has (its route loads apart in development), so
 * React is told that this element's class may differ from what the server sent.
 */
export function scrollReveal(animation: ScrollAnimation = 'fade-up', { delayMs }: { delayMs?: number } = {}): RevealProps {
  // aos's stylesheet only knows delays in steps of 50 ms up to 3 s.
  const delay = delayMs ? { 'data-aos-delay': Math.min(3000, Math.round(delayMs / 50) * 50) } : {}
  return { 'data-aos': animation, ...delay, suppressHydrationWarning: true }
}

let started = false
let loaded: Promise<void> | undefined

function load(): Promise<void> {
  loaded ??= import('aos').then(({ default: aos }) => {
    // Scope on and library started in one task: elements already in view get revealed before
    // the browser paints, so they do not blink.
    document.documentElement.classList.add(ENABLED_CLASS)
    aos.init({ ...appConfig.aos })
  })
  return loaded
}

/** Once, in the browser, after the first render. Follows the reduced-motion setting live. */
export function startScrollAnimations(): void {
  if (started) return
  started = true
  const reduced = window.matchMedia(REDUCED_MOTION)
  const follow = () => {
    if (reduced.matches) document.documentElement.classList.remove(ENABLED_CLASS)
    else if (loaded) document.documentElement.classList.add(ENABLED_CLASS)
    else
      load().catch(() => {
        // The animation is decoration: without it the page is complete.
        document.documentElement.classList.remove(ENABLED_CLASS)
      })
  }
  reduced.addEventListener('change', follow)
  follow()
}
