import { expect, test } from './fixtures'

const results = (page: import('@playwright/test').Page) => page.getByTestId('market-results').locator(':scope > li')

test.describe('market', () => {
  test('quick search on the home page opens the market with the filters in the URL', async ({ page, consoleProblems }) => {
    await page.goto('/en')
    const search = page.getByRole('search', { name: 'Quick search' })
    await search.getByLabel('Brand').selectOption('toyota')
    await search.getByLabel('Model').selectOption('camry')
    await search.getByRole('button', { name: 'Search cars' }).click()
    await expect(page).toHaveURL(/\/en\/market\?brand=toyota&model=camry$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Market')
    await expect(results(page).first()).toContainText('Camry')
    for (const card of await results(page).all()) await expect(card).toContainText('Camry')
    expect(consoleProblems).toEqual([])
  })

  test('filters change the URL and the results; reload and back/forward keep them', async ({ page }) => {
    await page.goto('/en/market')
    const total = page.getByRole('heading', { name: /found/ })
    const allText = await total.textContent()

    // Checkboxes follow the URL: a click navigates, and the box shows checked once the results load.
    await page
      .getByRole('group', { name: 'Brand' })
      .getByLabel(/Toyota/)
      .click()
    await expect(page).toHaveURL(/brand=toyota/)
    await expect(page.getByRole('group', { name: 'Brand' }).getByLabel(/Toyota/)).toBeChecked()
    await expect(total).not.toHaveText(allText!)
    const toyotaText = await total.textContent()
    for (const card of await results(page).all()) await expect(card).toContainText('Toyota')

    await page
      .getByRole('group', { name: 'Fuel type' })
      .getByLabel(/Hybrid/)
      .click()
    await expect(page).toHaveURL(/brand=toyota&fuel=hybrid|fuel=hybrid.*brand=toyota/)
    await expect(total).not.toHaveText(toyotaText!)
    const hybridText = await total.textContent()

    await page.getByLabel('Sort by').selectOption('price-asc')
    await expect(page).toHaveURL(/sort=price-asc/)

    await page.reload()
    await expect(page.getByRole('group', { name: 'Fuel type' }).getByLabel(/Hybrid/)).toBeChecked()
    await expect(total).toHaveText(hybridText!)
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc')

    await page.goBack()
    await expect(page).not.toHaveURL(/sort=price-asc/)
    await page.goBack()
    await expect(page).not.toHaveURL(/fuel=hybrid/)
    await expect(page.getByRole('group', { name: 'Fuel type' }).getByLabel(/Hybrid/)).not.toBeChecked()
    await expect(total).toHaveText(toyotaText!)
    await page.goForward()
    await expect(page).toHaveURL(/fuel=hybrid/)
    await expect(total).toHaveText(hybridText!)
  })

  test('a crafted bad query string renders the market with defaults, not an error', async ({ page }) => {
    const response = await page.goto('/market?brand=%3Cscript%3E&fuel=rocket&sort=cheapest&page=-4&priceMin=free&year=soon')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المعرض')
    await expect(results(page).first()).toBeVisible()
    expect(new URL(page.url()).search).toBe('')
  })

  test('a shared filtered link is server-rendered with the same results', async ({ request }) => {
    const html = await (await request.get('/en/market?brand=kia&sort=price-desc')).text()
    expect(html).toMatch(/\d+ cars? found/)
    expect(html).toContain('Kia')
    expect(html).not.toMatch(/Toyota [A-Z][a-z]+ [A-Z0-9]+ 20\d\d<\/bdi>/)
  })

  test('no results shows the advice and a one-click reset', async ({ page }) => {
    await page.goto('/en/market?q=zzzz-no-such-car')
    await expect(page.getByRole('heading', { name: 'No search results' })).toBeVisible()
    await page.getByRole('button', { name: 'Clear all filters' }).first().click()
    await expect(page).toHaveURL(/\/en\/market$/)
    await expect(results(page).first()).toBeVisible()
  })

  test('show more keeps the earlier results', async ({ page }) => {
    await page.goto('/en/market')
    const firstCount = await results(page).count()
    const firstTitle = await results(page).first().textContent()
    await page.getByRole('button', { name: 'Show more' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(results(page)).toHaveCount(firstCount * 2)
    await expect(results(page).first()).toHaveText(firstTitle!)
  })
})
