/**
 * Which searches show the market's first N pages (docs/decisions/0038-market-pages-in-one-search.md).
 *
 * A URL with `page=N` shows the first N pages. Fetched page by page, one page view would cost N
 * dealer-API searches; instead a page nobody has loaded yet is fetched as one search of the
 * first N × pageSize cars. "Show more" in the browser still fetches only the page it adds: the
 * slices already in the query cache are reused and the new page is the one search.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import { defaultCarPageSize } from '../../contract/values'
import { carSearchQuery } from './cars.queries'
import { toApiSearch, type MarketSearch, type ResultSlice } from '../../lib/market-search'

const firstPages = (count: number): ResultSlice => ({ page: 1, pageSize: count * defaultCarPageSize })
const onePage = (page: number): ResultSlice => ({ page, pageSize: defaultCarPageSize })

/**
 * The slices that together are the first `page` pages, in order. Reuses a run of slices the cache
 * already holds (one search of the first s pages, then single pages s+1…) when at most the last
 * page is missing from it; otherwise one search of all `page` pages. Either way showing a URL
 * costs at most one search.
 */
export function marketSlices(page: number, isLoaded: (slice: ResultSlice) => boolean): ResultSlice[] {
  for (let head = page; head >= 1; head--) {
    if (!isLoaded(firstPages(head))) continue
    const rest = Array.from({ length: page - head }, (_, index) => onePage(head + 1 + index))
    if (rest.slice(0, -1).every(isLoaded)) return [firstPages(head), ...rest]
  }
  return [firstPages(page)]
}

/** The queries of the market's results for `search`, in display order. */
export function marketResultQueries(queryClient: QueryClient, locale: Locale, search: MarketSearch) {
  const query = (slice: ResultSlice) => carSearchQuery(locale, toApiSearch(search, slice))
  // Answered or under way: a search in flight (the loader's, or a double click) is not asked twice.
  const isLoaded = (slice: ResultSlice) => {
    const state = queryClient.getQueryState(query(slice).queryKey)
    return state !== undefined && (state.data !== undefined || state.fetchStatus === 'fetching')
  }
  return marketSlices(search.page, isLoaded).map(query)
}

/** The route loader's part: have every slice of the URL's pages in the cache. */
export async function loadMarketResults(queryClient: QueryClient, locale: Locale, search: MarketSearch): Promise<void> {
  await Promise.all(marketResultQueries(queryClient, locale, search).map((query) => queryClient.ensureQueryData(query)))
}
