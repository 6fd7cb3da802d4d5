import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { PdplDesk } from '../../../../../features/staff-pdpl/components/pdpl-desk'
import { fetchPdplRequests } from '../../../../../features/staff-pdpl/pdpl.functions'

/** The PDPL desk for admins (decision 0089): requests with their deadlines, and a new one's form. */
export const Route = createFileRoute('/{-$locale}/staff/_desk/privacy/')({
  beforeLoad: (args) => requireStaff(args, 'privacy'),
  loader: ({ context }) => fetchPdplRequests({ data: { locale: context.locale } }),
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Personal-data requests', comment: 'Title of the admin page for PDPL requests' })),
  errorComponent: StaffErrorPage,
  component: PrivacyDeskRoute,
})

function PrivacyDeskRoute() {
  const { t } = useLingui()
  const { items } = Route.useLoaderData()
  return (
    <StaffPageShell
      title={t`Personal-data requests`}
      lead={t({
        message:
          'People may ask to see, correct or erase what we hold about them. Log each request the day it arrives: the law gives 30 days to answer.',
        comment: 'Lead of the admin page for PDPL requests',
      })}
    >
      <PdplDesk requests={items} />
    </StaffPageShell>
  )
}
