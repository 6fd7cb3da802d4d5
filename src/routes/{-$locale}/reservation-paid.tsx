import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { confirmReservationPayment } from '../../features/reservations/reservations.functions'
import { pageHead } from '../../lib/page-head'
import type { PaymentFailure } from '../../contract/reservation-values'
import { optionalParam } from '../../lib/search-params'

/**
 * Where Moyasar sends the buyer back after the bank (`callback_url?id=&status=&message=`): the
 * server fetches the payment and applies it (the `status` here is never believed), then the
 * reservation's page shows the outcome (decision 0101).
 */
export const Route = createFileRoute('/{-$locale}/reservation-paid')({
  validateSearch: z.object({
    reservation: optionalParam(z.uuid()),
    id: optionalParam(z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/))),
  }),
  loaderDeps: ({ search }) => ({ reservation: search.reservation, paymentId: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.reservation === undefined) throw notFound()
    let failure: PaymentFailure | undefined
    if (deps.paymentId !== undefined) {
      const step = await confirmReservationPayment({
        data: { locale: context.locale, id: deps.reservation, payment: { paymentId: deps.paymentId } },
      }).catch(() => null)
      if (step?.outcome === 'failed') failure = step.failure
    }
    throw redirect({
      to: '/{-$locale}/reservation',
      params: { locale: context.locale === 'en' ? 'en' : undefined },
      search: { id: deps.reservation, failure },
      replace: true,
    })
  },
  head: ({ match }) => {
    const head = pageHead(match.context, msg({ message: 'Your reservation', comment: 'Title of the buyer’s page of one car reservation' }))
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
})
