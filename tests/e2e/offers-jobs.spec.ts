import sharp from 'sharp'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'

/**
 * Offers and positions as an editor makes and removes them (decisions 0076, 0079), on the suite's
 * shared server: each test creates an offer or a position of its own, with a title no other test
 * uses, and changes nothing seeded (the seeded offers and positions other specs read stay as they
 * are). What the API refuses, and every rule of the lifecycle, is tested in-process
 * (src/dealer-api/routes/staff-offers-lifecycle.test.ts, staff-jobs-lifecycle.test.ts).
 */
const base = `http://localhost:${appPort}`
const unique = () => `${Date.now().toString(36)}${test.info().workerIndex}${test.info().repeatEachIndex}`

test('ar: an editor creates an offer, picking its car by search and uploading its photo, and it is on the offers page', async ({
  page,
}) => {
  // The photo is decoded and re-encoded by sharp on the shared machine, among other specs' uploads.
  test.slow()
  const mark = unique()
  const titleAr = `عرض لاند كروزر ${mark}`
  await startSignedIn(page, base, staffAccounts.editor)
  await page.goto(`${base}/staff/offers`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'عرض جديد' }).click()
  const form = page.getByTestId('new-offer-form')
  await form.getByLabel('العنوان (بالعربية)').fill(titleAr)
  await form.getByLabel('العنوان (بالإنجليزية)').fill(`Land Cruiser offer ${mark}`)
  await form.getByLabel('الملخص (بالعربية)').fill('سعر خاص لفترة محدودة.')
  await form.getByLabel('الملخص (بالإنجليزية)').fill('A special price for a short time.')
  await form.getByLabel('الشروط والتفاصيل (بالعربية)').fill('العرض ساري حتى نفاد الكمية.')
  await form.getByLabel('الشروط والتفاصيل (بالإنجليزية)').fill('While stocks last.')
  // The market's search: an Arabic spelling finds the car, no list of every car is drawn.
  await form.getByLabel('ابحث عن سيارة لإضافتها').fill('لاندكروزر')
  const results = form.getByTestId('offer-car-results')
  await expect(results.getByRole('listitem').first()).toContainText('لاند كروزر')
  expect(await form.locator('input[type="checkbox"]').count()).toBe(0)
  const carTitle = (await results.locator('bdi').first().textContent())?.trim() ?? ''
  await results.getByRole('button', { name: /^أضف/ }).first().click()
  await expect(form.getByTestId('offer-chosen-cars')).toContainText(carTitle)
  // The photo goes up as soon as it is chosen, re-encoded by the dealer API; the form keeps its address.
  const photo = await sharp({ create: { width: 1200, height: 750, channels: 3, background: { r: 160, g: 20, b: 40 } } })
    .jpeg()
    .toBuffer()
  await form.getByLabel('أو ارفع صورة').setInputFiles({ name: 'offer.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(form.getByTestId('offer-picture-preview')).toHaveAttribute('src', /^\/media\/offers\/[a-f0-9]{24}\.webp$/, {
    timeout: 15_000,
  })
  await form.getByRole('button', { name: 'أنشئ العرض' }).click()
  await expect(page.getByText(`أُنشئ «${titleAr}».`)).toBeVisible()

  await page.goto(`${base}/offers`)
  await page.getByRole('link', { name: titleAr }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleAr)
  await expect(page.getByRole('main')).toContainText(carTitle)
  // The photo is served from the site's own address, described by the offer's title.
  const picture = page.getByRole('main').getByRole('img', { name: titleAr })
  await picture.scrollIntoViewIfNeeded()
  await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1200)
})

test('en: an editor deletes an offer after confirming, and its page says it is no longer available (410)', async ({ page }) => {
  const title = `Offer to delete ${unique()}`
  await startSignedIn(page, base, staffAccounts.editor, { locale: 'en' })
  // Made through the API as another client would, so this test is about deleting it.
  const session = (await page.context().cookies(base)).find((cookie) => cookie.httpOnly && /staff/i.test(cookie.name))
  const csrf = (await (await fetch(`${base}/api/csrf`)).json()) as { token: string }
  const [car] = ((await (await fetch(`${base}/api/cars?q=camry&pageSize=1`)).json()) as { items: { id: number }[] }).items
  const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)
  const made = await fetch(`${base}/api/staff/offers`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${session!.value}`,
      Cookie: `XSRF-TOKEN=${csrf.token}`,
      'X-XSRF-TOKEN': csrf.token,
      'Content-Type': 'application/json',
      'Idempotency-Key': `e2e-offer-${crypto.randomUUID()}`,
    },
    body: JSON.stringify({
      titleAr: `عرض للحذف ${title}`,
      titleEn: title,
      summaryAr: 'ملخص',
      summaryEn: 'Summary',
      bodyAr: 'نص',
      bodyEn: 'Text',
      startsOn: today,
      endsOn: today,
      profitRatePercent: null,
      carIds: [car!.id],
    }),
  })
  expect(made.status).toBe(201)
  const { id } = (await made.json()) as { id: number }

  await page.goto(`${base}/en/staff/offers?q=${encodeURIComponent(title)}`)
  await page.waitForLoadState('networkidle')
  const row = page.getByTestId('staff-offer').filter({ hasText: title })
  await row.getByRole('button', { name: /^Delete/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this offer?' })
  await expect(dialog).toContainText(`“${title}” leaves the offers page at once`)
  // Cancel has the focus: Enter by habit deletes nothing.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Delete the offer' }).click()
  await expect(page.getByText(`“${title}” is deleted.`)).toBeVisible()
  await expect(row).toHaveCount(0)

  const answer = await page.goto(`${base}/en/offers/offer?id=${id}`)
  expect(answer?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This offer is no longer available')
})

test('ar: an editor publishes a position, sees it on the jobs page, and closes it', async ({ page }) => {
  const mark = unique()
  const titleAr = `فني تشخيص ${mark}`
  await startSignedIn(page, base, staffAccounts.editor)
  await page.goto(`${base}/staff/jobs`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'وظيفة جديدة' }).click()
  const form = page.getByTestId('new-job-form')
  await form.getByLabel('العنوان (بالعربية)').fill(titleAr)
  await form.getByLabel('العنوان (بالإنجليزية)').fill(`Diagnostics technician ${mark}`)
  await form.getByLabel('الوصف (بالعربية)').fill('تشخيص أعطال السيارات الحديثة.')
  await form.getByLabel('الوصف (بالإنجليزية)').fill('Diagnose faults in modern cars.')
  await form.getByLabel('المتطلبات (بالعربية)').fill('خبرة ثلاث سنوات\nشهادة فنية')
  await form.getByLabel('المتطلبات (بالإنجليزية)').fill('Three years of experience')
  await form.getByLabel('المدينة').selectOption('tabuk')
  await form.getByRole('button', { name: 'انشر الوظيفة' }).click()
  // One requirement short in English: refused next to the field, nothing published.
  const english = form.getByLabel('المتطلبات (بالإنجليزية)')
  await expect(english).toHaveAttribute('aria-invalid', 'true')
  await english.fill('Three years of experience\nA technical diploma')
  await form.getByRole('button', { name: 'انشر الوظيفة' }).click()
  await expect(page.getByText(`نُشرت وظيفة «${titleAr}».`)).toBeVisible()

  await page.goto(`${base}/jobs`)
  await expect(page.getByRole('heading', { name: titleAr })).toBeVisible()
  await expect(page.getByTestId('job-list')).toContainText('شهادة فنية')

  await page.goto(`${base}/staff/jobs?q=${encodeURIComponent(titleAr)}`)
  await page.waitForLoadState('networkidle')
  const row = page.getByTestId('staff-job').filter({ hasText: titleAr })
  await row.getByRole('button', { name: 'إغلاق الوظيفة' }).click()
  await expect(row.getByTestId('status')).toHaveText('مغلقة')
  await page.goto(`${base}/jobs`)
  await expect(page.getByRole('heading', { name: titleAr })).toHaveCount(0)
})
