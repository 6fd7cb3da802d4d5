import { request as playwrightRequest, type Page } from '@playwright/test'
import { deliveries } from './deliveries'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'
import { newClientAddress, newEmail, newMobile } from './visitors'

/**
 * Test drives (decision 0100) as a visitor and a salesperson meet them: the booking from the car
 * page, the SMS code (the shared server's deliveries, read by the visitor's own mobile), the
 * confirmation, the signed link that cancels; the staff calendar with shown / no-show and a
 * blocked slot, and an editor's 403. On the suite's shared server: each test books from a mobile,
 * e-mail and address of its own, in whichever free slot it finds (a slot takes two drives), so
 * the tests run in any order and again on the same server. Capacity under concurrency, slot rules
 * and the invitation's iCalendar are proven in-process (src/domain/test-drives*.test.ts,
 * src/server/outbox/test-drive-mail.server.test.ts).
 */
const base = `http://localhost:${appPort}`

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
})

async function firstCarId(): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: base })
  const { items } = (await (await api.get('/api/cars?pageSize=1')).json()) as { items: { id: number }[] }
  await api.dispose()
  return items[0]!.id
}

/** The day shown (the first with a free time), then its first free time: a slot takes two drives. */
async function chooseSlot(page: Page) {
  const days = page.getByTestId('test-drive-days').locator('input:not([disabled])')
  // The radios are drawn by their labels (visually hidden inputs, still focusable).
  await expect(days.first()).toBeChecked()
  const slot = page.getByTestId('test-drive-slots').locator('label:has(input:not([disabled]))').first()
  await slot.click()
  await expect(slot.locator('input')).toBeChecked()
  return slot.locator('input').getAttribute('value')
}

for (const lang of ['en', 'ar'] as const) {
  test(`a visitor books a test drive from the car page with the SMS code, then cancels it by the signed link (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const texts = {
      en: {
        book: 'Book a test drive',
        submit: 'Book the test drive',
        confirm: 'Confirm the test drive',
        done: 'Your test drive is booked.',
      },
      ar: { book: 'احجز تجربة قيادة', submit: 'احجز تجربة القيادة', confirm: 'تأكيد تجربة القيادة', done: 'تم حجز تجربة القيادة.' },
    }[lang]
    const mobile = newMobile()
    const email = newEmail('driver')
    await page.goto(`${base}${lang === 'en' ? '/en' : ''}/car?id=${await firstCarId()}`)
    await page.getByRole('link', { name: texts.book, exact: true }).click()
    await expect(page.getByTestId('test-drive-form')).toBeVisible()
    await page.waitForFunction(() => sessionStorage.getItem('form-draft:test-drive') !== null)
    const startsAt = await chooseSlot(page)
    await page.locator('#test-drive-name').fill(lang === 'ar' ? 'نورة العتيبي' : 'Noura Al-Otaibi')
    await page.locator('#test-drive-mobile').fill(lang === 'ar' ? mobile.arabic : mobile.typed)
    await page.locator('#test-drive-email').fill(email)
    await page.getByRole('button', { name: texts.submit }).click()

    const step = page.getByTestId('test-drive-code-step')
    await expect(step).toBeVisible()
    await step.locator('#test-drive-code').fill(await deliveries.codeFor(mobile.e164))
    await step.getByRole('button', { name: texts.confirm }).click()
    const done = page.getByTestId('test-drive-done')
    await expect(done).toContainText(texts.done)
    await expect(done.getByTestId('test-drive-summary')).toContainText(/[0-9A-Z]{5}-[0-9A-Z]{5}/)
    expect(startsAt).toBeTruthy()

    // The invitation reaches the e-mail given, with the same signed link; the SMS carries it too.
    const links = await deliveries.linksFor(email)
    const manage = links.find((link) => link.includes('/test-drive/manage?token='))
    expect(manage).toBeTruthy()
    await expect.poll(() => deliveries.textsTo(mobile.e164).some((sms) => sms.text.includes('/test-drive/manage?token='))).toBe(true)

    await done.getByTestId('test-drive-manage-link').click()
    const manager = page.getByTestId('test-drive-manage')
    await expect(manager).toBeVisible()
    await manager.getByRole('button', { name: lang === 'en' ? 'Cancel the test drive' : 'إلغاء تجربة القيادة' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'en' ? 'Cancel the test drive' : 'إلغاء تجربة القيادة' })
      .click()
    await expect(manager).toContainText(lang === 'en' ? 'This test drive is cancelled.' : 'تم إلغاء تجربة القيادة هذه.')
    // The calendar is told too: a second mail, the cancellation.
    await deliveries.linksFor(email, 1)
  })
}

/** Books and confirms a drive through the API, as the form does; answers its reference, branch and day. */
async function bookedThroughApi(): Promise<{ reference: string; branchId: number; day: string; free: string | undefined }> {
  const mobile = newMobile()
  const api = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { 'X-Forwarded-For': newClientAddress() } })
  const { token } = (await (await api.get('/api/csrf')).json()) as { token: string }
  const headers = { 'X-XSRF-TOKEN': token, 'Content-Language': 'en' }
  const carId = await firstCarId()
  const first = (await (await api.get(`/api/test-drives/availability?carId=${carId}`, { headers })).json()) as {
    branchId: number
    days: { day: string; freeSlots: number }[]
  }
  const day = first.days.filter((entry) => entry.freeSlots > 1).at(-2)!.day
  const availability = (await (await api.get(`/api/test-drives/availability?carId=${carId}&day=${day}`, { headers })).json()) as {
    slots: { startsAt: string; seatsLeft: number }[]
  }
  const free = availability.slots.filter((slot) => slot.seatsLeft > 0)
  const booked = await api.post('/api/test-drives', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { carId, branchId: first.branchId, startsAt: free[0]!.startsAt, name: 'Faisal Al-Qahtani', mobile: mobile.typed },
  })
  expect(booked.status(), await booked.text()).toBe(202)
  const { reference } = (await booked.json()) as { reference: string }
  const verified = await api.post(`/api/test-drives/${reference}/verification`, {
    headers,
    data: { code: await deliveries.codeFor(mobile.e164), mobile: mobile.e164 },
  })
  expect(verified.status(), await verified.text()).toBe(200)
  await api.dispose()
  return { reference, branchId: first.branchId, day, free: free.find((slot) => slot.seatsLeft === 2 && slot !== free[0])?.startsAt }
}

test('a salesperson sees the drive in the branch’s calendar, records shown, and blocks and opens a slot', async ({ page }) => {
  test.setTimeout(90_000)
  const { reference, branchId, day, free } = await bookedThroughApi()
  await startSignedIn(page, base, staffAccounts.sales, { locale: 'en' })
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Test drives' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Test drives' })).toBeVisible()
  await page.goto(`${base}/en/staff/test-drives?branch=${branchId}&day=${day}`)
  const booking = page.locator(`[data-testid="test-drive-booking"][data-reference="${reference}"]`)
  await expect(booking).toContainText('Faisal Al-Qahtani')
  await expect(booking.getByTestId('test-drive-status')).toHaveText('Booked')
  await booking.getByRole('button', { name: 'Shown' }).click()
  await expect(booking.getByTestId('test-drive-status')).toHaveText('Came')
  await expect(booking.getByRole('button', { name: 'Shown' })).toHaveAttribute('aria-pressed', 'true')

  // A free slot, blocked and opened again: blocked, the booking page offers it to nobody.
  expect(free).toBeTruthy()
  const slot = page.locator(`[data-testid="test-drive-slot"][data-starts-at="${free}"]`)
  await slot.getByRole('button', { name: 'Block', exact: false }).click()
  await expect(slot).toContainText('Blocked')
  const api = await playwrightRequest.newContext({ baseURL: base })
  const shown = (await (
    await api.get(`/api/test-drives/availability?carId=${await firstCarId()}&branchId=${branchId}&day=${day}`)
  ).json()) as { slots: { startsAt: string; seatsLeft: number }[] }
  await api.dispose()
  expect(shown.slots.find((candidate) => candidate.startsAt === free)?.seatsLeft).toBe(0)
  await slot.getByRole('button', { name: 'Open the slot' }).click()
  await expect(slot).toContainText('Free')

  // The week at a glance, and back to a day from it.
  await page.getByRole('link', { name: 'Week', exact: true }).click()
  await expect(page.getByTestId('test-drive-week')).toBeVisible()
})

test('an editor opening the test-drive calendar gets 403', async ({ page }) => {
  await startSignedIn(page, base, staffAccounts.editor, { locale: 'en' })
  await expect(page.getByTestId('staff-desk').getByRole('link', { name: 'Test drives', exact: true })).toHaveCount(0)
  const answer = await page.goto(`${base}/en/staff/test-drives`)
  expect(answer?.status()).toBe(403)
  await expect(page.getByTestId('staff-forbidden')).toContainText('Your account does not have access to this page.')
})
