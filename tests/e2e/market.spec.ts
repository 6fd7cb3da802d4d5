import { expect, test } from './fixtures'

const results = (page: import('@playwright/test').Page) => page.getByTestId('market-results').locator(':scope > li')

/**
 * The slice a car-search server-function call from the browser asks for, or null for other calls.
 * Its payload is seroval JSON: the search's keys, then their values in the same order.
 */
function searchedSlice(url: string): { page: number; pageSize: number } | null {
  const match = /"page","pageSize"\],"v":\[.*\{"t":0,"s":(\d+)\},\{"t":0,"s":(\d+)\}\]/.exec(decodeURIComponent(url))
  return match ? { page: Number(match[1]), pageSize: Number(match[2]) } : null
}

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

  test('Arabic searches find a name however it is written: joined, with other letters, or as people call the brand', async ({ page }) => {
    for (const [query, expected] of [
      ['لاندكروزر', /لاند كروزر/],
      ['لاند كروزر', /لاند كروزر/],
      ['جمس يوكون', /يوكن/],
      ['كامرى', /كامري/],
    ] as const) {
      await page.goto(`/market?q=${encodeURIComponent(query)}`)
      await expect(results(page).first(), query).toBeVisible()
      for (const title of await results(page).allTextContents()) expect(title, query).toMatch(expected)
    }
  })

  test('no results shows the advice and a one-click reset', async ({ page }) => {
    await page.goto('/en/market?q=zzzz-no-such-car')
    await expect(page.getByRole('heading', { name: 'No search results' })).toBeVisible()
    await page.getByRole('link', { name: 'Clear all filters' }).first().click()
    await expect(page).toHaveURL(/\/en\/market$/)
    await expect(results(page).first()).toBeVisible()
  })

  test('show more keeps the earlier results', async ({ page }) => {
    await page.goto('/en/market')
    const firstCount = await results(page).count()
    const firstTitle = await results(page).first().textContent()
    await page.getByRole('link', { name: 'Show more' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(results(page)).toHaveCount(firstCount * 2)
    await expect(results(page).first()).toHaveText(firstTitle!)
  })

  test('clearing all filters with Ctrl held opens the market without filters in a new tab and keeps this one', async ({
    page,
    context,
  }) => {
    await page.goto('/en/market?q=zzzz-no-such-car')
    const opened = context.waitForEvent('page')
    await page
      .getByRole('link', { name: 'Clear all filters' })
      .first()
      .click({ modifiers: ['ControlOrMeta'] })
    const tab = await opened
    // A tab opened by Ctrl+click can be reported while still on about:blank: wait for its page.
    await expect(tab).toHaveURL(/\/en\/market$/)
    await expect(page).toHaveURL(/q=zzzz-no-such-car/)
    await expect(page.getByRole('heading', { name: 'No search results' })).toBeVisible()
  })

  test("clearing all filters works before the page's scripts have arrived: it is a link to the market", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en/market?q=zzzz-no-such-car')
    await expect(page.getByRole('heading', { name: 'No search results' })).toBeVisible()
    await page.getByRole('link', { name: 'Clear all filters' }).first().click()
    await expect(page).toHaveURL(/\/en\/market$/)
    await expect(results(page).first()).toBeVisible()
    await context.close()
  })

  test("a chip removes its filter before the page's scripts have arrived: it is a link to the market without it", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en/market?brand=toyota&fuel=hybrid&sort=price-asc&page=2')
    const chips = page.getByTestId('active-filters').getByRole('link', { name: /Remove filter$/ })
    await expect(chips).toHaveCount(2)
    await chips.filter({ hasText: 'Toyota' }).click()
    // The other filter and the sort stay; the list starts again from its first page.
    await expect(page).toHaveURL(/\/en\/market\?fuel=hybrid&sort=price-asc$/)
    await expect(chips).toHaveCount(1)
    await expect(results(page).first()).toBeVisible()
    await context.close()
  })

  test("show more works before the page's scripts have arrived: the next page is loaded whole", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en/market')
    const firstCount = await results(page).count()
    await page.getByRole('link', { name: 'Show more' }).click()
    await expect(page).toHaveURL(/\/en\/market\?page=2$/)
    await expect(results(page)).toHaveCount(firstCount * 2)
    await context.close()
  })

  test('a link to page 3 shows three pages; show more fetches only the fourth; back, forward and reload keep the cars', async ({
    page,
    consoleProblems,
  }) => {
    const carIds = () =>
      results(page)
        .locator('a[href*="car?id="]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    const total = page.getByRole('heading', { name: /found/ })
    const showMore = page.getByRole('link', { name: 'Show more' })

    // The order a visitor gets by clicking "show more" from the first page.
    await page.goto('/en/market')
    const pageSize = await results(page).count()
    for (const shown of [2, 3]) {
      await showMore.click()
      await expect(results(page)).toHaveCount(pageSize * shown)
    }
    const firstThree = await carIds()
    const totalText = await total.textContent()

    // The same three pages from a shared link: rendered on the server, asked for nothing more.
    const browserSearches: Array<{ page: number; pageSize: number }> = []
    page.on('request', (request) => {
      const slice = request.url().includes('/_serverFn/') ? searchedSlice(request.url()) : null
      if (slice) browserSearches.push(slice)
    })
    await page.goto('/en/market?page=3')
    await expect(results(page)).toHaveCount(pageSize * 3)
    expect(await carIds()).toEqual(firstThree)
    await expect(total).toHaveText(totalText!)
    expect(browserSearches).toEqual([])

    await showMore.click()
    await expect(page).toHaveURL(/page=4/)
    await expect(results(page)).toHaveCount(pageSize * 4)
    const firstFour = await carIds()
    expect(firstFour.slice(0, pageSize * 3)).toEqual(firstThree)
    expect(new Set(firstFour).size).toBe(pageSize * 4)
    await expect(total).toHaveText(totalText!)
    expect(browserSearches).toEqual([{ page: 4, pageSize }])

    await page.goBack()
    await expect(page).toHaveURL(/page=3$/)
    await expect(results(page)).toHaveCount(pageSize * 3)
    expect(await carIds()).toEqual(firstThree)
    await page.goForward()
    await expect(page).toHaveURL(/page=4$/)
    await expect(results(page)).toHaveCount(pageSize * 4)
    expect(await carIds()).toEqual(firstFour)
    await page.reload()
    await expect(results(page)).toHaveCount(pageSize * 4)
    expect(await carIds()).toEqual(firstFour)
    await expect(total).toHaveText(totalText!)
    expect(browserSearches).toEqual([{ page: 4, pageSize }])
    expect(consoleProblems).toEqual([])
  })

  test('a link to page 3 of a short list shows all of it, without "show more"', async ({ page }) => {
    await page.goto('/en/market?model=camry&page=3')
    const found = Number((await page.getByRole('heading', { name: /found/ }).textContent())?.match(/\d+/)?.[0])
    expect(found).toBeGreaterThan(0)
    expect(found).toBeLessThan(36)
    await expect(results(page)).toHaveCount(found)
    await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0)
  })
})
