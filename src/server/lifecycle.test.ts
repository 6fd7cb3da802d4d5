import { afterEach, describe, expect, it } from 'vitest'
import { isDraining, onStop, resetLifecycleForTests, startDraining, stopBackgroundTasks } from './lifecycle'

afterEach(resetLifecycleForTests)

describe('stopping the background work of a process on shutdown', () => {
  it('stops every registered task at once and waits for each round in progress', async () => {
    const events: string[] = []
    const slowRound = (name: string, ms: number) => async () => {
      events.push(`${name} stopping`)
      await new Promise((resolve) => setTimeout(resolve, ms))
      events.push(`${name} stopped`)
    }
    onStop('outbox worker', slowRound('outbox', 30))
    onStop('newsletter dispatcher', slowRound('newsletters', 10))
    expect(await stopBackgroundTasks()).toEqual([])
    // Both began before either ended: one slow task does not hold up the start of the others.
    expect(events.slice(0, 2).sort()).toEqual(['newsletters stopping', 'outbox stopping'])
    expect(events).toContain('outbox stopped')
    expect(events).toContain('newsletters stopped')
  })

  it('names a task that failed to stop, and still stops the others', async () => {
    let stopped = false
    const failure = new Error('connection lost')
    onStop('housekeeping', () => Promise.reject(failure))
    onStop('outbox worker', async () => {
      stopped = true
    })
    expect(await stopBackgroundTasks()).toEqual([{ name: 'housekeeping', error: failure }])
    expect(stopped).toBe(true)
  })

  it('runs each task once: a second shutdown finds nothing left, and an unregistered task is never run', async () => {
    let runs = 0
    onStop('outbox worker', async () => {
      runs += 1
    })
    const unregister = onStop('newsletter dispatcher', () => Promise.reject(new Error('must not run')))
    unregister()
    expect(await stopBackgroundTasks()).toEqual([])
    expect(await stopBackgroundTasks()).toEqual([])
    expect(runs).toBe(1)
  })

  it('drains only when told', () => {
    expect(isDraining()).toBe(false)
    startDraining()
    expect(isDraining()).toBe(true)
  })
})
