import { expect, test } from './fixtures'

/**
 * A page hands the browser only its own routes' messages (decision 0021); another route's arrive
 * with the language's whole catalogue before that route shows, so no visitor sees a message id.
 */
test('the home page carries no order-form texts, and the order form shows every one of its own after a click', async ({
  page,
  consoleProblems: _watched,
}) => {
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('للأفراد')
  // "Private sector", a choice only the finance order form offers.
  expect(html).not.toContain('القطاع الخاص')

  await page.goto('/')
  await page.getByRole('main').getByRole('link', { name: 'للأفراد' }).first().click()
  await expect(page).toHaveURL(/\/order-individuals/)
  await page.locator('input[name=purchaseType][value=finance]').check()
  await expect(page.locator('select[name="finance.workSector"] option').filter({ hasText: 'القطاع الخاص' })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()

  // Back on the home page and on to the market, in the browser: every text in Arabic.
  await page.goBack()
  await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'المعرض' }).first().click()
  await expect(page).toHaveURL(/\/market/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a search or filter change on the market does not load the whole catalogue', async ({ page, consoleProblems: _watched }) => {
  const catalogueChunks: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/messages[^/]*\.js$/.test(request.url())) catalogueChunks.push(request.url())
  })
  await page.goto('/en/market')
  // By keyboard: a pointer left over the new cards would preload a car page, which does load it.
  await page.getByRole('link', { name: 'Show more' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/page=2/)
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc')
  await expect(page).toHaveURL(/sort=price-asc/)
  expect(catalogueChunks).toEqual([])
})
