import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'
import { loadOrderOffer, loadOrderPage } from '../../features/orders/order-page-data'
import { individualOrderSearchSchema } from '../../features/orders/order-page-search'
import { OrderProcess } from '../../features/orders/components/order-process'
import { IndividualOrderForm, individualFormId } from '../../features/orders/components/individual-order-form'

export const Route = createFileRoute('/{-$locale}/order-individuals')({
  // The car, colour, offer and finance plan chosen on a car or offer page (decision 0084), for the
  // order form to open with.
  validateSearch: individualOrderSearchSchema,
  loaderDeps: ({ search }) => ({ carId: search.carId, offerId: search.offer }),
  loader: async ({ context, deps }) => {
    const { offer, offerCarId } = await loadOrderOffer(context.queryClient, context.locale, deps.offerId)
    const page = await loadOrderPage(context.queryClient, context.locale, deps.carId ?? offerCarId)
    return { ...page, offer }
  },
  head: ({ match }) =>
    pageHead(
      match.context,
      msg`Purchase order for individuals`,
      msg`Order your car for cash or through bank finance. We confirm your request by a code sent to your mobile.`,
    ),
  component: OrderIndividualsPage,
})

function OrderIndividualsPage() {
  const { t } = useLingui()
  const { initialCar, offer } = Route.useLoaderData()
  const search = Route.useSearch()
  return (
    <PageShell
      title={t`Purchase order for individuals`}
      lead={t`Order your car for cash or through bank finance. We confirm your request by a code sent to your mobile.`}
    >
      <OrderProcess
        carId={initialCar.carId}
        formId={individualFormId}
        orderType="individual"
        renderForm={(onPlaced) => <IndividualOrderForm initialCar={initialCar} search={search} offer={offer} onPlaced={onPlaced} />}
      />
    </PageShell>
  )
}
