import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'
import { staffMayUse } from '../../../../../contract/staff-roles'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { fetchInventoryCar } from '../../../../../features/staff-inventory/inventory.functions'
import { CarEditor } from '../../../../../features/staff-inventory/components/car-editor'
import { CarStockForm } from '../../../../../features/staff-inventory/components/car-stock-form'
import { CarRetirement } from '../../../../../features/staff-inventory/components/car-retirement'
import { InventoryStatusBadge } from '../../../../../features/staff-inventory/components/inventory-status-badge'

/** One car of the inventory: editors and admins change it, sales read it (decision 0077). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/inventory/$carId')({
  beforeLoad: (args) => requireStaff(args, 'inventory'),
  staleTime: 0,
  loader: async ({ context: { locale }, params }) => {
    const id = Number(params.carId)
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound()
    return fetchInventoryCar({ data: { locale, id } })
  },
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Edit a car', comment: 'Title of the staff page where an editor changes one car of the inventory' }),
    ),
  errorComponent: StaffErrorPage,
  component: CarPage,
})

function CarPage() {
  const { t } = useLingui()
  const { car, choices } = Route.useLoaderData()
  const { staff } = Route.useRouteContext()
  if (!car) return null
  const mayEdit = staffMayUse(staff.role, 'content')
  return (
    <StaffPageShell
      title={car.title}
      lead={
        mayEdit
          ? undefined
          : t({
              message: 'You can read this car; editors and admins change it.',
              comment: 'Staff car page: lead shown to sales, who may only read',
            })
      }
    >
      <div className="space-y-8">
        <p>
          <InventoryStatusBadge status={car.status} />
        </p>
        <CarEditor key={car.id} car={car} choices={choices} mayEdit={mayEdit} />
        <CarStockForm key={`stock-${car.id}`} car={car} choices={choices} mayEdit={mayEdit} />
        {mayEdit ? <CarRetirement car={car} /> : null}
      </div>
    </StaffPageShell>
  )
}
