/**
 * The dealer API's answers for limits and repeated requests (docs/decisions/0041), as an outside
 * client and the storefront's client see them.
 */
import { eq, like } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { z } from 'zod'
import { apiErrorSchema } from '../contract/api-error'
import { defineOperation } from '../contract/operation'
import { RateLimitedError } from '../lib/api-error'
import { DealerApiError } from '../lib/dealer-api-error'
import { describeOnEngines } from '../server/db/describe-on-engines'
import { serverSecrets } from '../server/db/schema'
import { createDealerApiApp } from './app'
import { createDealerApiClient } from './client'
import { issueCsrfToken } from './csrf'
import { buildOpenApiDocument } from './openapi'
import { implement } from './route-kit'
import { csrfRoute } from './routes/system'

const limitedOperation = defineOperation({
  method: 'get',
  path: '/limited',
  operationId: 'limited',
  summary: 'Always refused by a limit',
  tag: 'test',
  response: z.object({}),
  canBeRateLimited: true,
})

const placeOrderOperation = defineOperation({
  method: 'post',
  path: '/probe-orders',
  operationId: 'probeOrders',
  summary: 'Places an order (test stand-in)',
  tag: 'test',
  body: z.object({ car: z.number().int(), note: z.string().optional(), fail: z.boolean().optional(), delayMs: z.number().optional() }),
  response: z.object({ reference: z.string(), car: z.number() }),
  successStatus: 202,
  idempotency: 'required',
})

let runs = 0

const routes = [
  csrfRoute,
  implement(limitedOperation, () => {
    throw new RateLimitedError(95)
  }),
  implement(placeOrderOperation, async ({ body, db }) => {
    runs += 1
    const reference = `probe-${runs}-${body.car}`
    // The order's row goes through the handler's database: the transaction that stores the answer.
    await (await db()).insert(serverSecrets).values({ name: reference, value: 'order' })
    if (body.delayMs) await new Promise((resolve) => setTimeout(resolve, body.delayMs))
    if (body.fail) throw new Error('the SMS gateway is down')
    return { reference, car: body.car }
  }),
]

const secret = 'the-secret-of-this-test-long-enough-02'
const token = issueCsrfToken(secret)

describeOnEngines(
  'dealer API limits and idempotency',
  ({ handle }) => {
    const api = () => createDealerApiApp(routes, { database: async () => handle(), csrfSecret: async () => secret })
    const probeOrders = async () => (await handle().db.select().from(serverSecrets).where(like(serverSecrets.name, 'probe-%'))).length

    const post = (body: string, headers: Record<string, string> = {}) =>
      api().fetch(
        new Request('http://api.test/api/probe-orders', {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token, ...headers },
        }),
      )

    it('answers a refusal by a limit with 429, Retry-After and how long to wait in the request language', async () => {
      for (const [language, wait] of [
        ['en', 'Too many attempts. Please try again in 2 minutes.'],
        ['ar', 'لقد تجاوزت الحد المسموح به من المحاولات. يُرجى المحاولة مرة أخرى بعد دقيقتين.'],
      ] as const) {
        const response = await api().fetch(new Request('http://api.test/api/limited', { headers: { 'Content-Language': language } }))
        expect(response.status).toBe(429)
        expect(response.headers.get('retry-after')).toBe('95')
        expect(response.headers.get('content-language')).toBe(language)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(apiErrorSchema.parse(await response.json()).error).toEqual({ code: 'rate_limited', message: wait })
      }
    })

    it('gives the storefront the wait with the refusal', async () => {
      const client = createDealerApiClient({
        baseURL: 'http://api.test/api',
        timeoutMs: 5_000,
        retryDelayMs: 0,
        fetch: async (input, init) => api().fetch(new Request(input, init)),
      })
      const refusal = await client.call(limitedOperation, { locale: 'en' }).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(DealerApiError)
      expect(refusal).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 95 })
    })

    it('answers a repeat with the same key and content with the first answer, and places one order', async () => {
      const key = `order-form-${crypto.randomUUID()}`
      const first = await post('{"car": 16, "note": "white"}', { 'Idempotency-Key': key })
      // The same content, spaced and ordered otherwise.
      const again = await post('{ "note":"white",\n "car":16 }', { 'Idempotency-Key': key })
      expect(first.status).toBe(202)
      expect(again.status).toBe(202)
      expect(first.headers.get('idempotent-replayed')).toBeNull()
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      const firstBody = (await first.json()) as { reference: string }
      expect(await again.json()).toEqual(firstBody)
      expect(await handle().db.select().from(serverSecrets).where(eq(serverSecrets.name, firstBody.reference))).toHaveLength(1)
    })

    it('places one order for a double click: simultaneous requests with one key all get its answer', async () => {
      const key = `order-form-${crypto.randomUUID()}`
      const before = await probeOrders()
      const answers = await Promise.all(Array.from({ length: 6 }, () => post('{"car": 44, "delayMs": 200}', { 'Idempotency-Key': key })))
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 202])
      expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(5)
      const bodies = await Promise.all(answers.map((answer) => answer.json()))
      for (const body of bodies) expect(body).toEqual(bodies[0])
      expect(await probeOrders()).toBe(before + 1)
    })

    it('refuses the key reused for other content with 422 in the request language', async () => {
      const key = `order-form-${crypto.randomUUID()}`
      expect((await post('{"car": 16}', { 'Idempotency-Key': key })).status).toBe(202)
      const before = await probeOrders()
      for (const [language, message] of [
        ['en', 'This request was already sent with other details. Please start a new request.'],
        ['ar', 'سبق إرسال هذا الطلب ببيانات أخرى. يُرجى بدء طلب جديد.'],
      ] as const) {
        const reused = await post('{"car": 17}', { 'Idempotency-Key': key, 'Content-Language': language })
        expect(reused.status).toBe(422)
        expect(apiErrorSchema.parse(await reused.json()).error).toEqual({ code: 'idempotency_key_reused', message })
      }
      expect(await probeOrders()).toBe(before)
    })

    it('refuses a missing or malformed key with 400 naming the header, and stores nothing', async () => {
      const before = await probeOrders()
      const missing = apiErrorSchema.parse(await (await post('{"car": 16}', { 'Content-Language': 'en' })).json())
      expect(missing.error.code).toBe('validation_failed')
      expect(missing.error.fields).toEqual({ 'Idempotency-Key': ['This field is required.'] })
      for (const key of ['short', 'has spaces in it', 'x'.repeat(201), 'مفتاح-الطلب-١٢٣']) {
        const response = await post('{"car": 16}', { 'Idempotency-Key': encodeURIComponent(key), 'Content-Language': 'en' })
        expect(response.status, key).toBe(400)
        expect(apiErrorSchema.parse(await response.json()).error.fields).toHaveProperty('Idempotency-Key')
      }
      expect(await probeOrders()).toBe(before)
    })

    it('keeps no answer and no order when the work fails, so the retry places the order', async () => {
      const key = `order-form-${crypto.randomUUID()}`
      const before = await probeOrders()
      expect((await post('{"car": 20, "fail": true}', { 'Idempotency-Key': key })).status).toBe(500)
      expect(await probeOrders()).toBe(before)
      // Sent again without the failure: the key is free, not stuck.
      expect((await post('{"car": 20, "fail": true}', { 'Idempotency-Key': key })).status).toBe(500)
      const retried = await post('{"car": 20}', { 'Idempotency-Key': key })
      expect(retried.status).toBe(202)
      expect(retried.headers.get('idempotent-replayed')).toBeNull()
      expect(await probeOrders()).toBe(before + 1)
    })

    it('lets the storefront client send the key, and a repeat places no second order', async () => {
      const client = createDealerApiClient({
        baseURL: 'http://api.test/api',
        timeoutMs: 5_000,
        fetch: async (input, init) => api().fetch(new Request(input, init)),
      })
      const key = `order-form-${crypto.randomUUID()}`
      const before = await probeOrders()
      const first = await client.call(placeOrderOperation, { locale: 'ar', body: { car: 31 }, idempotencyKey: key })
      const again = await client.call(placeOrderOperation, { locale: 'ar', body: { car: 31 }, idempotencyKey: key })
      expect(again).toEqual(first)
      expect(await probeOrders()).toBe(before + 1)
    })

    it('documents the key, the replay marker and the refusals in the OpenAPI document', () => {
      const document = buildOpenApiDocument(routes, { serverUrl: '/api' }) as unknown as {
        paths: Record<
          string,
          Record<
            string,
            { parameters: { name: string; required: boolean }[]; responses: Record<string, { headers?: Record<string, unknown> }> }
          >
        >
      }
      const placing = document.paths['/probe-orders']?.post
      expect(placing?.parameters.find((parameter) => parameter.name === 'Idempotency-Key')?.required).toBe(true)
      expect(Object.keys(placing?.responses ?? {})).toEqual(expect.arrayContaining(['202', '409', '422']))
      expect(placing?.responses['202']?.headers).toHaveProperty('Idempotent-Replayed')
      expect(placing?.responses['409']?.headers).toHaveProperty('Retry-After')
      expect(document.paths['/limited']?.get?.responses['429']?.headers).toHaveProperty('Retry-After')
    })
  },
  { seed: 'never' },
)
