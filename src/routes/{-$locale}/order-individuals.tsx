import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { idValue, optionalParam } from '../../lib/search-params'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'
import { loadOrderPage } from '../../features/orders/order-page-data'
import { OrderProcess } from '../../features/orders/components/order-process'
import { IndividualOrderForm, individualFormId } from '../../features/orders/components/individual-order-form'

export const Route = createFileRoute('/{-$locale}/order-individuals')({
  // The car chosen on a car page or card (`?carId=`), for the order form to preselect.
  validateSearch: z.object({ carId: optionalParam(idValue) }),
  loaderDeps: ({ search }) => ({ carId: search.carId }),
  loader: ({ context, deps }) => loadOrderPage(context.queryClient, context.locale, deps.carId),
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
  const { initialCar } = Route.useLoaderData()
  return (
    <PageShell
      title={t`Purchase order for individuals`}
      lead={t`Order your car for cash or through bank finance. We confirm your request by a code sent to your mobile.`}
    >
      <OrderProcess
        carId={initialCar.carId}
        formId={individualFormId}
        renderForm={(onPlaced) => <IndividualOrderForm initialCar={initialCar} onPlaced={onPlaced} />}
      />
    </PageShell>
  )
}
