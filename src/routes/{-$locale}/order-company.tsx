import { createFileRoute } from '@tanstack/react-router'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'
import { appConfig } from '../../../app.config'
import { loadOrderOffer, loadOrderPage } from '../../features/orders/order-page-data'
import { companyOrderSearchSchema } from '../../features/orders/order-page-search'
import { OrderProcess } from '../../features/orders/components/order-process'
import { CompanyOrderForm, companyFormId } from '../../features/orders/components/company-order-form'

const replyHours = appConfig.companyOrderReplyHours

export const Route = createFileRoute('/{-$locale}/order-company')({
  // The car, its colour and the offer chosen on a car or offer page (decision 0084), for the
  // request's first line and its offer.
  validateSearch: companyOrderSearchSchema,
  loaderDeps: ({ search }) => ({ carId: search.carId, offerId: search.offer }),
  loader: async ({ context, deps }) => {
    const { offer, offerCarId } = await loadOrderOffer(context.queryClient, context.locale, deps.offerId)
    const page = await loadOrderPage(context.queryClient, context.locale, deps.carId ?? offerCarId)
    return { ...page, offer }
  },
  head: ({ match }) =>
    pageHead(
      match.context,
      msg`Purchase order for companies`,
      msg`Fleet and corporate purchases. A corporate sales representative replies within ${plural(replyHours, { one: '# hour', other: '# hours' })}.`,
    ),
  component: OrderCompanyPage,
})

function OrderCompanyPage() {
  const { t } = useLingui()
  const { initialCar, colorCount, offer } = Route.useLoaderData()
  const search = Route.useSearch()
  return (
    <PageShell
      title={t`Purchase order for companies`}
      lead={t`Fleet and corporate purchases. A corporate sales representative replies within ${plural(replyHours, { one: '# hour', other: '# hours' })}.`}
    >
      <OrderProcess
        carId={initialCar.carId}
        formId={companyFormId}
        orderType="company"
        renderForm={(onPlaced) => (
          <CompanyOrderForm initialCar={initialCar} colorCount={colorCount} search={search} offer={offer} onPlaced={onPlaced} />
        )}
      />
    </PageShell>
  )
}
