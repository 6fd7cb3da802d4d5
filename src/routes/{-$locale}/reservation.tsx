import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { PageShell } from '../../components/layout/page-shell'
import { ReservationStatus } from '../../features/reservations/components/reservation-status'
import { reservationQuery } from '../../features/reservations/reservations.queries'
import { useLocale } from '../../lib/i18n/use-locale'
import { pageHead } from '../../lib/page-head'
import { optionalParam } from '../../lib/search-params'
import { paymentFailures } from '../../contract/reservation-values'

/** One buyer's reservation; `?id=` is its random id, the buyer's link to it (decision 0101). */
export const Route = createFileRoute('/{-$locale}/reservation')({
  validateSearch: z.object({ id: optionalParam(z.uuid()), failure: optionalParam(z.enum(paymentFailures)) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id === undefined) throw notFound()
    // Fetched afresh each time the page loads or is invalidated (a payment, a cancellation): a
    // reservation changes under the buyer's eyes, and a cached copy would still say "awaiting payment".
    await context.queryClient.fetchQuery({ ...reservationQuery(context.locale, deps.id), staleTime: 0 })
  },
  head: ({ match }) => {
    const head = pageHead(match.context, msg({ message: 'Your reservation', comment: 'Title of the buyer’s page of one car reservation' }))
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: ReservationPage,
})

function ReservationPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { id, failure } = Route.useSearch()
  const { data: reservation } = useSuspenseQuery(reservationQuery(locale, id!))
  return (
    <PageShell title={t({ message: 'Your reservation', comment: 'Title of the buyer’s page of one car reservation' })} compact>
      <ReservationStatus reservation={reservation} failure={failure} />
    </PageShell>
  )
}
