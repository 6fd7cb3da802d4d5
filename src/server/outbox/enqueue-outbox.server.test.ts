import { asc, eq } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { describeOnEngines } from '../db/describe-on-engines'
import { outboxMessages } from '../db/schema'
import { claimDueMessages } from './deliver-outbox.server'
import { enqueueOutbox, type NotificationSettings } from './enqueue-outbox.server'
import { individualFinanceOrder, sampleBuyer } from './test-messages'

const everywhere: NotificationSettings = { webhook: true, dealerEmails: ['sales@murooj.example.sa', 'ceo@murooj.example.sa'] }

describeOnEngines(
  'outbox: enqueueing in the business transaction',
  ({ db }) => {
    beforeEach(async () => {
      await db().delete(outboxMessages)
    })

    const rows = () => db().select().from(outboxMessages).orderBy(asc(outboxMessages.channel))

    it('leaves no message when the transaction rolls back', async () => {
      await expect(
        db().transaction(async (tx) => {
          const ids = await enqueueOutbox(tx, { kind: 'order.verified', payload: individualFinanceOrder() }, everywhere)
          expect(ids).toHaveLength(2)
          throw new Error('the order failed to save')
        }),
      ).rejects.toThrow('the order failed to save')
      expect(await rows()).toEqual([])
    })

    it('writes one due row per configured channel when the transaction commits', async () => {
      const before = new Date()
      const ids = await db().transaction((tx) =>
        enqueueOutbox(tx, { kind: 'order.verified', payload: individualFinanceOrder() }, everywhere),
      )
      const written = await rows()
      expect(written.map((row) => row.id).sort()).toEqual([...ids].sort())
      expect(written.map((row) => [row.kind, row.channel, row.attempts])).toEqual([
        ['order.verified', 'webhook', 0],
        ['order.verified', 'mail', 0],
      ])
      for (const row of written) {
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now())
        expect(row.deliveredAt).toBeNull()
        expect(row.claimedUntil).toBeNull()
      }
      // Due at once: a worker claims both.
      const claimed = await claimDueMessages(db(), new Date(Math.max(Date.now(), before.getTime() + 1)), 10, 60_000)
      expect(claimed.map((message) => message.id).sort()).toEqual([...ids].sort())
    })

    it('sends the webhook the order itself, and the mail a rendered message to the dealer addresses', async () => {
      const order = individualFinanceOrder()
      await db().transaction((tx) => enqueueOutbox(tx, { kind: 'order.verified', payload: order }, everywhere))
      const [webhook, mail] = await rows()
      expect(webhook?.payload).toEqual(order)
      expect(mail?.payload).toMatchObject({ to: everywhere.dealerEmails, subject: expect.stringContaining(order.reference) })
      // Credit data goes to the dealer's system, never into an e-mail.
      expect(JSON.stringify(mail?.payload)).not.toMatch(/18[,٬]?750|3[,٬]?125|government/)
    })

    it('writes only the configured channels', async () => {
      const payload = individualFinanceOrder()
      await db().transaction((tx) => enqueueOutbox(tx, { kind: 'order.verified', payload }, { webhook: true, dealerEmails: [] }))
      expect((await rows()).map((row) => row.channel)).toEqual(['webhook'])
      await db().delete(outboxMessages)

      await db().transaction((tx) =>
        enqueueOutbox(tx, { kind: 'order.verified', payload }, { webhook: false, dealerEmails: ['sales@murooj.example.sa'] }),
      )
      expect((await rows()).map((row) => row.channel)).toEqual(['mail'])
      await db().delete(outboxMessages)

      const ids = await db().transaction((tx) =>
        enqueueOutbox(tx, { kind: 'order.verified', payload }, { webhook: false, dealerEmails: [] }),
      )
      expect(ids).toEqual([])
      expect(await rows()).toEqual([])
    })

    it('refuses a payload that does not match its kind, failing the whole transaction', async () => {
      const payload = individualFinanceOrder({ contact: { ...sampleBuyer, mobile: '0512345678' } })
      await expect(db().transaction((tx) => enqueueOutbox(tx, { kind: 'order.verified', payload }, everywhere))).rejects.toThrow()
      expect(await rows()).toEqual([])
    })

    it('keeps each channel of one message independent', async () => {
      await db().transaction((tx) => enqueueOutbox(tx, { kind: 'order.verified', payload: individualFinanceOrder() }, everywhere))
      await db().update(outboxMessages).set({ deliveredAt: new Date() }).where(eq(outboxMessages.channel, 'webhook'))
      const pending = await claimDueMessages(db(), new Date(), 10, 60_000)
      expect(pending.map((message) => message.channel)).toEqual(['mail'])
    })
  },
  { seed: 'never' },
)
