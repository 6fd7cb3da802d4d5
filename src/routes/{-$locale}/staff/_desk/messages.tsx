import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { contactMessageFilters } from '../../../../contract/staff-inbox-values'
import { pageParam } from '../../../../lib/search-params'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../features/staff/components/staff-error-page'
import { fetchContactMessages } from '../../../../features/staff/inbox/staff-inbox.functions'
import { ContactMessagesList } from '../../../../features/staff/inbox/components/contact-messages-list'

const searchDefaults = { show: 'all', page: 1 } as const
const searchSchema = z.object({ show: z.catch(z._default(z.enum(contactMessageFilters), 'all'), 'all'), page: pageParam() })

/** Messages from the contact page, for sales and admin: newest first, marked handled (decision 0054). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/messages')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(searchDefaults)] },
  loaderDeps: ({ search }) => ({ show: search.show, page: search.page }),
  beforeLoad: (args) => requireStaff(args, 'inbox'),
  loader: ({ context, deps }) => fetchContactMessages({ data: { locale: context.locale, ...deps } }),
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Contact messages', comment: 'Title of the staff page listing messages sent from the contact page' }),
    ),
  errorComponent: StaffErrorPage,
  component: MessagesPage,
})

function MessagesPage() {
  const { t } = useLingui()
  const data = Route.useLoaderData()
  const { show } = Route.useSearch()
  return (
    <StaffPageShell title={t`Contact messages`}>
      <ContactMessagesList data={data} show={show} />
    </StaffPageShell>
  )
}
