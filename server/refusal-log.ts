/**
 * Tells the operator the server is shedding load: one log line per interval with the counts, not
 * one per refused request, which under overload would add to the load it reports.
 * Runs on Node 22 with type stripping, so only erasable TypeScript is allowed here (tsconfig.json).
 */
import type { Refusal } from '../src/server/http/load-shedding.ts'
import { log } from '../src/server/log.ts'

/** A refusal of the limiter's, or a request whose body stopped arriving (answered 503 too). */
export type RefusalReason = Refusal | 'body-stalled'

export function createRefusalLog(what: 'pages' | 'dealer API', intervalMs = 10_000): (reason: RefusalReason) => void {
  let counts: Partial<Record<RefusalReason, number>> = {}
  let pending: NodeJS.Timeout | undefined
  return (reason) => {
    counts[reason] = (counts[reason] ?? 0) + 1
    pending ??= setTimeout(() => {
      log.warn(`overload: ${what} requests refused with 503`, { what, intervalMs, ...counts })
      counts = {}
      pending = undefined
    }, intervalMs).unref()
  }
}
