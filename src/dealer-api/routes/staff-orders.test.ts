/** The staff inbox of orders in the API: who may use it, what it finds, and how an order moves on. */
import { and, asc, eq } from 'drizzle-orm'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { StaffOrder, StaffOrderList } from '../../contract/staff-orders-api'
import { eraseClosedOrdersCreditAnswers, trackOrder } from '../../domain/orders'
import { replyPromiseFigures, sendReplyReminders } from '../../domain/order-reply'
import { fromCsvCell, parseCsv } from '../../lib/csv'
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
  contactName?: string
  email?: string
  companyName?: string
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
      contactName: seed.contactName ?? 'Noura Alqahtani',
      mobile,
      email: seed.email ?? 'noura@example.com',
      city: seed.city ?? 'riyadh',
      bank: purchaseType === 'finance' ? 'al-rajhi-bank' : null,
      company:
        type === 'company'
          ? {
              companyName: seed.companyName ?? 'Desert Fleet Co.',
              ceoName: 'Fahad',
              headquartersAddress: 'King Fahd Rd',
              activity: 'Logistics',
            }
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
      ['POST', `/staff/orders/${order.reference}/notes`, { text: 'Called' }],
      ['PUT', `/staff/orders/${order.reference}/assignee`, { assigneeId: null }],
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

  it('flags only company orders with no recorded contact after 24 hours: a stage change alone is no reply', async () => {
    const sales = await staffMember('sales')
    const yesterday = new Date(Date.now() - 25 * 3600_000)
    const overdue = await seed({ type: 'company', verifiedAt: yesterday })
    const recent = await seed({ type: 'company', verifiedAt: new Date(Date.now() - 23 * 3600_000) })
    const individual = await seed({ verifiedAt: yesterday })
    const movedOnly = await seed({ type: 'company', status: 'under_review', verifiedAt: yesterday })
    const answered = await seed({ type: 'company', status: 'under_review', verifiedAt: yesterday })
    const called = await call('POST', `/staff/orders/${answered.reference}/notes`, {
      token: sales.token,
      body: { text: 'Called the fleet manager', contact: 'call' },
    })
    expect(called.status).toBe(201)
    expect(await called.json()).toMatchObject({ firstReplyAt: expect.any(String), replyDueAt: null, replyOverdue: false })
    const flags = Object.fromEntries(
      await Promise.all(
        [overdue, recent, individual, movedOnly, answered].map(async ({ reference }) => {
          const answer = await call('GET', `/staff/orders/${reference}`, { token: sales.token })
          return [reference, ((await answer.json()) as StaffOrder).replyOverdue] as const
        }),
      ),
    )
    expect(flags).toEqual({
      [overdue.reference]: true,
      [recent.reference]: false,
      [individual.reference]: false,
      [movedOnly.reference]: true,
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
        assignee: null,
        notes: [],
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
        expect((await move(sales.token, reference, { from, status, note: 'Done' })).status).toBe(200)
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

  it('moves an order a stage: status, history with who and the note, audit log, an SMS in the order’s language only where it concerns the buyer, and tracking at once', async () => {
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
    expect(moved.nextStatuses).not.toContain('under_review')
    expect(moved.nextStatuses).toEqual(expect.arrayContaining(['received', 'approved', 'duplicate', 'finance_declined', 'lost']))
    expect(moved.history.at(-1)).toMatchObject({
      status: 'under_review',
      staffName: expect.stringMatching(/^sales \d+$/),
      note: 'Called twice, no answer',
      notified: false,
    })
    // Nothing to send: the outbox worker is not woken.
    expect(wakes).toBe(wakesBefore)

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
      after: { status: 'under_review', note: 'Called twice, no answer', notified: false },
    })
    // An internal stage texts nobody.
    expect(await smsTo(order.mobile)).toEqual([])

    // Approved does: the visitor ordered in English, so the SMS is English whatever language staff
    // use, word for word the preview staff were shown; no note in it.
    const preview = moved.notices.find((notice) => notice.status === 'approved')!.text
    expect(preview).toBe(`Good news: your order ${order.reference} has been approved. Our sales team will call you about the next steps.`)
    expect((await move(sales.token, order.reference, { from: 'under_review', status: 'approved', note: 'Stock confirmed' })).status).toBe(
      200,
    )
    expect(wakes).toBe(wakesBefore + 1)
    const messages = await smsTo(order.mobile)
    expect(messages.map((message) => message.text)).toEqual([preview])

    const tracked = await trackOrder(
      handle().db,
      { reference: order.reference, phone: order.mobile },
      { address: `192.0.2.${seeded % 250}`, locale: 'en' },
    )
    // The buyer sees their steps only: the internal review is not one of them.
    expect(tracked).toMatchObject({ status: 'approved', history: [{ status: 'received' }, { status: 'approved' }] })
    expect((tracked as { history: unknown[] }).history).toHaveLength(2)
    expect(JSON.stringify(tracked)).not.toContain('Called twice')

    // An Arabic order's SMS is in Arabic.
    const arabic = await seed({ locale: 'ar', status: 'contacted' })
    expect((await move(sales.token, arabic.reference, { from: 'contacted', status: 'approved' })).status).toBe(200)
    const [arabicSms] = await smsTo(arabic.mobile)
    expect(arabicSms!.text).toMatch(/[\u0600-\u06ff]/)
    expect(arabicSms!.text).toContain(arabic.reference)
  })

  it('refuses a stage it is at (400 on status, translated), closing without a reason (400 on note), a stale one (409), and applies a double click once', async () => {
    const sales = await staffMember('sales')
    const admin = await staffMember('admin')
    const order = await seed()
    const same = await move(sales.token, order.reference, { from: 'received', status: 'received' }, { locale: 'ar' })
    expect(same.status).toBe(400)
    const sameBody = (await same.json()) as { error: { code: string; fields: Record<string, string[]> } }
    expect(sameBody.error.code).toBe('validation_failed')
    expect(sameBody.error.fields.status?.[0]).toMatch(/[\u0600-\u06ff]/)
    expect((await move(sales.token, order.reference, { from: 'received', status: 'awaiting_verification' })).status).toBe(400)
    const unexplained = await move(sales.token, order.reference, { from: 'received', status: 'completed', note: '   ' }, { locale: 'ar' })
    expect(unexplained.status).toBe(400)
    expect(Object.keys(((await unexplained.json()) as { error: { fields: object } }).error.fields)).toEqual(['note'])

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
    // Internal stages: no text message at all.
    expect(await smsTo(order.mobile)).toHaveLength(0)
  })

  const view = async (token: string, reference: string) => {
    const answer = await call('GET', `/staff/orders/${reference}`, { token, locale: 'en' })
    expect(answer.status).toBe(200)
    return (await answer.json()) as StaffOrder
  }
  const track = (order: { reference: string; mobile: string }) =>
    trackOrder(handle().db, { reference: order.reference, phone: order.mobile }, { address: `198.51.100.${seeded % 250}`, locale: 'en' })
  const auditOf = (reference: string) =>
    handle()
      .db.select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectType, 'order'), eq(staffAuditLog.subjectId, reference)))
      .orderBy(asc(staffAuditLog.id))

  it('closes a duplicate in one step with a reason and no SMS; the buyer reads it as closed, not refused', async () => {
    const sales = await staffMember('sales')
    const order = await seed({ locale: 'en' })
    const before = await view(sales.token, order.reference)
    // Staff are shown no text for a duplicate: it sends none.
    expect(before.notices.map((notice) => notice.status).sort()).toEqual(['approved', 'completed', 'finance_declined', 'ready', 'rejected'])
    const wakesBefore = wakes
    const answer = await move(sales.token, order.reference, {
      from: 'received',
      status: 'duplicate',
      note: 'Same as the order placed an hour earlier',
    })
    expect(answer.status, await answer.clone().text()).toBe(200)
    const closed = (await answer.json()) as StaffOrder
    expect(closed.status).toBe('duplicate')
    expect(closed.history.at(-1)).toMatchObject({ status: 'duplicate', note: 'Same as the order placed an hour earlier', notified: false })
    expect(await smsTo(order.mobile)).toEqual([])
    expect(wakes).toBe(wakesBefore)
    expect(await track(order)).toMatchObject({ status: 'closed', history: [{ status: 'received' }, { status: 'closed' }] })
    expect(JSON.stringify(await track(order))).not.toMatch(/duplicate|declined|Same as/)
    expect(await auditOf(order.reference)).toMatchObject([
      { action: 'order.status_changed', before: { status: 'received' }, after: { status: 'duplicate', notified: false } },
    ])
  })

  it('moves an approved finance order to finance declined and reopens it; the buyer’s SMS log holds only the notices meant for them', async () => {
    const sales = await staffMember('sales')
    const order = await seed({ purchaseType: 'finance', locale: 'ar' })
    const steps: { from: string; status: string; note?: string }[] = [
      { from: 'received', status: 'under_review' },
      { from: 'under_review', status: 'contacted', note: 'Called, sent the bank forms' },
      { from: 'contacted', status: 'approved', note: 'Bank pre-approval' },
      { from: 'approved', status: 'finance_declined', note: 'Al Rajhi declined after the credit check' },
      { from: 'finance_declined', status: 'under_review', note: 'Buyer will try another bank' },
    ]
    let last: StaffOrder | undefined
    for (const step of steps) {
      const answer = await move(sales.token, order.reference, step)
      expect(answer.status, `${step.from} → ${step.status}: ${await answer.clone().text()}`).toBe(200)
      last = (await answer.json()) as StaffOrder
    }
    expect(last!.status).toBe('under_review')
    expect(last!.history.map((entry) => [entry.status, entry.notified])).toEqual([
      ['received', false],
      ['under_review', false],
      ['contacted', false],
      ['approved', true],
      ['finance_declined', true],
      ['under_review', false],
    ])
    // Reopening without a reason is refused, like closing without one.
    expect((await move(sales.token, order.reference, { from: 'under_review', status: 'lost' })).status).toBe(400)

    // Arabic, as ordered: the approval, then the kind decline; nothing for review, contact or reopening.
    const texts = (await smsTo(order.mobile)).map((message) => message.text)
    expect(texts).toHaveLength(2)
    for (const text of texts) {
      expect(text).toMatch(/[\u0600-\u06ff]/)
      expect(text).toContain(order.reference)
    }
    expect(texts[1]).not.toBe(texts[0])
    expect(JSON.stringify(texts)).not.toMatch(/Al Rajhi declined|another bank/)
    expect(await track(order)).toMatchObject({
      status: 'received',
      history: [{ status: 'received' }, { status: 'approved' }, { status: 'declined' }, { status: 'received' }],
    })
    const audit = await auditOf(order.reference)
    const changes = audit.filter((row) => row.action === 'order.status_changed')
    expect(changes.map((row) => (row.after as { status: string }).status)).toEqual(steps.map((step) => step.status))
    // Each answer showed the finance answers: each is a recorded view of them, without them (decision 0088).
    const views = audit.filter((row) => row.action === 'order.credit_data_viewed')
    expect(views.map((row) => [row.staffEmail, row.after])).toEqual(steps.map(() => [sales.email, null]))
  })

  it('sends nothing when staff choose “do not notify”, and says so in the history', async () => {
    const sales = await staffMember('sales')
    const order = await seed({ status: 'approved' })
    const wakesBefore = wakes
    const answer = await move(sales.token, order.reference, { from: 'approved', status: 'ready', notify: false })
    expect(answer.status, await answer.clone().text()).toBe(200)
    expect(((await answer.json()) as StaffOrder).history.at(-1)).toMatchObject({ status: 'ready', notified: false })
    expect(await smsTo(order.mobile)).toEqual([])
    expect(wakes).toBe(wakesBefore)
    // The same stage with the default texts the buyer the previewed text.
    const again = await seed({ status: 'approved', locale: 'en' })
    const preview = (await view(sales.token, again.reference)).notices.find((notice) => notice.status === 'ready')!.text
    expect((await move(sales.token, again.reference, { from: 'approved', status: 'ready' })).status).toBe(200)
    expect((await smsTo(again.mobile)).map((message) => message.text)).toEqual([preview])
  })

  it('keeps a note without a stage change: author and time for staff, audited, never shown or sent to the buyer', async () => {
    const sales = await staffMember('sales')
    const order = await seed({ status: 'contacted' })
    const answer = await call('POST', `/staff/orders/${order.reference}/notes`, {
      token: sales.token,
      body: { text: '  Prefers a call after 4 pm  ' },
    })
    expect(answer.status, await answer.clone().text()).toBe(201)
    const noted = (await answer.json()) as StaffOrder
    expect(noted.status).toBe('contacted')
    expect(noted.history).toHaveLength(1)
    expect(noted.notes).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        staffName: expect.stringMatching(/^sales \d+$/),
        text: 'Prefers a call after 4 pm',
        contactChannel: null,
      },
    ])
    expect(await smsTo(order.mobile)).toEqual([])
    expect(JSON.stringify(await track(order))).not.toContain('4 pm')
    expect(await auditOf(order.reference)).toMatchObject([
      { action: 'order.note_added', staffUserId: sales.id, after: { text: 'Prefers a call after 4 pm' } },
    ])
    const empty = await call('POST', `/staff/orders/${order.reference}/notes`, {
      token: sales.token,
      body: { text: ' \u200b ' },
      locale: 'ar',
    })
    expect(empty.status).toBe(400)
    expect(Object.keys(((await empty.json()) as { error: { fields: object } }).error.fields)).toEqual(['text'])
  })

  it('assigns an order to a salesperson, finds it under “my orders”, refuses an editor as assignee, and audits each change', async () => {
    const sales = await staffMember('sales')
    const colleague = await staffMember('sales')
    const admin = await staffMember('admin')
    const editor = await staffMember('editor')
    const order = await seed()
    const assign = (token: string, assigneeId: string | null, locale: 'ar' | 'en' = 'en') =>
      call('PUT', `/staff/orders/${order.reference}/assignee`, { token, body: { assigneeId }, locale })

    const offered = (await view(admin.token, order.reference)).assignableStaff.map((member) => member.id)
    expect(offered).toEqual(expect.arrayContaining([sales.id, colleague.id, admin.id]))
    expect(offered).not.toContain(editor.id)

    const answer = await assign(admin.token, sales.id)
    expect(answer.status, await answer.clone().text()).toBe(200)
    expect(((await answer.json()) as StaffOrder).assignee).toEqual({ id: sales.id, name: expect.stringMatching(/^sales \d+$/) })
    const mine = await list(sales.token, `?assignee=mine&q=${order.reference}`)
    expect(mine.items.map((item) => item.reference)).toEqual([order.reference])
    expect(mine.items[0]!.assignee).toMatchObject({ id: sales.id })
    expect((await list(colleague.token, `?assignee=mine&q=${order.reference}`)).total).toBe(0)
    expect((await list(colleague.token, `?assignee=nobody&q=${order.reference}`)).total).toBe(0)

    const refused = await assign(sales.token, editor.id, 'ar')
    expect(refused.status).toBe(400)
    const refusedBody = (await refused.json()) as { error: { fields: Record<string, string[]> } }
    expect(refusedBody.error.fields.assigneeId?.[0]).toMatch(/[\u0600-\u06ff]/)
    expect((await assign(sales.token, null)).status).toBe(200)
    expect((await list(colleague.token, `?assignee=nobody&q=${order.reference}`)).total).toBe(1)
    expect(await smsTo(order.mobile)).toEqual([])
    expect(await auditOf(order.reference)).toMatchObject([
      { action: 'order.assigned', staffUserId: admin.id, before: { assigneeId: null }, after: { assigneeId: sales.id } },
      { action: 'order.assigned', staffUserId: sales.id, before: { assigneeId: sales.id }, after: { assigneeId: null } },
    ])
  })

  it('queues company orders awaiting a first reply by time left, overdue first, until a contact is recorded; the overview counts them', async () => {
    const sales = await staffMember('sales')
    const hour = 3600_000
    const now = Date.now()
    const before = await replyPromiseFigures(handle().db, new Date(now), 30)
    const fleet = `Queue Fleet ${runTag}`
    const at = (hoursAgo: number) => new Date(now - hoursAgo * hour)
    const dueIn20h = await seed({ type: 'company', companyName: fleet, verifiedAt: at(4) })
    const overdue10h = await seed({ type: 'company', companyName: fleet, verifiedAt: at(34) })
    const dueIn5h = await seed({ type: 'company', companyName: fleet, verifiedAt: at(19) })
    const overdue2h = await seed({ type: 'company', companyName: fleet, verifiedAt: at(26) })
    await seed({ type: 'company', companyName: fleet, status: 'approved', verifiedAt: at(30) }).then(({ reference }) =>
      move(sales.token, reference, { from: 'approved', status: 'duplicate', note: 'Same as the other order' }),
    )
    await seed({ companyName: fleet, verifiedAt: at(30), contactName: fleet })
    const queue = async () => (await list(sales.token, `?queue=awaiting_reply&q=${encodeURIComponent(fleet.toLowerCase())}`)).items
    const items = await queue()
    expect(items.map((item) => item.reference)).toEqual([overdue10h, overdue2h, dueIn5h, dueIn20h].map((order) => order.reference))
    expect(items.map((item) => item.replyOverdue)).toEqual([true, true, false, false])
    expect(items[0]!.replyDueAt).toBe(new Date(now - 10 * hour).toISOString())

    // A stage change alone keeps the order in the queue; a recorded WhatsApp contact takes it out.
    expect((await move(sales.token, overdue2h.reference, { from: 'received', status: 'under_review' })).status).toBe(200)
    expect((await queue()).map((item) => item.reference)).toContain(overdue2h.reference)
    const replied = await call('POST', `/staff/orders/${overdue2h.reference}/notes`, {
      token: sales.token,
      body: { text: 'Sent the price list', contact: 'whatsapp' },
    })
    expect(replied.status).toBe(201)
    expect(((await replied.json()) as StaffOrder).notes[0]).toMatchObject({ text: 'Sent the price list', contactChannel: 'whatsapp' })
    expect((await queue()).map((item) => item.reference)).toEqual([overdue10h, dueIn5h, dueIn20h].map((order) => order.reference))
    expect(await auditOf(overdue2h.reference)).toMatchObject([
      { action: 'order.status_changed' },
      { action: 'order.contact_recorded', after: { contactChannel: 'whatsapp', firstReply: true } },
    ])
    // A channel that is not one is refused by its field.
    const bad = await call('POST', `/staff/orders/${dueIn5h.reference}/notes`, { token: sales.token, body: { text: 'x', contact: 'fax' } })
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields)).toEqual(['contact'])

    // Five company orders seeded: three still waiting (one overdue); judged are the one replied late (at
    // 26 h), the one closed unanswered after 30 h and the one overdue; none answered in time.
    const after = await replyPromiseFigures(handle().db, new Date(now), 30)
    expect({
      awaiting: after.awaiting - before.awaiting,
      overdue: after.overdue - before.overdue,
      judged: after.judged - before.judged,
      repliedInTime: after.repliedInTime - before.repliedInTime,
    }).toEqual({ awaiting: 3, overdue: 1, judged: 3, repliedInTime: 0 })
    const count = await call('GET', '/staff/orders/awaiting-reply', { token: sales.token })
    expect(((await count.json()) as { count: number }).count).toBe(after.awaiting)
    // A call four hours after the order: replied within 24 hours.
    await call('POST', `/staff/orders/${dueIn20h.reference}/notes`, { token: sales.token, body: { text: 'Called', contact: 'call' } })
    const inTime = await replyPromiseFigures(handle().db, new Date(now), 30)
    expect([inTime.awaiting, inTime.judged, inTime.repliedInTime]).toEqual([after.awaiting - 1, after.judged + 1, after.repliedInTime + 1])
  })

  it('reminds the assignee and the sales lead once at 18 hours and once when overdue, by mail through the outbox', async () => {
    const sales = await staffMember('sales')
    const hour = 3600_000
    const start = Date.now()
    const order = await seed({ type: 'company', verifiedAt: new Date(start) })
    await call('PUT', `/staff/orders/${order.reference}/assignee`, { token: sales.token, body: { assigneeId: sales.id } })
    const lateFound = await seed({ type: 'company', verifiedAt: new Date(start - 30 * hour) })
    const answered = await seed({ type: 'company', verifiedAt: new Date(start - 30 * hour) })
    await call('POST', `/staff/orders/${answered.reference}/notes`, { token: sales.token, body: { text: 'Mailed', contact: 'email' } })
    const lead = ['sales-lead@dealer.test']
    const remind = (hoursLater: number) => sendReplyReminders(handle().db, new Date(start + hoursLater * hour), { salesLead: lead })
    const mailsAbout = async (reference: string) =>
      (await handle().db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'order.reply_reminder')))
        .map((row) => row.payload as { to: string[]; subject: string; text: string })
        .filter((mail) => mail.subject.includes(reference))

    await remind(17.9)
    expect(await mailsAbout(order.reference)).toEqual([])
    // Found already overdue (the server was down at 18 h): the overdue mail only.
    expect(await mailsAbout(lateFound.reference)).toHaveLength(1)
    expect((await mailsAbout(lateFound.reference))[0]!.subject).toMatch(/Overdue/)
    await remind(18)
    await remind(18.2)
    await remind(23.9)
    const soon = await mailsAbout(order.reference)
    expect(soon).toHaveLength(1)
    expect(soon[0]!.to.sort()).toEqual([sales.email, ...lead].sort())
    expect(soon[0]!.subject).toMatch(/waiting for its first reply/)
    expect(soon[0]!.text).not.toContain(order.mobile)
    await Promise.all([remind(24), remind(24)])
    await remind(30)
    const both = await mailsAbout(order.reference)
    // One of each, in whatever order the outbox lists them.
    expect(both.map((mail) => /Overdue/.test(mail.subject)).sort()).toEqual([false, true])
    expect(await mailsAbout(lateFound.reference)).toHaveLength(1)
    expect(await mailsAbout(answered.reference)).toEqual([])
  })

  it('finds an order by part of the name, e-mail or company, in any case, and by no one else’s', async () => {
    const sales = await staffMember('sales')
    const tag = runTag.toLowerCase()
    const person = await seed({ contactName: `Reem Al${tag}zahrani`, email: `reem.${tag}@mail.test` })
    const firm = await seed({ type: 'company', companyName: `Najd ${tag} Trading` })
    const find = async (q: string) => (await list(sales.token, `?q=${encodeURIComponent(q)}`)).items.map((item) => item.reference)
    expect(await find(`AL${tag.toUpperCase()}ZAH`)).toEqual([person.reference])
    expect(await find(`reem.${tag}@MAIL`)).toEqual([person.reference])
    expect(await find(`najd ${tag}`)).toEqual([firm.reference])
    // `%` and `_` are plain characters, not wildcards.
    expect(await find(`%${tag}%`)).toEqual([])
  })

  it('exports the filtered orders as CSV: credit columns for admins only and never past their retention, formulas neutralised, audited', async () => {
    const sales = await staffMember('sales')
    const admin = await staffMember('admin')
    const who = `Csv ${runTag}`
    const open = await seed({ purchaseType: 'finance', contactName: `=HYPERLINK("x") ${who}` })
    const closed = await seed({ purchaseType: 'finance', contactName: `${who} closed` })
    await seed({ contactName: 'Someone else' })
    const closedAt = new Date(Date.now() - 91 * 24 * 3600_000)
    await handle().db.update(orders).set({ status: 'completed' }).where(eq(orders.id, closed.id))
    await handle().db.insert(orderStatusHistory).values({ orderId: closed.id, status: 'completed', at: closedAt })
    const exported = async (token: string) => {
      const answer = await call('GET', `/staff/orders/export?q=${encodeURIComponent(who)}`, { token, locale: 'en' })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/)
      const parsed = parseCsv(await answer.text())
      if (!parsed.ok) throw new Error('not CSV')
      // Read back as a spreadsheet shows it: the formula guard's `'` is not part of the value.
      const [header, ...rows] = parsed.records.map((record) => record.cells.map(fromCsvCell))
      return {
        header: header!,
        rows: new Map(rows.map((row) => [row[0]!, Object.fromEntries(header!.map((title, i) => [title, row[i]!]))])),
      }
    }
    const forSales = await exported(sales.token)
    expect([...forSales.rows.keys()].sort()).toEqual([open.reference, closed.reference].sort())
    expect(forSales.header).not.toContain('Monthly salary (SAR)')
    expect(forSales.rows.get(open.reference)).toMatchObject({
      Stage: 'New',
      Payment: 'Finance',
      Mobile: open.mobile,
      Name: `=HYPERLINK("x") ${who}`,
    })
    expect(JSON.stringify([...forSales.rows.values()])).not.toContain('15000')

    const forAdmin = await exported(admin.token)
    expect(forAdmin.header).toContain('Monthly salary (SAR)')
    expect(forAdmin.rows.get(open.reference)).toMatchObject({
      'Monthly salary (SAR)': '15000',
      'Work sector': 'Government',
      Mortgage: 'No',
    })
    // Closed 91 days ago: past the 90 days' retention, so the file never holds its answers.
    expect(forAdmin.rows.get(closed.reference)).toMatchObject({ Stage: 'Completed', 'Monthly salary (SAR)': '' })
    const [erased] = await handle().db.select({ finance: orders.finance }).from(orders).where(eq(orders.id, closed.id))
    expect(erased?.finance).toBeNull()

    const arabic = await call('GET', `/staff/orders/export?q=${encodeURIComponent(who)}`, { token: sales.token, locale: 'ar' })
    const raw = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await arabic.arrayBuffer())
    expect(raw.startsWith('\uFEFF"الرقم المرجعي","المرحلة"')).toBe(true)
    // The cell a spreadsheet would run as a formula starts with `'`.
    expect(raw).toContain(`"'=HYPERLINK(""x"") ${who}"`)
    const audits = await handle().db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'orders.exported'))
    expect(audits.filter((row) => row.staffUserId === admin.id)).toMatchObject([
      { after: { rows: 2, withCredit: true, filters: { q: who } } },
    ])
    const editor = await staffMember('editor')
    expect((await call('GET', '/staff/orders/export', { token: editor.token })).status).toBe(403)
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
    await call('POST', `/staff/orders/${order.reference}/notes`, { token: sales.token, body: { text: 'secret note 0551112222' } })
    await call('POST', `/staff/orders/${order.reference}/status`, { token: sales.token, body: '{not json' })
    const text = JSON.stringify(written)
    for (const secret of [order.mobile, order.mobile.slice(4), 'noura@example.com', 'secret note']) expect(text).not.toContain(secret)
  })
})
