import { expect, it } from 'vitest'
import { describeOnEngines } from '../db/describe-on-engines'
import { outboxMessages } from '../db/schema'
import { readOutboxBacklog } from './outbox-backlog.server'

describeOnEngines(
  'the outbox backlog in /metrics (decision 0061)',
  ({ db }) => {
    it('counts what waits and what died, and since when the oldest waits; delivered messages are not backlog', async () => {
      expect(await readOutboxBacklog(db())).toEqual({ pending: 0, dead: 0, oldestPendingAt: null })
      const oldest = new Date(Date.now() - 3_600_000)
      const message = { kind: 'order.verified', channel: 'webhook' as const, payload: {} }
      await db()
        .insert(outboxMessages)
        .values([
          { ...message, createdAt: oldest },
          { ...message, createdAt: new Date(Date.now() - 60_000) },
          { ...message, createdAt: new Date(Date.now() - 7_200_000), deadAt: new Date() },
          { ...message, createdAt: new Date(Date.now() - 9_000_000), deliveredAt: new Date() },
        ])
      const backlog = await readOutboxBacklog(db())
      expect(backlog).toMatchObject({ pending: 2, dead: 1 })
      expect(backlog.oldestPendingAt?.getTime()).toBe(oldest.getTime())
    })
  },
  { seed: 'never' },
)
