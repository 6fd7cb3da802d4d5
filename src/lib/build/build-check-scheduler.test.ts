import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBuildCheckScheduler, type CheckOutcome } from './build-check-scheduler'

const HOUR = 3_600_000

describe('build check scheduler', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function setup(outcomes: Array<CheckOutcome | Error> = []) {
    const check = vi.fn(async (): Promise<CheckOutcome> => {
      const next = outcomes.shift() ?? 'continue'
      if (next instanceof Error) throw next
      return next
    })
    const scheduler = createBuildCheckScheduler({ intervalMs: HOUR, check })
    return { check, scheduler }
  }

  it('checks once an interval has passed, not before, and keeps going', async () => {
    const { check, scheduler } = setup()
    scheduler.start()
    await vi.advanceTimersByTimeAsync(HOUR - 1)
    expect(check).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(check).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(HOUR)
    expect(check).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(3 * HOUR)
    expect(check).toHaveBeenCalledTimes(5)
  })

  it('stops once a check finds a newer build', async () => {
    const { check, scheduler } = setup(['continue', 'done'])
    scheduler.start()
    await vi.advanceTimersByTimeAsync(5 * HOUR)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('keeps checking after a failed request', async () => {
    const { check, scheduler } = setup([new Error('offline')])
    scheduler.start()
    await vi.advanceTimersByTimeAsync(2 * HOUR)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('checks at once when the tab returns after being hidden longer than the interval', async () => {
    const { check, scheduler } = setup()
    scheduler.start()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    scheduler.visibilityChanged(true)
    // Background tabs may not run timers at all; model that by stopping time for the timers.
    vi.setSystemTime(Date.now() + HOUR + 1)
    scheduler.visibilityChanged(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(check).toHaveBeenCalledTimes(1)
    // The next regular check counts from this one.
    await vi.advanceTimersByTimeAsync(HOUR - 1)
    expect(check).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('does not check early after a short absence', async () => {
    const { check, scheduler } = setup()
    scheduler.start()
    scheduler.visibilityChanged(true)
    vi.setSystemTime(Date.now() + HOUR)
    scheduler.visibilityChanged(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(check).not.toHaveBeenCalled()
  })

  it('measures the absence from when the tab was first hidden', async () => {
    const { check, scheduler } = setup()
    scheduler.start()
    scheduler.visibilityChanged(true)
    vi.setSystemTime(Date.now() + HOUR / 2)
    scheduler.visibilityChanged(true)
    vi.setSystemTime(Date.now() + HOUR / 2 + 1)
    scheduler.visibilityChanged(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('never runs two checks at once', async () => {
    let release: (outcome: CheckOutcome) => void = () => undefined
    const check = vi.fn(() => new Promise<CheckOutcome>((resolve) => (release = resolve)))
    const scheduler = createBuildCheckScheduler({ intervalMs: HOUR, check })
    scheduler.start()
    await vi.advanceTimersByTimeAsync(HOUR)
    expect(check).toHaveBeenCalledTimes(1)
    scheduler.visibilityChanged(true)
    vi.setSystemTime(Date.now() + 2 * HOUR)
    scheduler.visibilityChanged(false)
    expect(check).toHaveBeenCalledTimes(1)
    release('continue')
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(HOUR)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('does nothing after stop', async () => {
    const { check, scheduler } = setup()
    scheduler.start()
    scheduler.stop()
    await vi.advanceTimersByTimeAsync(3 * HOUR)
    scheduler.visibilityChanged(true)
    vi.setSystemTime(Date.now() + 2 * HOUR)
    scheduler.visibilityChanged(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(check).not.toHaveBeenCalled()
  })
})
