import type { Locator, Page, APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import sharp from 'sharp'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'

/**
 * Car photos managed by staff (decision 0057): uploaded, shown in every size, ordered, described,
 * refused when not a picture. On the suite's shared server, where a car's photos replace its
 * drawings for every test: each test uploads to cars of its own (`ownModel`), models no other spec
 * opens, searches for or finds first in a list (the drawings test below reads the first of other
 * models, and the other specs the cheapest, the first of the market and of the sitemap).
 */
const base = `http://localhost:${appPort}`

/**
 * This run's choice from `models`, the models only one test of this spec uploads to: one for each
 * repetition and retry of the test (--repeat-each, retries), so no two runs of it change one car.
 */
function ownModel(models: readonly string[]): string {
  const { repeatEachIndex, retry, project } = test.info()
  const model = models[retry * project.repeatEach + repeatEachIndex]
  if (!model) throw new Error(`car-photos.spec.ts has no car left for this repetition: add models to ${JSON.stringify(models)}`)
  return model
}

/** How long an upload may take on a busy 2-core machine: AVIF encoding is slow. */
const uploadTimeout = 30_000

const photo = (red: number, blue: number) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: red, g: 60, b: blue } } })
    .jpeg()
    .toBuffer()

/** Opens the staff page of the first car the search finds and answers its id. */
async function openCarPhotos(page: Page, prefix: string, q: string): Promise<number> {
  await page.goto(`${base}${prefix}/staff/car-photos?q=${encodeURIComponent(q)}`)
  await page.getByTestId('staff-cars').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/staff\/car-photos\/\d+$/)
  await page.waitForLoadState('networkidle')
  return Number(new URL(page.url()).pathname.split('/').pop())
}

/** Every address in a `srcset` answers 200 with its declared kind. */
async function expectEverySize(request: APIRequestContext, source: Locator, type: 'image/avif' | 'image/webp') {
  const srcset = (await source.getAttribute('srcset')) ?? ''
  const entries = srcset.split(',').map((entry) => entry.trim().split(/\s+/))
  expect(entries.map(([, width]) => width)).toEqual(['320w', '640w', '960w', '1280w'])
  for (const [path] of entries) {
    const answer = await request.get(`${base}${path}`)
    expect(answer.status(), path).toBe(200)
    expect(answer.headers()['content-type']).toBe(type)
    expect(answer.headers()['cache-control']).toContain('immutable')
  }
}

test('a sales user opening the car pictures page gets 403 in their language', async ({ page }) => {
  await startSignedIn(page, base, staffAccounts.sales, { locale: 'en' })
  const answer = await page.goto(`${base}/en/staff/car-photos`)
  expect(answer?.status()).toBe(403)
  await expect(page.getByTestId('staff-forbidden')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('an editor uploads a photo for a colour: the card and the car page show it in every size, in AVIF and WebP', async ({
  page,
  request,
}) => {
  await startSignedIn(page, base, staffAccounts.editor, { locale: 'en' })
  const model = ownModel(['silverado', 'yukon', 'sierra'])
  const carId = await openCarPhotos(page, '/en', model)
  const color = page.getByTestId('staff-color').first()
  await color.getByLabel(/^Photo/).setInputFiles({ name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo(180, 40) })
  await color.getByLabel('English description').last().fill('Seen from the side')
  await color.getByLabel('Arabic description').last().fill('من الجانب')
  await color.getByRole('button', { name: 'Upload photo' }).click()
  // The server makes eight pictures (four widths, AVIF and WebP) before it answers.
  await expect(color.getByTestId('staff-photo')).toHaveCount(1, { timeout: uploadTimeout })

  for (const prefix of ['/en', '']) {
    // The staff list shows the model's cheapest car first; so does the market sorted by price.
    await page.goto(`${base}${prefix}/market?q=${model}&sort=price-asc`)
    const card = page.getByTestId('market-results').locator('article').first()
    await expect(card.locator(`a[href$="car?id=${carId}"]`).first()).toBeAttached()
    const picture = card.locator('picture')
    await expect(picture.locator('img')).toHaveAttribute('alt', prefix ? 'Seen from the side' : 'من الجانب')
    await expect(picture.locator('img')).toHaveAttribute('fetchpriority', 'high')
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('sizes', /100vw/)
    await expectEverySize(request, picture.locator('source[type="image/avif"]'), 'image/avif')
    await expectEverySize(request, picture.locator('source[type="image/webp"]'), 'image/webp')

    await page.goto(`${base}${prefix}/car?id=${carId}`)
    const main = page.getByTestId('car-main-picture').locator('picture')
    await expect(main.locator('img')).toHaveAttribute('fetchpriority', 'high')
    await expect(main.locator('img')).toHaveAttribute('width', '640')
    await expectEverySize(request, main.locator('source[type="image/avif"]'), 'image/avif')
    await expectEverySize(request, main.locator('source[type="image/webp"]'), 'image/webp')
  }
})

test('a second photo moved first becomes the main picture, and a new description shows at once', async ({ page }) => {
  test.setTimeout(90_000)
  await startSignedIn(page, base, staffAccounts.editor)
  const carId = await openCarPhotos(page, '', ownModel(['explorer', 'mustang', 'f-150']))
  const color = page.getByTestId('staff-color').first()
  // The first photo, then the second.
  const upload = async (file: { name: string; mimeType: string; buffer: Buffer }, description: string, photos: number) => {
    await color
      .getByLabel(/^الصورة/)
      .last()
      .setInputFiles(file)
    await color.getByLabel('الوصف بالإنجليزية').last().fill(description)
    await color.getByRole('button', { name: 'رفع الصورة' }).click()
    await expect(color.getByTestId('staff-photo')).toHaveCount(photos, { timeout: uploadTimeout })
  }
  await upload({ name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo(180, 40) }, 'Seen from the side', 1)
  await upload({ name: 'rear.png', mimeType: 'image/png', buffer: await photo(20, 200) }, 'Seen from the back', 2)

  await color.getByTestId('staff-photo').nth(1).getByRole('button', { name: 'نقل إلى موضع أسبق' }).click()
  await expect(color.getByTestId('staff-photo').first().getByLabel('الوصف بالإنجليزية')).toHaveValue('Seen from the back')

  const second = color.getByTestId('staff-photo').nth(1)
  await second.getByLabel('الوصف بالإنجليزية').fill('Side view')
  await second.getByRole('button', { name: 'حفظ الأوصاف' }).click()
  await expect(page.getByText('تم حفظ الأوصاف.')).toBeVisible()

  await page.goto(`${base}/en/car?id=${carId}`)
  await expect(page.getByTestId('car-main-picture').locator('img')).toHaveAttribute('alt', 'Seen from the back')
  const thumbnails = page.getByRole('list', { name: 'Pictures' }).locator('img')
  await expect(thumbnails).toHaveCount(2)
  await expect(thumbnails.nth(1)).toHaveAttribute('alt', 'Side view')
  await page.getByRole('list', { name: 'Pictures' }).getByRole('button').nth(1).click()
  await expect(page.getByTestId('car-main-picture').locator('img')).toHaveAttribute('alt', 'Side view')
})

test('deleting a photo asks first; Cancel keeps it, confirming takes it off the car page, Restore brings it back', async ({ page }) => {
  await startSignedIn(page, base, staffAccounts.editor, { locale: 'en' })
  const carId = await openCarPhotos(page, '/en', ownModel(['taurus', 'territory', 'monjaro']))
  const color = page.getByTestId('staff-color').first()
  const small = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 30, g: 150, b: 90 } } })
    .jpeg()
    .toBuffer()
  await color.getByLabel(/^Photo/).setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: small })
  await color.getByLabel('English description').last().fill('Seen from the front')
  await color.getByRole('button', { name: 'Upload photo' }).click()
  const photos = color.getByTestId('staff-photo')
  await expect(photos).toHaveCount(1, { timeout: uploadTimeout })

  const dialog = page.getByRole('dialog', { name: /^Delete photo 1 in / })
  await photos.getByRole('button', { name: 'Delete photo' }).click()
  await expect(dialog).toContainText('you can restore it under “Deleted photos”')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(photos).toHaveCount(1)

  await photos.getByRole('button', { name: 'Delete photo' }).click()
  await dialog.getByRole('button', { name: 'Delete the photo' }).click()
  await expect(photos).toHaveCount(0)
  const deleted = color.getByTestId('staff-deleted-photo')
  await expect(deleted).toHaveCount(1)
  await expect(deleted).toContainText(/Deleted for good on \d+ \w+ \d{4} unless restored/)

  // The car's public answer drops it at once (the pages read the same; car-photos-restore.test.ts).
  const shownPhotos = async () => {
    const car = (await (await page.request.get(`${base}/api/cars/${carId}`, { headers: { 'Content-Language': 'en' } })).json()) as {
      colors: { photos: { alt: string }[] }[]
    }
    return car.colors.flatMap((shown) => shown.photos.map((photo) => photo.alt))
  }
  expect(await shownPhotos()).toEqual([])

  await deleted.getByRole('button', { name: 'Restore' }).click()
  await expect(photos).toHaveCount(1)
  await expect(deleted).toHaveCount(0)
  expect(await shownPhotos()).toEqual(['Seen from the front'])
})

for (const [prefix, label, button, message] of [
  ['/en', /^Photo/, 'Upload photo', 'Please choose a PNG, JPEG or WebP picture'],
  ['', /^الصورة/, 'رفع الصورة', 'يُرجى اختيار صورة'],
] as const) {
  test(`a file that is not a picture, named .jpg, is refused with the reason next to the field (${prefix || '/ar'})`, async ({ page }) => {
    await startSignedIn(page, base, staffAccounts.editor, { locale: prefix ? 'en' : 'ar' })
    await openCarPhotos(page, prefix, 'camry')
    const color = page.getByTestId('staff-color').first()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const field = color.getByLabel(label).last()
    await field.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: svg })
    await color.getByRole('button', { name: button }).click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    const errorId = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error'))
    expect(errorId).toBeTruthy()
    await expect(page.locator(`[id="${errorId}"]`)).toContainText(message)
    await expect(color.getByTestId('staff-photo')).toHaveCount(0)
  })
}

test('until photos come, cars of other body types and sizes show other drawings', async ({ page }) => {
  for (const [q, shape] of [
    ['land cruiser', 'suv-large'],
    ['rav4', 'suv-compact'],
    ['picanto', 'hatchback'],
    ['hilux', 'pickup'],
    ['hiace', 'van'],
    ['corvette', 'coupe'],
    ['camry', 'sedan'],
    ['raize', 'crossover'],
  ] as const) {
    await page.goto(`${base}/en/market?q=${encodeURIComponent(q)}`)
    const drawing = page.getByTestId('market-results').locator('article').first().getByTestId('car-drawing')
    // As WebP, which the browser decodes off the page's main thread (src/lib/svg-renditions.ts).
    await expect(drawing).toHaveAttribute('src', new RegExp(`^/media/drawings/${shape}\\.[0-9a-f]{6}\\.[a-z-]+\\.640\\.webp$`))
    await expect(drawing).toHaveAttribute('srcset', /\.320\.webp 320w, .+\.640\.webp 640w, .+\.960\.webp 960w$/)
    const answer = await page.request.get(`${base}${await drawing.getAttribute('src')}`)
    expect(answer.headers()['content-type']).toBe('image/webp')
    expect((await answer.body()).length).toBeLessThan(16_384)
  }
})

test('an editor replaces a brand logo and the brand tiles show it at once', async ({ page, request }) => {
  await startSignedIn(page, base, staffAccounts.editor, { locale: 'en' })
  await page.goto(`${base}/en/staff/car-photos`)
  await page.waitForLoadState('networkidle')
  // A brand and a logo of each repetition's own: two runs at once would replace each other's logo,
  // and a logo's address is its content's, so the same picture on two brands is one address.
  const { repeatEachIndex, retry, project } = test.info()
  const own = retry * project.repeatEach + repeatEachIndex
  const brand = page.getByTestId('staff-brand').nth(own)
  const logo = await sharp({
    create: { width: 512, height: 256, channels: 4, background: { r: 200, g: (own * 70) % 256, b: 0, alpha: 0.5 } },
  })
    .png()
    .toBuffer()
  await brand.getByLabel(/^Logo of/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo })
  await brand.getByRole('button', { name: 'Replace logo' }).click()
  await expect(brand.locator('img')).toHaveAttribute('src', /^\/media\/pictures\/[0-9a-f]{24}\.webp$/)
  const src = (await brand.locator('img').getAttribute('src')) as string

  await page.goto(`${base}/en/cars`)
  await expect(page.locator(`img[src="${src}"]`)).toHaveCount(1)
  const answer = await request.get(`${base}${src}`)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('image/webp')
})

/** A real JPEG padded to `bytes`: decoders ignore what follows its end marker, so only its size is large. */
async function paddedJpeg(bytes: number): Promise<Buffer> {
  const padded = Buffer.alloc(bytes)
  ;(await photo(90, 90)).copy(padded)
  return padded
}

test('a photo of 8 MB is taken through the page and the API; one of 11 MB gets the photo size reason on its field, not a bare 413', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await startSignedIn(page, base, staffAccounts.editor, { locale: 'en' })
  const carId = await openCarPhotos(page, '/en', ownModel(['staria', 'altima', 'sonata']))
  // Through the back office: its server function takes the photo past the 6 MiB of other requests.
  const color = page.getByTestId('staff-color').first()
  await color
    .getByLabel(/^Photo/)
    .last()
    .setInputFiles({ name: 'eight.jpg', mimeType: 'image/jpeg', buffer: await paddedJpeg(8 * 1000 * 1000) })
  await color.getByLabel('English description').last().fill('Eight megabytes')
  await color.getByLabel('Arabic description').last().fill('ثمانية ميجابايت')
  await color.getByRole('button', { name: 'Upload photo' }).click()
  await expect(color.getByTestId('staff-photo')).toHaveCount(1, { timeout: uploadTimeout })

  // Through the API, as another client of it would send them.
  const session = (await page.context().cookies(base)).find((cookie) => cookie.httpOnly && /staff/i.test(cookie.name))
  expect(session, 'the staff session cookie').toBeDefined()
  const authorization = `Bearer ${session!.value}`
  const photos = (await (await fetch(`${base}/api/staff/car-photos/${carId}`, { headers: { Authorization: authorization } })).json()) as {
    colors: { id: number }[]
  }
  const csrf = (await (await fetch(`${base}/api/csrf`)).json()) as { token: string }
  const upload = async (bytes: number) => {
    const form = new FormData()
    form.set('photo', new File([new Uint8Array(await paddedJpeg(bytes))], 'big.jpg', { type: 'image/jpeg' }))
    form.set('altAr', 'صورة كبيرة')
    form.set('altEn', 'A large picture')
    return fetch(`${base}/api/staff/car-photos/${carId}/colors/${photos.colors[0]!.id}`, {
      method: 'POST',
      headers: { Authorization: authorization, Cookie: `XSRF-TOKEN=${csrf.token}`, 'X-XSRF-TOKEN': csrf.token, 'Content-Language': 'en' },
      body: form,
    })
  }
  expect((await upload(8 * 1000 * 1000)).status).toBe(201)
  const tooLarge = await upload(11 * 1000 * 1000)
  expect(tooLarge.status).toBe(413)
  const refusal = (await tooLarge.json()) as { error: { code: string; fields?: Record<string, string[]> } }
  expect(refusal.error.code).toBe('payload_too_large')
  expect(refusal.error.fields).toEqual({ photo: ['This picture is larger than 10 MB. Please choose a smaller file.'] })
})
