import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'
import { newClientAddress, newEmail, newMobile } from './visitors'

/**
 * The PDPL desk (decision 0089) as an admin uses it: a mobile typed in Arabic digits finds the
 * person's job application, and the export downloads as one page in their language. The rules
 * (nobody else's data, erasure, correction) are data tests (src/domain/pdpl-requests.test.ts).
 */
const base = `http://localhost:${appPort}`

test('an admin finds what is held about a mobile and downloads it as one page', async ({ page, request }) => {
  const mobile = newMobile()
  const address = newClientAddress()
  const { token } = (await (await request.get(`${base}/api/csrf`, { headers: { 'X-Forwarded-For': address } })).json()) as { token: string }
  const jobs = (await (await request.get(`${base}/api/jobs`)).json()) as { items: { id: number; open?: boolean }[] }
  const job = jobs.items.find((item) => item.open !== false)!
  const applied = await request.post(`${base}/api/jobs/${job.id}/applications`, {
    headers: { 'X-XSRF-TOKEN': token, 'Content-Language': 'ar', 'X-Forwarded-For': address },
    multipart: {
      name: 'Reem Alotaibi',
      phone: mobile.typed,
      email: newEmail('reem'),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: readFileSync(new URL('../fixtures/cv/cv.pdf', import.meta.url)) },
    },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const { reference } = (await applied.json()) as { reference: string }

  await startSignedIn(page, base, staffAccounts.admin)
  await page.getByRole('navigation', { name: 'لوحة الموظفين' }).getByRole('link', { name: 'البيانات الشخصية' }).click()
  await page.getByTestId('pdpl-subject').fill(mobile.arabic)
  await page.getByTestId('pdpl-log').click()
  const records = page.getByTestId('pdpl-records')
  await expect(records).toContainText(reference)
  await expect(page.getByTestId('pdpl-request')).toContainText('بقي 30 يومًا')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pdpl-export').click()])
  expect(download.suggestedFilename()).toMatch(/^personal-data-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.html$/)
  const html = readFileSync((await download.path())!, 'utf8')
  expect(html).toContain('<html lang="ar" dir="rtl">')
  expect(html).toContain(reference)
  expect(html).toContain(mobile.e164)
})
