import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { tradeInFilters, tradeInLimits } from '../../../../contract/trade-in-values'
import { pageParam } from '../../../../lib/search-params'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../features/staff/components/staff-error-page'
import { fetchTradeIns } from '../../../../features/staff-trade-ins/staff-trade-ins.functions'
import { TradeInsInbox } from '../../../../features/staff-trade-ins/components/trade-ins-inbox'

const searchDefaults = { show: 'waiting', page: 1 } as const
const searchSchema = z.object({ show: z.catch(z._default(z.enum(tradeInFilters), 'waiting'), 'waiting'), page: pageParam() })

/** Buyers' requests to value their cars, for sales and admin: answered with an estimate (decision 0102). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/trade-ins')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(searchDefaults)] },
  loaderDeps: ({ search }) => ({ show: search.show, page: search.page }),
  beforeLoad: (args) => requireStaff(args, 'inbox'),
  loader: ({ context, deps }) => fetchTradeIns({ data: { locale: context.locale, ...deps } }),
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Trade-in requests', comment: 'Title of the staff page listing buyers’ requests to value their cars' }),
    ),
  errorComponent: StaffErrorPage,
  component: TradeInsPage,
})

function TradeInsPage() {
  const { t } = useLingui()
  const data = Route.useLoaderData()
  const days = tradeInLimits.estimateValidDays
  const { show } = Route.useSearch()
  return (
    <StaffPageShell
      title={t`Trade-in requests`}
      lead={t`Buyers’ cars to value. Each estimate goes to the buyer by text message and holds for ${days} days.`}
    >
      <TradeInsInbox data={data} show={show} />
    </StaffPageShell>
  )
}
