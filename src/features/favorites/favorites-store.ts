/**
 * The visitor's saved cars: ids in the browser's localStorage (no account), newest first, shared
 * by every tab of the site. Framework-free so it can be tested without a browser; the React side
 * is in use-favorites.ts.
 */

export type FavoriteIds = readonly number[]
export type AddResult = 'added' | 'already-saved' | 'full' | 'unavailable'
export type RemoveResult = 'removed' | 'not-saved' | 'unavailable'

export type FavoritesStore = {
  /** Notified on changes from this tab and, through `storage` events, from the others. */
  subscribe: (listener: () => void) => () => void
  /** The saved ids; the same array until they change, as `useSyncExternalStore` needs. */
  getSnapshot: () => FavoriteIds
  add: (id: number) => AddResult
  remove: (id: number) => RemoveResult
  /** Drops cars the dealer no longer lists. */
  removeMany: (ids: readonly number[]) => void
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export type FavoritesStoreOptions = {
  /** Returns the storage, or null when the browser refuses access (privacy settings, sandboxing). */
  storage: () => StorageLike | null
  /** Where other tabs' `storage` events arrive (the window). */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  key: string
  maxItems: number
}

const EMPTY: FavoriteIds = Object.freeze([])

/** Whatever is stored is untrusted: keep positive integer ids, once each, at most `maxItems`. */
export function parseFavoriteIds(raw: string | null, maxItems: number): FavoriteIds {
  if (!raw) return EMPTY
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return EMPTY
  }
  if (!Array.isArray(value)) return EMPTY
  const ids = value.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0)
  return Object.freeze([...new Set(ids)].slice(0, maxItems))
}

export function createFavoritesStore({ storage, events, key, maxItems }: FavoritesStoreOptions): FavoritesStore {
  const listeners = new Set<() => void>()
  let cachedRaw: string | null | undefined
  let cachedIds: FavoriteIds = EMPTY

  const read = (): string | null => {
    try {
      return storage()?.getItem(key) ?? null
    } catch {
      return null
    }
  }

  const getSnapshot = (): FavoriteIds => {
    const raw = read()
    if (raw !== cachedRaw) {
      cachedRaw = raw
      cachedIds = parseFavoriteIds(raw, maxItems)
    }
    return cachedIds
  }

  const notify = () => listeners.forEach((listener) => listener())

  const write = (ids: FavoriteIds): boolean => {
    try {
      const target = storage()
      if (!target) return false
      target.setItem(key, JSON.stringify(ids))
    } catch {
      // Quota exceeded or storage blocked: the list stays as it was.
      return false
    }
    notify()
    return true
  }

  const onStorage = (event: Event) => {
    const changedKey = (event as StorageEvent).key
    // A null key means another tab cleared the whole storage.
    if (changedKey === key || changedKey === null) notify()
  }

  return {
    subscribe(listener) {
      if (listeners.size === 0) events.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) events.removeEventListener('storage', onStorage)
      }
    },
    getSnapshot,
    add(id) {
      const current = getSnapshot()
      if (current.includes(id)) return 'already-saved'
      if (current.length >= maxItems) return 'full'
      return write([id, ...current]) ? 'added' : 'unavailable'
    },
    remove(id) {
      const current = getSnapshot()
      if (!current.includes(id)) return 'not-saved'
      return write(current.filter((saved) => saved !== id)) ? 'removed' : 'unavailable'
    },
    removeMany(ids) {
      const current = getSnapshot()
      const next = current.filter((saved) => !ids.includes(saved))
      if (next.length !== current.length) write(next)
    },
  }
}
