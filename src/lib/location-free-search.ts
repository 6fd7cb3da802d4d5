import type { SearchMiddleware } from '@tanstack/react-router'

/**
 * Search middlewares that build a link from the link's own search alone, never from the page it
 * is on (`stripSearchParams(defaults)` drops the defaults from what the link gives). The server
 * keeps the locations of links to routes whose middlewares are all such (./static-locations.ts);
 * `retainSearchParams`, which copies the current page's values, must never be marked.
 */
const locationFree = new WeakSet<object>()

export function independentOfPage<Search>(middleware: SearchMiddleware<Search>): SearchMiddleware<Search> {
  locationFree.add(middleware)
  return middleware
}

export const isIndependentOfPage = (middleware: unknown): boolean => typeof middleware === 'function' && locationFree.has(middleware)
