import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffAccountsQuery } from '../../../../features/staff/staff-accounts.queries'
import { StaffAccountsPage } from '../../../../features/staff/components/staff-accounts-page'

export const Route = createFileRoute('/{-$locale}/staff/_desk/accounts')({
  beforeLoad: (args) => requireStaff(args, 'accounts'),
  loader: ({ context }) => context.queryClient.ensureQueryData(staffAccountsQuery(context.locale)),
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Staff accounts', comment: 'Title of the admin page that manages staff accounts' })),
  component: AccountsRoute,
})

function AccountsRoute() {
  const { t } = useLingui()
  const { staff } = Route.useRouteContext()
  return (
    <StaffPageShell title={t`Staff accounts`} lead={t`Who may sign in to the back office, and with which role.`}>
      <StaffAccountsPage me={staff} />
    </StaffPageShell>
  )
}
