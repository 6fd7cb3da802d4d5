/**
 * Orders staff take for a phone or walk-in buyer (decision 0092), through the API as the back
 * office calls it: the buyer's own order rules and code rules, "taken in person" for a walk-in,
 * the staff member and channel in the history, the buyer's "received" notice, the audit log.
 */
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { cars, orders, outboxMessages, staffAuditLog } from '../../server/db/schema'
import { staffTestApi } from '../staff-test-kit'
import { staffOrderRoutes } from './staff-orders'
import { staffPlacedOrderRoutes } from './staff-placed-orders'

describeOnEngines('orders staff take for a buyer', ({ handle }) => {
  const sent: { to: string; text: string }[] = []
  const routes = [
    ...staffOrderRoutes({ afterChange: () => {} }),
    ...staffPlacedOrderRoutes({
      sendSms: async (message) => void sent.push(message),
      codeSecret: async () => 'order-code-secret-for-staff-tests',
      afterVerified: () => {},
    }),
  ]
  const { staffMember, call } = staffTestApi(routes, handle)
  let carId = 0
  let mobiles = 0
  beforeAll(async () => {
    const [car] = await handle().db.select({ id: cars.id }).from(cars).limit(1)
    carId = car!.id
  })

  function cashOrder() {
    mobiles += 1
    const digits = String(10_000_000 + mobiles + Math.floor(Math.random() * 80_000_000)).slice(-8)
    return {
      type: 'individual',
      purchaseType: 'cash',
      name: 'Fahad Al-Harbi',
      mobile: `056${digits.slice(1)}`,
      email: 'fahad@example.com',
      carId,
      city: 'riyadh',
    }
  }
  const e164 = (mobile: string) => `+966${mobile.slice(1)}`
  const take = (token: string | undefined, body: unknown, key: string = crypto.randomUUID(), extra: { crossSite?: boolean } = {}) =>
    call('POST', '/staff/orders', { token, body, headers: { 'Idempotency-Key': key }, ...extra })
  const codeFor = (mobile: string) => /\b(\d{6})\b/.exec(sent.filter((m) => m.to === e164(mobile)).at(-1)?.text ?? '')?.[1] ?? ''
  const receivedTexts = (mobile: string) =>
    handle()
      .db.select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'sms.message'), sql`${outboxMessages.payload}->>'to' = ${e164(mobile)}`))
  const auditOf = (reference: string) =>
    handle()
      .db.select({ action: staffAuditLog.action, staffUserId: staffAuditLog.staffUserId, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, reference))
      .orderBy(staffAuditLog.id)
  type StaffOrderBody = {
    status: string
    assignee: { id: string } | null
    history: { status: string; staffName: string | null; channel: string | null; confirmation: string | null; notified: boolean }[]
  }

  it('sends the buyer the SMS code, which the staff member types in: a wrong one counts, the right one makes the order received', async () => {
    const sales = await staffMember('sales')
    const order = cashOrder()
    const placed = await take(sales.token, { order, channel: 'phone', confirmation: 'sms_code' })
    expect(placed.status).toBe(201)
    const body = (await placed.json()) as { reference: string; status: string; expiresAt: string | null }
    expect(body).toMatchObject({ status: 'awaiting_verification', expiresAt: expect.any(String) })
    const code = codeFor(order.mobile)
    expect(code).toMatch(/^\d{6}$/)
    expect((await receivedTexts(order.mobile)).length).toBe(0)

    const wrong = await call('POST', `/staff/orders/${body.reference}/verification`, {
      token: sales.token,
      body: { code: code === '000000' ? '111111' : '000000' },
    })
    expect(wrong.status).toBe(422)
    expect(await wrong.json()).toMatchObject({ error: { code: 'code_incorrect', attemptsLeft: 4 } })
    const right = await call('POST', `/staff/orders/${body.reference}/verification`, { token: sales.token, body: { code } })
    expect(right.status).toBe(200)
    expect(await right.json()).toMatchObject({ reference: body.reference, status: 'received' })

    const seen = (await (await call('GET', `/staff/orders/${body.reference}`, { token: sales.token })).json()) as StaffOrderBody
    expect(seen.status).toBe('received')
    expect(seen.assignee?.id).toBe(sales.id)
    expect(seen.history).toEqual([
      expect.objectContaining({
        status: 'received',
        staffName: expect.stringMatching(/^sales /),
        channel: 'phone',
        confirmation: 'sms_code',
        notified: true,
      }),
    ])
    // The buyer's own "received" text, once.
    expect(await receivedTexts(order.mobile)).toEqual([
      { payload: { to: e164(order.mobile), text: expect.stringContaining(body.reference) } },
    ])
    expect(await auditOf(body.reference)).toEqual([
      {
        action: 'order.placed_by_staff',
        staffUserId: sales.id,
        after: expect.objectContaining({ channel: 'phone', confirmation: 'sms_code' }),
      },
      { action: 'order.confirmed_by_code', staffUserId: sales.id, after: null },
    ])
    // Confirmed: the code is spent.
    expect((await call('POST', `/staff/orders/${body.reference}/verification`, { token: sales.token, body: { code } })).status).toBe(404)
  }, 120_000)

  it('takes a walk-in order in person: received at once, no code sent, the buyer told it was received', async () => {
    const admin = await staffMember('admin')
    const order = cashOrder()
    const placed = await take(admin.token, { order, channel: 'walk_in', confirmation: 'in_person' })
    expect(placed.status).toBe(201)
    const body = (await placed.json()) as { reference: string }
    expect(body).toMatchObject({ status: 'received', expiresAt: null, resendAvailableAt: null })
    expect(codeFor(order.mobile)).toBe('')
    const seen = (await (await call('GET', `/staff/orders/${body.reference}`, { token: admin.token })).json()) as StaffOrderBody
    expect(seen.assignee?.id).toBe(admin.id)
    expect(seen.history).toEqual([expect.objectContaining({ status: 'received', channel: 'walk_in', confirmation: 'in_person' })])
    expect((await receivedTexts(order.mobile)).length).toBe(1)
    expect((await auditOf(body.reference)).map((row) => row.action)).toEqual(['order.placed_by_staff'])
  })

  it('refuses "in person" for a phone buyer, and the buyer’s own invalid order, naming the field and storing nothing', async () => {
    const sales = await staffMember('sales')
    const order = cashOrder()
    const phone = await take(sales.token, { order, channel: 'phone', confirmation: 'in_person' })
    expect(phone.status).toBe(400)
    expect(await phone.json()).toMatchObject({ error: { code: 'validation_failed', fields: { confirmation: [expect.any(String)] } } })
    const badMobile = await take(sales.token, { order: { ...order, mobile: '0123' }, channel: 'walk_in', confirmation: 'in_person' })
    expect(badMobile.status).toBe(400)
    expect(await badMobile.json()).toMatchObject({ error: { fields: { 'order.mobile': [expect.any(String)] } } })
    expect(
      await handle()
        .db.select()
        .from(orders)
        .where(eq(orders.mobile, e164(order.mobile))),
    ).toEqual([])
  })

  it('answers a repeated submission with its first answer: one order, one code', async () => {
    const sales = await staffMember('sales')
    const order = cashOrder()
    const key = crypto.randomUUID()
    const first = (await (await take(sales.token, { order, channel: 'phone', confirmation: 'sms_code' }, key)).json()) as {
      reference: string
    }
    const again = await take(sales.token, { order, channel: 'phone', confirmation: 'sms_code' }, key)
    expect(again.status).toBe(201)
    expect(((await again.json()) as { reference: string }).reference).toBe(first.reference)
    expect(
      await handle()
        .db.select({ id: orders.id })
        .from(orders)
        .where(eq(orders.mobile, e164(order.mobile))),
    ).toHaveLength(1)
    expect(sent.filter((message) => message.to === e164(order.mobile))).toHaveLength(1)
  })

  it('refuses anonymous callers, editors and cross-site requests, storing nothing', async () => {
    const editor = await staffMember('editor')
    const sales = await staffMember('sales')
    const order = cashOrder()
    const intake = { order, channel: 'walk_in', confirmation: 'in_person' }
    expect((await take(undefined, intake)).status).toBe(401)
    expect((await take(editor.token, intake)).status).toBe(403)
    expect((await take(sales.token, intake, crypto.randomUUID(), { crossSite: true })).status).toBe(403)
    expect(
      await handle()
        .db.select()
        .from(orders)
        .where(eq(orders.mobile, e164(order.mobile))),
    ).toEqual([])
    const placed = (await (await take(sales.token, { ...intake, confirmation: 'sms_code' })).json()) as { reference: string }
    const verify = (token: string) => call('POST', `/staff/orders/${placed.reference}/verification`, { token, body: { code: '123456' } })
    expect((await verify(editor.token)).status).toBe(403)
    expect((await call('POST', `/staff/orders/${placed.reference}/verification/resend`, { token: editor.token })).status).toBe(403)
  })
})
