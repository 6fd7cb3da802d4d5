import { useSyncExternalStore } from 'react'
import { maxComparedCars } from '../../contract/values'
import { createFavoritesStore, type FavoriteIds, type FavoritesStore } from '../favorites/favorites-store'

/**
 * The cars the visitor is putting side by side (issue 40): kept in the browser exactly as the
 * favourites are (the same store, under its own key), so every tab sees the same list and a
 * change in one reaches the others through `storage` events. The comparison page itself reads
 * the URL, never this list: the link is the comparison.
 */
const STORAGE_KEY = 'compare-cars'

let browserStore: FavoritesStore | undefined

/** The browser's list; created on first use so that importing this on the server is harmless. */
export function compareStore(): FavoritesStore {
  browserStore ??= createFavoritesStore({
    storage: () => window.localStorage,
    events: window,
    key: STORAGE_KEY,
    maxItems: maxComparedCars,
  })
  return browserStore
}

const subscribe = (listener: () => void) => compareStore().subscribe(listener)
const getSnapshot = () => compareStore().getSnapshot()
/** The server cannot know the list, and the first browser render must match its HTML. */
const getServerSnapshot = () => null

/** The ids to compare, newest first, or `null` until the browser's list has been read. */
export function useCompareIds(): FavoriteIds | null {
  return useSyncExternalStore<FavoriteIds | null>(subscribe, getSnapshot, getServerSnapshot)
}

/** The comparison's column order: the first car added on the start side, as a reader adds them. */
export function comparedInOrder(ids: FavoriteIds): number[] {
  return [...ids].reverse()
}
