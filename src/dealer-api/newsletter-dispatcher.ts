/**
 * The newsletter dispatcher of this process (decision 0055): every `dispatchIntervalMs`, and at
 * once after a newsletter is sent, it queues what the throttle allows (src/domain/newsletter-dispatch.ts)
 * and wakes the outbox worker for it. Safe in every process on one database (batches take turns
 * on a lock). Nothing it does can fail a request; a failed round is logged and tried again.
 */
import { isMainThread } from 'node:worker_threads'
import { appConfig } from '../../app.config'
import { dispatchNewsletters } from '../domain/newsletter-dispatch'
import { getDb } from '../server/db/client.server'
import { log } from '../server/log'
import { wakeOutbox } from '../server/outbox/outbox-worker.server'

// On globalThis so a second copy of this module in the process wakes the dispatcher that runs.
const stateKey = Symbol.for('dealer-storefront.newsletter-dispatcher')
const globalState = globalThis as typeof globalThis & {
  [stateKey]?: { started: boolean; running: boolean; again: boolean }
}
const state = (globalState[stateKey] ??= { started: false, running: false, again: false })

async function round(): Promise<void> {
  if (state.running) {
    state.again = true
    return
  }
  state.running = true
  try {
    do {
      state.again = false
      const report = await dispatchNewsletters(await getDb())
      if (report.queued > 0) wakeOutbox()
      if (report.queued + report.skipped + report.finished > 0) log.info('newsletters dispatched', { ...report })
    } while (state.again)
  } catch (error) {
    log.warn('newsletter dispatch failed; trying again at the next round', { error })
  } finally {
    state.running = false
  }
}

/** Starts the timer (on the main thread, where the database is); a second call does nothing. */
export function startNewsletterDispatcher(): void {
  if (state.started || !isMainThread) return
  state.started = true
  setImmediate(() => void round())
  // Never keeps the process alive on its own.
  setInterval(() => void round(), appConfig.newsletters.dispatchIntervalMs).unref()
}

/** After a newsletter was sent: dispatch now rather than at the next tick. A no-op without the timer. */
export function wakeNewsletterDispatcher(): void {
  if (state.started) setImmediate(() => void round())
}
