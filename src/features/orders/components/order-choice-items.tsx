import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { formatNumber, formatSar } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'

export type ShownChoice = {
  color: string | null
  offer: string | null
  bank: string | null
  plan: { downPayment: number; termMonths: number; finalPayment: number } | null
}

/**
 * What the buyer chose besides the car (decision 0084), as terms of a `<dl>`: the colour, the
 * offer, and a finance order's bank and plan. The same on the success screen and in tracking.
 */
export function OrderChoiceItems({ choice, className = '' }: { choice: ShownChoice; className?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const plan = choice.plan
  const months = plan ? formatNumber(plan.termMonths, locale) : ''
  const items: { key: string; label: string; value: string }[] = []
  if (choice.color)
    items.push({
      key: 'color',
      label: t({ message: 'Colour', comment: 'Order summary: the chosen colour of the car' }),
      value: choice.color,
    })
  if (choice.offer)
    items.push({
      key: 'offer',
      label: t({ message: 'Offer', comment: 'Order summary: the offer the order was placed under' }),
      value: choice.offer,
    })
  if (choice.bank)
    items.push({ key: 'bank', label: t({ message: 'Bank', comment: 'Order summary: the bank chosen for finance' }), value: choice.bank })
  if (plan) {
    items.push(
      {
        key: 'down',
        label: t({ message: 'First payment', comment: 'Order summary: the down payment of the finance plan' }),
        value: formatSar(plan.downPayment, locale),
      },
      {
        key: 'term',
        label: t({ message: 'Finance term', comment: 'Order summary: how many months the finance plan runs' }),
        value: t({
          message: plural(plan.termMonths, { one: `${months} month`, other: `${months} months` }),
          comment: 'Order summary: the finance term, e.g. "60 months"',
        }),
      },
    )
    if (plan.finalPayment > 0) {
      items.push({
        key: 'final',
        label: t({ message: 'Last payment', comment: 'Order summary: the final (balloon) payment of the finance plan' }),
        value: formatSar(plan.finalPayment, locale),
      })
    }
  }
  return (
    <>
      {items.map((item) => (
        <SummaryItem key={item.key} label={item.label} value={item.value} className={className} testId={`order-choice-${item.key}`} />
      ))}
    </>
  )
}

/** One term of an order's summary: its label, and its value kept whole in either direction. */
export function SummaryItem({ label, value, className, testId }: { label: string; value: string; className?: string; testId?: string }) {
  return (
    <div className={className || undefined} data-testid={testId}>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 font-bold text-ink">
        <bdi>{value}</bdi>
      </dd>
    </div>
  )
}
