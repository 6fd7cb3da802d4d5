import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { describeOnEngines } from '../db/describe-on-engines'
import { outboxMessages } from '../db/schema'
import type { Db } from '../db/types'
import { log } from '../log'
import type { OutboxDelivery, OutboxTransport } from './delivery'
import { enqueueOutbox } from './enqueue-outbox.server'
import { startOutboxWorker, stopOutboxWorker, wakeOutbox } from './outbox-worker.server'
import { individualFinanceOrder } from './test-messages'

const webhookOnly = { webhook: true, dealerEmails: [] }
// Far longer than any test: whatever is delivered promptly was delivered because of a wake-up.
const intervalMs = 600_000

describeOnEngines(
  'outbox: the worker',
  ({ db }) => {
    beforeEach(async () => {
      await db().delete(outboxMessages)
    })
    afterEach(async () => {
      await stopOutboxWorker()
      vi.restoreAllMocks()
    })

    it('delivers a message right after the transaction that wrote it commits and wakes it', async () => {
      const calls: OutboxDelivery[] = []
      startOutboxWorker({ db: db(), intervalMs, transports: { webhook: async (delivery) => void calls.push(delivery) } })
      await new Promise((resolve) => setTimeout(resolve, 50))
      const [id] = await db().transaction((tx) =>
        enqueueOutbox(tx, { kind: 'order.verified', payload: individualFinanceOrder() }, webhookOnly),
      )
      wakeOutbox()
      await vi.waitFor(() => expect(calls.map((call) => call.id)).toEqual([id]), { timeout: 3_000 })
      await vi.waitFor(async () => {
        const [stored] = await db()
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.id, id as string))
        expect(stored?.deliveredAt).not.toBeNull()
      })
    })

    it('delivers a message woken while the round before was finishing, without waiting for the next tick', async () => {
      // The first round ends with a purge of old deliveries; held here, so the wake comes during it.
      let purgeStarted!: () => void
      const purging = new Promise<void>((resolve) => (purgeStarted = resolve))
      let releasePurge!: () => void
      const purgeHeld = new Promise<void>((resolve) => (releasePurge = resolve))
      const heldPurgeDb = new Proxy(db(), {
        get(target, key) {
          if (key !== 'delete') {
            const value: unknown = Reflect.get(target, key)
            return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
          }
          return (table: typeof outboxMessages) => ({
            where: (condition: Parameters<ReturnType<Db['delete']>['where']>[0]) => ({
              returning: async (fields: { id: typeof outboxMessages.id }) => {
                purgeStarted()
                await purgeHeld
                return target.delete(table).where(condition).returning(fields)
              },
            }),
          })
        },
      })
      const calls: OutboxDelivery[] = []
      startOutboxWorker({ db: heldPurgeDb, intervalMs, transports: { webhook: async (delivery) => void calls.push(delivery) } })
      await purging
      const [id] = await db().transaction((tx) =>
        enqueueOutbox(tx, { kind: 'order.verified', payload: individualFinanceOrder() }, webhookOnly),
      )
      wakeOutbox()
      await new Promise((resolve) => setImmediate(resolve))
      releasePurge()
      await vi.waitFor(() => expect(calls.map((call) => call.id)).toEqual([id]), { timeout: 3_000 })
    })

    it('never lets a failed delivery reach the code that enqueued the message', async () => {
      vi.spyOn(log, 'warn').mockImplementation(() => {})
      const failing: OutboxTransport = async () => {
        throw new Error('connection reset')
      }
      startOutboxWorker({ db: db(), intervalMs, transports: { webhook: failing } })
      const [id] = await db().transaction((tx) =>
        enqueueOutbox(tx, { kind: 'order.verified', payload: individualFinanceOrder() }, webhookOnly),
      )
      expect(() => wakeOutbox()).not.toThrow()
      await vi.waitFor(
        async () => {
          const [stored] = await db()
            .select()
            .from(outboxMessages)
            .where(eq(outboxMessages.id, id as string))
          expect(stored).toMatchObject({ attempts: 1, deliveredAt: null, claimedUntil: null })
          expect(stored?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
        },
        { timeout: 10_000 },
      )
    })

    it('is one per process, and delivers nothing once stopped', async () => {
      const calls: OutboxDelivery[] = []
      const transports = { webhook: async (delivery: OutboxDelivery) => void calls.push(delivery) }
      const worker = startOutboxWorker({ db: db(), intervalMs, transports })
      expect(startOutboxWorker({ db: db(), intervalMs, transports })).toBe(worker)
      await stopOutboxWorker()
      await db().transaction((tx) => enqueueOutbox(tx, { kind: 'order.verified', payload: individualFinanceOrder() }, webhookOnly))
      wakeOutbox()
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(calls).toEqual([])
    })
  },
  { seed: 'never' },
)
