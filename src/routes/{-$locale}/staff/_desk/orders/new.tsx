import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../../../../components/layout/page-shell'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { loadOrderPage } from '../../../../../features/orders/order-page-data'
import { individualOrderSearchSchema } from '../../../../../features/orders/order-page-search'
import { StaffOrderIntake } from '../../../../../features/staff-orders/components/staff-order-intake'

/** A new order taken by staff for a phone or walk-in buyer (sales and admin, decision 0092). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/orders/new')({
  // The order form keeps its car and plan in the address, as on the buyer's own page.
  validateSearch: individualOrderSearchSchema,
  loaderDeps: ({ search }) => ({ carId: search.carId }),
  errorComponent: StaffErrorPage,
  beforeLoad: (args) => requireStaff(args, 'inbox'),
  staleTime: 0,
  loader: ({ context, deps }) => loadOrderPage(context.queryClient, context.locale, deps.carId),
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'New order for a buyer', comment: 'Title of the staff page that takes an order for a buyer' }),
    ),
  component: NewStaffOrderPage,
})

function NewStaffOrderPage() {
  const { t } = useLingui()
  const { initialCar } = Route.useLoaderData()
  const search = Route.useSearch()
  return (
    <PageShell
      title={t`New order for a buyer`}
      lead={t`For a buyer on the phone or in the showroom: the same form as the site's, confirmed by the SMS code the buyer reads out, or in person. The order is assigned to you.`}
    >
      <StaffOrderIntake initialCar={initialCar} search={search} />
    </PageShell>
  )
}
