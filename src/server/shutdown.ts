/**
 * The production server's stop sequence on SIGTERM/SIGINT (server/serve.ts), in its own module so
 * a test can run it against a real outbox worker and database: process.exit after it would hide a
 * step that no longer waits. The order is the point: the readiness check fails first, then no new
 * connection is taken and the requests in flight finish (bounded), then what only they used
 * closes, then the background rounds in progress finish and record their outcomes, and only then
 * does the database close (decision 0061).
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { startDraining } from './lifecycle.ts'
import { log } from './log.ts'

export type ShutdownSteps = {
  signal: string
  timeoutMs: number
  /** Stops accepting and waits up to `timeoutMs` for the requests in flight; answers whether all finished. */
  closeListener: (timeoutMs: number) => Promise<boolean>
  /** What served those requests only (render threads, the loopback API listener). */
  closeRequestWorkers: () => Promise<void>
  /** Ends the background work and waits for its rounds in progress (lifecycle.ts `stopBackgroundTasks`). */
  stopBackgroundTasks: () => Promise<{ name: string; error: unknown }[]>
  closeDatabase: () => Promise<void>
}

/** Runs the stop sequence; never throws, so the caller always reaches its exit. */
export async function drainAndClose(steps: ShutdownSteps): Promise<{ requestsFinished: boolean }> {
  const startedAt = performance.now()
  startDraining()
  log.info('shutting down: draining requests in flight', { signal: steps.signal, timeoutMs: steps.timeoutMs })
  const requestsFinished = await steps.closeListener(steps.timeoutMs).catch((error: unknown) => {
    log.error('shutdown: the listener failed to close', { error })
    return false
  })
  if (!requestsFinished) log.warn('shutdown: requests still in flight were cut off', { timeoutMs: steps.timeoutMs })
  // Every public request has ended, so no page is rendering or waiting on the API any more.
  await steps.closeRequestWorkers().catch((error: unknown) => log.error('shutdown: the request workers failed to close', { error }))
  // The outbox records the deliveries it started (a claim it could not finish lapses and another
  // process delivers it); the newsletter dispatcher and housekeeping end their queries.
  for (const failure of await steps.stopBackgroundTasks())
    log.error(`shutdown: the ${failure.name} failed to stop`, { error: failure.error })
  await steps.closeDatabase().catch((error: unknown) => log.error('shutdown: the database failed to close', { error }))
  log.info('shut down', { signal: steps.signal, ms: Math.round(performance.now() - startedAt), requestsFinished })
  return { requestsFinished }
}
