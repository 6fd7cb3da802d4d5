import { useLingui } from '@lingui/react/macro'
import type { NewsState } from '../../../contract/news-states'
import { newsStateLabels, newsStateTone } from '../news-labels'

export function NewsStateBadge({ state }: { state: NewsState }) {
  const { i18n } = useLingui()
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-bold ${newsStateTone[state]}`}
      data-testid="news-state"
      data-state={state}
    >
      {i18n._(newsStateLabels[state])}
    </span>
  )
}
