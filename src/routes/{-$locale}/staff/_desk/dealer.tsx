import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../features/staff/components/staff-error-page'
import { fetchStaffDealer } from '../../../../features/staff-dealer/staff-dealer.functions'
import { DealerSettingsForm } from '../../../../features/staff-dealer/components/dealer-settings-form'
import { LogoForm } from '../../../../features/staff-dealer/components/logo-form'
import { StaffBranches } from '../../../../features/staff-dealer/components/staff-branches'
import { citiesQuery } from '../../../../features/content/content.queries'

/** The dealer's details and branches, for admins (decision 0058). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/dealer')({
  beforeLoad: (args) => requireStaff(args, 'settings'),
  loader: async ({ context }) => {
    const [dealer, cities] = await Promise.all([
      fetchStaffDealer({ data: { locale: context.locale } }),
      context.queryClient.ensureQueryData(citiesQuery(context.locale)),
    ])
    return { ...dealer, cities: cities.items }
  },
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Dealer settings', comment: 'Title of the admin page where the dealer’s details and branches are edited' }),
    ),
  errorComponent: StaffErrorPage,
  component: StaffDealerPage,
})

function StaffDealerPage() {
  const { t } = useLingui()
  const { settings, branches, cities } = Route.useLoaderData()
  return (
    <StaffPageShell
      title={t`Dealer settings`}
      lead={t({
        message: 'The name, legal identity, contacts, addresses and branches every page shows. Visitors see a change at once.',
        comment: 'Lead of the admin page where the dealer’s details and branches are edited',
      })}
    >
      <div className="space-y-10">
        <LogoForm logoPath={settings.logoPath} />
        <DealerSettingsForm settings={settings} />
        <StaffBranches branches={branches} cities={cities} />
      </div>
    </StaffPageShell>
  )
}
