/**
 * Keeps full page reloads from looping: the same path is reloaded at most once per window
 * (spec section 4: not again within 10 seconds), remembered in sessionStorage so the page that
 * the reload brings up knows about it.
 */
export type ReloadGuard = {
  /** True when `path` may be reloaded now, and records that it is; false inside the window. */
  claim: (path: string) => boolean
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export function createReloadGuard({
  storage,
  windowMs,
  key = 'reload-guard',
  now = Date.now,
}: {
  storage: () => StorageLike | null
  windowMs: number
  key?: string
  now?: () => number
}): ReloadGuard {
  return {
    claim(path) {
      try {
        const store = storage()
        // Without somewhere to remember the reload there is no way to stop a loop: refuse.
        if (!store) return false
        const last = parseRecord(store.getItem(key))
        const at = now()
        if (last && last.path === path && at >= last.at && at - last.at < windowMs) return false
        store.setItem(key, JSON.stringify({ path, at }))
        return true
      } catch {
        return false
      }
    },
  }
}

function parseRecord(raw: string | null): { path: string; at: number } | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as { path?: unknown; at?: unknown }
    return typeof value.path === 'string' && typeof value.at === 'number' ? { path: value.path, at: value.at } : null
  } catch {
    return null
  }
}
