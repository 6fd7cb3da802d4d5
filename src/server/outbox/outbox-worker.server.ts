/**
 * The outbox worker of this process: delivers due messages every `pollIntervalMs`, at once when
 * `wakeOutbox()` says a transaction just committed some, and keeps going while full batches come
 * back. Safe to run in every process on the same database (claims never overlap, see
 * deliver-outbox.server.ts). Nothing it does can fail a request: wakeOutbox() only schedules work,
 * and a failed round is logged and tried again on the next tick. Its timer does not keep the
 * process alive, so a shutdown never waits for it; `stopOutboxWorker()` ends it cleanly.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { appConfig } from '../../../app.config.ts'
import { getDb } from '../db/client.server.ts'
import type { Db } from '../db/types.ts'
import { onStop } from '../lifecycle.ts'
import { log } from '../log.ts'
import { deliverDueMessages, purgeDeliveredMessages } from './deliver-outbox.server.ts'
import type { OutboxTransports } from './delivery.ts'
import { defaultOutboxTransports } from './transports.server.ts'

export type OutboxWorkerOptions = {
  /** The shared database unless given. */
  db?: Db
  intervalMs?: number
  batch?: number
  /** Added to (or replacing) the webhook and mail transports, e.g. `{ sms }`. */
  transports?: OutboxTransports
}

export type OutboxWorker = {
  /** Looks for due messages now rather than at the next tick. */
  wake(): void
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>
}

const purgeIntervalMs = 60 * 60 * 1000

// On globalThis so a second copy of this module (the dev server's reloads, or the server script
// and the built app in one process) wakes and stops the same worker instead of starting another.
const stateKey = Symbol.for('dealer-storefront.outbox-worker')
const globalState = globalThis as typeof globalThis & { [stateKey]?: { worker: OutboxWorker | null } }
const state = (globalState[stateKey] ??= { worker: null })

/** Starts this process's worker, or answers the one already running. */
export function startOutboxWorker(options: OutboxWorkerOptions = {}): OutboxWorker {
  if (!state.worker) {
    state.worker = createOutboxWorker(options)
    const worker = state.worker
    // A shutdown stops it with the process's other background work (src/server/lifecycle.ts).
    onStop('outbox worker', async () => {
      if (state.worker === worker) await stopOutboxWorker()
    })
  }
  return state.worker
}

/** Call after committing a transaction that enqueued messages; a no-op without a worker. */
export function wakeOutbox(): void {
  state.worker?.wake()
}

export async function stopOutboxWorker(): Promise<void> {
  const worker = state.worker
  state.worker = null
  await worker?.stop()
}

function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const intervalMs = options.intervalMs ?? appConfig.outbox.pollIntervalMs
  const batch = options.batch ?? appConfig.outbox.batchSize
  const transports = { ...defaultOutboxTransports(), ...options.transports }
  let timer: ReturnType<typeof setTimeout> | undefined
  let round: Promise<void> | null = null
  let wokenDuringRound = false
  let stopped = false
  let purgedAt = 0

  async function deliverUntilIdle(): Promise<void> {
    do {
      wokenDuringRound = false
      let report
      do report = await deliverDueMessages({ db: options.db, batch, transports })
      while (!stopped && report.claimed === batch)
    } while (!stopped && wokenDuringRound)
    if (Date.now() - purgedAt >= purgeIntervalMs) {
      purgedAt = Date.now()
      const purged = await purgeDeliveredMessages(options.db ?? (await getDb()))
      if (purged > 0) log.info('outbox purged delivered messages past their retention', { purged })
    }
  }

  function tick(): void {
    if (stopped) return
    if (round) {
      wokenDuringRound = true
      return
    }
    clearTimeout(timer)
    round = deliverUntilIdle()
      .catch((error: unknown) => log.warn('outbox round failed; trying again at the next tick', { error }))
      .finally(() => {
        round = null
        // A wake that came while the round was finishing (its purge, or after its last look)
        // found nothing to deliver yet: it is answered now, not at the next tick.
        if (wokenDuringRound) setImmediate(tick)
        else schedule()
      })
  }

  function schedule(): void {
    if (stopped) return
    timer = setTimeout(tick, intervalMs)
    timer.unref()
  }

  log.info('outbox worker started', { intervalMs, channels: Object.keys(transports) })
  setImmediate(tick)
  return {
    wake() {
      setImmediate(tick)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await round
    },
  }
}
