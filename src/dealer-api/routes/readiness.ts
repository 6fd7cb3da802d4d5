import { sql } from 'drizzle-orm'
import { getReadinessOperation } from '../../contract/system-api'
import { ApiError, apiMessages } from '../../lib/api-error'
import { isDraining } from '../../server/lifecycle'
import { implement } from '../route-kit'

/** Longer than a healthy query ever takes, shorter than a load balancer's usual check timeout. */
export const readinessDatabaseTimeoutMs = 2000

class NotReady extends Error {}

/** A query that has not answered by the deadline counts as an unreachable database. */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NotReady('database did not answer in time')), ms)
  })
  // The losing query may still fail later; that must not go unhandled.
  work.catch(() => {})
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}

/** 200 only when this process should get traffic: not draining, and its database answers (decision 0061). */
export const readinessRoute = implement(getReadinessOperation, async ({ hono, dbHandle }) => {
  hono.header('Cache-Control', 'no-store')
  if (isDraining()) throw new ApiError(503, 'unavailable', apiMessages.unavailable)
  try {
    const { handle, latencyMs } = await withDeadline(
      (async () => {
        const handle = await dbHandle()
        const startedAt = performance.now()
        await handle.db.execute(sql`select 1`)
        return { handle, latencyMs: Math.round((performance.now() - startedAt) * 100) / 100 }
      })(),
      readinessDatabaseTimeoutMs,
    )
    if (isDraining()) throw new NotReady('draining')
    return { status: 'ready' as const, database: { engine: handle.engine, latencyMs } }
  } catch {
    // The cause is logged where the database failed to open; callers only need "not ready".
    throw new ApiError(503, 'unavailable', apiMessages.unavailable)
  }
})
