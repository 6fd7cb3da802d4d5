import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../features/staff/components/staff-error-page'
import { fetchStaffReservations } from '../../../../features/staff-reservations/staff-reservations.functions'
import { StaffReservationsList } from '../../../../features/staff-reservations/components/staff-reservations-list'

/** Reservations with a deposit, for sales and admin (decision 0101). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/reservations')({
  beforeLoad: (args) => requireStaff(args, 'inbox'),
  loader: ({ context }) => fetchStaffReservations({ data: { locale: context.locale } }),
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Reservations', comment: 'Title of the staff page listing car reservations with a deposit' }),
    ),
  errorComponent: StaffErrorPage,
  component: ReservationsPage,
})

function ReservationsPage() {
  const { t } = useLingui()
  const data = Route.useLoaderData()
  return (
    <StaffPageShell title={t`Reservations`}>
      <StaffReservationsList items={data.items} />
    </StaffPageShell>
  )
}
