import type { APIRequestContext } from '@playwright/test'
import { appConfig } from '../../app.config'
import { deliveries } from '../e2e/deliveries'
import { newClientAddress, newEmail, newMobile } from '../e2e/visitors'
import { expect, test } from './fixtures'

/*
 * "My orders" as the production server answers it (decision 0099): the sign-in by SMS code over the
 * API, exactly the session mobile's orders, nothing for a code of another mobile, the order codes'
 * limits, and pages that read the buyer's cookie kept by no cache.
 */

type Mobile = ReturnType<typeof newMobile>

async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { token } = (await (await request.get('/api/csrf')).json()) as { token: string }
  return { 'X-XSRF-TOKEN': token, 'Content-Language': 'en' }
}

/** An order placed and confirmed for `mobile`, as the order form does; waits for its "received" text too. */
async function confirmedOrder(request: APIRequestContext, mobile: Mobile): Promise<string> {
  const headers = await csrfHeaders(request)
  const { items } = (await (await request.get('/api/cars?pageSize=1')).json()) as { items: { id: number }[] }
  const before = deliveries.messagesTo(mobile.e164)
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      type: 'individual',
      purchaseType: 'cash',
      name: 'Reem',
      mobile: mobile.typed,
      email: newEmail(),
      carId: items[0]!.id,
      city: 'abha',
    },
  })
  expect(placed.status(), await placed.text()).toBe(202)
  const { reference } = (await placed.json()) as { reference: string }
  const verified = await request.post(`/api/orders/${reference}/verification`, {
    headers,
    data: { code: await deliveries.codeFor(mobile.e164, before), mobile: mobile.e164 },
  })
  expect(verified.status()).toBe(200)
  await expect.poll(() => deliveries.messagesTo(mobile.e164), { timeout: 30_000 }).toBe(before + 2)
  return reference
}

/** Asks for a sign-in code and signs in with it; answers the session token. */
async function signIn(request: APIRequestContext, mobile: Mobile): Promise<string> {
  const headers = await csrfHeaders(request)
  const before = deliveries.messagesTo(mobile.e164)
  const asked = await request.post('/api/buyer/sign-in/code', { headers, data: { mobile: mobile.typed } })
  expect(asked.status(), await asked.text()).toBe(202)
  const session = await request.post('/api/buyer/session', {
    headers,
    data: { mobile: mobile.e164, code: await deliveries.codeFor(mobile.e164, before) },
  })
  expect(session.status(), await session.text()).toBe(201)
  return ((await session.json()) as { token: string }).token
}

test('a buyer signed in by SMS sees exactly their own orders; a code for another mobile gets nothing', async ({ request }) => {
  test.setTimeout(60_000)
  const mobile = newMobile()
  const other = newMobile()
  const mine = await confirmedOrder(request, mobile)
  const theirs = await confirmedOrder(request, other)
  const token = await signIn(request, mobile)
  const listed = await request.get('/api/buyer/orders', { headers: { Authorization: `Bearer ${token}` } })
  expect(listed.status()).toBe(200)
  expect(listed.headers()['cache-control']).toBe('no-store')
  const body = (await listed.json()) as { mobile: string; orders: { reference: string }[] }
  expect(body.mobile).toBe(mobile.e164)
  expect(body.orders.map((order) => order.reference)).toEqual([mine])

  // The other mobile's code, typed with this mobile, opens nothing.
  const headers = await csrfHeaders(request)
  const before = deliveries.messagesTo(other.e164)
  await request.post('/api/buyer/sign-in/code', { headers, data: { mobile: other.typed } })
  const othersCode = await deliveries.codeFor(other.e164, before)
  await request.post('/api/buyer/sign-in/code', { headers, data: { mobile: mobile.typed } })
  const crossed = await request.post('/api/buyer/session', { headers, data: { mobile: mobile.e164, code: othersCode } })
  expect([410, 422, 429]).toContain(crossed.status())
  expect(JSON.stringify(await crossed.json())).not.toContain(theirs)
  // Nor may a session of one mobile withdraw the other's order.
  const withdraw = await request.post(`/api/buyer/orders/${theirs}/withdrawal`, {
    headers: { ...headers, Authorization: `Bearer ${token}` },
  })
  expect(withdraw.status()).toBe(404)
})

test('the order codes’ limits hold: a new code once a minute, five wrong codes lock, thirty codes an address', async ({ request }) => {
  test.setTimeout(60_000)
  const mobile = newMobile()
  await confirmedOrder(request, mobile)
  // After the order's own: each token from /api/csrf replaces the cookie of the one before.
  const headers = await csrfHeaders(request)
  expect((await request.post('/api/buyer/sign-in/code', { headers, data: { mobile: mobile.typed } })).status()).toBe(202)
  const soon = await request.post('/api/buyer/sign-in/code', { headers, data: { mobile: mobile.typed } })
  expect(soon.status()).toBe(429)
  expect(Number(soon.headers()['retry-after'])).toBeGreaterThan(0)
  expect(Number(soon.headers()['retry-after'])).toBeLessThanOrEqual(60)

  const statuses: number[] = []
  for (let attempt = 0; attempt < 6; attempt++) {
    const wrong = await request.post('/api/buyer/session', {
      headers,
      data: { mobile: mobile.e164, code: attempt % 2 ? '000001' : '999998' },
    })
    statuses.push(wrong.status())
  }
  expect(statuses).toEqual([422, 422, 422, 422, 423, 423])

  // Thirty codes from one address in an hour, whichever mobiles they are for; the 31st is refused.
  const address = newClientAddress()
  const answers: number[] = []
  for (let index = 0; index < 31; index++) {
    const asked = await request.post('/api/buyer/sign-in/code', {
      headers: { ...headers, 'X-Forwarded-For': address },
      data: { mobile: newMobile().typed },
    })
    answers.push(asked.status())
  }
  expect(answers.slice(0, 30).every((status) => status === 202)).toBe(true)
  expect(answers[30]).toBe(429)
})

test('My orders is never kept by a cache, and a buyer’s cookie keeps every page out of the page cache', async ({ request }) => {
  const page = await request.get('/en/my-orders')
  expect(page.status()).toBe(200)
  expect(page.headers()['cache-control']).toBe('private, no-store')
  expect(page.headers()['x-robots-tag']).toContain('noindex')
  expect(page.headers()['x-page-cache']).toBeUndefined()

  await expect.poll(async () => (await request.get('/en/faqs')).headers()['x-page-cache'], { timeout: 30_000 }).toBe('hit')
  for (const name of [appConfig.buyer.sessionCookie.name, appConfig.buyer.sessionCookie.secureName]) {
    const personal = await request.get('/en/faqs', { headers: { Cookie: `${name}=${'a'.repeat(43)}` } })
    expect(personal.status()).toBe(200)
    expect(personal.headers()['x-page-cache'], name).toBeUndefined()
  }
})
