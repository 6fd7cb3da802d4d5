import type { ReactNode } from 'react'
import { LinkButton } from '../../../components/ui/link-button'
import type { ButtonStyle } from '../../../components/ui/button-styles'
import { useLocaleParam } from '../../../lib/i18n/use-locale'
import type { MarketSearch } from '../../../lib/market-search'

/**
 * A link to the market showing `search` (without it, every filter cleared), so "Clear all filters"
 * and a chip's "remove filter" work before the page's scripts have arrived (decision 0068). Once
 * they have, `onActivate` changes the market in place instead (the filters' optimistic change,
 * painted before the URL follows).
 */
export function MarketLink({
  search,
  onActivate,
  children,
  ...rest
}: ButtonStyle & {
  search?: MarketSearch
  onActivate: () => void
  children: ReactNode
  'data-chip'?: string
}) {
  const localeParam = useLocaleParam()
  return (
    <LinkButton
      to="/{-$locale}/market"
      params={{ locale: localeParam }}
      {...(search ? { search } : {})}
      onClick={(event) => {
        // A click with a modifier opens that market elsewhere (a new tab), as a link does.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        onActivate()
      }}
      {...rest}
    >
      {children}
    </LinkButton>
  )
}
