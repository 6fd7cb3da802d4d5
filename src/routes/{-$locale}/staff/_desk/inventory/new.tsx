import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { fetchInventoryCar } from '../../../../../features/staff-inventory/inventory.functions'
import { CarEditor } from '../../../../../features/staff-inventory/components/car-editor'

/** A new car for the inventory: editors and admins (decision 0077). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/inventory/new')({
  beforeLoad: (args) => requireStaff(args, 'content'),
  staleTime: 0,
  loader: ({ context: { locale } }) => fetchInventoryCar({ data: { locale } }),
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Add a car', comment: 'Title of the staff page where an editor adds a car to the inventory' }),
    ),
  errorComponent: StaffErrorPage,
  component: NewCarPage,
})

function NewCarPage() {
  const { t } = useLingui()
  const { choices } = Route.useLoaderData()
  return (
    <StaffPageShell
      title={t`Add a car`}
      lead={t({
        message:
          'The car is on the market as soon as it is added, “on order” until it has stock. Photos are added on the car pictures page.',
        comment: 'Lead of the staff page that adds a car',
      })}
    >
      <CarEditor car={null} choices={choices} mayEdit />
    </StaffPageShell>
  )
}
