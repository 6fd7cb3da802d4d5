/**
 * How long a failed outbox message waits before its next attempt: exponential backoff with
 * "equal jitter". Attempt n's ceiling is min(capMs, baseMs × factor^(n−1)) and the wait is drawn
 * from its upper half, so waits still grow from one attempt to the next while messages that
 * failed together (the receiver was down) spread out instead of all retrying at the same moment.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { appConfig } from '../../../app.config.ts'

export type RetryPolicy = { baseMs: number; factor: number; capMs: number; maxAttempts: number }

/** The wait after failed attempt `attempts` (1 for the first); `random` is in [0, 1). */
export function retryDelayMs(attempts: number, random: number = Math.random(), policy: RetryPolicy = appConfig.outbox.retry): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * policy.factor ** Math.max(0, attempts - 1))
  return Math.round(ceiling / 2 + (ceiling / 2) * random)
}
