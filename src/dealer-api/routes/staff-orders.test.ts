/** The staff inbox of orders in the API: who may use it, what it finds, and how an order moves on. */
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { StaffOrder, StaffOrderList } from '../../contract/staff-orders-api'
import { eraseClosedOrdersCreditAnswers, trackOrder } from '../../domain/orders'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { cars, orders, orderStatusHistory, outboxMessages, staffAuditLog } from '../../server/db/schema'
import type { Db } from '../../server/db/types'
import { log } from '../../server/log'
import { staffTestApi } from '../staff-test-kit'
import { staffOrderRoutes } from './staff-orders'

type Seed = {
  type?: 'individual' | 'company'
  purchaseType?: 'cash' | 'finance'
  status?: 'awaiting_verification' | 'received' | 'under_review' | 'contacted' | 'approved'
  city?: 'riyadh' | 'jeddah' | 'abha' | 'tabuk'
  locale?: 'ar' | 'en'
  verifiedAt?: Date | null
}

let seeded = 0
/** A reference of its own for each seeded order: `T<run><n>`, valid Crockford base32. */
const runTag = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[b % 32]).join('')

async function seedOrder(db: Db, carId: number, seed: Seed = {}) {
  seeded += 1
  const digits = String(seeded).padStart(5, '0')
  const reference = `${runTag}${digits.slice(0, 1)}-${digits.slice(1)}${runTag.slice(0, 1)}`
  const mobile = `+96655${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  const type = seed.type ?? 'individual'
  const purchaseType = seed.purchaseType ?? 'cash'
  const status = seed.status ?? 'received'
  const verifiedAt = seed.verifiedAt === undefined ? new Date() : seed.verifiedAt
  const [row] = await db
    .insert(orders)
    .values({
      reference,
      type,
      status,
      locale: seed.locale ?? 'ar',
      carId,
      carTitle: { ar: 'تويوتا كامري ٢٠٢٥', en: 'Toyota Camry 2025' },
      purchaseType,
      contactName: 'Noura Alqahtani',
      mobile,
      email: 'noura@example.com',
      city: seed.city ?? 'riyadh',
      bank: purchaseType === 'finance' ? 'al-rajhi-bank' : null,
      company:
        type === 'company'
          ? { companyName: 'Desert Fleet Co.', ceoName: 'Fahad', headquartersAddress: 'King Fahd Rd', activity: 'Logistics', quantity: 12 }
          : null,
      finance:
        purchaseType === 'finance' && type === 'individual'
          ? {
              workSector: 'government',
              salary: 15000,
              monthlyCommitments: 2000,
              downPayment: 10000,
              installmentMonths: 60,
              hasMortgage: false,
              hasPaymentDelays: false,
              licenceStatus: 'valid',
            }
          : null,
      creditConsentAt: purchaseType === 'finance' && type === 'individual' ? new Date() : null,
      verifiedAt: status === 'awaiting_verification' ? null : verifiedAt,
    })
    .returning({ id: orders.id })
  if (status !== 'awaiting_verification')
    await db.insert(orderStatusHistory).values({ orderId: row!.id, status: 'received', at: verifiedAt ?? new Date() })
  return { reference, mobile, id: row!.id }
}

describeOnEngines('staff orders API', ({ handle }) => {
  let wakes = 0
  const { staffMember, call } = staffTestApi(staffOrderRoutes({ afterChange: () => void (wakes += 1) }), handle)
  let carId = 0
  beforeAll(async () => {
    const [car] = await handle().db.select({ id: cars.id }).from(cars).limit(1)
    carId = car!.id
  })
  afterEach(() => vi.restoreAllMocks())

  const seed = (options?: Seed) => seedOrder(handle().db, carId, options)
  const list = async (token: string, query: string, locale: 'ar' | 'en' = 'en') => {
    const answer = await call('GET', `/staff/orders${query}`, { token, locale })
    expect(answer.status, await answer.clone().text()).toBe(200)
    return (await answer.json()) as StaffOrderList
  }
  const move = (token: string, reference: string, body: unknown, extra: { locale?: 'ar' | 'en'; headers?: Record<string, string> } = {}) =>
    call('POST', `/staff/orders/${reference}/status`, { token, body, ...extra })
  const smsTo = (mobile: string) =>
    handle()
      .db.select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'sms.message'), eq(outboxMessages.channel, 'sms')))
      .then((rows) => rows.map((row) => row.payload as { to: string; text: string }).filter((payload) => payload.to === mobile))

  it('refuses an anonymous caller (401) and an editor (403) on every operation, and a cross-site step (403 csrf_failed)', async () => {
    const order = await seed()
    const editor = await staffMember('editor')
    const sales = await staffMember('sales')
    const step = { from: 'received', status: 'under_review' }
    for (const [method, path, body] of [
      ['GET', '/staff/orders', undefined],
      ['GET', `/staff/orders/${order.reference}`, undefined],
      ['POST', `/staff/orders/${order.reference}/status`, step],
    ] as const) {
      const anonymous = await call(method, path, { body })
      expect(anonymous.status).toBe(401)
      expect(await anonymous.json()).toMatchObject({ error: { code: 'unauthenticated' } })
      const forbidden = await call(method, path, { token: editor.token, body, locale: 'ar' })
      expect(forbidden.status).toBe(403)
      expect(await forbidden.json()).toEqual({ error: { code: 'forbidden', message: expect.stringMatching(/[\u0600-\u06ff]/) } })
    }
    expect((await move(sales.token, order.reference, step)).status).toBe(200)
    const forged = await call('POST', `/staff/orders/${order.reference}/status`, {
      token: sales.token,
      body: { from: 'under_review', status: 'contacted' },
      crossSite: true,
    })
    expect(forged.status).toBe(403)
    expect(await forged.json()).toMatchObject({ error: { code: 'csrf_failed' } })
    const [after] = await handle().db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id))
    expect(after?.status).toBe('under_review')
  })

  it('lists confirmed orders only, with every filter, search any way a Saudi types, paging and sorting', async () => {
    const sales = await staffMember('sales')
    const hidden = await seed({ status: 'awaiting_verification' })
    const old = await seed({ city: 'tabuk', verifiedAt: new Date('2026-01-10T21:30:00Z') })
    const company = await seed({ type: 'company', purchaseType: 'finance', city: 'tabuk', verifiedAt: new Date('2026-01-12T08:00:00Z') })

    const byReference = await list(sales.token, `?q=${old.reference.replace('-', '').toLowerCase()}`)
    expect(byReference.items.map((item) => item.reference)).toEqual([old.reference])
    const byPrefix = await list(sales.token, `?q=${encodeURIComponent(runTag.toLowerCase())}`)
    expect(byPrefix.items.map((item) => item.reference)).toContain(company.reference)
    expect(byPrefix.items.map((item) => item.reference)).not.toContain(hidden.reference)

    // The mobile in Arabic-Indic digits, with spaces, the way it is read at home.
    const local = `0${old.mobile.slice(4)}`.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!)
    const byMobile = await list(sales.token, `?q=${encodeURIComponent(`${local.slice(0, 3)} ${local.slice(3)}`)}`, 'ar')
    expect(byMobile.items).toHaveLength(1)
    expect(byMobile.items[0]).toMatchObject({ reference: old.reference, mobile: old.mobile, city: { slug: 'tabuk', name: 'تبوك' } })
    expect(byMobile.items[0]!.carTitle).toBe('تويوتا كامري ٢٠٢٥')
    expect((await list(sales.token, `?q=${encodeURIComponent(hidden.mobile)}`)).total).toBe(0)

    // 21:30 UTC on 10 January is 00:30 on 11 January in Riyadh.
    const day = await list(sales.token, '?city=tabuk&from=2026-01-11&to=2026-01-11')
    expect(day.items.map((item) => item.reference)).toEqual([old.reference])
    const filtered = await list(sales.token, '?city=tabuk&type=company&purchaseType=finance&status=received')
    expect(filtered.items.map((item) => item.reference)).toEqual([company.reference])
    // Two days unanswered: flagged.
    expect(filtered.items[0]).toMatchObject({ replyOverdue: true, companyName: 'Desert Fleet Co.' })

    const oldest = await list(sales.token, '?city=tabuk&sort=oldest&from=2026-01-01&to=2026-01-31')
    expect(oldest.items.map((item) => item.reference)).toEqual([old.reference, company.reference])
    const newest = await list(sales.token, '?city=tabuk&from=2026-01-01&to=2026-01-31')
    expect(newest.items.map((item) => item.reference)).toEqual([company.reference, old.reference])
    const pageTwo = await list(sales.token, '?city=tabuk&from=2026-01-01&to=2026-01-31&page=2')
    expect(pageTwo).toMatchObject({ items: [], total: 2, page: 2, pageSize: 20 })

    // A bad filter is a 400 naming it, never a 500.
    const bad = await call('GET', '/staff/orders?from=2026-13-45&status=awaiting_verification', { token: sales.token })
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields).sort()).toEqual(['from', 'status'])
    // Issue 32: days no calendar has (30 February) or no database stores (year 0) were a 500.
    for (const query of ['?from=0000-01-01', '?to=0000-01-01', '?from=2026-02-30', '?to=2026-02-29', '?from=99999-01-01']) {
      const impossible = await call('GET', `/staff/orders${query}`, { token: sales.token, locale: 'ar' })
      expect(impossible.status, query).toBe(400)
      const { error } = (await impossible.json()) as { error: { fields: Record<string, string[]> } }
      expect(Object.keys(error.fields), query).toEqual([query.slice(1, query.indexOf('='))])
    }
  })

  it('flags only company orders still unanswered after 24 hours', async () => {
    const sales = await staffMember('sales')
    const yesterday = new Date(Date.now() - 25 * 3600_000)
    const overdue = await seed({ type: 'company', verifiedAt: yesterday })
    const recent = await seed({ type: 'company', verifiedAt: new Date(Date.now() - 23 * 3600_000) })
    const individual = await seed({ verifiedAt: yesterday })
    const answered = await seed({ type: 'company', status: 'under_review', verifiedAt: yesterday })
    const flags = Object.fromEntries(
      await Promise.all(
        [overdue, recent, individual, answered].map(async ({ reference }) => {
          const answer = await call('GET', `/staff/orders/${reference}`, { token: sales.token })
          return [reference, ((await answer.json()) as StaffOrder).replyOverdue] as const
        }),
      ),
    )
    expect(flags).toEqual({
      [overdue.reference]: true,
      [recent.reference]: false,
      [individual.reference]: false,
      [answered.reference]: false,
    })
  })

  it('shows every field of a finance order, finance answers included, to sales and admin; a never-confirmed order is not found', async () => {
    const order = await seed({ purchaseType: 'finance', locale: 'en' })
    for (const role of ['sales', 'admin'] as const) {
      const member = await staffMember(role)
      const answer = await call('GET', `/staff/orders/${order.reference.toLowerCase()}`, { token: member.token, locale: 'ar' })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(await answer.json()).toMatchObject({
        reference: order.reference,
        type: 'individual',
        purchaseType: 'finance',
        status: 'received',
        locale: 'en',
        car: { id: carId, title: 'تويوتا كامري ٢٠٢٥' },
        contact: { name: 'Noura Alqahtani', mobile: order.mobile, email: 'noura@example.com' },
        company: null,
        bank: { slug: 'al-rajhi-bank', name: 'مصرف الراجحي' },
        finance: { salary: 15000, installmentMonths: 60, workSector: 'government', consentAt: expect.any(String) },
        creditErasedAt: null,
        history: [{ status: 'received', staffName: null, note: null }],
        nextStatuses: ['under_review'],
      })
    }
    const sales = await staffMember('sales')
    const unconfirmed = await seed({ status: 'awaiting_verification' })
    const missing = await call('GET', `/staff/orders/${unconfirmed.reference}`, { token: sales.token, locale: 'ar' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found', message: expect.stringMatching(/[\u0600-\u06ff]/) } })
    expect((await move(sales.token, unconfirmed.reference, { from: 'awaiting_verification', status: 'under_review' })).status).toBe(404)
  })

  it('erases a finance order’s credit answers 90 days after it is closed (completed or rejected), keeping the order; open orders keep theirs', async () => {
    const sales = await staffMember('sales')
    const walk = async (reference: string, steps: string[]) => {
      let from = 'received'
      for (const status of steps) {
        expect((await move(sales.token, reference, { from, status })).status).toBe(200)
        from = status
      }
    }
    const completed = await seed({ purchaseType: 'finance' })
    await walk(completed.reference, ['under_review', 'contacted', 'approved', 'completed'])
    const rejected = await seed({ purchaseType: 'finance' })
    await walk(rejected.reference, ['under_review', 'contacted', 'rejected'])
    const stillOpen = await seed({ purchaseType: 'finance', verifiedAt: new Date('2025-01-01T08:00:00Z') })
    await walk(stillOpen.reference, ['under_review', 'contacted', 'approved'])
    const view = async (reference: string) =>
      (await (await call('GET', `/staff/orders/${reference}`, { token: sales.token, locale: 'en' })).json()) as StaffOrder
    const day = 24 * 60 * 60 * 1000

    expect(await eraseClosedOrdersCreditAnswers(handle().db, new Date(Date.now() + 89 * day))).toBe(0)
    expect((await view(completed.reference)).finance).toMatchObject({ salary: 15000 })

    const later = new Date(Date.now() + 91 * day)
    expect(await eraseClosedOrdersCreditAnswers(handle().db, later)).toBeGreaterThanOrEqual(2)
    for (const { reference } of [completed, rejected]) {
      const order = await view(reference)
      expect(order).toMatchObject({ finance: null, creditErasedAt: later.toISOString(), bank: { slug: 'al-rajhi-bank' } })
      expect(order.contact.name).toBe('Noura Alqahtani')
    }
    expect((await view(completed.reference)).history.map((entry) => entry.status)).toEqual([
      'received',
      'under_review',
      'contacted',
      'approved',
      'completed',
    ])
    expect(await view(stillOpen.reference)).toMatchObject({ finance: { salary: 15000 }, creditErasedAt: null })
    const [row] = await handle().db.select().from(orders).where(eq(orders.reference, completed.reference))
    expect(row).toMatchObject({ finance: null, creditConsentAt: expect.any(Date), creditErasedAt: later })
    expect(await eraseClosedOrdersCreditAnswers(handle().db, later)).toBe(0)
  })

  it('moves an order one step: status, history with who and the note, audit log, an SMS in the order’s language, and tracking at once', async () => {
    const sales = await staffMember('sales')
    const order = await seed({ locale: 'en' })
    const wakesBefore = wakes
    const answer = await move(
      sales.token,
      order.reference,
      { from: 'received', status: 'under_review', note: '  Called twice, no answer  ' },
      { locale: 'ar' },
    )
    expect(answer.status, await answer.clone().text()).toBe(200)
    const moved = (await answer.json()) as StaffOrder
    expect(moved.status).toBe('under_review')
    expect(moved.nextStatuses).toEqual(['contacted'])
    expect(moved.history.at(-1)).toMatchObject({
      status: 'under_review',
      staffName: expect.stringMatching(/^sales \d+$/),
      note: 'Called twice, no answer',
    })
    expect(wakes).toBe(wakesBefore + 1)

    const audit = await handle()
      .db.select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectType, 'order'), eq(staffAuditLog.subjectId, order.reference)))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      staffUserId: sales.id,
      staffEmail: sales.email,
      action: 'order.status_changed',
      before: { status: 'received' },
      after: { status: 'under_review', note: 'Called twice, no answer' },
    })

    // The visitor ordered in English, so the SMS is English whatever language staff use; no note in it.
    const messages = await smsTo(order.mobile)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.text).toBe(`Your order ${order.reference} is under review.`)

    const tracked = await trackOrder(
      handle().db,
      { reference: order.reference, phone: order.mobile },
      { address: `192.0.2.${seeded % 250}`, locale: 'en' },
    )
    expect(tracked).toMatchObject({ status: 'under_review', history: [{ status: 'received' }, { status: 'under_review' }] })
    expect(JSON.stringify(tracked)).not.toContain('Called twice')

    // An Arabic order's SMS is in Arabic.
    const arabic = await seed({ locale: 'ar', status: 'contacted' })
    expect((await move(sales.token, arabic.reference, { from: 'contacted', status: 'approved' })).status).toBe(200)
    const [arabicSms] = await smsTo(arabic.mobile)
    expect(arabicSms!.text).toMatch(/[\u0600-\u06ff]/)
    expect(arabicSms!.text).toContain(arabic.reference)
  })

  it('refuses a step that is not next (400 on status, translated), a stale one (409), and applies a double click once', async () => {
    const sales = await staffMember('sales')
    const admin = await staffMember('admin')
    const order = await seed()
    const skip = await move(sales.token, order.reference, { from: 'received', status: 'completed' }, { locale: 'ar' })
    expect(skip.status).toBe(400)
    const skipBody = (await skip.json()) as { error: { code: string; fields: Record<string, string[]> } }
    expect(skipBody.error.code).toBe('validation_failed')
    expect(skipBody.error.fields.status?.[0]).toMatch(/[\u0600-\u06ff]/)
    expect((await move(sales.token, order.reference, { from: 'received', status: 'received' })).status).toBe(400)

    // Two staff members at once from the same page state: one wins, the other is told it changed.
    const [first, second] = await Promise.all([
      move(sales.token, order.reference, { from: 'received', status: 'under_review' }),
      move(admin.token, order.reference, { from: 'received', status: 'under_review' }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const conflict = first.status === 409 ? first : second
    expect(await conflict.json()).toMatchObject({ error: { code: 'conflict' } })

    // The same click sent twice with its Idempotency-Key: the first answer again, one step taken.
    const key = crypto.randomUUID()
    const step = { from: 'under_review', status: 'contacted', note: 'Spoke to the buyer' }
    const once = await move(sales.token, order.reference, step, { headers: { 'Idempotency-Key': key } })
    const again = await move(sales.token, order.reference, step, { headers: { 'Idempotency-Key': key } })
    expect([once.status, again.status]).toEqual([200, 200])
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    const history = await handle().db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))
    expect(history.map((entry) => entry.status)).toEqual(['received', 'under_review', 'contacted'])
    expect(await smsTo(order.mobile)).toHaveLength(2)

    // Closed orders offer nothing.
    expect((await move(sales.token, order.reference, { from: 'contacted', status: 'rejected' })).status).toBe(200)
    const closed = (await (await call('GET', `/staff/orders/${order.reference}`, { token: sales.token })).json()) as StaffOrder
    expect(closed.nextStatuses).toEqual([])
    expect((await move(sales.token, order.reference, { from: 'rejected', status: 'completed' })).status).toBe(400)
  })

  it('writes no mobile number, e-mail address or note to the log, on success or refusal', async () => {
    const written: unknown[] = []
    for (const level of ['debug', 'info', 'warn', 'error'] as const) {
      vi.spyOn(log, level).mockImplementation((...args: unknown[]) => void written.push(args))
    }
    const sales = await staffMember('sales')
    const order = await seed({ type: 'company' })
    await list(sales.token, `?q=${encodeURIComponent(order.mobile)}`)
    await call('GET', `/staff/orders/${order.reference}`, { token: sales.token })
    await move(sales.token, order.reference, { from: 'received', status: 'under_review', note: 'secret note 0551112222' })
    await move(sales.token, order.reference, { from: 'received', status: 'under_review', note: 'secret note 0551112222' })
    await call('POST', `/staff/orders/${order.reference}/status`, { token: sales.token, body: '{not json' })
    const text = JSON.stringify(written)
    for (const secret of [order.mobile, order.mobile.slice(4), 'noura@example.com', 'secret note']) expect(text).not.toContain(secret)
  })
})
