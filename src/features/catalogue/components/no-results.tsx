import { useLingui } from '@lingui/react/macro'
import { MarketLink } from './market-link'

/** The spec's empty search: say so, advise widening the criteria, offer a one-click reset. */
export function NoResults({ onReset }: { onReset: () => void }) {
  const { t } = useLingui()
  return (
    <div role="status" className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
      <h2 className="text-xl font-bold text-ink">
        {t({ message: 'No search results', comment: 'Market page: heading when no car matches the filters' })}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-ink-soft">{t`Try widening your search: remove a filter, choose another brand or raise the price range.`}</p>
      <MarketLink onActivate={onReset} className="mt-6">
        {t({ message: 'Clear all filters', comment: 'Market page: link that removes every filter chosen' })}
      </MarketLink>
    </div>
  )
}
