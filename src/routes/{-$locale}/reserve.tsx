import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { PageShell } from '../../components/layout/page-shell'
import { Notice } from '../../components/ui/notice'
import { LinkButton } from '../../components/ui/link-button'
import { carQuery } from '../../features/catalogue/cars.queries'
import { Price } from '../../features/catalogue/components/price'
import { ReservationForm } from '../../features/reservations/components/reservation-form'
import { reservationOfferQuery } from '../../features/reservations/reservations.queries'
import { formatSar } from '../../lib/format'
import { useLocale, useLocaleParam } from '../../lib/i18n/use-locale'
import { pageHead } from '../../lib/page-head'
import { idValue, optionalParam } from '../../lib/search-params'

/** `?carId=` the car to reserve, `&colorId=` the colour shown on its page (decision 0101). */
export const Route = createFileRoute('/{-$locale}/reserve')({
  validateSearch: z.object({ carId: optionalParam(idValue), colorId: optionalParam(idValue) }),
  loaderDeps: ({ search }) => ({ carId: search.carId }),
  loader: async ({ context, deps }) => {
    if (deps.carId === undefined) throw notFound()
    await Promise.all([
      context.queryClient.ensureQueryData(carQuery(context.locale, deps.carId)),
      context.queryClient.ensureQueryData(reservationOfferQuery(context.locale, deps.carId)),
    ])
  },
  head: ({ match }) => {
    const head = pageHead(
      match.context,
      msg({ message: 'Reserve a car', comment: 'Title of the page where a buyer reserves a car with a refundable deposit' }),
    )
    // A form for one buyer: nothing to index.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: ReservePage,
})

function ReservePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { carId, colorId } = Route.useSearch()
  const { data: car } = useSuspenseQuery(carQuery(locale, carId!))
  const { data: offer } = useSuspenseQuery(reservationOfferQuery(locale, carId!))
  const deposit = formatSar(offer.depositHalalas / 100, locale)
  return (
    <PageShell
      title={t({ message: 'Reserve a car', comment: 'Title of the page where a buyer reserves a car with a refundable deposit' })}
      lead={t({
        message: `Hold ${car.title} for ${offer.holdHours} hours with a refundable deposit of ${deposit}.`,
        comment: 'Reserve page: lead under the title, with the car, the hold and the deposit',
      })}
      trail={[{ to: '/{-$locale}/market', label: t`Market` }]}
    >
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          {offer.available > 0 ? (
            <ReservationForm carId={car.id} offer={offer} initialColorId={colorId} />
          ) : (
            <div className="space-y-4">
              <Notice tone="info">
                {t({ message: 'No unit of this car can be reserved at the moment.', comment: 'Reserve page: nothing available to hold' })}
              </Notice>
              <LinkButton to="/{-$locale}/car" params={{ locale: localeParam }} search={{ id: car.id }} variant="secondary">
                {t({ message: 'Back to the car', comment: 'Reserve page: link back to the car page' })}
              </LinkButton>
            </div>
          )}
        </div>
        <aside className="space-y-4 rounded-2xl border border-line bg-surface p-5 sm:p-6" aria-labelledby="reserve-terms-title">
          <h2 id="reserve-terms-title" className="text-lg font-bold text-ink">
            <bdi>{car.title}</bdi>
          </h2>
          <Price amountSar={car.priceSar} listSar={car.listPriceSar} size="md" />
          <ul className="list-disc space-y-2 ps-5 text-sm text-ink-soft">
            <li>
              {t({
                message: `Deposit: ${deposit}, VAT included, by mada, credit card or STC Pay.`,
                comment: 'Reserve page terms: the amount and the ways to pay',
              })}
            </li>
            <li>
              {t({
                message: `Once paid, the car is held for you for ${offer.holdHours} hours and no one else can reserve or buy it.`,
                comment: 'Reserve page terms: the hold',
              })}
            </li>
            <li>
              {t({
                message:
                  'The deposit is deducted from the price when you buy the car, and refunded in full if you cancel or the hold ends.',
                comment: 'Reserve page terms: deducted or refunded',
              })}
            </li>
            <li>
              {t({
                message: `Pay within ${offer.paymentWindowMinutes} minutes, or the car is released.`,
                comment: 'Reserve page terms: the payment window',
              })}
            </li>
          </ul>
        </aside>
      </div>
    </PageShell>
  )
}
