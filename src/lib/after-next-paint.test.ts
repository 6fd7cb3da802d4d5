import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-next-paint'

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('waits for the next animation frame, then for a task after it (after the paint)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    let done = false
    void afterNextPaint().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(10)
    expect(done, 'settled before any frame').toBe(false)
    expect(frames).toHaveLength(1)
    frames[0]!()
    await Promise.resolve()
    expect(done, 'settled inside the frame, before its paint').toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })
})
