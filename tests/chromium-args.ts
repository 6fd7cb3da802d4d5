/**
 * Debian's Chromium (Playwright cannot download browsers here) and the flags it needs as root on
 * a machine whose network is closed: without the background-networking ones it keeps trying
 * Google's hosts. The suite, the screenshots and the Lighthouse bench all start it with these.
 */
/** The full browser: Lighthouse and the screenshots measure and show what a visitor's Chromium does. */
export const chromiumPath = '/usr/bin/chromium'
/**
 * The suites' browser: Debian's headless shell, the same engine without the browser's own windows
 * and their renderers (what Playwright itself runs headless). Measured on the same specs, in one
 * hour: 27 CPU-s against the full browser's 41, and 145 s against 171 s of wall time
 * (docs/decisions/0075).
 */
export const testChromiumPath = '/usr/bin/chromium-headless-shell'
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
