import { useSyncExternalStore } from 'react'
import { appConfig } from '../../../app.config'
import { createFavoritesStore, type FavoriteIds, type FavoritesStore } from './favorites-store'

const STORAGE_KEY = 'favorite-cars'

let browserStore: FavoritesStore | undefined

/** The browser's favourites; created on first use so that importing this on the server is harmless. */
export function favoritesStore(): FavoritesStore {
  browserStore ??= createFavoritesStore({
    storage: () => window.localStorage,
    events: window,
    key: STORAGE_KEY,
    maxItems: appConfig.favorites.maxItems,
  })
  return browserStore
}

const subscribe = (listener: () => void) => favoritesStore().subscribe(listener)
const getSnapshot = () => favoritesStore().getSnapshot()
/** The server cannot know the list, and the first browser render must match its HTML. */
const getServerSnapshot = () => null

/** The saved car ids, newest first, or `null` until the browser's list has been read. */
export function useFavoriteIds(): FavoriteIds | null {
  return useSyncExternalStore<FavoriteIds | null>(subscribe, getSnapshot, getServerSnapshot)
}
