import { setTimeout as sleep } from 'node:timers/promises'
import { eq, like, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError, apiMessages } from '../lib/api-error.ts'
import { describeOnEngines } from './db/describe-on-engines.ts'
import { idempotencyKeys, serverSecrets } from './db/schema.ts'
import type { Db } from './db/types.ts'
import { appConfig } from '../../app.config.ts'
import { canonicalJson, pruneIdempotencyKeys, requestHash, withClaimedIdempotency, withIdempotency } from './idempotency.server.ts'

let unique = 0
const newKey = () => `test-key-${process.pid}-${++unique}-${Math.random().toString(36).slice(2)}`

/**
 * A stand-in for a business change: a row in a table the suite does not otherwise use. Its name
 * lets the test count how many times the work really ran.
 */
function placeOrder(name: string, runs: { count: number }, delayMs = 0) {
  return async (tx: Db) => {
    runs.count += 1
    await tx.insert(serverSecrets).values({ name, value: 'order' })
    if (delayMs > 0) await sleep(delayMs)
    return { status: 202, body: { reference: name, items: [{ car: 16, colour: 'white' }], note: null } }
  }
}

const ordersNamed = async (db: Db, name: string) => (await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))).length

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`)
  return error
}

describeOnEngines(
  'idempotency keys',
  ({ db, engine }) => {
    it('answers a repeat with the stored answer and does the work once', async () => {
      const key = newKey()
      const runs = { count: 0 }
      const request = { scope: 'orders.create', key, requestHash: requestHash({ body: { car: 16 } }) }
      const first = await withIdempotency(db(), request, placeOrder(`order-${key}`, runs))
      const again = await withIdempotency(db(), request, placeOrder(`order-${key}`, runs))
      expect(first).toEqual({
        status: 202,
        body: { reference: `order-${key}`, items: [{ car: 16, colour: 'white' }], note: null },
        replayed: false,
      })
      expect(again).toEqual({ ...first, replayed: true })
      expect(runs.count).toBe(1)
      expect(await ordersNamed(db(), `order-${key}`)).toBe(1)
    })

    it('refuses the key reused for another request with 422, and keeps scopes apart', async () => {
      const key = newKey()
      const runs = { count: 0 }
      await withIdempotency(db(), { scope: 'orders.create', key, requestHash: requestHash({ car: 16 }) }, placeOrder(`a-${key}`, runs))
      const reused = await refusal(
        withIdempotency(db(), { scope: 'orders.create', key, requestHash: requestHash({ car: 17 }) }, placeOrder(`b-${key}`, runs)),
      )
      expect([reused.status, reused.code]).toEqual([422, 'idempotency_key_reused'])
      const elsewhere = await withIdempotency(
        db(),
        { scope: 'contact.create', key, requestHash: requestHash({ car: 17 }) },
        placeOrder(`c-${key}`, runs),
      )
      expect(elsewhere.replayed).toBe(false)
      expect(runs.count).toBe(2)
      expect(await ordersNamed(db(), `b-${key}`)).toBe(0)
    })

    it('stores nothing when the work fails, so sending again does the work', async () => {
      const key = newKey()
      const request = { scope: 'orders.create', key, requestHash: requestHash({ car: 16 }) }
      const failing = withIdempotency(db(), request, async (tx) => {
        await tx.insert(serverSecrets).values({ name: `order-${key}`, value: 'order' })
        throw new Error('SMS gateway down')
      })
      await expect(failing).rejects.toThrow('SMS gateway down')
      expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([])
      expect(await ordersNamed(db(), `order-${key}`)).toBe(0)

      const runs = { count: 0 }
      expect((await withIdempotency(db(), request, placeOrder(`order-${key}`, runs))).replayed).toBe(false)
      expect(await ordersNamed(db(), `order-${key}`)).toBe(1)
    })

    it('keeps a stored answer a day, then treats the key as new; expired keys are pruned', async () => {
      const key = newKey()
      const runs = { count: 0 }
      const request = { scope: 'orders.create', key, requestHash: requestHash({ car: 16 }) }
      const start = new Date('2026-05-01T08:00:00Z')
      const hoursLater = (hours: number) => new Date(start.getTime() + hours * 3_600_000)
      await withIdempotency(db(), { ...request, now: start }, placeOrder(`first-${key}`, runs))
      expect((await withIdempotency(db(), { ...request, now: hoursLater(23.9) }, placeOrder(`second-${key}`, runs))).replayed).toBe(true)
      expect((await withIdempotency(db(), { ...request, now: hoursLater(24) }, placeOrder(`second-${key}`, runs))).replayed).toBe(false)
      expect(runs.count).toBe(2)

      const stale = newKey()
      await withIdempotency(db(), { ...request, key: stale, now: start }, placeOrder(`stale-${stale}`, runs))
      const keys = async () =>
        (await db().select().from(idempotencyKeys).where(like(idempotencyKeys.key, 'test-key-%'))).map((row) => row.key)
      expect(await keys()).toContain(stale)
      expect(await pruneIdempotencyKeys(db(), hoursLater(24))).toBeGreaterThanOrEqual(1)
      expect(await keys()).not.toContain(stale)
      // The key renewed at hour 24 lives on.
      expect(await keys()).toContain(key)
    })

    it('creates one result from simultaneous repeats, each answered with it', async () => {
      const key = newKey()
      const runs = { count: 0 }
      const request = { scope: 'orders.create', key, requestHash: requestHash({ car: 16 }) }
      // The first holds its transaction open a while, so the others arrive while it is in progress.
      const results = await Promise.all(
        Array.from({ length: 8 }, () => withIdempotency(db(), request, placeOrder(`order-${key}`, runs, 300))),
      )
      expect(runs.count).toBe(1)
      expect(await ordersNamed(db(), `order-${key}`)).toBe(1)
      expect(results.filter((result) => !result.replayed)).toHaveLength(1)
      for (const result of results) expect({ status: result.status, body: result.body }).toEqual({ status: 202, body: results[0]?.body })
    })

    it.runIf(engine === 'postgres')('tells a repeat that waited too long for the first to try again in a second (409)', async () => {
      const key = newKey()
      const runs = { count: 0 }
      const request = { scope: 'orders.create', key, requestHash: requestHash({ car: 16 }) }
      const slow = withIdempotency(db(), request, placeOrder(`order-${key}`, runs, 4_500))
      await sleep(300)
      const impatient = await refusal(withIdempotency(db(), request, placeOrder(`order-${key}`, runs)))
      expect([impatient.status, impatient.code, impatient.retryAfterSeconds]).toEqual([409, 'request_in_progress', 1])
      expect((await slow).replayed).toBe(false)
      expect((await withIdempotency(db(), request, placeOrder(`order-${key}`, runs))).replayed).toBe(true)
      expect(runs.count).toBe(1)
    })

    it('holds only the wait for a key to the short limit, not the work it guards', async () => {
      const key = newKey()
      let lockTimeout: unknown
      await withIdempotency(db(), { scope: 'orders.create', key, requestHash: requestHash({ car: 16 }) }, async (tx) => {
        // PGlite answers { rows }, postgres.js the rows themselves.
        const shown: unknown = await tx.execute(sql`show lock_timeout`)
        const rows = (typeof shown === 'object' && shown !== null && 'rows' in shown ? shown.rows : shown) as { lock_timeout: string }[]
        lockTimeout = rows[0]?.lock_timeout
        return { status: 202, body: null }
      })
      // PostgreSQL's default: an order's own queries wait for a lock as long as they need.
      expect(lockTimeout).toBe('0')
    })

    it('refuses a key outside 8–200 letters, digits, "-" and "_"', async () => {
      for (const key of ['short', 'x'.repeat(201), 'has space here', 'ümlaut-key', '../../etc/passwd']) {
        await expect(withIdempotency(db(), { scope: 's', key, requestHash: 'h' }, placeOrder('never', { count: 0 }))).rejects.toThrow(
          new RangeError('Not a valid idempotency key'),
        )
      }
    })
  },
  { seed: 'never' },
)

describeOnEngines(
  'idempotency keys for work that calls another service',
  ({ db }) => {
    const request = (key: string, body: unknown = { car: 16 }) => ({ scope: 'reservations.pay', key, requestHash: requestHash(body) })

    it('answers a repeat with the stored answer and does the work once', async () => {
      const key = newKey()
      const runs = { count: 0 }
      const first = await withClaimedIdempotency(db(), request(key), placeOrder(`paid-${key}`, runs))
      const again = await withClaimedIdempotency(db(), request(key), placeOrder(`paid-${key}`, runs))
      expect(first).toMatchObject({ status: 202, replayed: false })
      expect(again).toEqual({ ...first, replayed: true })
      expect(runs.count).toBe(1)
      expect(await refusal(withClaimedIdempotency(db(), request(key, { car: 17 }), placeOrder('never', runs)))).toMatchObject({
        status: 422,
        code: 'idempotency_key_reused',
      })
    })

    it('holds no transaction while the service answers: other queries go on, a repeat is told to wait', async () => {
      const key = newKey()
      let answer!: () => void
      const serviceAnswered = new Promise<void>((resolve) => (answer = resolve))
      let started!: () => void
      const running = new Promise<void>((resolve) => (started = resolve))
      const first = withClaimedIdempotency(db(), request(key), async (database) => {
        started()
        await serviceAnswered
        return placeOrder(`slow-${key}`, { count: 0 })(database)
      })
      await running
      // On PGlite a transaction held here would keep this query waiting until the service answered.
      const otherVisitor = await Promise.race([
        db()
          .execute(sql`select 1`)
          .then(() => 'answered'),
        sleep(5_000).then(() => 'waiting'),
      ])
      expect(otherVisitor).toBe('answered')
      expect(await refusal(withClaimedIdempotency(db(), request(key), placeOrder('never', { count: 0 })))).toMatchObject({
        status: 409,
        code: 'request_in_progress',
      })
      answer()
      expect(await first).toMatchObject({ status: 202, replayed: false })
      expect(await withClaimedIdempotency(db(), request(key), placeOrder('never', { count: 0 }))).toMatchObject({ replayed: true })
    })

    it('refuses a key outside 8–200 letters, digits, "-" and "_" before claiming anything', async () => {
      await expect(withClaimedIdempotency(db(), request('short'), placeOrder('never', { count: 0 }))).rejects.toThrow(
        new RangeError('Not a valid idempotency key'),
      )
    })

    it('gives the key back when the work fails, and a claim whose server died lapses', async () => {
      const key = newKey()
      const runs = { count: 0 }
      const failing = withClaimedIdempotency(db(), request(key), async () => {
        throw new ApiError(503, 'payment_unavailable', apiMessages.unavailable)
      })
      await expect(failing).rejects.toThrow(ApiError)
      expect(await withClaimedIdempotency(db(), request(key), placeOrder(`retry-${key}`, runs))).toMatchObject({ replayed: false })

      // A claim left behind (its server stopped before storing an answer): refused while fresh, new once lapsed.
      const stranded = newKey()
      const now = new Date()
      await db()
        .insert(idempotencyKeys)
        .values({
          scope: 'reservations.pay',
          key: stranded,
          requestHash: request(stranded).requestHash,
          expiresAt: new Date(now.getTime() + appConfig.idempotency.claimSeconds * 1000),
        })
      expect(await refusal(withClaimedIdempotency(db(), { ...request(stranded), now }, placeOrder('never', runs)))).toMatchObject({
        status: 409,
      })
      const later = new Date(now.getTime() + (appConfig.idempotency.claimSeconds + 1) * 1000)
      expect(await withClaimedIdempotency(db(), { ...request(stranded), now: later }, placeOrder(`late-${stranded}`, runs))).toMatchObject({
        replayed: false,
      })
      expect(runs.count).toBe(2)
    })
  },
  { seed: 'never' },
)

describe('canonical JSON and the request hash', () => {
  const reorder = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(reorder)
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, inner]) => [key, reorder(inner)]),
    )
  }

  it('hashes the same content alike whatever the order of object keys', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(reorder(value))).toBe(canonicalJson(value))
        expect(requestHash(reorder(value))).toBe(requestHash(value))
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)))
      }),
    )
  })

  it('tells different content apart, including array order and names that objects inherit', () => {
    expect(requestHash({ items: [1, 2] })).not.toBe(requestHash({ items: [2, 1] }))
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: '1' }))
    expect(canonicalJson(JSON.parse('{"b":1,"__proto__":{"x":1},"a":[{"d":1,"c":2}]}'))).toBe(
      '{"__proto__":{"x":1},"a":[{"c":2,"d":1}],"b":1}',
    )
  })
})
