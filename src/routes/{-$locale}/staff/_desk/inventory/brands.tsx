import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { fetchInventoryCar } from '../../../../../features/staff-inventory/inventory.functions'
import { BrandForm, ModelForm } from '../../../../../features/staff-inventory/components/brand-model-forms'

/** Adding brands and models to the inventory: editors and admins (decision 0077). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/inventory/brands')({
  beforeLoad: (args) => requireStaff(args, 'content'),
  staleTime: 0,
  loader: ({ context: { locale } }) => fetchInventoryCar({ data: { locale } }),
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Brands and models', comment: 'Title of the staff page that adds brands and models' })),
  errorComponent: StaffErrorPage,
  component: BrandsPage,
})

function BrandsPage() {
  const { t } = useLingui()
  const { choices } = Route.useLoaderData()
  return (
    <StaffPageShell
      title={t`Brands and models`}
      lead={t({
        message: 'A new brand or model shows in the market once it has a car.',
        comment: 'Lead of the staff page that adds brands and models',
      })}
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <BrandForm />
        <ModelForm choices={choices} />
      </div>
    </StaffPageShell>
  )
}
