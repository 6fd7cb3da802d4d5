import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { SecondFactorSetup } from '../../../../features/staff/components/second-factor-setup'
import { PageShell } from '../../../../components/layout/page-shell'

/** One's own second factor (decision 0093); an admin without one is sent here after the password. */
export const Route = createFileRoute('/{-$locale}/staff/_desk/second-factor')({
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Authenticator app', comment: 'Title of the staff page where a staff member sets up their second factor' }),
    ),
  component: SecondFactorPage,
})

function SecondFactorPage() {
  const { t } = useLingui()
  const { staff } = Route.useRouteContext()
  return (
    <PageShell title={t`Authenticator app`} trail={[{ to: '/{-$locale}/staff', label: t`Back office` }]}>
      <SecondFactorSetup staff={staff} />
    </PageShell>
  )
}
