/**
 * The outbox's backlog for /metrics (decision 0061): what waits, what was given up on, and since
 * when the oldest waiting message has waited. One statement, on the partial index of undelivered messages.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { sql } from 'drizzle-orm'
import { outboxMessages } from '../db/schema.ts'
import type { Db } from '../db/types.ts'
import type { OutboxBacklog } from '../metrics.ts'

export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const m = outboxMessages
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${m.deadAt} is null)`.mapWith(Number),
      dead: sql<number>`count(*) filter (where ${m.deadAt} is not null)`.mapWith(Number),
      oldest: sql<string | null>`min(${m.createdAt}) filter (where ${m.deadAt} is null)`,
    })
    .from(m)
    .where(sql`${m.deliveredAt} is null`)
  const oldest = row?.oldest ?? null
  return { pending: row?.pending ?? 0, dead: row?.dead ?? 0, oldestPendingAt: oldest === null ? null : new Date(oldest) }
}
