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
import { onStop } from '../server/lifecycle'
import { log } from '../server/log'
import { wakeOutbox } from '../server/outbox/outbox-worker.server'

// On globalThis so a second copy of this module in the process wakes the dispatcher that runs.
const stateKey = Symbol.for('dealer-storefront.newsletter-dispatcher')
type DispatcherState = {
  started: boolean
  again: boolean
  /** The round in progress, awaited by a stop. */
  running: Promise<void> | null
  timer: ReturnType<typeof setInterval> | null
}
const globalState = globalThis as typeof globalThis & { [stateKey]?: DispatcherState }
const state = (globalState[stateKey] ??= { started: false, again: false, running: null, timer: null })

async function dispatchUntilIdle(): Promise<void> {
  try {
    do {
      state.again = false
      const report = await dispatchNewsletters(await getDb())
      if (report.queued > 0) wakeOutbox()
      if (report.queued + report.skipped + report.finished + report.released > 0) log.info('newsletters dispatched', { ...report })
    } while (state.again && state.started)
  } catch (error) {
    log.warn('newsletter dispatch failed; trying again at the next round', { error })
  }
}

function round(): void {
  if (!state.started) return
  if (state.running) {
    state.again = true
    return
  }
  state.running = dispatchUntilIdle().finally(() => {
    state.running = null
  })
}

/** Starts the timer (on the main thread, where the database is); a second call does nothing. */
export function startNewsletterDispatcher(): void {
  if (state.started || !isMainThread) return
  state.started = true
  setImmediate(round)
  // Never keeps the process alive on its own.
  state.timer = setInterval(round, appConfig.newsletters.dispatchIntervalMs)
  state.timer.unref()
  onStop('newsletter dispatcher', stopNewsletterDispatcher)
}

/** Ends the timer and waits for the round in progress; no round starts after it. */
export async function stopNewsletterDispatcher(): Promise<void> {
  state.started = false
  if (state.timer) clearInterval(state.timer)
  state.timer = null
  await state.running
}

/** After a newsletter was sent: dispatch now rather than at the next tick. A no-op without the timer. */
export function wakeNewsletterDispatcher(): void {
  if (state.started) setImmediate(round)
}
