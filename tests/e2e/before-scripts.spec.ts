import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'

/**
 * A page is seen and used before its scripts run: they are asked for after the first paint
 * (decision 0068), a second or more on a phone's slow link. What a visitor does in that time must
 * not be lost, nor lead to an error page.
 */

/** Holds the app's entry module until `release` is called; the page is painted meanwhile. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))

test('a form sent before the scripts run stays on its page with what was typed (no 405 page)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/contact')
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Huda Alharbi')
  await page.getByRole('textbox', { name: /^Your message/ }).fill('Is the white Camry still available?')
  const refused = page.waitForResponse((response) => response.request().method() === 'POST', { timeout: 2_000 }).catch(() => null)
  await page.getByRole('button', { name: 'Send message' }).click()
  expect(await refused, 'nothing is posted').toBeNull()
  await expect(page).toHaveURL(/\/en\/contact$/)
  await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Huda Alharbi')
  await context.close()
})

test('a filter ticked before the scripts run is applied once they do', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/en/market', { waitUntil: 'commit' })
  const kia = page.getByRole('checkbox', { name: /^Kia/ }).first()
  await kia.check()
  release()
  await hydrated(page)
  await expect(page).toHaveURL(/[?&]brand=kia(&|$)/)
  await expect(kia).toBeChecked()
  await expect(page.getByTestId('market-results').locator(':scope > li').first()).toContainText('Kia')
})

test('what was typed before the scripts run is the form’s once they do', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/en/contact', { waitUntil: 'commit' })
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Huda Alharbi')
  release()
  await hydrated(page)
  await page.getByRole('button', { name: 'Send message' }).click()
  // The empty fields are named; the name typed early is not, and is still there.
  await expect(page.getByRole('textbox', { name: /^Your message/ })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('textbox', { name: /^Full name/ })).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Huda Alharbi')
})

test('the alerts panel opened before the scripts run shows its form once they do', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/en/market', { waitUntil: 'commit' })
  const toggle = page.getByTestId('alert-toggle')
  const disclosure = page.locator('details', { has: toggle })
  await toggle.click()
  await expect(disclosure).toHaveAttribute('open', '')
  await expect(disclosure.getByRole('status')).toHaveText('Loading…')
  release()
  await hydrated(page)
  await expect(disclosure.getByRole('textbox', { name: /e-mail/i })).toBeVisible()
})
