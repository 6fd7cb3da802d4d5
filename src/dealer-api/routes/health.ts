import { sql } from 'drizzle-orm'
import { getHealthOperation } from '../../contract/system-api'
import { ApiError, apiMessages } from '../../lib/api-error'
import { implement } from '../route-kit'

/** Answers 200 only when the database answers a query; load balancers and the test runner wait on it. */
export const healthRoute = implement(getHealthOperation, async ({ hono, dbHandle }) => {
  hono.header('Cache-Control', 'no-store')
  try {
    const handle = await dbHandle()
    const startedAt = performance.now()
    await handle.db.execute(sql`select 1`)
    return {
      status: 'ok' as const,
      database: { engine: handle.engine, latencyMs: Math.round((performance.now() - startedAt) * 100) / 100 },
    }
  } catch {
    // The cause is logged where the database failed to open; callers only need "not ready".
    throw new ApiError(503, 'unavailable', apiMessages.unavailable)
  }
})
