import { chromium } from '@playwright/test'
const base = process.env.BASE ?? 'http://localhost:3200'
const pages = (process.env.PAGES ?? '/,/en').split(',')
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
for (const w of widths) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } })
  const errors = []
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()) })
  page.on('pageerror', (e) => errors.push(String(e)))
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    const name = `screenshots/${(p.replace(/[/?=&]/g, '_') || 'root')}-${w}.png`
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1', clip: process.env.FULL === '1' ? undefined : { x: 0, y: 0, width: w, height: 900 } })
    console.log(name)
  }
  if (errors.length) console.log('console:', errors.join('\n'))
  await page.close()
}
await browser.close()
