import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { subscriberStatuses } from '../../../../contract/staff-inbox-values'
import { pageParam } from '../../../../lib/search-params'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../features/staff/components/staff-error-page'
import { fetchSubscribers } from '../../../../features/staff/inbox/staff-inbox.functions'
import { SubscribersList } from '../../../../features/staff/inbox/components/subscribers-list'

const searchDefaults = { status: 'confirmed', page: 1 } as const
const searchSchema = z.object({ status: z.catch(z._default(z.enum(subscriberStatuses), 'confirmed'), 'confirmed'), page: pageParam() })

/** The mailing list, for sales and admin, with the CSV export of confirmed subscribers (decision 0054). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/subscribers')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(searchDefaults)] },
  loaderDeps: ({ search }) => ({ status: search.status, page: search.page }),
  beforeLoad: (args) => requireStaff(args, 'inbox'),
  loader: ({ context, deps }) => fetchSubscribers({ data: { locale: context.locale, ...deps } }),
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Subscribers', comment: 'Title of the staff page listing the mailing-list subscribers' })),
  errorComponent: StaffErrorPage,
  component: SubscribersPage,
})

function SubscribersPage() {
  const { t } = useLingui()
  const data = Route.useLoaderData()
  const { status } = Route.useSearch()
  return (
    <StaffPageShell title={t`Subscribers`}>
      <SubscribersList data={data} status={status} />
    </StaffPageShell>
  )
}
