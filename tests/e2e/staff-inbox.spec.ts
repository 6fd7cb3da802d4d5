import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'
import { newClientAddress, newEmail, newMobile } from './visitors'

/**
 * The back office's inbox (decision 0054): sales download a CV (an attachment, never inline), mark a
 * contact message handled and back, export the subscribers as CSV (UTF-8 with BOM), and see the
 * dashboard; an editor gets 403 on these pages and no order figures. On the suite's shared server:
 * each test writes what it reads (an application, a message) as a visitor of its own and finds it
 * by a name no other test uses.
 */
const base = `http://localhost:${appPort}`

/**
 * A name nobody else in the run has, and no other name contains: the inbox holds every other
 * test's applications and messages, and a card is found by the text in it.
 */
const uniqueName = (first: string) => `${first} ${newEmail('n').split('@')[0]!.replace(/\./g, ' ')} Alharbi`

/** The headers of a visitor's browser on the public API: a CSRF token, and an address of this test's own. */
async function visitor(request: APIRequestContext) {
  const address = newClientAddress()
  const { token } = (await (await request.get(`${base}/api/csrf`, { headers: { 'X-Forwarded-For': address } })).json()) as { token: string }
  return { 'X-XSRF-TOKEN': token, 'Content-Language': 'ar', 'X-Forwarded-For': address }
}

/** Sends an application for an open position as a visitor's browser would, through the public API. */
async function visitorApplies(request: APIRequestContext, applicant: string) {
  const headers = await visitor(request)
  const jobs = (await (await request.get(`${base}/api/jobs`)).json()) as { items: { id: number; open?: boolean }[] }
  const job = jobs.items.find((item) => item.open !== false)!
  const applied = await request.post(`${base}/api/jobs/${job.id}/applications`, {
    headers,
    multipart: {
      name: applicant,
      phone: newMobile().typed,
      email: newEmail('rakan'),
      cv: { name: 'my cv.pdf', mimeType: 'application/pdf', buffer: readFileSync(new URL('../fixtures/cv/cv.pdf', import.meta.url)) },
    },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  return (await applied.json()) as { reference: string }
}

/** Sends a contact message as a visitor's browser would, through the public API. */
async function visitorWrites(request: APIRequestContext, sender: string) {
  const sent = await request.post(`${base}/api/contact-messages`, {
    headers: await visitor(request),
    data: {
      name: sender,
      email: newEmail('hessa'),
      message: 'هل السيارة البيضاء متاحة للتجربة هذا الأسبوع؟',
      formStartedAt: Date.now() - 10_000,
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
}

test('sales download a CV as an attachment, never inline, and only from this site', async ({ page, request }) => {
  const applicant = uniqueName('Rakan')
  const { reference } = await visitorApplies(request, applicant)
  await startSignedIn(page, base, staffAccounts.sales)
  await page.getByRole('navigation', { name: 'لوحة الموظفين' }).getByRole('link', { name: 'طلبات التوظيف' }).click()
  const card = page.getByTestId('job-application').filter({ hasText: applicant })
  await expect(card).toContainText(reference)
  const link = card.getByTestId('cv-download')
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(`cv-${reference}.pdf`)

  const href = (await link.getAttribute('href')) ?? ''
  const answer = await page.request.get(`${base}${href}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('application/pdf')
  expect(answer.headers()['content-disposition']).toBe(`attachment; filename="cv-${reference}.pdf"`)
  expect(answer.headers()['x-content-type-options']).toBe('nosniff')
  expect(answer.headers()['cache-control']).toBe('private, no-store')
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-')
  // A link on another site must not make a signed-in browser download (and fill the audit log).
  const foreign = await page.request.get(`${base}${href}`, { headers: { 'Sec-Fetch-Site': 'cross-site' } })
  expect(foreign.status()).toBe(403)
  expect(await foreign.text()).toContain('لوحة الموظفين')
})

test('sales see the dashboard, and mark a contact message handled and back', async ({ page, request }) => {
  const sender = uniqueName('Hessa')
  await visitorWrites(request, sender)
  await startSignedIn(page, base, staffAccounts.sales, { locale: 'en' })
  await expect(page.getByTestId('orders-by-status')).toBeVisible()
  // One row per stage a confirmed order can be at (decision 0081): received to completed, and the closing outcomes.
  await expect(page.getByTestId('orders-by-status').getByRole('rowheader')).toHaveCount(11)
  await page.goto(`${base}/en/staff/messages?show=waiting`)
  const card = page.getByTestId('contact-message').filter({ hasText: sender })
  await expect(card).toContainText('هل السيارة البيضاء')
  await card.getByRole('button', { name: 'Mark handled' }).click()
  // Gone from the waiting ones; under "Handled" with who did it.
  await expect(card).toHaveCount(0)
  await page.getByRole('link', { name: /^Handled/ }).click()
  await expect(page).toHaveURL(/show=handled/)
  const handled = page.getByTestId('contact-message').filter({ hasText: sender })
  await expect(handled.getByTestId('message-state')).toContainText(`Handled by ${staffAccounts.sales.name}`)
  await handled.getByRole('button', { name: 'Mark as waiting' }).click()
  await expect(handled).toHaveCount(0)
})

test('sales export the confirmed subscribers as UTF-8 CSV with a BOM and Arabic titles', async ({ page }) => {
  await startSignedIn(page, base, staffAccounts.sales)
  await page.goto(`${base}/staff/subscribers`)
  await expect(page.getByTestId('subscriber-counts')).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('subscribers-export').click()])
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = readFileSync((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe('"البريد الإلكتروني","اللغة","تاريخ الاشتراك (بتوقيت الرياض)"')
})

test('an editor gets 403 on the inbox pages and sees no order figures', async ({ page }) => {
  await startSignedIn(page, base, staffAccounts.editor, { locale: 'en' })
  await expect(page.getByTestId('staff-dashboard')).toBeVisible()
  await expect(page.getByTestId('orders-by-status')).toHaveCount(0)
  await expect(page.getByTestId('staff-dashboard')).not.toContainText('Orders')
  for (const path of ['applications', 'messages', 'subscribers']) {
    const answer = await page.goto(`${base}/en/staff/${path}`)
    expect(answer?.status(), path).toBe(403)
    await expect(page.getByText('Your account does not have access to this page.')).toBeVisible()
  }
  const csv = await page.request.get(`${base}/en/staff/download/subscribers.csv`, { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  expect(csv.status()).toBe(403)
})
