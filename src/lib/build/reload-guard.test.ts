import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createReloadGuard } from './reload-guard'

class MemoryStorage {
  data = new Map<string, string>()
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.data.set(key, value)
  }
}

describe('reload guard', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  const windowMs = 10_000

  it('lets a path reload once, then not again until the window has passed', () => {
    const storage = new MemoryStorage()
    const shared = createReloadGuard({ storage: () => storage, windowMs })
    expect(shared.claim('/en/market')).toBe(true)
    vi.advanceTimersByTime(1)
    expect(shared.claim('/en/market')).toBe(false)
    vi.advanceTimersByTime(windowMs - 2)
    expect(shared.claim('/en/market')).toBe(false)
    vi.advanceTimersByTime(1)
    expect(shared.claim('/en/market')).toBe(true)
  })

  it('survives the reload itself: a new guard on the same storage remembers', () => {
    const storage = new MemoryStorage()
    expect(createReloadGuard({ storage: () => storage, windowMs }).claim('/cars?page=2')).toBe(true)
    vi.advanceTimersByTime(3_000)
    expect(createReloadGuard({ storage: () => storage, windowMs }).claim('/cars?page=2')).toBe(false)
  })

  it('counts paths, not reloads: another path may reload at once', () => {
    const storage = new MemoryStorage()
    const guard = createReloadGuard({ storage: () => storage, windowMs })
    expect(guard.claim('/en')).toBe(true)
    expect(guard.claim('/en/market')).toBe(true)
    expect(guard.claim('/en/market?brand=2')).toBe(true)
  })

  it('ignores a record from the future (a clock moved back) and garbage', () => {
    const storage = new MemoryStorage()
    storage.setItem('reload-guard', JSON.stringify({ path: '/en', at: Date.now() + 60_000 }))
    const guard = createReloadGuard({ storage: () => storage, windowMs })
    expect(guard.claim('/en')).toBe(true)
    storage.setItem('reload-guard', '{not json')
    expect(guard.claim('/en')).toBe(true)
  })

  it('refuses to reload when it cannot remember having done so', () => {
    expect(createReloadGuard({ storage: () => null, windowMs }).claim('/en')).toBe(false)
    const broken = new MemoryStorage()
    broken.setItem = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    expect(createReloadGuard({ storage: () => broken, windowMs }).claim('/en')).toBe(false)
    const throwing = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    expect(createReloadGuard({ storage: throwing, windowMs }).claim('/en')).toBe(false)
  })
})
