import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { PageShell } from '../../components/layout/page-shell'
import { LinkButton } from '../../components/ui/link-button'
import { ReservationReceipt } from '../../features/reservations/components/reservation-receipt'
import { reservationQuery } from '../../features/reservations/reservations.queries'
import { useLocale, useLocaleParam } from '../../lib/i18n/use-locale'
import { pageHead } from '../../lib/page-head'
import { optionalParam } from '../../lib/search-params'

/** The deposit's receipt (simplified tax invoice with ZATCA's QR code); `?id=` the reservation. */
export const Route = createFileRoute('/{-$locale}/reservation-receipt')({
  validateSearch: z.object({ id: optionalParam(z.uuid()) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id === undefined) throw notFound()
    const reservation = await context.queryClient.ensureQueryData({ ...reservationQuery(context.locale, deps.id), staleTime: 0 })
    if (!reservation.receipt) throw notFound()
  },
  head: ({ match }) => {
    const head = pageHead(match.context, msg`Receipt`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: ReceiptPage,
})

function ReceiptPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { id } = Route.useSearch()
  const { data: reservation } = useSuspenseQuery(reservationQuery(locale, id!))
  return (
    <PageShell title={t`Receipt`} compact>
      <div className="space-y-6">
        <ReservationReceipt reservation={reservation} receipt={reservation.receipt!} />
        <div className="mx-auto max-w-2xl">
          <LinkButton to="/{-$locale}/reservation" params={{ locale: localeParam }} search={{ id: reservation.id }} variant="outline">
            {t({ message: 'Back to the reservation', comment: 'Receipt page: link back to the reservation' })}
          </LinkButton>
        </div>
      </div>
    </PageShell>
  )
}
