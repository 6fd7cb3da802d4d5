import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { PasswordForm } from '../../../../features/staff/components/password-form'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'

export const Route = createFileRoute('/{-$locale}/staff/_desk/password')({
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Change password', comment: 'Title of the staff page where a staff member replaces their password' }),
    ),
  component: PasswordPage,
})

function PasswordPage() {
  const { t } = useLingui()
  const { staff } = Route.useRouteContext()
  return (
    <StaffPageShell title={t`Change password`}>
      <PasswordForm firstSignIn={staff.mustChangePassword} />
    </StaffPageShell>
  )
}
