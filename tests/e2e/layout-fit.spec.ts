import { appReady, expect, test } from './fixtures'

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
  const menu = page.getByRole('navigation', { name: 'Main' }).last()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()
  await expect(page.getByTestId('language-switcher')).toHaveCount(1)
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  // A tap beside it closes it too, and a link in it takes the visitor there with the menu closed.
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.mouse.click(195, 800)
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await menu.getByRole('link', { name: 'Offers' }).click()
  await expect(page).toHaveURL(/\/en\/offers$/)
  await expect(menu).toBeHidden()
})

// The page's scripts arrive after its first paint (decision 0068): the phone menu is the browser's
// own popover, so a tap before then, or with JavaScript off, opens it all the same.
for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: the phone menu opens and leads on without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(lang === 'ar' ? '/' : '/en')
    const menu = page.getByRole('navigation', { name: lang === 'ar' ? 'القائمة الرئيسية' : 'Main' }).last()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: lang === 'ar' ? 'فتح القائمة' : 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: lang === 'ar' ? 'إغلاق القائمة' : 'Close menu' })).toBeVisible()
    await menu.getByRole('link', { name: lang === 'ar' ? 'الأخبار' : 'News' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'ar' ? 'الأخبار' : 'News')
    await context.close()
  })
}

// On a slow phone the menu is often opened before the scripts have arrived; the page's hydration
// must leave it open (it once closed it, and the tap that followed landed on the page beneath).
test('a phone menu opened before hydration stays open through it, and its links then go through the router', async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  let releaseScripts!: () => void
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/en/about', { waitUntil: 'commit' })
  const menu = page.getByRole('navigation', { name: 'Main' }).last()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)
  releaseScripts()
  await appReady(page)
  // The header's effects run around the root's mark; two frames later they all have.
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))))
  await expect(menu).toBeVisible()
  await page.evaluate(() => ((window as { stillTheSameDocument?: boolean }).stillTheSameDocument = true))
  await menu.getByRole('link', { name: 'News' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  await expect(menu).toBeHidden()
  expect(await page.evaluate(() => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(true)
  expect(consoleProblems).toEqual([])
})
