/**
 * Screenshots of pages in both languages for a human to look at (not a test).
 * Usage: npm run screenshots -- [base-url] [paths, comma-separated] [widths, comma-separated]
 * e.g.   npm run screenshots -- http://localhost:3000 /,/market 390,1280
 * Writes screenshots/<path>-<lang>-<width>.png (full page).
 */
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/chromium-args.ts'

const [base = 'http://localhost:3000', pathList = '/', widthList = '390,1280'] = process.argv.slice(2)
const paths = pathList.split(',')
const widths = widthList.split(',').map(Number)

mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const width of widths) {
  // A full-page shot never scrolls, so sections that fade in on scroll would stay blank; with
  // reduced motion they are shown as they are.
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
  page.on('console', (message) => {
    if (message.type() === 'error') process.stderr.write(`console error on ${page.url()}: ${message.text()}\n`)
  })
  for (const path of paths) {
    for (const lang of ['ar', 'en']) {
      const url = `${base}${lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path}`
      await page.goto(url, { waitUntil: 'networkidle' })
      const name = `screenshots/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${lang}-${width}.png`
      await page.screenshot({ path: name, fullPage: true })
      process.stdout.write(`${name}\n`)
    }
  }
  await page.close()
}
await browser.close()
