import { expect, test } from './fixtures'

/**
 * The car page keeps what the visitor chose, the colour and the finance calculator's inputs, when
 * they switch language: the URL carries them, and the switcher keeps the URL's search params
 * (decision 0056). Both directions, with a full page load each time.
 */
for (const [from, to] of [
  ['ar', 'en'],
  ['en', 'ar'],
] as const) {
  test(`${from} → ${to}: the chosen colour and the calculator's inputs survive the language switch`, async ({ page }) => {
    await page.goto(`${from === 'en' ? '/en' : ''}/car?id=12`)
    await page.waitForLoadState('networkidle')
    const colours = page.locator('input[name="car-color"]')
    expect(await colours.count()).toBeGreaterThan(1)
    // The swatch is the control's picture; the radio itself is visually hidden.
    await colours.nth(1).locator('xpath=ancestor::label[1]').click()
    await expect(colours.nth(1)).toBeChecked()
    await expect(page).toHaveURL(/color=1/)

    const calculator = page.getByTestId('finance-monthly').locator('xpath=ancestor::section[1]')
    const [rateSelect, termSelect] = [calculator.locator('select').nth(0), calculator.locator('select').nth(1)]
    await rateSelect.selectOption({ index: 2 })
    const rate = await rateSelect.inputValue()
    await termSelect.selectOption('48')
    await page.getByTestId('finance-down-payment').fill('20,000')
    await page.getByTestId('finance-balloon').fill('5000')
    await page.getByTestId('finance-salary').fill('٢٠٠٠٠')
    await expect(page).toHaveURL(/salary=/)
    const monthly = await page.getByTestId('finance-monthly').textContent()
    const digits = (text: string | null) => text?.replace(/\D/g, '')

    await page.getByTestId('language-switcher').first().click()
    await expect(page).toHaveURL(new RegExp(`${to === 'en' ? '/en/' : '^[^?]*//[^/]+/'}car\\?`))
    await expect(page.locator('html')).toHaveAttribute('lang', to)
    await expect(page.locator('input[name="car-color"]').nth(1)).toBeChecked()
    await expect(page.locator('input[name="car-color"]').nth(0)).not.toBeChecked()
    await expect(page.getByTestId('finance-monthly').locator('xpath=ancestor::section[1]').locator('select').nth(0)).toHaveValue(rate)
    await expect(page.getByTestId('finance-monthly').locator('xpath=ancestor::section[1]').locator('select').nth(1)).toHaveValue('48')
    await expect(page.getByTestId('finance-down-payment')).toHaveValue('20,000')
    await expect(page.getByTestId('finance-balloon')).toHaveValue('5000')
    // Arabic-Indic digits ride in the URL as the same number in Latin digits (car-page-search.ts).
    await expect(page.getByTestId('finance-salary')).toHaveValue('20000')
    // The same inputs give the same instalment in the other language.
    expect(digits(await page.getByTestId('finance-monthly').textContent())).toBe(digits(monthly))
  })
}

test('a finance offer at 0% profit says 0%, on its page and its card, in both languages', async ({ page }) => {
  for (const [prefix, rate] of [
    ['', 'نسبة الربح 0%'],
    ['/en', 'Profit rate 0%'],
  ] as const) {
    await page.goto(`${prefix}/offers/offer?id=2`)
    await expect(page.getByTestId('offer-rate')).toHaveText(rate)
    await page.goto(`${prefix}/offers`)
    const card = page.locator('article').filter({ has: page.locator('a[href$="/offers/offer?id=2"]') })
    await expect(card.getByTestId('offer-rate')).toHaveText(rate)
    // An offer that sets no rate says nothing about one.
    const other = page.locator('article').filter({ has: page.locator('a[href$="/offers/offer?id=1"]') })
    await expect(other.getByTestId('offer-rate')).toHaveCount(0)
  }
})
