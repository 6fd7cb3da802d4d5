import { eq } from 'drizzle-orm'
import { afterEach, expect, it, vi } from 'vitest'
import { describeOnEngines } from './db/describe-on-engines'
import { openTestDatabase } from './db/testing.server'
import type { DbHandle } from './db/connection.server'
import { outboxMessages } from './db/schema'
import { isDraining, resetLifecycleForTests, stopBackgroundTasks } from './lifecycle'
import { log } from './log'
import { OutboxDeliveryError, type OutboxTransport } from './outbox/delivery'
import { enqueueOutbox } from './outbox/enqueue-outbox.server'
import { startOutboxWorker, stopOutboxWorker, wakeOutbox } from './outbox/outbox-worker.server'
import { individualFinanceOrder } from './outbox/test-messages'
import { drainAndClose, type ShutdownSteps } from './shutdown'

const webhookOnly = { webhook: true, dealerEmails: [] }
// Far longer than any test: the only round is the one woken below.
const intervalMs = 600_000

/** A webhook delivery that starts when the worker calls it and ends only when the test says how. */
function heldWebhook() {
  let started!: () => void
  const inProgress = new Promise<void>((resolve) => (started = resolve))
  let finish!: (outcome: 'delivered' | 'failed') => void
  const outcome = new Promise<'delivered' | 'failed'>((resolve) => (finish = resolve))
  const transport: OutboxTransport = async () => {
    started()
    if ((await outcome) === 'failed') throw new OutboxDeliveryError('HTTP 502')
  }
  return { transport, inProgress, finish }
}

afterEach(async () => {
  await stopOutboxWorker()
  resetLifecycleForTests()
  vi.restoreAllMocks()
})

it('runs its steps in order, each after the one before has finished, and reports requests cut off', async () => {
  vi.spyOn(log, 'info').mockImplementation(() => {})
  vi.spyOn(log, 'warn').mockImplementation(() => {})
  const events: string[] = []
  const step = (name: string) => async () => {
    events.push(`${name} start`)
    await new Promise((resolve) => setTimeout(resolve, 5))
    events.push(`${name} end`)
  }
  const steps: ShutdownSteps = {
    signal: 'SIGTERM',
    timeoutMs: 1000,
    async closeListener(timeoutMs) {
      events.push(`listener start (draining: ${isDraining()}, ${timeoutMs} ms)`)
      await new Promise((resolve) => setTimeout(resolve, 5))
      events.push('listener end')
      return false
    },
    closeRequestWorkers: step('request workers'),
    stopBackgroundTasks: async () => (await step('background')(), []),
    closeDatabase: step('database'),
  }
  expect(await drainAndClose(steps)).toEqual({ requestsFinished: false })
  expect(events).toEqual([
    'listener start (draining: true, 1000 ms)',
    'listener end',
    'request workers start',
    'request workers end',
    'background start',
    'background end',
    'database start',
    'database end',
  ])
})

it('still closes the database when an earlier step fails', async () => {
  vi.spyOn(log, 'info').mockImplementation(() => {})
  const errors = vi.spyOn(log, 'error').mockImplementation(() => {})
  vi.spyOn(log, 'warn').mockImplementation(() => {})
  let closed = false
  await drainAndClose({
    signal: 'SIGINT',
    timeoutMs: 10,
    closeListener: () => Promise.reject(new Error('listener')),
    closeRequestWorkers: () => Promise.reject(new Error('render thread')),
    stopBackgroundTasks: async () => [{ name: 'housekeeping', error: new Error('lost') }],
    closeDatabase: async () => void (closed = true),
  })
  expect(closed).toBe(true)
  expect(errors.mock.calls.map(([message]) => message)).toEqual([
    'shutdown: the listener failed to close',
    'shutdown: the request workers failed to close',
    'shutdown: the housekeeping failed to stop',
  ])
})

describeOnEngines(
  'shutdown with an outbox delivery in progress',
  ({ engine }) => {
    /**
     * SIGTERM's sequence with the real outbox worker of this process and a database of the
     * test's own, which the sequence closes: whatever the message's row says when the database
     * closes is what survives the process.
     */
    async function shutDownDuring(outcome: 'delivered' | 'failed') {
      vi.spyOn(log, 'info').mockImplementation(() => {})
      vi.spyOn(log, 'warn').mockImplementation(() => {})
      const handle: DbHandle = await openTestDatabase(engine, { seed: 'never' })
      const held = heldWebhook()
      startOutboxWorker({ db: handle.db, intervalMs, transports: { webhook: held.transport } })
      const [id] = await handle.db.transaction((tx) =>
        enqueueOutbox(tx, { kind: 'order.verified', payload: individualFinanceOrder() }, webhookOnly),
      )
      wakeOutbox()
      await held.inProgress

      let rowWhenClosed: typeof outboxMessages.$inferSelect | undefined
      let databaseClosed = false
      const stopped = drainAndClose({
        signal: 'SIGTERM',
        timeoutMs: 1000,
        closeListener: async () => true,
        closeRequestWorkers: async () => {},
        stopBackgroundTasks,
        async closeDatabase() {
          ;[rowWhenClosed] = await handle.db
            .select()
            .from(outboxMessages)
            .where(eq(outboxMessages.id, id as string))
          await handle.close()
          databaseClosed = true
        },
      })
      // The delivery is still going: the sequence waits for it and does not close the database under it.
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(databaseClosed).toBe(false)
      held.finish(outcome)
      await stopped
      expect(databaseClosed).toBe(true)
      // Closed for real: nothing more can be asked of it.
      await expect(handle.db.select().from(outboxMessages)).rejects.toThrow()
      return rowWhenClosed
    }

    it('records a delivery that succeeds while the process stops as delivered, before the database closes', async () => {
      const row = await shutDownDuring('delivered')
      expect(row).toMatchObject({ attempts: 1, claimedUntil: null, deadAt: null })
      expect(row?.deliveredAt).toBeInstanceOf(Date)
    })

    it('releases a delivery that fails while the process stops, for another attempt, before the database closes', async () => {
      const row = await shutDownDuring('failed')
      expect(row).toMatchObject({ attempts: 1, claimedUntil: null, deliveredAt: null, deadAt: null, lastError: 'HTTP 502' })
      expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    })
  },
  { seed: 'never' },
)
