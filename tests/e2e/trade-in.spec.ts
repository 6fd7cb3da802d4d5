import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { deliveries } from './deliveries'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'
import { newClientAddress, newMobile } from './visitors'

/**
 * "Value my car" end to end (issue 41, decision 0102): a buyer sends a request with a photo and
 * confirms it with the code texted to them; a sales user finds it in the back office and sends an
 * estimate (asked first); the buyer gets the estimate by text and sees it, with until when it is
 * valid, on the status page. A hostile file is refused next to its photo field in the buyer's
 * language. On the suite's shared server: each test has its own mobile and client address, and
 * reads its texts by that mobile (deliveries.ts). The data rules (both engines) are in
 * src/domain/trade-ins.test.ts and src/dealer-api/routes/trade-ins.test.ts.
 */
type Lang = 'ar' | 'en'
const base = `http://localhost:${appPort}`
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '')
const control = (page: Page, name: string) => page.locator(`#trade-in-${name}`)
const shots = process.env.SHOTS_DIR

const texts = {
  send: { ar: 'أرسل للتقييم', en: 'Send for valuation' },
  confirm: { ar: 'أكّد الطلب', en: 'Confirm request' },
  sent: { ar: 'تم إرسال طلب التقييم بنجاح.', en: 'Your valuation request has been sent successfully.' },
  photoType: { ar: /JPEG أو PNG أو WebP/, en: /Please choose a JPEG, PNG or WebP photo/ },
}

async function fillRequest(page: Page, lang: Lang, mobile: string) {
  await control(page, 'make').fill(lang === 'ar' ? 'تويوتا' : 'Toyota')
  await control(page, 'model').fill(lang === 'ar' ? 'كامري' : 'Camry')
  await control(page, 'year').fill(lang === 'ar' ? '٢٠١٩' : '2019')
  await control(page, 'mileageKm').fill(lang === 'ar' ? '٨٥٬٠٠٠' : '85,000')
  await control(page, 'condition').selectOption('good')
  await control(page, 'city').fill(lang === 'ar' ? 'الدمام' : 'Dammam')
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Dammam/ })
    .click()
  await control(page, 'mobile').fill(mobile)
}

test('a request answered by staff shows its estimate and expiry to the buyer, who was texted it', async ({
  page,
  browser,
  consoleProblems: _watched,
}) => {
  // Two people's browsers, an upload and the outbox's round in one story: three times the usual bound.
  test.slow()
  const mobile = newMobile()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
  await page.goto(`${prefix('en')}/trade-in`)
  await fillRequest(page, 'en', mobile.typed)
  const jpeg = await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer()
  await control(page, 'photo1').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: jpeg })
  if (shots) await page.screenshot({ path: `${shots}/trade-in-form-en-${page.viewportSize()?.width}.png`, fullPage: true })
  await page.getByRole('button', { name: texts.send.en }).click()

  await page.locator('input[autocomplete="one-time-code"]').fill(await deliveries.codeFor(mobile.e164))
  await page.getByRole('button', { name: texts.confirm.en }).click()
  await expect(page.getByText(texts.sent.en)).toBeVisible()
  const reference = (await page.getByTestId('trade-in-reference').textContent())!.trim()
  expect(reference).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)

  // Sales, in Arabic, in a browser of their own.
  const desk = await (await browser.newContext({ baseURL: base })).newPage()
  await startSignedIn(desk, base, staffAccounts.sales, { locale: 'ar' })
  await desk.goto(`${base}/staff/trade-ins`)
  const card = desk.locator(`[data-testid="trade-in"][data-reference="${reference}"]`)
  await expect(card).toBeVisible()
  await expect(card.getByRole('img')).toHaveCount(1)
  await expect.poll(() => card.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await card.getByLabel('التقييم (ريال)').fill('٦٤٬٥٠٠')
  await card.getByRole('button', { name: 'أرسل التقييم' }).click()
  const dialog = desk.getByRole('dialog')
  await expect(dialog).toContainText('64,500')
  await dialog.getByRole('button', { name: 'إرسال التقييم' }).click()
  // Answered, it leaves the waiting list for the estimated one.
  await expect(card).toHaveCount(0)
  await desk.goto(`${base}/staff/trade-ins?show=estimated`)
  await expect(card.getByTestId('trade-in-staff-estimate')).toContainText('64,500')
  await desk.context().close()

  // The buyer's text: the amount and the reference, in the language they asked in.
  await expect.poll(() => deliveries.textsTo(mobile.e164).at(-1)?.text ?? '', { timeout: 30_000 }).toContain('SAR 64,500')
  expect(deliveries.textsTo(mobile.e164).at(-1)!.text).toContain(reference)

  await page.getByRole('link', { name: 'See your estimate' }).click()
  await expect(page.locator('#trade-in-status-reference')).toHaveValue(reference)
  await page.locator('#trade-in-status-phone').fill(mobile.typed)
  await page.getByRole('button', { name: 'Show the estimate' }).click()
  const result = page.getByTestId('trade-in-result')
  await expect(result.getByTestId('trade-in-state')).toHaveText('Estimate valid')
  await expect(result.getByTestId('trade-in-estimate')).toHaveText(/^SAR\s64,500$/)
  // Valid seven days from now, in Saudi time: the day seven days on is named.
  const lastDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Riyadh' }).format(
    new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
  )
  await expect(result.getByTestId('trade-in-valid-until')).toContainText(`Valid until ${lastDay}`)
  if (shots) await page.screenshot({ path: `${shots}/trade-in-status-en-${page.viewportSize()?.width}.png`, fullPage: true })
})

test('a web page named .jpg is refused next to its photo field, in Arabic, and no code is sent', async ({ page, consoleProblems }) => {
  const mobile = newMobile()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
  await page.goto('/trade-in')
  await fillRequest(page, 'ar', mobile.arabic)
  const webPage = Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>')
  await control(page, 'photo2').setInputFiles({ name: 'car.jpg', mimeType: 'image/jpeg', buffer: webPage })
  await page.getByRole('button', { name: texts.send.ar }).click()
  const photoField = control(page, 'photo2')
  await expect(photoField).toHaveAttribute('aria-invalid', 'true')
  await expect(photoField).toBeFocused()
  await expect(page.getByText(texts.photoType.ar).first()).toBeVisible()
  expect(deliveries.messagesTo(mobile.e164)).toBe(0)
  // The browser logs the API's 415 as a failed resource; that refusal is the form's answer, nothing else may fail.
  expect(consoleProblems.filter((problem) => !/status of 415/.test(problem))).toEqual([])
  consoleProblems.length = 0
  if (shots) await page.screenshot({ path: `${shots}/trade-in-refused-ar-${page.viewportSize()?.width}.png`, fullPage: true })
})
