import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import sharp from 'sharp'
import type { CarDetail } from '../../src/contract/catalogue'
import type { DealerSettings, Offer } from '../../src/contract/content'
import { formatSar } from '../../src/lib/format'
import { startOwnServer, type OwnServer } from './own-server'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'

/**
 * The dealer's settings as an admin edits them and every visitor then sees them (decision 0058):
 * the identity the E-Commerce Law asks for in every footer, phones dialled in international form,
 * and the WhatsApp chat about a car with the colour the visitor chose.
 *
 * A server of its own (own-server.ts): these tests change the dealer's CR number, phone and logo,
 * which every page of every other test shows (footers, the header's logo, the contact page and the
 * structured data other specs compare with the settings).
 */
test.describe.configure({ mode: 'serial' })

let server: OwnServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startOwnServer(appPort + 92)
})
test.afterAll(() => server?.stop())

const prefix = (locale: 'ar' | 'en') => (locale === 'en' ? '/en' : '')

async function settings(locale: 'ar' | 'en'): Promise<DealerSettings> {
  return (await (await fetch(`${server.base}/api/settings`, { headers: { 'Content-Language': locale } })).json()) as DealerSettings
}

/** The staff session token the browser keeps in its httpOnly cookie. */
async function sessionToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies(server.base)
  const session = cookies.find((cookie) => cookie.httpOnly && /staff/i.test(cookie.name))
  expect(session, 'the staff session cookie').toBeDefined()
  return session!.value
}

test('an editor gets the 403 page in Arabic, and the API refuses them', async ({ page }) => {
  await startSignedIn(page, server.base, staffAccounts.editor, { locale: 'ar' })
  await expect(page.getByTestId('staff-desk').getByRole('link', { name: 'إعدادات المعرض' })).toHaveCount(0)
  const answer = await page.goto(`${server.base}/staff/dealer`)
  expect(answer?.status()).toBe(403)
  await expect(page.getByTestId('staff-forbidden')).toContainText('لا يملك حسابك صلاحية الوصول إلى هذه الصفحة.')

  const token = await sessionToken(page)
  const read = await fetch(`${server.base}/api/staff/dealer`, { headers: { Authorization: `Bearer ${token}` } })
  expect(read.status).toBe(403)
  const csrf = (await (await fetch(`${server.base}/api/csrf`)).json()) as { token: string }
  const write = await fetch(`${server.base}/api/staff/dealer/settings`, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Cookie: `XSRF-TOKEN=${csrf.token}`,
      'X-XSRF-TOKEN': csrf.token,
    },
    body: JSON.stringify({ crNumber: '4030123456' }),
  })
  expect(write.status).toBe(403)
  expect((await settings('en')).crNumber).toBe('7000000000')
})

for (const locale of ['ar', 'en'] as const) {
  test(`a wrong VAT or CR number is refused next to its field, in ${locale}`, async ({ page }) => {
    const texts = {
      ar: { vat: 'يُرجى إدخال الرقم الضريبي: 15 رقمًا تبدأ بالرقم 3 وتنتهي به.', cr: 'يُرجى إدخال رقم السجل التجاري: 10 أرقام.' },
      en: {
        vat: 'Please enter the VAT number: 15 digits that start and end with 3.',
        cr: 'Please enter the commercial registration number: 10 digits.',
      },
    }[locale]
    await startSignedIn(page, server.base, staffAccounts.admin, { locale })
    await page.goto(`${server.base}${prefix(locale)}/staff/dealer`)
    const form = page.getByTestId('dealer-settings-form')
    const vat = form.locator('input[name="vatNumber"]')
    const cr = form.locator('input[name="crNumber"]')
    await page.waitForLoadState('networkidle')
    await vat.fill('300000000000002')
    await cr.fill('12345')
    await page.getByTestId('save-dealer-settings').click()
    await expect(vat).toHaveAttribute('aria-invalid', 'true')
    await expect(cr).toHaveAttribute('aria-invalid', 'true')
    // Each sentence is the one the field announces (aria-describedby), under that field.
    await expect(page.locator(`#${await vat.getAttribute('id')}-error`)).toContainText(texts.vat)
    await expect(page.locator(`#${await cr.getAttribute('id')}-error`)).toContainText(texts.cr)
    // The first field in error (the CR number comes first on the form) has the focus.
    await expect(cr).toBeFocused()
    expect((await settings('en')).vatNumber).toBe('300000000000003')
    // Nothing typed is kept for the next test.
    await page.evaluate(() => sessionStorage.clear())
  })
}

test('an admin changes the CR number and the phone: the footer of another page shows them at once, in both languages', async ({
  page,
  browser,
}) => {
  await startSignedIn(page, server.base, staffAccounts.admin, { locale: 'en' })
  // The back office's first render settles first.
  await page.waitForLoadState('networkidle')
  await page.getByTestId('staff-desk').getByRole('link', { name: 'Dealer settings' }).first().click()
  await expect(page).toHaveURL(`${server.base}/en/staff/dealer`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealer settings')
  await page.waitForLoadState('networkidle')
  const form = page.getByTestId('dealer-settings-form')
  await form.locator('input[name="crNumber"]').fill('4030 123 456')
  await form.locator('input[name="phone"]').fill('012 660 1200')
  await page.getByTestId('save-dealer-settings').click()
  await expect(page.getByText('The dealer’s details are saved.')).toBeVisible()

  const visitor = await browser.newPage()
  for (const locale of ['en', 'ar'] as const) {
    await visitor.goto(`${server.base}${prefix(locale)}/offers`)
    const footer = visitor.locator('footer')
    await expect(footer.getByTestId('dealer-cr')).toContainText('4030123456')
    await expect(footer.getByTestId('dealer-cr')).toContainText(locale === 'en' ? 'CR No.' : 'السجل التجاري')
    // Shown as the dealer prints it, dialled in international form.
    await expect(footer.getByRole('link', { name: '012 660 1200' })).toHaveAttribute('href', 'tel:+966126601200')
  }
  await visitor.close()
})

for (const locale of ['ar', 'en'] as const) {
  test(`every page's footer names the seller with its CR and VAT numbers and address, in ${locale}`, async ({ page }) => {
    const dealer = await settings(locale)
    for (const path of ['/', '/market', '/car?id=1', '/contact']) {
      await page.goto(`${server.base}${prefix(locale)}${path === '/' && locale === 'en' ? '' : path}`)
      const footer = page.locator('footer')
      await expect(footer.getByTestId('dealer-identity')).toContainText(dealer.legalName!)
      await expect(footer.getByTestId('dealer-cr')).toContainText(dealer.crNumber!)
      await expect(footer.getByTestId('dealer-vat')).toContainText(dealer.vatNumber!)
      await expect(footer.getByTestId('dealer-vat')).toContainText(locale === 'en' ? 'VAT No.' : 'الرقم الضريبي')
      await expect(footer.getByTestId('dealer-address')).toHaveText(dealer.address)
    }
  })
}

test('the home page describes the dealer as an AutoDealer with its identity, address in parts and branches’ hours', async ({ page }) => {
  await page.goto(`${server.base}/en`)
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const dealer = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => block['@type'] === 'AutoDealer')
  expect(dealer).toMatchObject({
    vatID: '300000000000003',
    identifier: { '@type': 'PropertyValue', propertyID: 'CR' },
    telephone: expect.stringMatching(/^\+966\d+$/),
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Jeddah',
      addressRegion: 'Makkah Region',
      postalCode: '23435',
      addressCountry: 'SA',
    },
  })
  const departments = dealer!.department as { openingHoursSpecification: unknown[] }[]
  expect(departments.length).toBeGreaterThan(1)
  expect(departments.every((branch) => branch.openingHoursSpecification.length > 0)).toBe(true)
})

/** A car with two colours or more, so the chosen colour can change. */
async function carWithColours(locale: 'ar' | 'en'): Promise<CarDetail> {
  for (let id = 1; id < 40; id++) {
    const answer = await fetch(`${server.base}/api/cars/${id}`, { headers: { 'Content-Language': locale } })
    if (!answer.ok) continue
    const car = (await answer.json()) as CarDetail
    if (car.colors.length >= 2) return car
  }
  throw new Error('no car with two colours in the demo catalogue')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const chatText = async (page: Page) => {
  const href = await page.getByTestId('whatsapp-chat').getAttribute('href')
  expect(href).toMatch(/^https:\/\/wa\.me\/966500000000\?text=/)
  return new URL(href!).searchParams.get('text') ?? ''
}

for (const locale of ['ar', 'en'] as const) {
  test(`the WhatsApp chat about a car names it, the colour chosen, its price and link, in ${locale}`, async ({ page }) => {
    const car = await carWithColours(locale)
    await page.goto(`${server.base}${prefix(locale)}/car?id=${car.id}`)
    const first = await chatText(page)
    expect(first).toContain(car.title)
    expect(first).toContain(car.colors[0]!.name)
    expect(first).toContain(`${server.base}${prefix(locale)}/car?id=${car.id}`)
    expect(first).toMatch(locale === 'ar' ? /شاملًا ضريبة القيمة المضافة/ : /including VAT/)
    await expect(page.getByTestId('whatsapp-chat')).toContainText(locale === 'ar' ? 'تواصل عبر واتساب' : 'Chat on WhatsApp')

    await page.waitForLoadState('networkidle')
    // The swatch a visitor clicks (its radio is visually hidden); then the radio is the one checked.
    await page.getByTitle(car.colors[1]!.name, { exact: true }).click()
    await expect(page.getByRole('radio', { name: car.colors[1]!.name })).toBeChecked()
    await expect.poll(() => chatText(page)).toContain(car.colors[1]!.name)
    expect(await chatText(page)).not.toContain(`${car.colors[0]!.name},`)
  })
}

for (const locale of ['ar', 'en'] as const) {
  test(`the WhatsApp chat about an offer names it, its cars, the lowest price with VAT and its link, in ${locale}`, async ({ page }) => {
    const headers = { 'Content-Language': locale }
    const [summary] = ((await (await fetch(`${server.base}/api/offers`, { headers })).json()) as { items: { id: number }[] }).items
    const offer = (await (await fetch(`${server.base}/api/offers/${summary!.id}`, { headers })).json()) as Offer
    expect(offer.cars.length).toBeGreaterThan(0)
    await page.goto(`${server.base}${prefix(locale)}/offers/offer?id=${offer.id}`)
    const text = await chatText(page)
    const link = `${server.base}${prefix(locale)}/offers/offer?id=${offer.id}`
    const cars = offer.cars
      .slice(0, 3)
      .map((car) => car.title)
      .join(locale === 'ar' ? '، ' : ', ')
    const price = formatSar(Math.min(...offer.cars.map((car) => car.priceSar)), locale)
    expect(text).toContain(cars)
    expect(text).toContain(price)
    expect(text.endsWith(link)).toBe(true)
    // The whole sentence in the page's language, the offer's title in that language's quotation marks.
    expect(text).toMatch(
      locale === 'ar'
        ? new RegExp(
            `^مرحبًا، أرغب في الاستفسار عن عرض «${escapeRegExp(offer.title)}» على .+، بسعر يبدأ من .+ شاملًا ضريبة القيمة المضافة\\. `,
          )
        : new RegExp(`^Hello, I would like to ask about the offer “${escapeRegExp(offer.title)}” on .+, from .+ including VAT\\. `),
    )
    await expect(page.getByTestId('whatsapp-chat')).toContainText(locale === 'ar' ? 'تواصل عبر واتساب' : 'Chat on WhatsApp')
  })
}

test('an admin uploads a new logo: re-encoded, it is every page’s logo at once', async ({ page, browser }) => {
  const png = await sharp({ create: { width: 900, height: 900, channels: 4, background: { r: 20, g: 90, b: 70, alpha: 1 } } })
    .png()
    .toBuffer()
  await startSignedIn(page, server.base, staffAccounts.admin, { locale: 'en' })
  await page.goto(`${server.base}/en/staff/dealer`)
  await page.waitForLoadState('networkidle')
  const form = page.getByTestId('dealer-logo-form')
  await form.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
  await form.getByRole('button', { name: 'Upload logo' }).click()
  await expect(page.getByText('The new logo is saved.')).toBeVisible()

  const visitor = await browser.newPage()
  await visitor.goto(`${server.base}/market`)
  const src = await visitor.locator('header img').first().getAttribute('src')
  expect(src).toMatch(/^\/media\/logo\/[a-f0-9]{24}\.webp$/)
  const served = await fetch(`${server.base}${src}`)
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/webp')
  expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(512)
  await visitor.close()
})
