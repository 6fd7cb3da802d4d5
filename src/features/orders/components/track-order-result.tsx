import { useId, type ReactNode, type Ref } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ReferenceCode } from '../../../components/ui/reference-code'
import type { BuyerStep, TrackedOrder } from '../../../contract/orders'
import { formatDate, formatNumber } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { OrderChoiceItems } from './order-choice-items'
import { orderStatusLabels, orderTypeLabels, purchaseTypeLabels } from '../order-status-labels'

/** Settled answers read as settled; everything on the way there in the brand colour. */
const statusTone: Record<BuyerStep, string> = {
  awaiting_verification: 'bg-surface text-ink-soft',
  received: 'bg-brand-50 text-brand-800',
  approved: 'bg-success/10 text-success',
  ready: 'bg-success/10 text-success',
  completed: 'bg-success/10 text-success',
  declined: 'bg-danger/10 text-danger',
  cancelled: 'bg-surface text-ink-soft',
  closed: 'bg-surface text-ink-soft',
}

/**
 * A tracked order: its reference, current status, car, buyer type and payment, then every status
 * it has had, oldest first, with its date. The car links to its page while the dealer still lists it.
 * The heading takes focus (`headingRef`) when a look-up brings the answer in. `actions`: what the
 * buyer may do with it, under the history ("My orders": withdraw it).
 */
export function TrackOrderResult({
  order,
  headingRef,
  actions,
}: {
  order: TrackedOrder
  headingRef?: Ref<HTMLHeadingElement>
  actions?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const headingId = useId()
  // Oldest first, whatever order the answer lists them in; equal times keep the answer's order.
  const history = order.history
    .map((entry, index) => ({ ...entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-5 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-muted">{t`Order reference`}</p>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-bold text-ink">
            <ReferenceCode>{order.reference}</ReferenceCode>
          </h2>
        </div>
        <p className={`rounded-full px-4 py-2 text-sm font-bold ${statusTone[order.status]}`}>
          <span className="sr-only">
            {t({
              message: 'Current status:',
              comment: 'Order tracking result: read by screen readers before the current status of the order',
            })}{' '}
          </span>
          {i18n._(orderStatusLabels[order.status])}
        </p>
      </div>

      <dl className="mt-6 grid gap-5 border-y border-line py-6 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-medium text-muted">
            {t({ message: 'Car', comment: 'Order tracking result: the car that was ordered' })}
          </dt>
          <dd className="mt-1 font-bold text-ink">
            {order.car.id === null ? (
              <bdi>{order.car.title}</bdi>
            ) : (
              <Link
                to="/{-$locale}/car"
                params={{ locale: localeParam }}
                search={{ id: order.car.id }}
                className="text-brand-700 underline hover:no-underline"
              >
                <bdi>{order.car.title}</bdi>
              </Link>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-muted">
            {t({ message: 'Ordered as', comment: 'Order tracking result: label before individual or company' })}
          </dt>
          <dd className="mt-1 font-bold text-ink">{i18n._(orderTypeLabels[order.type])}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-muted">
            {t({ message: 'Payment', comment: 'Order tracking result: how the buyer pays (cash or bank finance)' })}
          </dt>
          <dd className="mt-1 font-bold text-ink">{i18n._(purchaseTypeLabels[order.purchaseType])}</dd>
        </div>
        <OrderChoiceItems choice={order} />
      </dl>

      {order.lines.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-bold text-ink">
            {t({ message: 'Cars requested', comment: 'Order tracking result: heading of a company order’s lines of cars' })}
          </h3>
          <ul className="mt-3 space-y-2" data-testid="tracked-lines">
            {order.lines.map((line, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-x-4 rounded-lg bg-surface px-3 py-2">
                <span>
                  <bdi className="font-medium text-ink">{line.title}</bdi>
                  <span className="text-ink-soft">
                    {' · '}
                    {line.color ?? t({ message: 'Any colour', comment: 'Order tracking result: a line of cars with no colour preference' })}
                  </span>
                </span>
                <span className="font-bold text-ink">× {formatNumber(line.quantity, locale)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h3 className="mt-6 text-lg font-bold text-ink">
        {t({ message: 'Status history', comment: 'Order tracking result: heading of the dated list of the order statuses' })}
      </h3>
      <ol className="ms-2 mt-4 border-s-2 border-brand-200">
        {history.map((entry, position) => {
          const current = position === history.length - 1
          return (
            <li
              key={`${entry.status}:${entry.at}:${entry.index}`}
              className="relative pb-5 ps-6 last:pb-0"
              aria-current={current ? 'step' : undefined}
            >
              <span
                aria-hidden="true"
                className={`absolute -start-[0.4375rem] top-1.5 size-3 rounded-full ${current ? 'bg-brand-600 ring-4 ring-brand-100' : 'bg-brand-200'}`}
              />
              <p className={current ? 'font-bold text-ink' : 'font-medium text-ink-soft'}>{i18n._(orderStatusLabels[entry.status])}</p>
              <time dateTime={entry.at} className="text-sm text-muted">
                {formatDate(entry.at, locale)}
              </time>
            </li>
          )
        })}
      </ol>
      {actions ? <div className="mt-6 border-t border-line pt-5">{actions}</div> : null}
    </section>
  )
}
