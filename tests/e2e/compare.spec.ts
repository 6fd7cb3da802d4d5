import { expect, test, watchConsole } from './fixtures'

/**
 * The comparison in a phone's browser (issue 40): "Compare" on two market cards, the tray that
 * counts them, and the table it opens, whose row labels stay pinned while the cars are swiped
 * sideways. What the server renders for a link is checked over HTTP (tests/http/compare.http.ts).
 */
test.use({ viewport: { width: 390, height: 844 } })

test('two cars added from the market cards open side by side from the tray, labels pinned while swiping', async ({
  page,
  consoleProblems,
}) => {
  const stop = watchConsole(page, consoleProblems)
  await page.goto('/en/market?sort=price-asc')
  const toggles = page.locator('[data-compare-toggle]')
  await expect(toggles.first()).toBeEnabled()
  const ids = [
    Number(await toggles.nth(0).getAttribute('data-compare-toggle')),
    Number(await toggles.nth(1).getAttribute('data-compare-toggle')),
  ]

  await toggles.nth(0).click()
  await expect(toggles.nth(0)).toHaveAttribute('aria-pressed', 'true')
  const tray = page.getByTestId('compare-tray').getByRole('link')
  await expect(tray).toHaveText('Compare 1 car')
  await toggles.nth(1).click()
  await expect(tray).toHaveText('Compare 2 cars')

  await tray.click()
  await expect(page).toHaveURL(new RegExp(`/en/compare\\?ids=${ids[0]}(,|%2C)${ids[1]}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare cars')
  await expect(page.locator('[data-compare-car]')).toHaveCount(2)
  // The tray leads here; on the comparison itself it is gone.
  await expect(page.getByTestId('compare-tray')).toHaveCount(0)

  // Wider than the phone: the table scrolls sideways inside its region, the labels stay.
  const region = page.getByTestId('compare-table')
  const label = page.locator('[data-compare-row="price"] th')
  const before = await label.boundingBox()
  const widths = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }))
  expect(widths.scroll).toBeGreaterThan(widths.client)
  await region.evaluate((element) => element.scrollBy({ left: element.scrollWidth, behavior: 'instant' }))
  await expect.poll(() => region.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(40)
  const after = await label.boundingBox()
  expect(after?.x).toBe(before?.x)
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  stop()
})
