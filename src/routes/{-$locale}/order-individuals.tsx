import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { idValue, optionalParam } from '../../lib/search-params'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/order-individuals')({
  // The car chosen on a car page or card (`?carId=`), for the order form to preselect.
  validateSearch: z.object({ carId: optionalParam(idValue) }),
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
  return (
    <PageShell
      title={t`Purchase order for individuals`}
      lead={t`Order your car for cash or through bank finance. We confirm your request by a code sent to your mobile.`}
    />
  )
}
