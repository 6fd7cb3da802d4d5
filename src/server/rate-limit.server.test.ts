import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DbHandle } from './db/connection.server.ts'
import { describeOnEngines } from './db/describe-on-engines.ts'
import { rateLimits } from './db/schema.ts'
import { createScratchPostgresDatabase, testDatabaseUrl, type ScratchDatabase } from './db/testing.server.ts'
import { consumeRateLimit, peekRateLimit, pruneRateLimits, resetRateLimit } from './rate-limit.server.ts'

const t0 = new Date('2026-03-01T09:00:00.000Z')
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

let unique = 0
/** A bucket of its own per test, so tests on one database never count each other's requests. */
const bucket = (name: string) => `test.${name}.${++unique}`

describeOnEngines(
  'rate limits in the database',
  ({ db }) => {
    it('allows `limit` requests, then refuses with the seconds until the oldest leaves the window', async () => {
      const rule = { bucket: bucket('burst'), key: '+966512345678', limit: 3, windowSeconds: 60 }
      expect(await consumeRateLimit(db(), { ...rule, now: at(0) })).toEqual({ allowed: true, remaining: 2 })
      expect(await consumeRateLimit(db(), { ...rule, now: at(10) })).toEqual({ allowed: true, remaining: 1 })
      expect(await consumeRateLimit(db(), { ...rule, now: at(20) })).toEqual({ allowed: true, remaining: 0 })
      expect(await consumeRateLimit(db(), { ...rule, now: at(25) })).toEqual({ allowed: false, retryAfterSeconds: 35 })
      // A refusal is not counted: the client is not punished for asking.
      expect(await consumeRateLimit(db(), { ...rule, now: at(59.5) })).toEqual({ allowed: false, retryAfterSeconds: 1 })
      expect(await consumeRateLimit(db(), { ...rule, now: at(60) })).toEqual({ allowed: true, remaining: 0 })
      expect(await consumeRateLimit(db(), { ...rule, now: at(61) })).toEqual({ allowed: false, retryAfterSeconds: 9 })
    })

    it('slides: a window later the client has its whole limit again', async () => {
      const rule = { bucket: bucket('slide'), key: '10.0.0.1', limit: 2, windowSeconds: 3600 }
      await consumeRateLimit(db(), { ...rule, now: at(0) })
      await consumeRateLimit(db(), { ...rule, now: at(1800) })
      expect(await consumeRateLimit(db(), { ...rule, now: at(3599) })).toEqual({ allowed: false, retryAfterSeconds: 1 })
      // The first request left the window at 3600; the second still counts until 5400.
      expect(await consumeRateLimit(db(), { ...rule, now: at(3600) })).toEqual({ allowed: true, remaining: 0 })
      expect(await peekRateLimit(db(), { ...rule, now: at(3601) })).toEqual({ remaining: 0, retryAfterSeconds: 1799 })
      expect(await peekRateLimit(db(), { ...rule, now: at(7200) })).toEqual({ remaining: 2, retryAfterSeconds: 0 })
    })

    it('keeps buckets and clients apart', async () => {
      const shared = { limit: 1, windowSeconds: 60, now: at(0) }
      const first = bucket('apart')
      expect((await consumeRateLimit(db(), { ...shared, bucket: first, key: 'a' })).allowed).toBe(true)
      expect((await consumeRateLimit(db(), { ...shared, bucket: first, key: 'a' })).allowed).toBe(false)
      expect((await consumeRateLimit(db(), { ...shared, bucket: first, key: 'b' })).allowed).toBe(true)
      expect((await consumeRateLimit(db(), { ...shared, bucket: bucket('apart'), key: 'a' })).allowed).toBe(true)
    })

    it('counts on the database clock when no time is given', async () => {
      const rule = { bucket: bucket('clock'), key: 'k', limit: 1, windowSeconds: 120 }
      expect(await consumeRateLimit(db(), rule)).toEqual({ allowed: true, remaining: 0 })
      const refused = await consumeRateLimit(db(), rule)
      expect(refused.allowed).toBe(false)
      expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThanOrEqual(119)
      expect(!refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(120)
    })

    it('stores neither phone numbers nor addresses, only a keyed hash', async () => {
      const name = bucket('hashed')
      await consumeRateLimit(db(), { bucket: name, key: '+966598765432', limit: 5, windowSeconds: 60 })
      await consumeRateLimit(db(), { bucket: name, key: '203.0.113.77', limit: 5, windowSeconds: 60 })
      const everything = JSON.stringify(await db().select().from(rateLimits))
      expect(everything).toContain(name)
      for (const fragment of ['598765432', '966598', '203.0.113', '113.77']) expect(everything).not.toContain(fragment)
    })

    it('forgets a client on reset, and prunes only rows whose window has passed', async () => {
      const rule = { bucket: bucket('reset'), key: 'someone', limit: 1, windowSeconds: 60 }
      await consumeRateLimit(db(), { ...rule, now: at(0) })
      await resetRateLimit(db(), rule)
      expect((await consumeRateLimit(db(), { ...rule, now: at(1) })).allowed).toBe(true)

      const short = { bucket: bucket('prune'), key: 'a', limit: 5, windowSeconds: 10 }
      const long = { ...short, key: 'b', windowSeconds: 1000 }
      await consumeRateLimit(db(), { ...short, now: at(0) })
      await consumeRateLimit(db(), { ...long, now: at(0) })
      const count = async () => (await db().select().from(rateLimits)).filter((row) => row.bucket === short.bucket).length
      expect(await count()).toBe(2)
      expect(await pruneRateLimits(db(), at(9))).toBe(0)
      expect(await pruneRateLimits(db(), at(10))).toBeGreaterThanOrEqual(1)
      expect(await count()).toBe(1)
      // The surviving row still counts its request.
      expect(await peekRateLimit(db(), { ...long, now: at(10) })).toEqual({ remaining: 4, retryAfterSeconds: 0 })
    })

    it('allows exactly `limit` of 50 simultaneous requests', async () => {
      const rule = { bucket: bucket('crowd'), key: '198.51.100.9', limit: 7, windowSeconds: 60 }
      const decisions = await Promise.all(Array.from({ length: 50 }, () => consumeRateLimit(db(), rule)))
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(7)
      const remaining = decisions.flatMap((decision) => (decision.allowed ? [decision.remaining] : [])).sort()
      expect(remaining).toEqual([0, 1, 2, 3, 4, 5, 6])
    })

    it('decides as a sliding window of allowed requests does, for any sequence of requests', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 4 }),
          fc.integer({ min: 1, max: 30 }),
          fc.array(fc.integer({ min: 0, max: 40_000 }), { minLength: 1, maxLength: 12 }),
          async (limit, windowSeconds, gapsMs) => {
            const rule = { bucket: bucket('model'), key: 'k', limit, windowSeconds }
            const allowedAt: number[] = []
            let ms = 0
            for (const gap of gapsMs) {
              ms += gap
              const inWindow = allowedAt.filter((hit) => hit > ms - windowSeconds * 1000)
              const decision = await consumeRateLimit(db(), { ...rule, now: new Date(t0.getTime() + ms) })
              if (inWindow.length < limit) {
                expect(decision).toEqual({ allowed: true, remaining: limit - inWindow.length - 1 })
                allowedAt.push(ms)
              } else {
                const freedAt = (inWindow[inWindow.length - limit] as number) + windowSeconds * 1000
                expect(decision).toEqual({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - ms) / 1000)) })
              }
            }
          },
        ),
        { numRuns: 25 },
      )
    })

    it('refuses rules it cannot keep', async () => {
      const rule = { bucket: bucket('rules'), key: 'k', limit: 1, windowSeconds: 1 }
      await expect(consumeRateLimit(db(), { ...rule, bucket: 'Has Spaces' })).rejects.toThrow(RangeError)
      await expect(consumeRateLimit(db(), { ...rule, key: '' })).rejects.toThrow(RangeError)
      await expect(consumeRateLimit(db(), { ...rule, limit: 0 })).rejects.toThrow(RangeError)
      await expect(consumeRateLimit(db(), { ...rule, windowSeconds: 1.5 })).rejects.toThrow(RangeError)
    })

    it('keeps limits of 1 to 1,000 requests over windows of 1 second to 31 days, and says which bound a rule broke', async () => {
      const rule = { bucket: bucket('bounds'), key: 'k', limit: 1, windowSeconds: 1 }
      const month = 31 * 24 * 60 * 60
      await expect(peekRateLimit(db(), { ...rule, limit: 1000, windowSeconds: month })).resolves.toEqual({
        remaining: 1000,
        retryAfterSeconds: 0,
      })
      await expect(peekRateLimit(db(), { ...rule, limit: 1001 })).rejects.toThrow(new RangeError('A rate limit is 1–1000 requests'))
      await expect(peekRateLimit(db(), { ...rule, limit: 2.5 })).rejects.toThrow(new RangeError('A rate limit is 1–1000 requests'))
      await expect(peekRateLimit(db(), { ...rule, windowSeconds: month + 1 })).rejects.toThrow(
        new RangeError(`A rate-limit window is 1–${month} whole seconds`),
      )
      await expect(peekRateLimit(db(), { ...rule, windowSeconds: 0 })).rejects.toThrow(
        new RangeError(`A rate-limit window is 1–${month} whole seconds`),
      )
      await expect(peekRateLimit(db(), { ...rule, key: '' })).rejects.toThrow(new RangeError('A rate-limit key must not be empty'))
      await expect(peekRateLimit(db(), { ...rule, bucket: 'Has Spaces' })).rejects.toThrow(
        new RangeError('Not a rate-limit bucket name: Has Spaces'),
      )
      // A reset names its bucket by the same rule, so a typo cannot silently forget nothing.
      await expect(resetRateLimit(db(), { bucket: 'Has Spaces', key: 'k' })).rejects.toThrow(
        new RangeError('Not a rate-limit bucket name: Has Spaces'),
      )
    })
  },
  { seed: 'never' },
)

const postgresUrl = testDatabaseUrl()

describe.skipIf(!postgresUrl)('rate limits across two processes on one PostgreSQL database', () => {
  let scratch: ScratchDatabase
  let first: DbHandle
  let second: DbHandle

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(postgresUrl as string, 'ratelimit')
    // Two pools, as two server processes would have, with connections enough for real contention.
    first = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 12 }, { seed: 'never' })
    second = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 12 }, { seed: 'never' })
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await scratch?.drop()
  })

  it('allows exactly `limit` of 50 simultaneous requests split between them', async () => {
    const rule = { bucket: 'test.processes', key: '+966500000001', limit: 5, windowSeconds: 3600 }
    const decisions = await Promise.all(
      Array.from({ length: 50 }, (_, index) => consumeRateLimit((index % 2 === 0 ? first : second).db, rule)),
    )
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5)
    expect(await first.db.select().from(rateLimits)).toHaveLength(1)
  })
})
