/**
 * An address's query as the app's router reads it (src/router.tsx): the router's own parser (JSON
 * where a value looks like JSON, a repeated name as a list), campaign tags dropped. The page
 * cache's key (./page-search.ts) and saved market searches (./market-search.ts) read queries with
 * it too, so each reads a query exactly as the page does.
 */
import { defaultParseSearch } from '@tanstack/react-router'
import { withoutTrackingParameters } from './tracking-parameters'

export function parseRouterSearch(searchText: string): Record<string, unknown> {
  return withoutTrackingParameters(defaultParseSearch(searchText))
}
