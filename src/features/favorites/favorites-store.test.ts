import { describe, expect, it, vi } from 'vitest'
import { appConfig } from '../../../app.config'
import { maxCarIdsPerLookup } from '../../contract/catalogue'
import { createFavoritesStore, parseFavoriteIds } from './favorites-store'

class MemoryStorage {
  data = new Map<string, string>()
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.data.set(key, value)
  }
}

function setup({ maxItems = 3, storage = new MemoryStorage() as MemoryStorage | null } = {}) {
  const events = new EventTarget()
  const store = createFavoritesStore({ storage: () => storage, events, key: 'favorites', maxItems })
  return { store, storage, events }
}

function storageEvent(key: string | null) {
  return Object.assign(new Event('storage'), { key })
}

describe('parseFavoriteIds', () => {
  it('keeps positive integer ids once each and ignores anything else', () => {
    expect(parseFavoriteIds('[3, 1, 3, -2, 0, 1.5, "4", null, 9007199254740993]', 10)).toEqual([3, 1])
    expect(parseFavoriteIds('{"ids":[1]}', 10)).toEqual([])
    expect(parseFavoriteIds('not json', 10)).toEqual([])
    expect(parseFavoriteIds(null, 10)).toEqual([])
    expect(parseFavoriteIds('[1,2,3,4]', 2)).toEqual([1, 2])
  })
})

describe('favorites store', () => {
  it('never holds more cars than the wishlist can look up at once', () => {
    expect(appConfig.favorites.maxItems).toBeLessThanOrEqual(maxCarIdsPerLookup)
  })

  it('adds newest first, removes, and keeps the snapshot stable between changes', () => {
    const { store, storage } = setup()
    const empty = store.getSnapshot()
    expect(empty).toEqual([])
    expect(store.getSnapshot()).toBe(empty)

    expect(store.add(7)).toBe('added')
    expect(store.add(9)).toBe('added')
    expect(store.add(7)).toBe('already-saved')
    const saved = store.getSnapshot()
    expect(saved).toEqual([9, 7])
    expect(store.getSnapshot()).toBe(saved)
    expect(storage?.getItem('favorites')).toBe('[9,7]')

    expect(store.remove(7)).toBe('removed')
    expect(store.remove(7)).toBe('not-saved')
    expect(store.getSnapshot()).toEqual([9])
  })

  it('refuses to grow past the limit', () => {
    const { store } = setup({ maxItems: 2 })
    store.add(1)
    store.add(2)
    expect(store.add(3)).toBe('full')
    expect(store.getSnapshot()).toEqual([2, 1])
  })

  it('drops several ids at once, writing only when something changed', () => {
    const { store, storage } = setup()
    store.add(1)
    store.add(2)
    store.add(3)
    const setItem = vi.spyOn(storage as MemoryStorage, 'setItem')
    store.removeMany([5])
    expect(setItem).not.toHaveBeenCalled()
    store.removeMany([1, 3])
    expect(store.getSnapshot()).toEqual([2])
  })

  it('tells subscribers about changes in this tab and in other tabs', () => {
    const { store, storage, events } = setup()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)

    store.add(4)
    expect(listener).toHaveBeenCalledTimes(1)

    // Another tab writes the same key: this tab only learns through the storage event.
    storage?.setItem('favorites', '[8,4]')
    events.dispatchEvent(storageEvent('favorites'))
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot()).toEqual([8, 4])

    events.dispatchEvent(storageEvent('locale'))
    expect(listener).toHaveBeenCalledTimes(2)
    events.dispatchEvent(storageEvent(null))
    expect(listener).toHaveBeenCalledTimes(3)

    unsubscribe()
    events.dispatchEvent(storageEvent('favorites'))
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('reports storage it cannot use instead of pretending to save', () => {
    const blocked = setup({ storage: null })
    expect(blocked.store.getSnapshot()).toEqual([])
    expect(blocked.store.add(1)).toBe('unavailable')

    const full = new MemoryStorage()
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError')
    }
    const { store } = setup({ storage: full })
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.add(1)).toBe('unavailable')
    expect(listener).not.toHaveBeenCalled()
    expect(store.getSnapshot()).toEqual([])
  })
})
