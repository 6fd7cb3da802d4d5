import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { PageShell } from '../../../components/layout/page-shell'
import { orderReferenceSchema } from '../../../contract/order-reference'
import { tradeInLimits } from '../../../contract/trade-in-values'
import { pageHead } from '../../../lib/page-head'
import { optionalParam } from '../../../lib/search-params'
import { TradeInProcess } from '../../../features/trade-in/components/trade-in-process'

const days = tradeInLimits.estimateValidDays

/**
 * "Value my car" (decision 0102). `?order=` is the order the car goes towards, from the order's
 * confirmation; the request checks it belongs to the same mobile.
 */
export const Route = createFileRoute('/{-$locale}/trade-in/')({
  validateSearch: z.object({
    order: optionalParam(z.pipe(z.union([z.string(), z.number()]), z.pipe(z.transform(String), orderReferenceSchema))),
  }),
  head: ({ match }) =>
    pageHead(
      match.context,
      msg`Value my car`,
      msg`Tell us about the car you want to trade in and get our estimate in riyals by text message, valid for ${days} days.`,
    ),
  component: TradeInPage,
})

function TradeInPage() {
  const { t } = useLingui()
  const { order } = Route.useSearch()
  return (
    <PageShell
      title={t`Value my car`}
      lead={t`Tell us about the car you want to trade in and get our estimate in riyals by text message, valid for ${days} days.`}
    >
      <TradeInProcess orderReference={order} />
    </PageShell>
  )
}
