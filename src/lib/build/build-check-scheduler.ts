/**
 * When to ask the server for the latest build: every interval while the page is open (spec
 * section 4: every hour), and at once when the tab comes back after being hidden for longer than
 * that, since browsers slow down or stop timers in background tabs.
 */
export type BuildCheckScheduler = {
  start: () => void
  stop: () => void
  /** Feed `document.visibilityState === 'hidden'` on every visibilitychange. */
  visibilityChanged: (hidden: boolean) => void
}

/** `done` ends the checks (a newer build was found: nothing more to learn). */
export type CheckOutcome = 'done' | 'continue'

export function createBuildCheckScheduler({
  intervalMs,
  check,
  now = Date.now,
}: {
  intervalMs: number
  check: () => Promise<CheckOutcome>
  now?: () => number
}): BuildCheckScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let stopped = true
  let hiddenSince: number | null = null

  const schedule = () => {
    clearTimeout(timer)
    timer = stopped ? undefined : setTimeout(() => void run(), intervalMs)
  }

  const run = async () => {
    if (running || stopped) return
    running = true
    clearTimeout(timer)
    let outcome: CheckOutcome = 'continue'
    try {
      outcome = await check()
    } catch {
      // Offline or a failed request: try again at the next interval.
    } finally {
      running = false
    }
    if (outcome === 'done') stopped = true
    schedule()
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      schedule()
    },
    stop() {
      stopped = true
      clearTimeout(timer)
      timer = undefined
    },
    visibilityChanged(hidden) {
      if (hidden) {
        hiddenSince ??= now()
        return
      }
      const hiddenFor = hiddenSince === null ? 0 : now() - hiddenSince
      hiddenSince = null
      if (hiddenFor > intervalMs) void run()
    },
  }
}
