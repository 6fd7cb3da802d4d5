/** The orders API as an outside client sees it: status codes, error shapes, languages, limits. */
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { cars, offers, orders } from '../../server/db/schema'
import { formatSar } from '../../lib/format'
import { createDealerApiApp } from '../app'
import { issueCsrfToken } from '../csrf'
import { csrfRoute } from './system'
import { orderRoutes } from './orders'

const secret = 'the-secret-of-the-orders-api-test-0001'
const token = issueCsrfToken(secret)

describeOnEngines('orders API', ({ handle }) => {
  const sent: { to: string; text: string }[] = []
  let smsDown = false
  let wakes = 0
  const routes = [
    csrfRoute,
    ...orderRoutes({
      sendSms: async (message) => {
        if (smsDown) throw new Error('gateway down')
        sent.push(message)
      },
      codeSecret: async () => 'order-code-secret-for-tests',
      afterVerified: () => void (wakes += 1),
    }),
  ]
  const api = createDealerApiApp(routes, { database: async () => handle(), csrfSecret: async () => secret })
  let address = 0
  let carId = 0
  beforeAll(async () => {
    const [car] = await handle().db.select({ id: cars.id }).from(cars).limit(1)
    carId = car!.id
  })

  /** Each test is its own visitor, so per-address limits of one never touch another. */
  function visitor(language: 'ar' | 'en' = 'en') {
    address += 1
    const clientAddress = `203.0.113.${address}`
    return (path: string, body: unknown, headers: Record<string, string> = {}) =>
      api.fetch(
        new Request(`http://api.test/api${path}`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: {
            'Content-Type': 'application/json',
            'Content-Language': language,
            Cookie: `XSRF-TOKEN=${token}`,
            'X-XSRF-TOKEN': token,
            ...headers,
          },
        }),
        { clientAddress },
      )
  }

  const cash = (mobile: string) => ({
    type: 'individual',
    purchaseType: 'cash',
    name: 'Noura',
    mobile,
    email: 'noura@example.com',
    carId,
    city: 'abha',
  })
  const lastCode = () => /\b(\d{6})\b/.exec(sent.at(-1)?.text ?? '')?.[1] ?? ''

  it('places an order (202, awaiting verification), confirms it with the code (200) and tracks it, with one outbox wake-up', async () => {
    const post = visitor('en')
    const placed = await post('/orders', cash('٠٥٥ ١٢٣ ٤٥٦٧'), { 'Idempotency-Key': crypto.randomUUID() })
    expect(placed.status).toBe(202)
    const body = (await placed.json()) as { reference: string; status: string; expiresAt: string; resendAvailableAt: string }
    expect(body.status).toBe('awaiting_verification')
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000)
    expect(sent.at(-1)).toMatchObject({ to: '+966551234567' })
    expect(sent.at(-1)!.text).toContain(body.reference)

    const verified = await post(`/orders/${body.reference.toLowerCase().replace('-', '')}/verification`, {
      code: lastCode(),
      mobile: '0551234567',
    })
    expect(verified.status).toBe(200)
    // With what was ordered, in both languages, for the success screen (decision 0084).
    expect(await verified.json()).toMatchObject({
      reference: body.reference,
      status: 'received',
      summary: { type: 'individual', purchaseType: 'cash', city: { en: 'Abha', ar: 'أبها' }, color: null, offer: null, plan: null },
    })
    expect(wakes).toBeGreaterThan(0)
    // Confirmed: any code now answers 409 without the order's status (tracking needs the mobile).
    const again = await post(`/orders/${body.reference}/verification`, { code: '000000', mobile: '0551234567' })
    expect(again.status).toBe(409)
    const againBody = await again.json()
    expect(againBody).toMatchObject({ error: { code: 'already_verified' } })
    expect(JSON.stringify(againBody)).not.toContain('received')

    const tracked = await post('/orders/track', { reference: body.reference, phone: '0551234567' })
    expect(tracked.status).toBe(200)
    expect(await tracked.json()).toMatchObject({ reference: body.reference, status: 'received', history: [{ status: 'received' }] })
  })

  it('refuses bad values with 400 and a sentence per field in the request language, storing nothing', async () => {
    const before = (await handle().db.select({ id: orders.id }).from(orders)).length
    const answer = await visitor('ar')(
      '/orders',
      { ...cash('0412345678'), email: 'x@', city: 'dubai' },
      { 'Idempotency-Key': crypto.randomUUID() },
    )
    expect(answer.status).toBe(400)
    const { error } = (await answer.json()) as { error: { code: string; fields: Record<string, string[]> } }
    expect(error.code).toBe('validation_failed')
    expect(Object.keys(error.fields).sort()).toEqual(['city', 'email', 'mobile'])
    expect(error.fields.mobile![0]).toMatch(/[\u0600-\u06FF]/)
    expect((await handle().db.select({ id: orders.id }).from(orders)).length).toBe(before)
  })

  it('names a finance offer’s least first payment in riyals, in the request language, next to the first payment', async () => {
    const [car] = await handle().db.select({ id: cars.id, priceSar: cars.effectivePriceSar }).from(cars).where(eq(cars.id, carId))
    const [offer] = await handle()
      .db.insert(offers)
      .values({
        titleAr: 'عرض صفر',
        titleEn: 'Zero offer',
        summaryAr: 'ملخص',
        summaryEn: 'Summary',
        bodyAr: '',
        bodyEn: '',
        startsOn: '2000-01-01',
        endsOn: '2999-12-31',
        profitRatePercent: '0',
        minDownPaymentPercent: 30,
      })
      .returning({ id: offers.id })
    const least = Math.round(car!.priceSar * 0.3)
    const financeOrder = (mobile: string) => ({
      ...cash(mobile),
      purchaseType: 'finance',
      offerId: offer!.id,
      finance: {
        bank: 'al-rajhi-bank',
        workSector: 'private',
        salary: 30_000,
        monthlyCommitments: 0,
        downPayment: least - 1,
        installmentMonths: 48,
        hasMortgage: false,
        hasPaymentDelays: false,
        licenceStatus: 'valid',
        creditConsent: true,
      },
    })
    for (const [language, amount] of [
      ['en', formatSar(least, 'en')],
      ['ar', formatSar(least, 'ar')],
    ] as const) {
      const answer = await visitor(language)('/orders', financeOrder('0551234567'), { 'Idempotency-Key': crypto.randomUUID() })
      expect(answer.status).toBe(400)
      const { error } = (await answer.json()) as { error: { fields: Record<string, string[]> } }
      expect(Object.keys(error.fields)).toEqual(['finance.downPayment'])
      expect(error.fields['finance.downPayment']![0]).toContain(amount)
      expect(amount).toMatch(/\d[,٬]\d{3}/)
    }
  })

  it('requires an Idempotency-Key and answers a repeat with the same order, sending one code', async () => {
    const post = visitor()
    expect((await post('/orders', cash('0551112222'))).status).toBe(400)
    const key = crypto.randomUUID()
    const before = sent.length
    const [one, two] = await Promise.all([
      post('/orders', cash('0551112222'), { 'Idempotency-Key': key }),
      post('/orders', cash('0551112222'), { 'Idempotency-Key': key }),
    ])
    expect([one.status, two.status]).toEqual([202, 202])
    const [a, b] = (await Promise.all([one.json(), two.json()])) as { reference: string }[]
    expect(a!.reference).toBe(b!.reference)
    expect(sent.length).toBe(before + 1)
    expect(await handle().db.select({ id: orders.id }).from(orders).where(eq(orders.reference, a!.reference))).toHaveLength(1)
  })

  it('a gateway failure is 503 sms_failed; sending the same request again sends the code', async () => {
    const post = visitor()
    const key = crypto.randomUUID()
    smsDown = true
    const failed = await post('/orders', cash('0553334444'), { 'Idempotency-Key': key })
    smsDown = false
    expect(failed.status).toBe(503)
    expect(((await failed.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'sms_failed',
      message: 'We could not send the code to your mobile. Please try again.',
    })
    const again = await post('/orders', cash('0553334444'), { 'Idempotency-Key': key })
    expect(again.status).toBe(202)
    expect(sent.at(-1)!.to).toBe('+966553334444')
  })

  it('a wrong code says how many attempts are left; resending within a minute is 429 with Retry-After', async () => {
    const post = visitor()
    const placed = (await (await post('/orders', cash('0555556666'), { 'Idempotency-Key': crypto.randomUUID() })).json()) as {
      reference: string
    }
    const wrong = lastCode() === '123456' ? '654321' : '123456'
    const answer = await post(`/orders/${placed.reference}/verification`, { code: wrong, mobile: '0555556666' })
    expect(answer.status).toBe(422)
    expect(await answer.json()).toEqual({
      error: { code: 'code_incorrect', message: 'The code is not correct. You have 4 more attempts.', attemptsLeft: 4 },
    })
    const resend = await post(`/orders/${placed.reference}/verification/resend`, { mobile: '0555556666' })
    expect(resend.status).toBe(429)
    expect(Number(resend.headers.get('retry-after'))).toBeGreaterThan(50)
  })

  it('tracking a reference with another mobile answers as an unknown reference does', async () => {
    const post = visitor()
    const unknown = await post('/orders/track', { reference: 'ZZZZZ-ZZZZZ', phone: '0551234567' })
    const mismatch = await post('/orders/track', { reference: 'ZZZZZ-ZZZZY', phone: '0559999999' })
    expect(unknown.status).toBe(404)
    expect(mismatch.status).toBe(404)
    expect(await unknown.json()).toEqual(await mismatch.json())
  })

  it('the code endpoints need the mobile: a wrong pair answers as an unknown reference, and its codes lock nothing', async () => {
    // Issue 32: with the reference alone the endpoint told whether an order existed, and five
    // wrong codes from anyone locked it. Reproduced: five posts of 000000–000004 to
    // /orders/<someone's reference>/verification answered 422, 422, 422, 422, 423.
    const owner = visitor()
    const placed = (await (await owner('/orders', cash('0557778888'), { 'Idempotency-Key': crypto.randomUUID() })).json()) as {
      reference: string
    }
    const code = lastCode()
    const wrong = code === '123456' ? '654321' : '123456'

    const stranger = visitor()
    const withoutMobile = await stranger(`/orders/${placed.reference}/verification`, { code: wrong })
    expect(withoutMobile.status).toBe(400)
    expect(((await withoutMobile.json()) as { error: { fields: Record<string, unknown> } }).error.fields).toHaveProperty('mobile')
    const unknown = await stranger('/orders/ZZZZZ-ZZZZZ/verification', { code: wrong, mobile: '0550000001' })
    const elsewhere = await stranger(`/orders/${placed.reference}/verification`, { code: wrong, mobile: '0550000001' })
    expect([unknown.status, elsewhere.status]).toEqual([404, 404])
    expect(await elsewhere.json()).toEqual(await unknown.json())
    for (let guess = 0; guess < 6; guess++) {
      expect((await stranger(`/orders/${placed.reference}/verification`, { code: wrong, mobile: '0550000001' })).status).toBe(404)
    }
    const resendUnknown = await stranger('/orders/ZZZZZ-ZZZZZ/verification/resend', { mobile: '0550000001' })
    const resendElsewhere = await stranger(`/orders/${placed.reference}/verification/resend`, { mobile: '0550000001' })
    expect([resendUnknown.status, resendElsewhere.status]).toEqual([404, 404])
    expect(await resendElsewhere.json()).toEqual(await resendUnknown.json())

    // The buyer, with their mobile in any spelling, still has every attempt and confirms.
    const answer = await owner(`/orders/${placed.reference}/verification`, { code: wrong, mobile: '+966 55 777 8888' })
    expect(await answer.json()).toMatchObject({ error: { code: 'code_incorrect', attemptsLeft: 4 } })
    const verified = await owner(`/orders/${placed.reference}/verification`, { code, mobile: '0557778888' })
    expect(verified.status).toBe(200)
  })
})
