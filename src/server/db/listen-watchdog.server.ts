/**
 * A PostgreSQL LISTEN that proves it is alive, and is made anew when it is not
 * (docs/decisions/0052-news-publishing.md).
 *
 * postgres.js listens again when its listening connection closes, but it cannot tell a connection
 * that went silent without closing (a failover, a lost NAT or firewall entry: nothing is heard
 * again until the process restarts), and while the database is away it backs off up to 20 s
 * between attempts (or, when the server refuses at startup, retries without pause). So every
 * `heartbeatMs` the watchdog sends, through the pool, a NOTIFY on the same channel carrying a token
 * of its own; when the previous token has not come back by the next beat, it ends that
 * subscription's client and subscribes again on a new dedicated one. The new subscription's
 * `onListen` fires, as after any lost connection (the content relay then says that anything may
 * have changed, which also covers the moments with no subscription).
 *
 * - Heartbeat payloads (this process's and every other's) never reach `onNotify`.
 * - One beat or attempt at a time; an attempt that fails ends its client and the next beat tries again.
 * - The timer does not keep the process alive; the returned stop clears it and ends the client.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { randomUUID } from 'node:crypto'
import { log } from '../log.ts'

/** Every heartbeat payload starts with this; no other payload on a watched channel may. */
export const heartbeatPrefix = 'listen-heartbeat:'

/** How often a listening subscription proves it still hears its channel, unless told otherwise. */
export const defaultListenHeartbeatMs = 5_000

/** A subscription on a connection of its own. */
export type DedicatedSubscription = { end(): Promise<void> }

export type WatchdogParts = {
  /**
   * Listens on the channel on a new dedicated connection, calling `onPayload` for every
   * notification and `onListen` each time it is in place. Rejects, its connection ended, when it
   * cannot listen.
   */
  subscribe(onPayload: (payload: string) => void, onListen: () => void): Promise<DedicatedSubscription>
  /** Sends `payload` on the channel through another connection (the pool). */
  notify(payload: string): Promise<void>
  heartbeatMs: number
  /** For the logs. */
  channel: string
}

export function isHeartbeat(payload: string): boolean {
  return payload.startsWith(heartbeatPrefix)
}

/** Subscribes (rejecting like `subscribe` when the first attempt fails) and resolves to the stop function. */
export async function listenWithWatchdog(
  parts: WatchdogParts,
  onNotify: (payload: string) => void,
  onListen?: () => void,
): Promise<() => Promise<void>> {
  const subscriptionId = randomUUID()
  let beats = 0
  /** The last heartbeat sent and not yet heard; null once heard. */
  let awaiting: string | null = null
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined

  const onPayload = (payload: string) => {
    if (stopped) return
    if (isHeartbeat(payload)) {
      if (payload === awaiting) awaiting = null
      return
    }
    onNotify(payload)
  }
  const listened = () => {
    if (!stopped) onListen?.()
  }

  /** Null after the lost subscription was ended and no new one could be made yet. */
  let current: DedicatedSubscription | null = await parts.subscribe(onPayload, listened)
  let failing = false

  async function beat(): Promise<void> {
    if (awaiting !== null) {
      // The last heartbeat never came back: this subscription hears nothing any more. It is ended
      // first, which also stops postgres.js's own attempts on it (while the database refuses
      // connections it retries without pause); any gap is covered by the new one's `onListen`.
      const lost = current
      current = null
      await lost?.end().catch(() => undefined)
      try {
        current = await parts.subscribe(onPayload, listened)
      } catch (error) {
        if (!failing) log.warn('listening again failed; retrying at every heartbeat', { channel: parts.channel, error })
        failing = true
        return
      }
      failing = false
      awaiting = null
      if (stopped) return
      log.info('listening again after the subscription stopped hearing its channel', { channel: parts.channel })
    }
    const token = `${heartbeatPrefix}${subscriptionId}:${++beats}`
    awaiting = token
    // A heartbeat that cannot be sent is one that does not come back.
    await parts.notify(token).catch(() => undefined)
  }

  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      running = beat().finally(() => {
        running = undefined
        schedule()
      })
    }, parts.heartbeatMs)
    timer.unref()
  }
  schedule()

  return async () => {
    if (stopped) return
    stopped = true
    clearTimeout(timer)
    // A beat under way finishes first (its new subscription, if any, becomes `current`).
    await running
    await current?.end()
  }
}
