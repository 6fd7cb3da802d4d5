/**
 * Issue 32: six confirmation SMS went out twice in kill -9 runs. A worker took the message to the
 * gateway, the gateway took it, and the process died before the outcome was recorded; once the
 * claim lapsed, the next worker sent it again (each one paid, two texts on the buyer's phone).
 * The outbox now commits a "sending" mark before the gateway call and never repeats an SMS whose
 * mark is set when its claim lapsed (decision 0073).
 *
 * The dying process is played by a delivery round whose transport takes the message and never
 * answers; the next round runs after the lease, as the next process would.
 */
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { describeOnEngines } from '../db/describe-on-engines'
import { outboxMessages } from '../db/schema'
import type { Db } from '../db/types'
import { log } from '../log'
import { deliverDueMessages } from './deliver-outbox.server'
import { OutboxDeliveryError, type OutboxDelivery, type OutboxTransport } from './delivery'
import { individualFinanceOrder } from './test-messages'

const lease = 30_000
const later = (ms = 0) => new Date(Date.now() + 60_000 + ms)
const policy = { baseMs: 1_000, factor: 2, capMs: 60_000, maxAttempts: 4 }

async function insertSms(db: Db): Promise<string> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ kind: 'sms.message', channel: 'sms', payload: { to: '+966512345678', text: 'تم تأكيد طلبك' } })
    .returning({ id: outboxMessages.id })
  if (!row) throw new Error('no row')
  return row.id
}

async function stored(db: Db, id: string) {
  const [found] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id))
  if (!found) throw new Error(`no outbox row ${id}`)
  return found
}

describeOnEngines('outbox: an SMS is never sent again after a process died mid-send', ({ db }) => {
  beforeEach(async () => {
    await db().delete(outboxMessages)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('does not send again a message the gateway may have taken before the process died', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {})
    vi.spyOn(log, 'error').mockImplementation(() => {})
    const id = await insertSms(db())
    const sent: OutboxDelivery[] = []
    let dieNow: () => void = () => {}
    const died = new Promise<void>((resolve) => (dieNow = resolve))
    // The gateway takes the message; the process dies before it hears back.
    const taken: OutboxTransport = async (delivery) => {
      sent.push(delivery)
      await died
    }
    const now = later()
    const dying = deliverDueMessages({ db: db(), now, transports: { sms: taken }, leaseMs: lease, deadlineMs: 120_000 })
    await vi.waitFor(() => expect(sent).toHaveLength(1))

    // The next process, once the dead one's claim has lapsed.
    const next: OutboxTransport = async (delivery) => {
      sent.push(delivery)
    }
    const report = await deliverDueMessages({ db: db(), now: later(lease + 1_000), transports: { sms: next }, leaseMs: lease, policy })
    expect(sent).toHaveLength(1)
    expect(report).toMatchObject({ claimed: 1, delivered: 0, retrying: 0, dead: 1 })
    const row = await stored(db(), id)
    expect(row.deliveredAt).toBeNull()
    expect(row.deadAt).not.toBeNull()
    expect(row.lastError).toMatch(/outcome unknown/)
    // Nothing later sends it either.
    expect(await deliverDueMessages({ db: db(), now: later(100 * lease), transports: { sms: next } })).toMatchObject({ claimed: 0 })
    expect(sent).toHaveLength(1)

    // The first process's late answer changes nothing: its claim is gone.
    dieNow()
    expect(await dying).toMatchObject({ lapsed: 1 })
    expect((await stored(db(), id)).deliveredAt).toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  it('still retries an SMS whose failure was recorded (the gateway said no, or was not reached)', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => {})
    const id = await insertSms(db())
    let calls = 0
    const flaky: OutboxTransport = async () => {
      calls++
      if (calls === 1) throw new OutboxDeliveryError('sms http_503')
    }
    expect(await deliverDueMessages({ db: db(), now: later(), transports: { sms: flaky }, policy, random: () => 0.5 })).toMatchObject({
      retrying: 1,
    })
    const retry = (await stored(db(), id)).nextAttemptAt
    expect(await deliverDueMessages({ db: db(), now: retry, transports: { sms: flaky }, policy })).toMatchObject({ delivered: 1 })
    expect(calls).toBe(2)
  })

  it('resends a webhook or mail after a crash as before: their receivers de-duplicate by id', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => {})
    const [row] = await db()
      .insert(outboxMessages)
      .values({ kind: 'order.verified', channel: 'webhook', payload: individualFinanceOrder() })
      .returning({ id: outboxMessages.id })
    const calls: string[] = []
    let dieNow: () => void = () => {}
    const died = new Promise<void>((resolve) => (dieNow = resolve))
    const dying = deliverDueMessages({
      db: db(),
      now: later(),
      transports: {
        webhook: async (delivery) => {
          calls.push(delivery.id)
          await died
        },
      },
      leaseMs: lease,
      deadlineMs: 120_000,
    })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    const report = await deliverDueMessages({
      db: db(),
      now: later(lease + 1_000),
      transports: { webhook: async (delivery) => void calls.push(delivery.id) },
      leaseMs: lease,
    })
    expect(report).toMatchObject({ delivered: 1 })
    expect(calls).toEqual([row?.id, row?.id])
    dieNow()
    await dying
  })
})
