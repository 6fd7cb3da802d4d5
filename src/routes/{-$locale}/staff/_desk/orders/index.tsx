import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../../../../components/layout/page-shell'
import { citiesQuery } from '../../../../../features/content/content.queries'
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
  loader: async ({ context: { queryClient, locale }, deps: { search } }) => {
    const [list] = await Promise.all([
      fetchStaffOrders({ data: { locale, query: inboxQuery(search) } }),
      queryClient.ensureQueryData(citiesQuery(locale)),
    ])
    return list
  },
  head: ({ match }) => staffPageHead(match.context, msg({ message: 'Orders', comment: 'Title of the staff page that lists the orders' })),
  component: OrdersInboxPage,
})

function OrdersInboxPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const search = Route.useSearch()
  const list = Route.useLoaderData()
  const { data: cities } = useSuspenseQuery(citiesQuery(locale))
  return (
    <PageShell
      title={t`Orders`}
      lead={t`Orders confirmed by the buyer, newest first. A company order with no recorded call, WhatsApp or e-mail within 24 hours is flagged.`}
    >
      <OrdersInbox search={search} list={list} cities={cities.items} />
    </PageShell>
  )
}
