import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'
import { saudiCitiesByName } from '../../../../../contract/saudi-cities'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { inboxQuery, inboxSearchDefaults, inboxSearchSchema } from '../../../../../features/staff-orders/inbox-search'
import { fetchStaffOrders } from '../../../../../features/staff-orders/staff-orders.functions'
import { OrdersInbox } from '../../../../../features/staff-orders/components/orders-inbox'
import { useLocale } from '../../../../../lib/i18n/use-locale'

/** The orders inbox (sales and admin): every filter, the search, the sort and the page in the URL (decision 0053). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/orders/')({
  validateSearch: inboxSearchSchema,
  search: { middlewares: [stripSearchParams(inboxSearchDefaults)] },
  loaderDeps: ({ search }) => ({ search }),
  errorComponent: StaffErrorPage,
  beforeLoad: (args) => requireStaff(args, 'inbox'),
  // Staff data is read fresh on every visit, never from a cache: the page must show what just changed.
  staleTime: 0,
  loader: async ({ context: { locale }, deps: { search } }) => {
    return fetchStaffOrders({ data: { locale, query: inboxQuery(search) } })
  },
  head: ({ match }) => staffPageHead(match.context, msg({ message: 'Orders', comment: 'Title of the staff page that lists the orders' })),
  component: OrdersInboxPage,
})

function OrdersInboxPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const search = Route.useSearch()
  const list = Route.useLoaderData()
  // Any Saudi city a buyer may name (decision 0086), not only the branches' cities.
  const cities = saudiCitiesByName(locale)
  return (
    <StaffPageShell
      title={t`Orders`}
      lead={t`Orders confirmed by the buyer, newest first. A company order with no recorded call, WhatsApp or e-mail within 24 hours is flagged.`}
    >
      <OrdersInbox search={search} list={list} cities={cities} />
    </StaffPageShell>
  )
}
