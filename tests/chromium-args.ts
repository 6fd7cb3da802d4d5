/**
 * Debian's Chromium (Playwright cannot download browsers here) and the flags it needs as root on
 * a machine whose network is closed: without the background-networking ones it keeps trying
 * Google's hosts. The suite, the screenshots and the Lighthouse bench all start it with these.
 */
export const chromiumPath = '/usr/bin/chromium'
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
