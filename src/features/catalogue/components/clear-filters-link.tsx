import type { ReactNode } from 'react'
import { LinkButton } from '../../../components/ui/link-button'
import type { ButtonStyle } from '../../../components/ui/button-styles'
import { useLocaleParam } from '../../../lib/i18n/use-locale'

/**
 * "Clear all filters": a link to the market without filters, so it works before the page's
 * scripts have arrived (decision 0068). Once they have, `onClear` clears them in place instead
 * (the chosen filters' optimistic change, painted before the URL follows).
 */
export function ClearFiltersLink({ onClear, children, ...style }: ButtonStyle & { onClear: () => void; children: ReactNode }) {
  const localeParam = useLocaleParam()
  return (
    <LinkButton
      to="/{-$locale}/market"
      params={{ locale: localeParam }}
      onClick={(event) => {
        // A click with a modifier opens the cleared market elsewhere (a new tab), as a link does.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        onClear()
      }}
      {...style}
    >
      {children}
    </LinkButton>
  )
}
