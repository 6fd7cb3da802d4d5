import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase, type DbHandle } from '../db/connection.server'
import { describeOnEngines } from '../db/describe-on-engines'
import { outboxMessages } from '../db/schema'
import { createScratchPostgresDatabase, openTestDatabase, testDatabaseUrl, testEngines, type ScratchDatabase } from '../db/testing.server'
import type { Db } from '../db/types'
import { log } from '../log'
import { claimDueMessages, deliverDueMessages, purgeDeliveredMessages } from './deliver-outbox.server'
import { OutboxDeliveryError, type OutboxDelivery, type OutboxTransport } from './delivery'
import { retryDelayMs } from './retry-delay'
import { individualFinanceOrder, sampleBuyer } from './test-messages'

const policy = { baseMs: 1_000, factor: 2, capMs: 60_000, maxAttempts: 4 }
const lease = 30_000
const second = 1_000

/** Moments after every row's default `now()`, so the clock of the test decides what is due. */
const later = (ms = 0) => new Date(Date.now() + 60_000 + ms)

async function insert(db: Db, count = 1, channel: 'webhook' | 'mail' = 'webhook'): Promise<string[]> {
  const rows = await db
    .insert(outboxMessages)
    .values(Array.from({ length: count }, () => ({ kind: 'order.verified', channel, payload: individualFinanceOrder() })))
    .returning({ id: outboxMessages.id })
  return rows.map((row) => row.id)
}

async function row(db: Db, id: string) {
  const [found] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id))
  if (!found) throw new Error(`no outbox row ${id}`)
  return found
}

/** A transport that records what it was given and answers as told. */
function recorder(answer: (delivery: OutboxDelivery, call: number) => Promise<void> | void = () => {}) {
  const calls: OutboxDelivery[] = []
  const transport: OutboxTransport = async (delivery) => {
    calls.push(delivery)
    await answer(delivery, calls.length)
  }
  return { calls, transport }
}

describeOnEngines(
  'outbox: delivering',
  ({ db }) => {
    beforeEach(async () => {
      await db().delete(outboxMessages)
    })
    afterEach(() => {
      vi.restoreAllMocks()
    })

    it('delivers a due message once and records it', async () => {
      const [id] = (await insert(db())) as [string]
      const { calls, transport } = recorder()
      const now = later()
      const report = await deliverDueMessages({ db: db(), now, transports: { webhook: transport } })
      expect(report).toEqual({ claimed: 1, delivered: 1, retrying: 0, dead: 0, lapsed: 0 })
      expect(calls.map((call) => [call.id, call.kind, call.channel, call.attempts])).toEqual([[id, 'order.verified', 'webhook', 1]])
      expect(calls[0]?.payload).toEqual(individualFinanceOrder())
      const stored = await row(db(), id)
      expect(stored.deliveredAt?.getTime()).toBeGreaterThanOrEqual(now.getTime())
      expect(stored).toMatchObject({ attempts: 1, claimedUntil: null, lastError: null, deadAt: null })

      // Delivered is final: later rounds find nothing.
      expect(await deliverDueMessages({ db: db(), now: later(10 * lease), transports: { webhook: transport } })).toMatchObject({
        claimed: 0,
      })
      expect(calls).toHaveLength(1)
    })

    it('claims at most a batch, oldest due first, and leaves messages that are not due yet', async () => {
      const ids = await insert(db(), 5)
      await db()
        .update(outboxMessages)
        .set({ nextAttemptAt: later(5 * second) })
        .where(eq(outboxMessages.id, ids[4] as string))
      const claimed = await claimDueMessages(db(), later(), 3, lease)
      expect(claimed).toHaveLength(3)
      const rest = await claimDueMessages(db(), later(), 3, lease)
      expect(rest).toHaveLength(1)
      expect([...claimed, ...rest].map((message) => message.id)).not.toContain(ids[4])
      expect(await claimDueMessages(db(), later(6 * second), 3, lease)).toHaveLength(1)
    })

    it('retries a failing endpoint with growing waits, then records the late success once', async () => {
      const [id] = (await insert(db())) as [string]
      const { calls, transport } = recorder((_delivery, call) => {
        if (call <= 3) throw new OutboxDeliveryError('webhook answered HTTP 503')
      })
      const options = { db: db(), transports: { webhook: transport }, policy, random: () => 0.5 }
      let now = later()
      const waits: number[] = []
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(await deliverDueMessages({ ...options, now })).toMatchObject({ claimed: 1, retrying: 1 })
        const stored = await row(db(), id)
        expect(stored).toMatchObject({ attempts: attempt, claimedUntil: null, deliveredAt: null, lastError: 'webhook answered HTTP 503' })
        const wait = stored.nextAttemptAt.getTime() - now.getTime()
        expect(wait).toBe(retryDelayMs(attempt, 0.5, policy))
        waits.push(wait)
        // Not before its time.
        expect(await deliverDueMessages({ ...options, now: new Date(stored.nextAttemptAt.getTime() - 1) })).toMatchObject({ claimed: 0 })
        now = stored.nextAttemptAt
      }
      expect(waits[1]).toBeGreaterThan(waits[0] as number)
      expect(waits[2]).toBeGreaterThan(waits[1] as number)

      expect(await deliverDueMessages({ ...options, now })).toMatchObject({ claimed: 1, delivered: 1 })
      expect(await row(db(), id)).toMatchObject({ attempts: 4, lastError: null, claimedUntil: null })
      expect((await row(db(), id)).deliveredAt).not.toBeNull()
      expect(calls.map((call) => call.attempts)).toEqual([1, 2, 3, 4])
      expect(new Set(calls.map((call) => call.id))).toEqual(new Set([id]))
    })

    it('marks a message dead after its last attempt and logs it without personal data', async () => {
      const [id] = (await insert(db())) as [string]
      const failing: OutboxTransport = async () => {
        throw new Error(`550 mailbox ${sampleBuyer.email} of ${sampleBuyer.name} at ${sampleBuyer.mobile} is full`)
      }
      const error = vi.spyOn(log, 'error').mockImplementation(() => {})
      vi.spyOn(log, 'warn').mockImplementation(() => {})
      let now = later()
      for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
        const report = await deliverDueMessages({ db: db(), now, policy, transports: { webhook: failing } })
        expect(report).toMatchObject(attempt < policy.maxAttempts ? { retrying: 1 } : { dead: 1 })
        now = new Date((await row(db(), id)).nextAttemptAt.getTime() + lease)
      }
      const stored = await row(db(), id)
      expect(stored.deadAt).not.toBeNull()
      expect(stored).toMatchObject({ attempts: policy.maxAttempts, deliveredAt: null, claimedUntil: null })
      expect(stored.lastError).toMatch(/^unexpected Error/)
      expect(await deliverDueMessages({ db: db(), now: later(365 * 24 * 3_600_000), transports: { webhook: failing } })).toMatchObject({
        claimed: 0,
      })

      expect(error).toHaveBeenCalledTimes(1)
      const logged = JSON.stringify(error.mock.calls)
      expect(logged).toContain(id)
      for (const personal of [sampleBuyer.email, sampleBuyer.name, sampleBuyer.mobile, 'K7M2Q', 'fahad'])
        expect(logged).not.toContain(personal)
      expect(stored.lastError).not.toMatch(/fahad|966|example/i)
    })

    it('waits for a transport that is missing in this process instead of losing the message', async () => {
      const [id] = (await insert(db(), 1, 'mail')) as [string]
      vi.spyOn(log, 'warn').mockImplementation(() => {})
      expect(await deliverDueMessages({ db: db(), now: later(), policy, transports: {} })).toMatchObject({ retrying: 1 })
      expect((await row(db(), id)).lastError).toBe('no transport for the mail channel in this process')
    })

    it('records a failure that is not even an Error by its kind alone', async () => {
      const [id] = (await insert(db())) as [string]
      vi.spyOn(log, 'warn').mockImplementation(() => {})
      const throwsText: OutboxTransport = () => Promise.reject('550 mailbox full')
      await deliverDueMessages({ db: db(), now: later(), policy, transports: { webhook: throwsText } })
      expect((await row(db(), id)).lastError).toBe('unexpected failure (not described, as it may quote personal data)')
    })

    it('abandons a delivery that outlives its deadline, and retries it', async () => {
      const [id] = (await insert(db())) as [string]
      let aborted = false
      const hanging: OutboxTransport = (_delivery, signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true
            reject(new Error('aborted'))
          })
        })
      vi.spyOn(log, 'warn').mockImplementation(() => {})
      expect(await deliverDueMessages({ db: db(), now: later(), policy, deadlineMs: 100, transports: { webhook: hanging } })).toMatchObject(
        {
          retrying: 1,
        },
      )
      expect(aborted).toBe(true)
      expect((await row(db(), id)).lastError).toBe('delivery abandoned after 100 ms')
    })

    it('abandons at the deadline even a transport that ignores the abort', async () => {
      const [id] = (await insert(db())) as [string]
      const deaf: OutboxTransport = () => new Promise(() => {})
      vi.spyOn(log, 'warn').mockImplementation(() => {})
      expect(await deliverDueMessages({ db: db(), now: later(), policy, deadlineMs: 50, transports: { webhook: deaf } })).toMatchObject({
        retrying: 1,
      })
      expect((await row(db(), id)).lastError).toBe('delivery abandoned after 50 ms')
    })

    it('never aborts a delivery that arrived in time, even once its deadline has passed', async () => {
      await insert(db())
      const signals: AbortSignal[] = []
      const quick: OutboxTransport = async (_message, signal) => {
        signals.push(signal)
      }
      expect(await deliverDueMessages({ db: db(), now: later(), policy, deadlineMs: 30, transports: { webhook: quick } })).toMatchObject({
        delivered: 1,
      })
      await new Promise((resolve) => setTimeout(resolve, 60))
      expect(signals.map((signal) => signal.aborted)).toEqual([false])
    })

    it('lets a transport that fails after its deadline fail quietly, unhandled by no one', async () => {
      await insert(db())
      const unhandled: unknown[] = []
      const onUnhandled = (reason: unknown) => unhandled.push(reason)
      process.on('unhandledRejection', onUnhandled)
      try {
        const late: OutboxTransport = () =>
          new Promise((_, reject) => setTimeout(() => reject(new OutboxDeliveryError('webhook answered HTTP 500, late')), 60))
        vi.spyOn(log, 'warn').mockImplementation(() => {})
        expect(await deliverDueMessages({ db: db(), now: later(), policy, deadlineMs: 20, transports: { webhook: late } })).toMatchObject({
          retrying: 1,
        })
        await new Promise((resolve) => setTimeout(resolve, 100))
        expect(unhandled).toEqual([])
      } finally {
        process.off('unhandledRejection', onUnhandled)
      }
    })

    it('keeps at most 300 characters of a failure, and claims no more than the batch asked for', async () => {
      const [first] = (await insert(db(), 2)) as [string, string]
      const verbose: OutboxTransport = async () => {
        throw new OutboxDeliveryError(`webhook answered HTTP 500 ${'x'.repeat(1_000)}`)
      }
      vi.spyOn(log, 'warn').mockImplementation(() => {})
      expect(await deliverDueMessages({ db: db(), now: later(), policy, batch: 1, transports: { webhook: verbose } })).toMatchObject({
        claimed: 1,
        retrying: 1,
      })
      expect((await row(db(), first)).lastError).toBe(`webhook answered HTTP 500 ${'x'.repeat(274)}`)
    })

    it('tells the operator each failure: a retry with its error and next attempt, a lapsed claim, a dead message', async () => {
      const [id] = (await insert(db())) as [string]
      const warn = vi.spyOn(log, 'warn').mockImplementation(() => {})
      const error = vi.spyOn(log, 'error').mockImplementation(() => {})
      const failing: OutboxTransport = async () => {
        throw new OutboxDeliveryError('webhook answered HTTP 503')
      }
      const now = later()
      await deliverDueMessages({
        db: db(),
        now,
        policy: { ...policy, maxAttempts: 2 },
        random: () => 0.5,
        transports: { webhook: failing },
      })
      const retryAt = (await row(db(), id)).nextAttemptAt
      expect(warn.mock.calls).toEqual([
        [
          'outbox delivery failed; will retry',
          {
            id,
            kind: 'order.verified',
            channel: 'webhook',
            attempts: 1,
            error: 'webhook answered HTTP 503',
            nextAttemptAt: retryAt.toISOString(),
          },
        ],
      ])
      expect(error).not.toHaveBeenCalled()
      warn.mockClear()
      await deliverDueMessages({ db: db(), now: retryAt, policy: { ...policy, maxAttempts: 2 }, transports: { webhook: failing } })
      expect(warn).not.toHaveBeenCalled()
      expect(error.mock.calls).toEqual([
        [
          'outbox message dead: its last attempt failed, nothing more will be tried',
          { id, kind: 'order.verified', channel: 'webhook', attempts: 2, error: 'webhook answered HTTP 503' },
        ],
      ])

      // A worker that finds its claim taken over records nothing and says so, and whether its attempt failed.
      const [other] = (await insert(db())) as [string]
      const claimedAt = later()
      let release: () => void = () => {}
      const slow: OutboxTransport = () => new Promise((resolve) => (release = resolve))
      const stalled = deliverDueMessages({ db: db(), now: claimedAt, leaseMs: 1_000, transports: { webhook: slow } })
      await vi.waitFor(async () => expect((await row(db(), other)).attempts).toBe(1))
      await deliverDueMessages({ db: db(), now: new Date(claimedAt.getTime() + 1_000), transports: { webhook: recorder().transport } })
      release()
      expect(await stalled).toMatchObject({ lapsed: 1 })
      expect(warn.mock.calls).toEqual([
        [
          'outbox claim lapsed before its delivery finished; the outcome was not recorded',
          { id: other, kind: 'order.verified', channel: 'webhook', attempts: 1, failed: false },
        ],
      ])
    })

    it("lets another worker take over a crashed worker's claim once its lease lapses", async () => {
      const [id] = (await insert(db())) as [string]
      const now = later()
      // A worker claims the message, then its process dies before recording anything.
      expect(await claimDueMessages(db(), now, 10, lease)).toHaveLength(1)
      const { calls, transport } = recorder()
      expect(
        await deliverDueMessages({ db: db(), now: new Date(now.getTime() + lease - 1), transports: { webhook: transport } }),
      ).toMatchObject({
        claimed: 0,
      })
      expect(
        await deliverDueMessages({ db: db(), now: new Date(now.getTime() + lease), transports: { webhook: transport } }),
      ).toMatchObject({
        delivered: 1,
      })
      expect(calls.map((call) => call.attempts)).toEqual([2])
      expect((await row(db(), id)).deliveredAt).not.toBeNull()
    })

    it('does not let a worker whose claim lapsed overwrite the outcome of the worker that took over', async () => {
      const [id] = (await insert(db())) as [string]
      const now = later()
      let release: () => void = () => {}
      const slow: OutboxTransport = () =>
        new Promise((_, reject) => {
          release = () => reject(new OutboxDeliveryError('webhook answered HTTP 502'))
        })
      vi.spyOn(log, 'warn').mockImplementation(() => {})
      const stalled = deliverDueMessages({ db: db(), now, leaseMs: 1_000, transports: { webhook: slow } })
      await vi.waitFor(async () => expect((await row(db(), id)).attempts).toBe(1))

      const { transport } = recorder()
      expect(
        await deliverDueMessages({ db: db(), now: new Date(now.getTime() + 1_000), transports: { webhook: transport } }),
      ).toMatchObject({
        delivered: 1,
      })
      release()
      expect(await stalled).toMatchObject({ claimed: 1, lapsed: 1, retrying: 0 })
      expect(log.warn).toHaveBeenCalledWith(
        'outbox claim lapsed before its delivery finished; the outcome was not recorded',
        expect.objectContaining({ id, failed: true }),
      )
      const stored = await row(db(), id)
      expect(stored.deliveredAt).not.toBeNull()
      expect(stored.lastError).toBeNull()
    })

    it('purges delivered messages past their retention, and only those', async () => {
      const [old, recent, pending] = (await insert(db(), 3)) as [string, string, string]
      const now = new Date()
      await db()
        .update(outboxMessages)
        .set({ deliveredAt: new Date(now.getTime() - 8 * 24 * 3_600_000) })
        .where(eq(outboxMessages.id, old))
      await db()
        .update(outboxMessages)
        .set({ deliveredAt: new Date(now.getTime() - 6 * 24 * 3_600_000) })
        .where(eq(outboxMessages.id, recent))
      expect(await purgeDeliveredMessages(db(), now, 7)).toBe(1)
      const left = await db().select({ id: outboxMessages.id }).from(outboxMessages)
      expect(left.map((entry) => entry.id).sort()).toEqual([recent, pending].sort())
    })
  },
  { seed: 'never' },
)

/**
 * Two workers as two processes would run them: on PostgreSQL, each with a pool of its own on the
 * same database; on PGlite, sharing its single connection.
 */
for (const { engine, unavailableReason } of testEngines()) {
  describe.skipIf(unavailableReason !== null)(`outbox: two workers at once [${engine}]`, () => {
    let first: DbHandle
    let secondHandle: DbHandle | undefined
    let scratch: ScratchDatabase | undefined
    const workers = (): [Db, Db] => [first.db, (secondHandle ?? first).db]

    beforeAll(async () => {
      if (engine === 'pglite') {
        first = await openTestDatabase('pglite', { seed: 'never' })
        return
      }
      scratch = await createScratchPostgresDatabase(testDatabaseUrl() as string, 'outbox')
      first = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 4 }, { seed: 'never' })
      secondHandle = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 4 }, { seed: 'never' })
    })

    afterAll(async () => {
      await secondHandle?.close()
      await first?.close()
      await scratch?.drop()
    })

    beforeEach(async () => {
      await first.db.delete(outboxMessages)
    })

    it('never hands the same message to both, and delivers each exactly once', async () => {
      const ids = await insert(first.db, 40)
      const inFlight = new Set<string>()
      const overlaps: string[] = []
      const deliveredBy: Record<string, string[]> = {}
      const transportFor =
        (worker: string): OutboxTransport =>
        async (delivery) => {
          if (inFlight.has(delivery.id)) overlaps.push(delivery.id)
          inFlight.add(delivery.id)
          await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 10))
          inFlight.delete(delivery.id)
          ;(deliveredBy[delivery.id] ??= []).push(worker)
        }
      const run = async (db: Db, worker: string) => {
        for (;;) {
          const report = await deliverDueMessages({ db, now: later(), batch: 3, transports: { webhook: transportFor(worker) } })
          if (report.claimed === 0) return
        }
      }
      const [a, b] = workers()
      await Promise.all([run(a, 'a'), run(b, 'b'), run(a, 'a2'), run(b, 'b2')])

      expect(overlaps).toEqual([])
      expect(Object.keys(deliveredBy).sort()).toEqual([...ids].sort())
      for (const id of ids) expect(deliveredBy[id]).toHaveLength(1)
      const [{ pending } = { pending: -1 }] = await first.db
        .select({ pending: sql<number>`count(*)::int` })
        .from(outboxMessages)
        .where(sql`${outboxMessages.deliveredAt} is null`)
      expect(pending).toBe(0)
    })

    it.skipIf(engine === 'pglite')('skips rows another transaction holds instead of waiting for them', async () => {
      const [held, ...free] = (await insert(first.db, 4)) as [string, ...string[]]
      const [a, b] = workers()
      let releaseLock: () => void = () => {}
      let locked: () => void = () => {}
      const lockTaken = new Promise<void>((resolve) => (locked = resolve))
      const holder = a.transaction(async (tx) => {
        await tx.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.id, held)).for('update')
        locked()
        await new Promise<void>((resolve) => (releaseLock = resolve))
      })
      await lockTaken
      try {
        const { calls, transport } = recorder()
        const started = performance.now()
        const report = await deliverDueMessages({ db: b, now: later(), batch: 10, transports: { webhook: transport } })
        expect(performance.now() - started).toBeLessThan(2_000)
        expect(report).toMatchObject({ claimed: 3, delivered: 3 })
        expect(calls.map((call) => call.id).sort()).toEqual([...free].sort())
      } finally {
        releaseLock()
        await holder
      }
      // Once the lock is gone, the held message is delivered like any other.
      const { calls, transport } = recorder()
      expect(await deliverDueMessages({ db: b, now: later(), transports: { webhook: transport } })).toMatchObject({ delivered: 1 })
      expect(calls.map((call) => call.id)).toEqual([held])
    })
  })
}
