import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { displaySubject } from '../../../../../features/staff-pdpl/components/pdpl-labels'
import { PdplRequestPage } from '../../../../../features/staff-pdpl/components/pdpl-request-page'
import { fetchPdplRequest } from '../../../../../features/staff-pdpl/pdpl.functions'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One PDPL request: the records found about its person, the export, correction and erasure. */
export const Route = createFileRoute('/{-$locale}/staff/_desk/privacy/$id')({
  beforeLoad: (args) => requireStaff(args, 'privacy'),
  loader: ({ context, params }) => {
    if (!uuid.test(params.id)) throw notFound()
    return fetchPdplRequest({ data: { locale: context.locale, id: params.id } })
  },
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Personal-data request', comment: 'Title of the admin page of one PDPL request' })),
  errorComponent: StaffErrorPage,
  component: PrivacyRequestRoute,
})

function PrivacyRequestRoute() {
  const detail = Route.useLoaderData()
  return (
    <StaffPageShell
      // Isolated, so an Arabic page shows a mobile's + where it belongs.
      title={`\u2066${displaySubject(detail.request.subject)}\u2069`}
    >
      <PdplRequestPage detail={detail} />
    </StaffPageShell>
  )
}
