import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'
import { inventoryStatuses } from '../../../../../contract/values'
import { staffMayUse } from '../../../../../contract/staff-roles'
import { idValue, optionalParam, pageParam } from '../../../../../lib/search-params'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { fetchInventory } from '../../../../../features/staff-inventory/inventory.functions'
import { InventoryList } from '../../../../../features/staff-inventory/components/inventory-list'

const searchSchema = z.object({
  q: optionalParam(z.string().check(z.maxLength(100))),
  brand: optionalParam(idValue),
  model: optionalParam(idValue),
  status: optionalParam(z.enum(inventoryStatuses)),
  branch: optionalParam(idValue),
  page: pageParam(),
})
export type InventorySearch = z.output<typeof searchSchema>

/** The dealer's inventory (decision 0077): every car with its status, searched and filtered; sales read it. */
export const Route = createFileRoute('/{-$locale}/staff/_desk/inventory/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  beforeLoad: (args) => requireStaff(args, 'inventory'),
  // Staff data is read fresh on every visit: the page must show what just changed.
  staleTime: 0,
  loader: ({ context: { locale }, deps }) => fetchInventory({ data: { locale, query: deps } }),
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Inventory', comment: 'Title of the staff page listing every car with its price and stock' }),
    ),
  errorComponent: StaffErrorPage,
  component: InventoryPage,
})

function InventoryPage() {
  const { t } = useLingui()
  const { page, choices } = Route.useLoaderData()
  const search = Route.useSearch()
  const { staff } = Route.useRouteContext()
  return (
    <StaffPageShell
      title={t`Inventory`}
      lead={t({
        message:
          'Every car with its price and stock. A sold-out or retired car is off the market: its page says it is no longer available.',
        comment: 'Lead of the staff inventory page',
      })}
    >
      <InventoryList page={page} choices={choices} search={search} mayEdit={staffMayUse(staff.role, 'content')} />
    </StaffPageShell>
  )
}
