import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/chromium-args.ts'
import { signInPageAccounts } from './tests/e2e/staff-accounts.ts'

const base = 'http://localhost:5100'
const admin = signInPageAccounts.admin
mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.18.60.1' }, reducedMotion: 'reduce' })
const page = await context.newPage()
page.on('console', (message) => {
  if (message.type() === 'error') process.stderr.write(`console error on ${page.url()}: ${message.text()}\n`)
})
await page.goto(`${base}/en/staff/sign-in`)
await page.waitForLoadState('networkidle')
await page.locator('input[autocomplete="username"]').fill(admin.email)
await page.locator('input[type="password"]').fill(admin.password)
await page.getByTestId('staff-sign-in').locator('button[type="submit"]').click()
await page.getByTestId('staff-desk').waitFor()
// A colleague locked out by wrong passwords from the showroom's address.
await page.goto(`${base}/en/staff/accounts`)
await page.waitForLoadState('networkidle')
const email = `noura.${Date.now()}@staff.test`
const form = page.getByRole('form', { name: 'New account' })
await form.getByLabel('Name').fill('Noura Alharbi')
await form.getByLabel('E-mail').fill(email)
await form.getByLabel('Role').selectOption('sales')
await form.getByRole('button', { name: 'Create account' }).click()
const otp = (await page.getByTestId('one-time-password').textContent())?.trim()
process.stdout.write(`one-time password shape: ${otp?.replace(/\d/g, '9')}\n`)
await page.screenshot({ path: 'screenshots/accounts-otp-en-1280.png' })
const { token } = (await (await page.request.get(`${base}/api/csrf`)).json()) as { token: string }
for (let attempt = 0; attempt < 5; attempt++) {
  await page.request.post(`${base}/api/staff/session`, {
    headers: { 'X-XSRF-TOKEN': token, 'X-Forwarded-For': '198.18.61.7' },
    data: { email, password: `wrong ${attempt}` },
  })
}
for (const width of [390, 1280]) {
  await page.setViewportSize({ width, height: 900 })
  for (const lang of ['ar', 'en']) {
    const prefix = lang === 'en' ? '/en' : ''
    for (const [name, path] of [
      ['audit', '/staff/audit'],
      ['audit-filtered', `/staff/audit?person=${encodeURIComponent(email)}`],
      ['accounts', '/staff/accounts'],
    ] as const) {
      await page.goto(`${base}${prefix}${path}`, { waitUntil: 'networkidle' })
      await page.screenshot({ path: `screenshots/${name}-${lang}-${width}.png`, fullPage: true })
    }
    const locks = page.getByTestId('sign-in-locks')
    await locks.getByRole('button').first().click()
    await locks.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `screenshots/accounts-confirm-${lang}-${width}.png` })
    process.stdout.write(`${lang} ${width}\n`)
  }
}
await browser.close()
