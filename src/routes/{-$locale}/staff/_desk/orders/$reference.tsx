import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'
import { LinkButton } from '../../../../../components/ui/link-button'
import { ChevronIcon } from '../../../../../components/icons/icons'
import { orderReferenceSchema } from '../../../../../contract/orders'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { fetchStaffOrder } from '../../../../../features/staff-orders/staff-orders.functions'
import { StaffOrderView } from '../../../../../features/staff-orders/components/staff-order-view'
import { useLocaleParam } from '../../../../../lib/i18n/use-locale'

/** One order for sales and admin: every field, its history and the next step (decision 0053). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/orders/$reference')({
  beforeLoad: (args) => requireStaff(args, 'inbox'),
  errorComponent: StaffErrorPage,
  staleTime: 0,
  loader: async ({ context: { locale }, params }) => {
    const reference = z.safeParse(orderReferenceSchema, params.reference)
    if (!reference.success) throw notFound()
    return fetchStaffOrder({ data: { locale, reference: reference.data } })
  },
  head: ({ match, loaderData }) =>
    staffPageHead(
      match.context,
      loaderData
        ? msg({ message: `Order ${loaderData.reference}`, comment: 'Title of the staff page of one order, with its reference' })
        : msg({ message: 'Order', comment: 'Title of the staff page of one order whose reference is unknown' }),
    ),
  component: StaffOrderPage,
})

function StaffOrderPage() {
  const { t } = useLingui()
  const localeParam = useLocaleParam()
  const order = Route.useLoaderData()
  return (
    <StaffPageShell title={t`Order ${order.reference}`}>
      <div className="mb-6">
        <LinkButton to="/{-$locale}/staff/orders" params={{ locale: localeParam }} variant="link" className="gap-1 px-0">
          <ChevronIcon className="mirror-rtl size-4 rotate-180" />
          {t({ message: 'All orders', comment: 'Staff order page: link back to the orders inbox' })}
        </LinkButton>
      </div>
      <StaffOrderView order={order} />
    </StaffPageShell>
  )
}
