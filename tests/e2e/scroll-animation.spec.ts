import { expect, test } from './fixtures'

const animated = '[data-aos]'

test.describe('scroll animations', () => {
  test('hide nothing when JavaScript does not run', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en')
    const sections = page.locator(animated)
    expect(await sections.count()).toBeGreaterThan(2)
    for (const section of await sections.all()) {
      await section.scrollIntoViewIfNeeded()
      await expect(section).toHaveCSS('opacity', '1')
      await expect(section).toHaveCSS('transform', 'none')
    }
    await context.close()
  })

  test('start in the browser with the spec’s settings and reveal sections as they scroll in', async ({ page, consoleProblems }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto('/en')
    await expect(page.locator('html')).toHaveClass(/\baos-enabled\b/)
    const body = page.locator('body')
    await expect(body).toHaveAttribute('data-aos-duration', '400')
    await expect(body).toHaveAttribute('data-aos-easing', 'ease')
    await expect(body).toHaveAttribute('data-aos-delay', '0')

    const lastStep = page.locator(animated).last()
    await expect(lastStep).toHaveCSS('opacity', '0')
    await lastStep.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 400)
    await expect(lastStep).toHaveClass(/\baos-animate\b/)
    await expect(lastStep).toHaveCSS('opacity', '1')
    expect(consoleProblems).toEqual([])
  })

  test('stay off for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/en')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('html')).not.toHaveClass(/\baos-enabled\b/)
    const lastStep = page.locator(animated).last()
    await expect(lastStep).toHaveCSS('opacity', '1')
    expect(await page.evaluate(() => document.body.hasAttribute('data-aos-duration'))).toBe(false)
  })
})
