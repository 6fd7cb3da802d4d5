import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { deliveries } from './deliveries'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { newClientAddress, newEmail, newMobile } from './visitors'
import { languageTurns } from './language-turns'

/**
 * Applying for a job on /jobs, in both languages: the Apply dialog (focus inside, Esc closes it
 * and gives focus back), a valid PDF, DOCX, DOC and PNG sent and received by the dealer's
 * webhook, and the files the browser refuses before any upload (6 MB, a program named .pdf, a
 * web page named .png, an SVG), each with its sentence next to the CV field.
 *
 * On the suite's shared server, whose dealer webhook is signed and kept by recipient
 * (deliveries.ts): each test is a client address of its own (applications are limited per
 * address) and each application has a mobile of its own, so the tests run in any order, in
 * parallel.
 */

type Lang = 'ar' | 'en'
type ApplicationData = { reference: string; job: { id: number }; applicant: { mobile: string }; cv: { mediaType: string } }

const fixture = (name: string) => readFileSync(new URL(`../fixtures/cv/${name}`, import.meta.url))

const texts = {
  apply: { ar: 'قدّم الآن', en: 'Apply now' },
  send: { ar: 'إرسال الطلب', en: 'Send application' },
  sent: { ar: 'تم إرسال طلبك بنجاح.', en: 'Your application has been sent successfully.' },
  cvType: {
    ar: /يُرجى اختيار ملف من هذه الأنواع: PDF, DOC, DOCX, PNG\./,
    en: /Please choose a file of one of these types: PDF, DOC, DOCX, PNG\./,
  },
  cvSize: { ar: /حجم هذا الملف أكبر من 5 ميجابايت/, en: /This file is larger than 5 MB\./ },
}

/** Each test is a visitor of its own (applications are limited per address). */
async function asNewVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
}

/** A mobile no other test uses: the same mobile for the same job within a day is one application. */
const freshMobile = () => newMobile().typed

/** Opens /jobs and the Apply dialog of the `index`-th open position; answers the dialog and its button. */
async function openDialog(page: Page, lang: Lang, index = 0): Promise<{ dialog: Locator; button: Locator }> {
  await page.goto(`${lang === 'en' ? '/en' : ''}/jobs`)
  const button = page.getByRole('button', { name: texts.apply[lang] }).nth(index)
  await button.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return { dialog, button }
}

async function fill(dialog: Locator, lang: Lang, mobile: string) {
  await dialog.locator('input[name="name"]').fill(lang === 'ar' ? 'سلمان الحربي' : 'Salman Alharbi')
  await dialog.locator('input[name="phone"]').fill(mobile)
  // An e-mail of its own too: the dealer takes 5 applications a day from one (decision 0073).
  await dialog.locator('input[name="email"]').fill(newEmail('salman'))
}

const accepted: Record<Lang, [string, string][]> = {
  ar: [
    ['cv.pdf', 'application/pdf'],
    ['cv.doc', 'application/msword'],
  ],
  en: [
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv.png', 'image/png'],
  ],
}

const turn = languageTurns()
for (const lang of ['ar', 'en'] as const) {
  if (turn(lang))
    test(`${lang}: the Apply dialog takes focus, closes on Esc and gives focus back to its button`, async ({
      page,
      consoleProblems: _watched,
    }) => {
      await asNewVisitor(page)
      const { dialog, button } = await openDialog(page, lang)
      await expect(dialog.getByRole('heading')).toContainText(lang === 'ar' ? 'التقديم على وظيفة' : 'Apply for')
      // Focus is inside the dialog; the page behind is inert.
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    })

  test(`${lang}: applications with a valid ${accepted[lang].map(([name]) => name.split('.')[1]!.toUpperCase()).join(' and ')} CV are sent and reach the dealer`, async ({
    page,
    consoleProblems: _watched,
  }) => {
    await asNewVisitor(page)
    // A phone: the reference must stay whole there too.
    await page.setViewportSize({ width: 390, height: 844 })
    for (const [index, [name, mediaType]] of accepted[lang].entries()) {
      const { dialog } = await openDialog(page, lang, index)
      const mobile = freshMobile()
      await fill(dialog, lang, mobile)
      await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: fixture(name) })
      // The chosen file is named in the page's language's control, not the browser's own.
      await expect(dialog.getByTestId('file-input-status')).toHaveText(name)
      await dialog.getByRole('button', { name: texts.send[lang] }).click()
      await expect(dialog.getByRole('status')).toContainText(texts.sent[lang])
      // The form and its button are gone: focus moves to the news, so a screen reader reads it
      // and the keyboard stays in the dialog instead of falling to the page's body.
      await expect(dialog.getByRole('status')).toBeFocused()
      const reference = (await dialog.getByTestId('application-reference').textContent())!.trim()
      expect(reference).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
      // Left to right and on one line, never "SJQ2A-" on one and "EBRQP" on the next.
      const shown = dialog.getByTestId('application-reference')
      await expect(shown).toHaveAttribute('dir', 'ltr')
      expect(await shown.evaluate((element) => element.getClientRects().length)).toBe(1)
      const delivery = await deliveries.webhook((candidate) => candidate.data.reference === reference, `the application ${reference}`)
      const data = delivery.data as ApplicationData
      expect(delivery.event).toBe('job_application.received')
      expect(data.applicant.mobile).toBe(`+966${mobile.slice(1)}`)
      expect(data.cv.mediaType).toBe(mediaType)
      await page.keyboard.press('Escape')
    }
  })

  if (turn(lang))
    test(`${lang}: a 6 MB PDF, a program named .pdf, a web page named .png and an SVG are refused in the browser, before any upload`, async ({
      page,
      consoleProblems: _watched,
    }) => {
      await asNewVisitor(page)
      const uploads: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/_serverFn/')) uploads.push(request.url())
      })
      const { dialog } = await openDialog(page, lang)
      await fill(dialog, lang, freshMobile())
      const big = Buffer.alloc(6 * 1024 * 1024)
      fixture('cv.pdf').copy(big)
      const refused: [{ name: string; mimeType: string; buffer: Buffer }, RegExp][] = [
        [{ name: 'cv.pdf', mimeType: 'application/pdf', buffer: big }, texts.cvSize[lang]],
        [{ name: 'cv.pdf', mimeType: 'application/pdf', buffer: fixture('program-renamed.pdf') }, texts.cvType[lang]],
        [{ name: 'photo.png', mimeType: 'image/png', buffer: fixture('page-renamed.png') }, texts.cvType[lang]],
        [{ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: fixture('drawing.svg') }, texts.cvType[lang]],
      ]
      const cv = dialog.locator('input[type="file"]')
      for (const [file, message] of refused) {
        await cv.setInputFiles(file)
        // The sentence under the field (the error summary repeats it once the form was sent).
        await expect(dialog.locator('[id$="-cv-error"]')).toContainText(message)
        await expect(cv).toHaveAttribute('aria-invalid', 'true')
        await dialog.getByRole('button', { name: texts.send[lang] }).click()
        await expect(cv).toBeFocused()
      }
      expect(uploads).toEqual([])
    })
}

test('a stored CV is served at no public address of the site', async ({ request }) => {
  // Through the dealer API as an outside client would, with a CSRF token.
  const csrf = await request.get('/api/csrf')
  const { token } = (await csrf.json()) as { token: string }
  const jobs = (await (await request.get('/api/jobs')).json()) as { items: { id: number; open: boolean }[] }
  const job = jobs.items.find((item) => item.open)!
  const answer = await request.post(`/api/jobs/${job.id}/applications`, {
    headers: { 'X-XSRF-TOKEN': token, 'X-Forwarded-For': newClientAddress() },
    multipart: {
      name: 'Salman',
      phone: freshMobile(),
      email: newEmail('salman'),
      cv: { name: 'my-cv.png', mimeType: 'image/png', buffer: fixture('cv.png') },
    },
  })
  expect(answer.status()).toBe(201)
  const { reference } = (await answer.json()) as { reference: string }
  const png = fixture('cv.png')
  for (const path of [
    `/uploads/my-cv.png`,
    `/my-cv.png`,
    `/cv/${reference}`,
    `/cvs/${reference}.png`,
    `/files/${reference}`,
    `/uploads/${reference}.png`,
    `/data/e2e-job-applications/${reference}`,
    `/.test-data/e2e-${appPort}/${reference}`,
    `/api/jobs/${job.id}/applications/${reference}`,
    `/api/job-applications/${reference}/cv`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBeGreaterThanOrEqual(400)
    expect((await response.body()).includes(png), path).toBe(false)
  }
})
