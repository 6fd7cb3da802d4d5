import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffOverview } from '../../../../features/staff/components/staff-overview'
import { PageShell } from '../../../../components/layout/page-shell'

export const Route = createFileRoute('/{-$locale}/staff/_desk/')({
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Back office', comment: 'Title of the first page of the staff back office' })),
  component: StaffHomePage,
})

function StaffHomePage() {
  const { t } = useLingui()
  const { staff } = Route.useRouteContext()
  return (
    <PageShell title={t`Back office`}>
      <StaffOverview staff={staff} />
    </PageShell>
  )
}
