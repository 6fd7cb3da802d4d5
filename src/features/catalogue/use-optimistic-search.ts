import { useRef, useState } from 'react'
import type { MarketSearch } from '../../lib/market-search'
import { afterNextPaint } from '../../lib/after-next-paint'

/**
 * The market's filters as the visitor just set them, before the URL (and the search behind it)
 * catches up: a ticked box shows ticked at once instead of after the search answers, and
 * `pending` says a search is running. Every change starts again from the first page. When several
 * changes overlap, only the last one's arrival ends the pending state. The navigation starts after
 * the ticked box is painted: started in the same task, its synchronous work (every match's search
 * and head) would delay that paint by hundreds of milliseconds on a phone (issue 13).
 */
export function useOptimisticSearch(search: MarketSearch, go: (next: MarketSearch) => Promise<void>) {
  const [optimistic, setOptimistic] = useState<MarketSearch | null>(null)
  const latest = useRef(0)
  const shown = optimistic ?? search
  const change = async (update: Partial<MarketSearch>) => {
    const next: MarketSearch = { ...shown, ...update, page: 1 }
    const ticket = ++latest.current
    setOptimistic(next)
    try {
      await afterNextPaint()
      await go(next)
    } finally {
      if (latest.current === ticket) setOptimistic(null)
    }
  }
  return { shown, pending: optimistic !== null, change }
}
