import { createFileRoute } from '@tanstack/react-router'
import { msg, plural } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { idValue, optionalParam } from '../../lib/search-params'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'
import { appConfig } from '../../../app.config'
import { loadOrderPage } from '../../features/orders/order-page-data'
import { OrderProcess } from '../../features/orders/components/order-process'
import { CompanyOrderForm, companyFormId } from '../../features/orders/components/company-order-form'

const replyHours = appConfig.companyOrderReplyHours

export const Route = createFileRoute('/{-$locale}/order-company')({
  // The car chosen on a car page or card (`?carId=`), for the order form to preselect.
  validateSearch: z.object({ carId: optionalParam(idValue) }),
  loaderDeps: ({ search }) => ({ carId: search.carId }),
  loader: ({ context, deps }) => loadOrderPage(context.queryClient, context.locale, deps.carId),
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
  const { initialCar } = Route.useLoaderData()
  return (
    <PageShell
      title={t`Purchase order for companies`}
      lead={t`Fleet and corporate purchases. A corporate sales representative replies within ${plural(replyHours, { one: '# hour', other: '# hours' })}.`}
    >
      <OrderProcess
        carId={initialCar.carId}
        formId={companyFormId}
        orderType="company"
        renderForm={(onPlaced) => <CompanyOrderForm initialCar={initialCar} onPlaced={onPlaced} />}
      />
    </PageShell>
  )
}
