import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../../../components/layout/page-shell'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../features/staff/components/staff-error-page'
import { fetchStaffOffers } from '../../../../features/staff-offers/staff-offers.functions'
import { OfferEditForm } from '../../../../features/staff-offers/components/offer-edit-form'

/** Offers for editors and admins: validity days and linked cars (decision 0052). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/offers')({
  beforeLoad: (args) => requireStaff(args, 'content'),
  loader: ({ context }) => fetchStaffOffers({ data: { locale: context.locale } }),
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Edit offers', comment: 'Title of the staff page where editors set offers’ days and cars' }),
    ),
  errorComponent: StaffErrorPage,
  component: StaffOffersPage,
})

function StaffOffersPage() {
  const { t } = useLingui()
  const { offers, cars } = Route.useLoaderData()
  return (
    <PageShell title={t`Edit offers`} lead={t`Set the days each offer is valid and the cars it names. Visitors see the change at once.`}>
      <div className="space-y-8">
        {offers.map((offer) => (
          <OfferEditForm key={offer.id} offer={offer} cars={cars} />
        ))}
      </div>
    </PageShell>
  )
}
