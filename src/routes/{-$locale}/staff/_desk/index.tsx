import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffOverview } from '../../../../features/staff/components/staff-overview'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'
import { fetchStaffDashboard } from '../../../../features/staff/inbox/staff-inbox.functions'

export const Route = createFileRoute('/{-$locale}/staff/_desk/')({
  // The figures of the last 30 days, only of the areas the role may use (the API decides).
  loader: ({ context }) => fetchStaffDashboard({ data: { locale: context.locale } }),
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Back office', comment: 'Title of the first page of the staff back office' })),
  component: StaffHomePage,
})

function StaffHomePage() {
  const { t } = useLingui()
  const { staff } = Route.useRouteContext()
  const dashboard = Route.useLoaderData()
  return (
    <StaffPageShell title={t`Back office`}>
      <StaffOverview staff={staff} dashboard={dashboard} />
    </StaffPageShell>
  )
}
