import type { Page } from '@playwright/test'
import { advertisedInstalment } from '../../src/lib/finance'
import { formatNumber, formatSar } from '../../src/lib/format'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'
import { savedStaffState } from './staff-sessions'

/**
 * The dealer's inventory in the back office (decision 0077): an editor adds a car and the market
 * shows it; a lower price shows on the card, the calculator and as "price reduced"; every unit sold
 * takes it off the market. Sales read the inventory and cannot change it.
 *
 * On the suite's shared server: each test adds a brand, model and car of its own, named uniquely
 * per run, so no other spec's market, facet or car changes.
 */
const base = `http://localhost:${appPort}`

/** A name part no other test or run uses. */
const tag = () => `${Date.now().toString(36)}${test.info().workerIndex}${Math.floor(Math.random() * 1296).toString(36)}`

type OwnCar = { id: number; brandAr: string; brandEn: string; brandSlug: string }

/** Adds a brand, a model and a car through the back office's forms; answers the car's id and names. */
async function addCar(page: Page, prefix: '' | '/en', priceSar: number): Promise<OwnCar> {
  const unique = tag()
  const brandEn = `Zephyr ${unique}`
  const brandAr = `زفير ${unique}`
  const modelEn = `Breeze ${unique}`
  await page.goto(`${base}${prefix}/staff/inventory/brands`)
  const brandForm = page.getByTestId('brand-form')
  await brandForm.locator('[name="nameAr"]').fill(brandAr)
  await brandForm.locator('[name="nameEn"]').fill(brandEn)
  await brandForm.locator('button[type="submit"]').click()
  const modelForm = page.getByTestId('model-form')
  const brandLabel = prefix === '/en' ? brandEn : brandAr
  // The list of brands follows once the page has read the new one.
  await expect(modelForm.locator('[name="brandId"] option', { hasText: brandLabel })).toHaveCount(1)
  await modelForm.locator('[name="brandId"]').selectOption({ label: brandLabel })
  await modelForm.locator('[name="nameAr"]').fill(`نسيم ${unique}`)
  await modelForm.locator('[name="nameEn"]').fill(modelEn)
  await modelForm.locator('button[type="submit"]').click()
  await expect(modelForm.locator('[name="nameEn"]')).toHaveValue('')

  await page.goto(`${base}${prefix}/staff/inventory/new`)
  const editor = page.getByTestId('car-editor')
  await editor.locator('[name="brandId"]').selectOption({ label: brandLabel })
  await editor.locator('[name="modelId"]').selectOption({ label: prefix === '/en' ? modelEn : `نسيم ${unique}` })
  const fill = async (name: string, value: string) => editor.locator(`[name="${name}"]`).fill(value)
  await fill('trimAr', 'القياسية')
  await fill('trimEn', 'Standard')
  await fill('engineAr', '2.0 لتر، 4 أسطوانات')
  await fill('engineEn', '2.0L 4-cylinder')
  await fill('priceSar', String(priceSar))
  await fill('descriptionAr', 'سيارة عائلية عملية.')
  await fill('descriptionEn', 'A practical family car.')
  await fill('colors.0.nameAr', 'أبيض')
  await fill('colors.0.nameEn', 'White')
  await page.getByTestId('car-save').click()
  await expect(page).toHaveURL(/\/staff\/inventory\/\d+$/)
  // The car's own page (its status badge), not the new-car form it replaces.
  await expect(page.getByTestId('inventory-status')).toBeVisible()
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  return { id, brandAr, brandEn, brandSlug: `zephyr-${unique}` }
}

/** Calls the dealer API as `role` (the bearer token of its saved session, a CSRF pair), as an outside client would. */
async function apiAs(role: 'editor' | 'sales') {
  const token = savedStaffState(role).cookies[0]!.value
  const csrf = ((await (await fetch(`${base}/api/csrf`)).json()) as { token: string }).token
  return (method: string, path: string, body: unknown) =>
    fetch(`${base}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Cookie: `XSRF-TOKEN=${csrf}`,
        'X-XSRF-TOKEN': csrf,
        'Content-Type': 'application/json',
        'Content-Language': 'en',
      },
      body: JSON.stringify(body),
    })
}

const emptyGroups = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, { ar: [], en: [] }]))

/** A car of a brand and model of its own, made through the API (the form is the first test's). */
async function addCarThroughApi(priceSar: number): Promise<OwnCar> {
  const call = await apiAs('editor')
  const unique = tag()
  const brandEn = `Zephyr ${unique}`
  const brand = (await (await call('POST', '/staff/inventory/brands', { nameAr: `زفير ${unique}`, nameEn: brandEn })).json()) as {
    id: number
    slug: string
  }
  const model = (await (
    await call('POST', '/staff/inventory/models', { brandId: brand.id, nameAr: 'نسيم', nameEn: `Breeze ${unique}` })
  ).json()) as {
    id: number
  }
  const answer = await call('POST', '/staff/inventory/cars', {
    modelId: model.id,
    trimAr: 'القياسية',
    trimEn: 'Standard',
    year: 2026,
    bodyType: 'suv',
    fuelType: 'petrol',
    transmission: 'automatic',
    engineAr: '2.0 لتر',
    engineEn: '2.0L',
    seats: 5,
    priceSar,
    descriptionAr: 'سيارة عائلية عملية.',
    descriptionEn: 'A practical family car.',
    colors: [{ nameAr: 'أبيض', nameEn: 'White', hex: '#ffffff' }],
    features: emptyGroups(['exterior', 'comfort', 'safety']),
    specs: emptyGroups(['engine', 'transmission', 'measurements', 'chassis']),
  })
  expect(answer.status).toBe(201)
  const car = (await answer.json()) as { id: number }
  return { id: car.id, brandAr: `زفير ${unique}`, brandEn, brandSlug: brand.slug }
}

test('ar: an editor adds a car; the market lists it under its brand with its count, and its page opens', async ({ page }) => {
  await startSignedIn(page, base, staffAccounts.editor)
  const car = await addCar(page, '', 187_000)
  await expect(page.getByTestId('inventory-status')).toHaveText('حسب الطلب')

  await page.goto(`${base}/market?brand=${car.brandSlug}`)
  const cards = page.getByTestId('market-results').locator('article')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(formatSar(187_000, 'ar'))
  // The brand filter names the new brand with its one car.
  const brandFacet = page.locator(`li:has(input[value="${car.brandSlug}"])`)
  await expect(brandFacet).toContainText(car.brandAr)
  await expect(brandFacet.locator('span bdi')).toHaveText('1')

  const answer = await page.goto(`${base}/car?id=${car.id}`)
  expect(answer?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('القياسية')
  await expect(page.getByTestId('price-reduced')).toHaveCount(0)
})

test('en: a lower price shows on the card, the calculator and as “price reduced”; all sold, the car leaves the market', async ({
  page,
}) => {
  const car = await addCarThroughApi(150_000)
  await startSignedIn(page, base, staffAccounts.editor, { locale: 'en' })
  await page.goto(`${base}/en/staff/inventory/${car.id}`)
  await page.locator('[name="priceSar"]').fill('139,000')
  await page.getByTestId('car-save').click()
  await expect(page.getByTestId('price-history')).toContainText('139,000')
  await page.goto(`${base}/en/car?id=${car.id}`)
  const reduced = page.getByTestId('price-reduced')
  await expect(reduced).toContainText('Price reduced')
  await expect(reduced.locator('s')).toHaveText('SAR 150,000')
  const monthly = formatNumber(advertisedInstalment(139_000), 'en')
  await expect(page.getByTestId('installment-from').first()).toContainText(monthly)
  await expect(page.getByTestId('finance-monthly')).toContainText(monthly)
  await page.goto(`${base}/en/market?brand=${car.brandSlug}`)
  await expect(page.getByTestId('market-results').locator('article')).toContainText('SAR 139,000')

  // Every unit sold: off the market, its page "no longer available".
  await page.goto(`${base}/en/staff/inventory/${car.id}`)
  await page.getByTestId('stock-add-line').click()
  await page.locator('[name="lines.0.status"]').selectOption('sold')
  await page.locator('[name="lines.0.count"]').fill('2')
  await page.getByTestId('stock-save').click()
  await expect(page.getByTestId('inventory-status')).toHaveText('Sold out')
  const gone = await page.goto(`${base}/en/car?id=${car.id}`)
  expect(gone?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This car is no longer available')
  await page.goto(`${base}/en/market?brand=${car.brandSlug}`)
  await expect(page.getByTestId('market-results').locator('article')).toHaveCount(0)
})

test('en: sales read the inventory and a car, with no way to change them; the new-car page answers 403', async ({ page }) => {
  await startSignedIn(page, base, staffAccounts.sales, { locale: 'en' })
  await page.goto(`${base}/en/staff/inventory?q=camry`)
  await expect(page.getByTestId('inventory-row').first()).toBeVisible()
  await expect(page.getByTestId('inventory-add-car')).toHaveCount(0)
  await page.getByTestId('inventory-row').first().getByRole('link').click()
  await expect(page.getByTestId('car-editor')).toBeVisible()
  await expect(page.locator('[name="priceSar"]')).toBeDisabled()
  await expect(page.getByTestId('car-save')).toHaveCount(0)
  await expect(page.getByTestId('stock-save')).toHaveCount(0)
  await expect(page.getByTestId('car-retire')).toHaveCount(0)
  // The API refuses the write whatever the page shows.
  const call = await apiAs('sales')
  expect((await call('PUT', '/staff/inventory/cars/1/retired', { retired: true })).status).toBe(403)
  const refused = await page.goto(`${base}/en/staff/inventory/new`)
  expect(refused?.status()).toBe(403)
  await expect(page.getByTestId('staff-forbidden')).toBeVisible()
})
