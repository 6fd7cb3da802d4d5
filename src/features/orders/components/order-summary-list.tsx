import { useLingui } from '@lingui/react/macro'
import type { OrderSummary } from '../../../contract/orders'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { purchaseTypeLabels } from '../order-status-labels'
import { OrderChoiceItems, SummaryItem } from './order-choice-items'

/** What was ordered, on the success screen (decision 0084): car, colour, payment and plan or offer, city. */
export function OrderSummaryList({ summary }: { summary: OrderSummary }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  return (
    <dl className="grid gap-4 sm:grid-cols-2" data-testid="order-summary">
      <SummaryItem label={t({ message: 'Car', comment: 'Order summary: the ordered car' })} value={summary.car[locale]} />
      {summary.quantity !== null ? (
        <SummaryItem
          label={t({ message: 'Quantity', comment: 'Order summary: how many cars a company ordered' })}
          value={formatNumber(summary.quantity, locale)}
        />
      ) : null}
      <SummaryItem
        label={t({ message: 'Payment', comment: 'Order summary: cash or bank finance' })}
        value={i18n._(purchaseTypeLabels[summary.purchaseType])}
      />
      <OrderChoiceItems
        choice={{
          color: summary.color?.[locale] ?? null,
          offer: summary.offer?.[locale] ?? null,
          bank: summary.bank?.[locale] ?? null,
          plan: summary.plan,
        }}
      />
      <SummaryItem label={t({ message: 'City', comment: 'Order summary: the city the order is for' })} value={summary.city[locale]} />
    </dl>
  )
}
