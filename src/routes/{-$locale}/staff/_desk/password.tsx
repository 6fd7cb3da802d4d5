import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { PasswordForm } from '../../../../features/staff/components/password-form'
import { PageShell } from '../../../../components/layout/page-shell'

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
    <PageShell title={t`Change password`} trail={[{ to: '/{-$locale}/staff', label: t`Back office` }]}>
      <PasswordForm firstSignIn={staff.mustChangePassword} />
    </PageShell>
  )
}
