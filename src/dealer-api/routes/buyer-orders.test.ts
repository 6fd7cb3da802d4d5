/** "My orders" in the API as an outside client sees it: status codes, the bearer session, caching, languages. */
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { alertRecipients, alerts, cars, orders } from '../../server/db/schema'
import { createDealerApiApp } from '../app'
import { issueCsrfToken } from '../csrf'
import { csrfRoute } from './system'
import { orderRoutes } from './orders'
import { buyerOrderRoutes } from './buyer-orders'

const secret = 'the-secret-of-the-buyer-orders-api-test'
const token = issueCsrfToken(secret)

describeOnEngines('My orders API', ({ handle }) => {
  const sent: { to: string; text: string }[] = []
  const deps = {
    sendSms: async (message: { to: string; text: string }) => void sent.push(message),
    codeSecret: async () => 'buyer-code-secret-for-tests',
  }
  const routes = [
    csrfRoute,
    ...orderRoutes({ ...deps, afterVerified: () => {} }),
    ...buyerOrderRoutes({ ...deps, afterWithdrawn: () => {} }),
  ]
  const api = createDealerApiApp(routes, { database: async () => handle(), csrfSecret: async () => secret })
  let address = 0
  let carId = 0
  beforeAll(async () => {
    const [car] = await handle().db.select({ id: cars.id }).from(cars).limit(1)
    carId = car!.id
  })

  /** Each test is its own visitor, so the per-address limits of one never touch another. */
  function visitor(language: 'ar' | 'en' = 'en') {
    address += 1
    const clientAddress = `203.0.113.${address}`
    return (method: string, path: string, { body, bearer }: { body?: unknown; bearer?: string } = {}) =>
      api.fetch(
        new Request(`http://api.test/api${path}`, {
          method,
          body: body === undefined ? undefined : JSON.stringify(body),
          headers: {
            'Content-Type': 'application/json',
            'Content-Language': language,
            Cookie: `XSRF-TOKEN=${token}`,
            'X-XSRF-TOKEN': token,
            ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
          },
        }),
        { clientAddress },
      )
  }
  const lastCodeTo = (mobile: string) => /\b(\d{6})\b/.exec(sent.filter((message) => message.to === mobile).at(-1)?.text ?? '')?.[1] ?? ''

  async function orderFor(call: ReturnType<typeof visitor>, mobile: string): Promise<string> {
    const placed = await api.fetch(
      new Request('http://api.test/api/orders', {
        method: 'POST',
        body: JSON.stringify({
          type: 'individual',
          purchaseType: 'cash',
          name: 'Noura',
          mobile,
          email: 'noura@example.com',
          carId,
          city: 'abha',
        }),
        headers: {
          'Content-Type': 'application/json',
          Cookie: `XSRF-TOKEN=${token}`,
          'X-XSRF-TOKEN': token,
          'Idempotency-Key': crypto.randomUUID(),
        },
      }),
      { clientAddress: `198.18.0.${(address += 1)}` },
    )
    const { reference } = (await placed.json()) as { reference: string }
    const verified = await call('POST', `/orders/${reference}/verification`, {
      body: { code: lastCodeTo(`+966${mobile.slice(1)}`), mobile },
    })
    expect(verified.status).toBe(200)
    return reference
  }

  /** Signs in with the mobile as typed; the code is read from the texts to its E.164 form. */
  async function signIn(call: ReturnType<typeof visitor>, mobile: string): Promise<string> {
    const asked = await call('POST', '/buyer/sign-in/code', { body: { mobile } })
    expect(asked.status).toBe(202)
    const e164 = `+966${mobile.replace(/\s/g, '').slice(1)}`
    const session = await call('POST', '/buyer/session', { body: { mobile, code: lastCodeTo(e164) } })
    expect(session.status).toBe(201)
    return ((await session.json()) as { token: string }).token
  }

  it('signs in by SMS code and lists exactly the mobile’s orders, kept by no cache', async () => {
    const call = visitor('en')
    const mine = await orderFor(call, '0561110001')
    const theirs = await orderFor(call, '0561110002')
    const session = await signIn(call, '056 111 0001')
    const listed = await call('GET', '/buyer/orders', { bearer: session })
    expect(listed.status).toBe(200)
    expect(listed.headers.get('cache-control')).toBe('no-store')
    const body = (await listed.json()) as { mobile: string; orders: { reference: string; withdrawable: boolean }[] }
    expect(body.mobile).toBe('+966561110001')
    expect(body.orders.map((order) => order.reference)).toEqual([mine])
    expect(JSON.stringify(body)).not.toContain(theirs)
    expect(body.orders[0]).toMatchObject({ withdrawable: true, status: 'received' })
  })

  it('answers 401 without a session, with a made-up one, and after sign-out', async () => {
    const call = visitor('ar')
    expect((await call('GET', '/buyer/orders')).status).toBe(401)
    expect((await call('GET', '/buyer/orders', { bearer: 'x'.repeat(43) })).status).toBe(401)
    await orderFor(call, '0561110003')
    const session = await signIn(call, '0561110003')
    expect((await call('DELETE', '/buyer/session', { bearer: session })).status).toBe(200)
    const after = await call('GET', '/buyer/orders', { bearer: session })
    expect(after.status).toBe(401)
    expect(await after.json()).toMatchObject({ error: { code: 'unauthenticated', message: expect.stringMatching(/[\u0600-\u06FF]/) } })
  })

  it('answers a mobile without orders as one with, and a wrong code with the attempts left', async () => {
    const call = visitor('en')
    const asked = await call('POST', '/buyer/sign-in/code', { body: { mobile: '0561119999' } })
    expect(asked.status).toBe(202)
    expect(Object.keys((await asked.json()) as object).sort()).toEqual(['expiresAt', 'resendAvailableAt'])
    expect(sent.some((message) => message.to === '+966561119999')).toBe(false)
    const wrong = await call('POST', '/buyer/session', { body: { mobile: '0561119999', code: '123456' } })
    expect(wrong.status).toBe(422)
    expect(await wrong.json()).toMatchObject({ error: { code: 'code_incorrect', attemptsLeft: 4 } })
    const again = await call('POST', '/buyer/sign-in/code', { body: { mobile: '0561119999' } })
    expect(again.status).toBe(429)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
    const bad = await call('POST', '/buyer/sign-in/code', { body: { mobile: '0412345678' } })
    expect(bad.status).toBe(400)
  })

  it('withdraws an order not yet approved, refuses an approved one (409) and another mobile’s (404)', async () => {
    const call = visitor('en')
    const first = await orderFor(call, '0561110004')
    const approved = await orderFor(call, '0561110004')
    const theirs = await orderFor(call, '0561110005')
    await handle().db.update(orders).set({ status: 'approved' }).where(eq(orders.reference, approved))
    const session = await signIn(call, '0561110004')
    const withdrawn = await call('POST', `/buyer/orders/${first.toLowerCase()}/withdrawal`, { bearer: session })
    expect(withdrawn.status).toBe(200)
    expect(await withdrawn.json()).toMatchObject({ order: { reference: first, status: 'cancelled', withdrawable: false } })
    const refused = await call('POST', `/buyer/orders/${approved}/withdrawal`, { bearer: session })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ error: { code: 'not_withdrawable' } })
    const notMine = await call('POST', `/buyer/orders/${theirs}/withdrawal`, { bearer: session })
    expect(notMine.status).toBe(404)
    const [row] = await handle().db.select({ status: orders.status }).from(orders).where(eq(orders.reference, theirs))
    expect(row?.status).toBe('received')
    expect((await call('POST', `/buyer/orders/${first}/withdrawal`)).status).toBe(401)
  })

  /** A confirmed alert of `kind` on the test's car, sent to `address` by `channel` (as the alerts flow leaves it). */
  async function confirmedAlert(channel: 'sms' | 'email', address: string, kind: 'price_drop' | 'back_in_stock' = 'price_drop') {
    const db = handle().db
    const [recipient] = await db
      .insert(alertRecipients)
      .values({ channel, address, locale: 'en', linkOrigin: 'https://cars.example.sa' })
      .onConflictDoUpdate({ target: [alertRecipients.channel, alertRecipients.address], set: { locale: 'en' } })
      .returning({ id: alertRecipients.id })
    const [alert] = await db
      .insert(alerts)
      .values({
        recipientId: recipient!.id,
        kind,
        subject: `car:${carId}`,
        carId,
        confirmationId: crypto.randomUUID(),
        confirmationExpiresAt: new Date(Date.now() + 3_600_000),
        confirmedAt: new Date(),
      })
      .returning({ id: alerts.id })
    return alert!.id
  }

  it('lists the mobile’s SMS alerts with its orders and removes one of them, never another’s', async () => {
    const call = visitor('en')
    await orderFor(call, '0561110006')
    const mine = await confirmedAlert('sms', '+966561110006')
    const kept = await confirmedAlert('sms', '+966561110006', 'back_in_stock')
    const theirs = await confirmedAlert('sms', '+966561110007')
    const byMail = await confirmedAlert('email', '0561110006@example.com')
    const session = await signIn(call, '0561110006')
    const listed = (await (await call('GET', '/buyer/orders', { bearer: session })).json()) as {
      alerts: { id: string; car: { id: number } }[]
    }
    expect(listed.alerts.map((alert) => alert.id).sort()).toEqual([mine, kept].sort())
    expect(listed.alerts[0]!.car.id).toBe(carId)

    for (const other of [theirs, byMail]) {
      const refused = await call('DELETE', `/buyer/alerts/${other}`, { bearer: session })
      expect(refused.status).toBe(200)
    }
    const removed = await call('DELETE', `/buyer/alerts/${mine}`, { bearer: session })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toEqual({ status: 'removed' })
    const left = await handle().db.select({ id: alerts.id }).from(alerts)
    expect(left.map((alert) => alert.id)).toEqual(expect.arrayContaining([kept, theirs, byMail]))
    expect(left.map((alert) => alert.id)).not.toContain(mine)
    expect((await call('DELETE', `/buyer/alerts/${kept}`)).status).toBe(401)
    expect((await call('DELETE', '/buyer/alerts/not-an-id', { bearer: session })).status).toBe(400)
  })
})
