/**
 * Ends reservations whose time is up (decision 0101): every `dispatchIntervalMs`, holds that ran
 * out are expired (their deposits go to the outbox to be refunded, their cars back to available)
 * and reservations not paid within the payment window are let go. Safe in every process on one
 * database (each reservation is ended in its own transaction, rows another process holds are
 * skipped). Nothing it does can fail a request; a failed round is logged and tried again.
 */
import { isMainThread } from 'node:worker_threads'
import { appConfig } from '../../app.config'
import { expireReservations } from '../domain/reservations'
import { getDb } from '../server/db/client.server'
import { onStop } from '../server/lifecycle'
import { log } from '../server/log'
import { wakeOutbox } from '../server/outbox/outbox-worker.server'

let timer: ReturnType<typeof setInterval> | null = null
let running: Promise<void> | null = null

async function round(): Promise<void> {
  try {
    const ended = await expireReservations(await getDb())
    if (ended > 0) {
      wakeOutbox()
      log.info('reservations ended', { ended })
    }
  } catch (error) {
    log.warn('reservation expiry failed; trying again at the next round', { error })
  }
}

/** Starts the timer (on the main thread, where the database is); a second call does nothing. */
export function startReservationDispatcher(): void {
  if (timer || !isMainThread) return
  const tick = () => {
    running ??= round().finally(() => {
      running = null
    })
  }
  setImmediate(tick)
  // Never keeps the process alive on its own.
  timer = setInterval(tick, appConfig.reservations.dispatchIntervalMs)
  timer.unref()
  onStop('reservation dispatcher', async () => {
    if (timer) clearInterval(timer)
    timer = null
    await running
  })
}
