import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Numbers typed are never misread, and the finance calculator quotes only what a Saudi lender
 * would (issue 15; docs/decisions/0050-amounts-and-finance-rules.md), in both languages, on the
 * shared production server: the car page calculator, the finance page estimator, the market's
 * price filter.
 */
const languages = [
  {
    prefix: '/en',
    refused: {
      decimal: 'Please enter whole riyals, without a decimal point.',
      exponent: 'Please write the amount in full, for example 100000, without the letter e.',
      negative: 'Please enter the amount without a minus sign.',
      notNumber: 'Please enter the amount in digits only, for example 150000.',
      tooLarge: /Please enter at most SAR\s10,000,000\./,
    },
    belowPrice: /together must be less than the price \(SAR\s94,900\)/,
    balloon: /at most 40% of the price, SAR\s37,960/,
    salary: /more than 33\.33% of your salary of SAR\s3,000.*\(SAR\s1,000 a month\)/,
    salaryLimit: /at most SAR\s2,000 a month, 33\.33% of a salary of SAR\s6,000/,
  },
  {
    prefix: '',
    refused: {
      decimal: 'يُرجى إدخال المبلغ بالريال الكامل من دون كسور عشرية.',
      exponent: 'يُرجى كتابة المبلغ كاملًا، مثل 100000، من دون الحرف e.',
      negative: 'يُرجى إدخال المبلغ من دون إشارة السالب.',
      notNumber: 'يُرجى إدخال المبلغ بالأرقام فقط، مثل 150000',
      tooLarge: /لا يزيد على 10,000,000\sر\.س/,
    },
    belowPrice: /أقل من السعر \(94,900\sر\.س\.?\)/,
    balloon: /40% من السعر، أي 37,960\sر\.س/,
    salary: /يتجاوز 33\.33% من راتبك البالغ 3,000\sر\.س.*\(1,000\sر\.س\.? شهريًا\)/,
    salaryLimit: /2,000\sر\.س\.? شهريًا كحد أقصى، أي 33\.33% من راتب قدره 6,000/,
  },
] as const

/** The error sentence the field around `input` shows under it. */
async function fieldError(page: Page, input: Locator): Promise<Locator> {
  const id = await input.getAttribute('id')
  return page.locator(`[id="${id}-error"]`)
}

for (const language of languages) {
  const { prefix, refused } = language
  const name = prefix || '/'

  test(`a car on sale is found, shown and quoted at its sale price, its list price struck through (${name})`, async ({
    page,
    consoleProblems,
  }) => {
    // One price (decision 0085): the Yaris Y on sale at 67,000 (list 69,900) is found at its sale
    // price, shows it with the list price struck through and read as "was", and its page quotes it.
    await page.goto(`${prefix}/market?priceMin=67000&priceMax=67000`)
    const sale = page
      .getByTestId('market-results')
      .locator(':scope > li')
      .filter({ has: page.getByTestId('list-price') })
    await expect(sale.getByTestId('price')).toContainText('67,000')
    await expect(sale.getByTestId('list-price')).toHaveText(prefix ? /^Was\s+SAR\s69,900$/ : /^كان\s+69,900\sر\.س/)
    const saleFrom = (await sale.getByTestId('installment-from').textContent())!
    await sale.getByRole('heading').getByRole('link').click()
    await expect(page.getByTestId('finance-monthly')).toHaveText(/\S/)
    expect(saleFrom).toContain((await page.getByTestId('finance-monthly').textContent())!.trim())
    expect(consoleProblems).toEqual([])
  })

  test(`the car page calculator starts at the card's "from" figure and refuses the 27-riyal instalment (${name})`, async ({
    page,
    consoleProblems,
  }) => {
    // The car: 94,900 SAR.
    await page.goto(`${prefix}/market?priceMin=94900&priceMax=94900`)
    const card = page.getByTestId('market-results').locator(':scope > li').first()
    const cardFrom = (await card.getByTestId('installment-from').textContent())!
    await card.getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/car\?id=\d+$/)

    // One function and one set of assumptions: the card, the car page and the calculator agree.
    const monthly = page.getByTestId('finance-monthly')
    const first = (await monthly.textContent())!.trim()
    expect(first).toMatch(/1,646/)
    expect(cardFrom).toContain(first)
    await expect(page.getByTestId('installment-from').first()).toContainText(first)

    const down = page.getByTestId('finance-down-payment')
    const balloon = page.getByTestId('finance-balloon')
    const salary = page.getByTestId('finance-salary')
    const refusal = page.getByTestId('finance-refusal')
    await down.fill('60000')
    await balloon.fill('40000')
    await expect(refusal).toHaveText(language.belowPrice)
    await expect(monthly).toHaveCount(0)

    await down.fill('20000')
    await expect(refusal).toHaveText(language.balloon)

    // SAMA: instalments at most a third of the salary, said with the numbers.
    await down.fill('14235')
    await balloon.fill('0')
    await salary.fill('3000')
    await expect(refusal).toHaveText(language.salary)
    await salary.fill('6000')
    await expect(monthly).toHaveText(first)
    await expect(page.getByTestId('finance-salary-limit')).toHaveText(language.salaryLimit)
    expect(consoleProblems).toEqual([])
  })

  test(`each misread number is refused with a message, in the calculator and on the finance page (${name})`, async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${prefix}/finance`)
    const price = page.getByTestId('finance-price')
    const down = page.getByTestId('finance-down-payment')
    await expect(page.getByTestId('finance-monthly')).toBeVisible()
    for (const [typed, message] of [
      ['12.5', refused.decimal],
      ['1e5', refused.exponent],
      ['-5000', refused.negative],
      ['abc', refused.notNumber],
    ] as const) {
      await down.fill(typed)
      await expect(down, typed).toHaveAttribute('aria-invalid', 'true')
      await expect(await fieldError(page, down), typed).toContainText(message)
      await expect(page.getByTestId('finance-monthly')).toHaveCount(0)

      await price.fill(typed)
      await expect(price, typed).toHaveAttribute('aria-invalid', 'true')
      await expect(await fieldError(page, price), typed).toContainText(message)
      await price.fill('100,000')
      await expect(price).not.toHaveAttribute('aria-invalid')
    }
    await down.fill('١٥٬٠٠٠')
    await expect(down).not.toHaveAttribute('aria-invalid')
    await expect(page.getByTestId('finance-monthly')).toBeVisible()
    expect(consoleProblems).toEqual([])
  })

  test(`the price filter refuses what it cannot read and swaps a reversed range in its boxes (${name})`, async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${prefix}/market`)
    const min = page.locator('input[name="priceMin"]')
    const max = page.locator('input[name="priceMax"]')
    const apply = page.locator('form').filter({ has: min }).getByRole('button')
    await expect(min).toBeVisible()
    const url = page.url()

    for (const [typed, message] of [
      ['1e9', refused.exponent],
      ['12.5', refused.decimal],
      ['-5000', refused.negative],
      ['abc', refused.notNumber],
      ['99999999', refused.tooLarge],
    ] as const) {
      await min.fill(typed)
      await apply.click()
      await expect(await fieldError(page, min), typed).toContainText(message)
      await expect(min).toBeFocused()
      expect(page.url(), `${typed} searched nothing`).toBe(url)
    }

    await min.fill('200,000')
    await max.fill('١٠٠٬٠٠٠')
    await apply.click()
    await expect(page).toHaveURL(/priceMin=100000/)
    await expect(page).toHaveURL(/priceMax=200000/)
    await expect(min).toHaveValue('100000')
    await expect(max).toHaveValue('200000')
    await expect(min).not.toHaveAttribute('aria-invalid')
    expect(consoleProblems).toEqual([])
  })
}
