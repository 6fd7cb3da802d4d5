import { expect, test } from './fixtures'

/**
 * Every main page fits a phone's width in both languages: nothing sticks out sideways, so a buyer
 * never scrolls the whole page horizontally (the Arabic language label once pushed the English
 * header's menu button 5 px off screen).
 */
// The header and footer are on every page; these add the widest content: filters, forms, the dialog's page.
const paths = ['/', '/market', '/jobs', '/contact', '/order-individuals', '/track-order']

for (const language of ['ar', 'en'] as const) {
  test(`every main page fits 390 px in ${language}`, async ({ page, consoleProblems }) => {
    test.slow()
    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of paths) {
      await page.goto(language === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path)
      await page.waitForLoadState('networkidle')
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }))
      expect(widths.page, `${language} ${path} is wider than the screen`).toBeLessThanOrEqual(widths.viewport)
    }
    expect(consoleProblems).toEqual([])
  })
}

test('the phone menu closes with Escape, gives focus back to its button, and the language switch is there once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en')
  await page.waitForLoadState('networkidle')
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await menuButton.click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByTestId('language-switcher')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await expect(menuButton).toBeFocused()
})
