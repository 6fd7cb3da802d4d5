import { setTimeout as sleep } from 'node:timers/promises'
import { eq, like, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../lib/api-error.ts'
import { describeOnEngines } from './db/describe-on-engines.ts'
import { idempotencyKeys, serverSecrets } from './db/schema.ts'
import type { Db } from './db/types.ts'
import { canonicalJson, pruneIdempotencyKeys, requestHash, withIdempotency } from './idempotency.server.ts'

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
