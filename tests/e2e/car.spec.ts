import { expect, readingTest as test } from './fixtures'

for (const { prefix, labels } of [
  {
    prefix: '/en',
    labels: {
      features: 'Features',
      specs: 'Specifications',
      groups: ['Exterior', 'Comfort and convenience', 'Safety', 'Engine', 'Transmission', 'Measurements', 'Chassis'],
      vat: 'VAT included',
    },
  },
  {
    prefix: '',
    labels: {
      features: 'المزايا',
      specs: 'المواصفات',
      groups: ['التجهيزات الخارجية', 'الراحة والرفاهية', 'الأمان', 'المحرك', 'ناقل الحركة', 'الأبعاد', 'الشاسيه'],
      vat: 'شامل الضريبة',
    },
  },
]) {
  test(`a car card opens the car page with every group (${prefix || '/'})`, async ({ page, consoleProblems }) => {
    await page.goto(`${prefix}/market`)
    const firstCard = page.getByTestId('market-results').locator(':scope > li').first()
    const title = (await firstCard.getByRole('heading').textContent())!.trim()
    await firstCard.getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/car\?id=\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(labels.vat).first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: labels.features })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: labels.specs })).toBeVisible()
    for (const group of labels.groups) await expect(page.getByRole('heading', { level: 3, name: group, exact: true })).toBeVisible()
    await expect(page.getByTestId('finance-monthly')).toBeVisible()
    expect(consoleProblems).toEqual([])
  })
}

test('colour swatches repaint the picture', async ({ page }) => {
  await page.goto('/en/market')
  await page.getByTestId('market-results').locator(':scope > li').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/car\?id=\d+$/)
  const swatches = page.getByRole('group', { name: /Available colours/ }).getByRole('radio')
  await expect(swatches.first()).toBeAttached()
  expect(await swatches.count()).toBeGreaterThan(1)
  // Each swatch is named once, by its colour (a screen reader must not hear "Silver Silver").
  const shownName = (await page
    .getByRole('group', { name: /Available colours/ })
    .locator('legend span')
    .textContent())!.trim()
  await expect(swatches.first()).toHaveAccessibleName(shownName)
  // Until staff upload photos, each colour is a drawing painted in it (decision 0057).
  const picture = page.getByTestId('car-main-picture').getByTestId('car-drawing')
  const before = await picture.getAttribute('src')
  expect(before).toMatch(/^\/media\/drawings\//)
  await swatches.nth(1).check({ force: true })
  await expect.poll(() => picture.getAttribute('src')).not.toBe(before)
})

test('the finance calculator answers as the visitor types', async ({ page }) => {
  await page.goto('/en/market?sort=price-asc')
  await page.getByTestId('market-results').locator(':scope > li').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/car\?id=\d+$/)
  const monthly = page.getByTestId('finance-monthly')
  const before = await monthly.textContent()
  await page.getByLabel('Term (months)').selectOption('36')
  await expect(monthly).not.toHaveText(before!)
  await page.getByLabel(/Down payment/).fill('999999999')
  await expect(page.getByRole('alert')).toBeVisible()
})

test('the calculator keeps typed amounts in the URL as plain numbers, without quote marks', async ({ page }) => {
  await page.goto('/en/car?id=146')
  await page.waitForLoadState('networkidle')
  await page.getByTestId('finance-down-payment').fill('140000')
  await page.getByTestId('finance-balloon').fill('60000')
  // Arabic-Indic digits are the same number.
  await page.getByTestId('finance-salary').fill('٢٠٠٠٠')
  await expect(page).toHaveURL(/[?&]salary=20000(&|$)/)
  expect(page.url()).toMatch(/[?&]down=140000(&|$)/)
  expect(page.url()).toMatch(/[?&]balloon=60000(&|$)/)
  expect(page.url()).not.toContain('%22')
  // A later choice keeps them so, and a reload starts from them.
  await page.getByLabel('Term (months)').selectOption('36')
  await expect(page).toHaveURL(/[?&]term=36(&|$)/)
  expect(page.url()).not.toContain('%22')
  await page.reload()
  await expect(page.getByTestId('finance-down-payment')).toHaveValue('140000')
  await expect(page.getByTestId('finance-balloon')).toHaveValue('60000')
  await expect(page.getByTestId('finance-salary')).toHaveValue('20000')
})

test('an unknown or missing car id is the 404 page', async ({ page }) => {
  for (const url of ['/en/car?id=987654', '/en/car', '/car?id=abc']) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(404)
    // An id says the car is no longer available, with cars instead (missing-listings.spec.ts).
    await expect(page.getByTestId(url.includes('987654') ? 'missing-listing' : 'not-found-message')).toBeVisible()
  }
})

test('the sitemap lists cars in both languages', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const carIds = [...xml.matchAll(/<loc>[^<]*\/car\?id=(\d+)<\/loc>/g)].map((match) => match[1])
  expect(carIds.length).toBeGreaterThan(100)
  const id = carIds[0]
  expect(xml).toMatch(new RegExp(`<loc>http://localhost:\\d+/car\\?id=${id}</loc>`))
  expect(xml).toMatch(new RegExp(`<loc>http://localhost:\\d+/en/car\\?id=${id}</loc>`))
})

test('a model page names the brand once when the model name carries it', async ({ page }) => {
  for (const [url, heading] of [
    ['/en/cars?brand=mazda&model=mazda3', 'Mazda 3'],
    ['/cars?brand=mg&model=mg5', 'إم جي 5'],
    ['/en/cars?brand=toyota&model=land-cruiser', 'Toyota Land Cruiser'],
  ] as const) {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading)
  }
})

test('on a phone the car page keeps order, call and WhatsApp at hand, clear of the page, its notices and a box being typed in', async ({
  page,
}) => {
  const phone = { width: 390, height: 844 }
  await page.setViewportSize(phone)
  await page.goto('/car?id=9&color=1')
  const bar = page.getByTestId('phone-bar')
  const order = bar.getByRole('link', { name: 'اطلب الآن' })
  const whatsapp = bar.getByTestId('phone-bar-whatsapp')
  await expect(bar).toBeVisible()
  const barTop = (await bar.boundingBox())!.y
  expect(Math.round(barTop + (await bar.boundingBox())!.height)).toBe(phone.height)
  // Right to left: the order comes first, at the right.
  expect((await order.boundingBox())!.x).toBeGreaterThan((await whatsapp.boundingBox())!.x)
  await expect(bar.getByTestId('phone-bar-call')).toHaveAttribute('href', /^tel:\+966\d{8,9}$/)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  const arabicText = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')
  expect(arabicText).toContain(title)
  expect(arabicText).toMatch(/^مرحبًا، أرغب في الاستفسار عن /)

  // Under the price, a way down to the calculator; a plan chosen there rides on the bar's order.
  await page.getByTestId('to-calculator').click()
  await expect(page.getByTestId('finance-monthly')).toBeInViewport()
  await page.getByLabel('مدة التمويل (بالأشهر)').selectOption('36')
  await expect(page).toHaveURL(/term=36/)
  const pageOrder = page.getByRole('link', { name: 'اطلب بصفة فردية' })
  await expect(order).toHaveAttribute('href', /[?&]color=\d+&.*[?&]term=36(&|$)/)
  await expect(order).toHaveAttribute('href', (await pageOrder.getAttribute('href'))!)

  // Typing a figure: the keyboard is up, the bar steps aside until the box is left.
  await page.getByTestId('finance-down-payment').focus()
  await expect(bar).toBeHidden()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(bar).toBeVisible()

  // A notice opens at the top, never under the bar.
  await page
    .getByRole('button', { name: /^حفظ .* في المفضلة$/ })
    .first()
    .click()
  const toast = page.locator('[data-sonner-toast]').first()
  await expect(toast).toBeVisible()
  expect((await toast.boundingBox())!.y + (await toast.boundingBox())!.height).toBeLessThan(barTop)

  // At the page's end the footer's last line is above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const footerEnd = await page.locator('footer').evaluate((footer) => {
    const texts = [...footer.querySelectorAll('p, a, li')].map((element) => element.getBoundingClientRect().bottom)
    return Math.max(...texts)
  })
  expect(footerEnd).toBeLessThanOrEqual(barTop)

  // English: the message is English; a desktop has no bar and no link down.
  await page.goto('/en/car?id=9')
  expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toMatch(/^Hello, I would like to ask about the /)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(bar).toBeHidden()
  await expect(page.getByTestId('to-calculator')).toBeHidden()
})
