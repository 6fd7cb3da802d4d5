import { startTransition, useState, type ReactNode } from 'react'
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { ShareButtons } from '../../components/ui/share-buttons'
import { ContentBlocks } from '../../components/ui/content-blocks'
import { LinkButton } from '../../components/ui/link-button'
import { originFromMatches } from '../../lib/seo'
import { useLocale, useLocaleParam } from '../../lib/i18n/use-locale'
import { carQuery } from '../../features/catalogue/cars.queries'
import { carHead } from '../../features/catalogue/car-seo'
import { banksQuery } from '../../features/content/content.queries'
import { CarGallery } from '../../features/catalogue/components/car-gallery'
import { CarGrid } from '../../features/catalogue/components/car-grid'
import { CarFacts, CarFeatures, CarSpecs } from '../../features/catalogue/components/car-details'
import { FinanceCalculator } from '../../features/catalogue/components/finance-calculator'
import { InstallmentFrom, Price, PriceReduced } from '../../features/catalogue/components/price'
import { FavoriteToggle } from '../../features/favorites/components/favorite-toggle'
import { CarWhatsAppChat, useCarWhatsAppMessage } from '../../features/catalogue/components/car-whatsapp-chat'
import { CarPhoneBar } from '../../features/catalogue/components/car-phone-bar'
import { CompareToggle } from '../../features/compare/components/compare-toggle'
import { AlertToggle } from '../../features/alerts/components/alert-toggle'
import { stockLabels } from '../../features/catalogue/catalogue-labels'
import { afterNextPaint } from '../../lib/after-next-paint'
import { NotFoundPage } from '../../components/layout/not-found-page'
import { siteSettingsQuery } from '../../features/site/site-settings.queries'
import { loadListing } from '../../features/catalogue/missing-listing'
import { MissingListingPage } from '../../features/catalogue/components/missing-listing-page'
import { amountParam, carSearchSchema, type CarSearchInput } from '../../lib/car-page-search'
import { companyOrderSearchFromCarPage, orderSearchFromCarPage } from '../../features/orders/order-page-search'
import { advertisedDownPayment, advertisedFinance } from '../../lib/finance'
import { reservationOfferQuery } from '../../features/reservations/reservations.queries'
import { ReservePanel } from '../../features/reservations/components/reserve-panel'

/**
 * The car is chosen by `?id=` (a missing id is a 404); the chosen colour and the calculator's
 * inputs ride along, so the language switch keeps them; anything else there is ignored.
 */
export const Route = createFileRoute('/{-$locale}/car')({
  validateSearch: carSearchSchema,
  staticData: { phoneBar: true },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    const id = deps.id
    if (id === undefined) throw notFound()
    await loadListing(context, 'car', id, () =>
      Promise.all([
        context.queryClient.ensureQueryData(carQuery(context.locale, id)),
        context.queryClient.ensureQueryData(banksQuery(context.locale)),
        context.queryClient.ensureQueryData(reservationOfferQuery(context.locale, id)),
      ]),
    )
  },
  head: ({ match, matches }) => carHead(match.context, match.search.id, originFromMatches(matches)),
  component: CarPage,
  notFoundComponent: CarNotFound,
})

/** A car that was removed (410) or never existed (404): said so, with cars to look at instead. */
function CarNotFound() {
  const { id } = Route.useSearch()
  const locale = useLocale()
  const { data: settings } = useSuspenseQuery(siteSettingsQuery(locale))
  return id === undefined ? <NotFoundPage siteName={settings.name} /> : <MissingListingPage kind="car" id={id} siteName={settings.name} />
}

/** Where "Calculate your instalment" leads. */
const financeCalculatorId = 'finance-calculator'

function CarPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const search = Route.useSearch()
  const id = search.id
  const navigate = useNavigate({ from: Route.fullPath })
  // The page shows the choice from its own state at once; the URL follows after that paint
  // (a navigation's work in the same task would delay it: issue 13).
  const keepInUrl = (change: Partial<CarSearchInput>) =>
    void afterNextPaint().then(() => navigate({ search: (previous) => ({ ...previous, ...change }), replace: true, resetScroll: false }))
  const { data: car } = useSuspenseQuery(carQuery(locale, id!))
  const { data: banks } = useSuspenseQuery(banksQuery(locale))
  const { data: settings } = useSuspenseQuery(siteSettingsQuery(locale))
  const { data: reservationOffer } = useSuspenseQuery(reservationOfferQuery(locale, id!))
  const [colorIndex, setColorIndex] = useState(search.color !== undefined && search.color < car.colors.length ? search.color : 0)
  const colorName = car.colors[colorIndex]?.name ?? null
  const whatsappMessage = useCarWhatsAppMessage(car, colorName)
  // One link, in the page and in the phone's bar: the colour shown and the calculator's plan go with it.
  const orderIndividually = (size: 'md' | 'lg') => (
    <LinkButton
      to="/{-$locale}/order-individuals"
      params={{ locale: localeParam }}
      search={orderSearchFromCarPage(car, colorIndex, search, {
        down: advertisedDownPayment(car.priceSar),
        term: advertisedFinance.termMonths,
        maxTerm: banks.items.find((bank) => bank.slug === search.rate)?.maxTermMonths ?? advertisedFinance.termMonths,
      })}
      variant="accent"
      size={size}
    >
      {size === 'lg'
        ? t`Order as an individual`
        : t({ message: 'Order now', comment: 'Car page on phones, bar at the foot of the screen: the order link, as an individual' })}
    </LinkButton>
  )

  return (
    <PageShell title={car.title} trail={[{ to: '/{-$locale}/market', label: t`Market` }]}>
      <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
        <CarGallery
          car={car}
          initialColor={colorIndex}
          onColorChange={(index) => {
            // The gallery shows the colour at once; the rest of the page (the chat's colour name)
            // follows without holding up that paint.
            startTransition(() => setColorIndex(index))
            keepInUrl({ color: index === 0 ? undefined : index })
          }}
        />
        <div>
          <p className="text-sm font-medium text-brand-700">
            <bdi>{car.brand.name}</bdi> · <bdi>{car.model.name}</bdi> · <span>{i18n._(stockLabels[car.stockStatus])}</span>
          </p>
          <div className="mt-3 space-y-1">
            <Price amountSar={car.priceSar} listSar={car.listPriceSar} size="lg" />
            {/* One struck-through price at a time: a sale price's list price says more than a past cut. */}
            {car.priceReducedFromSar !== null && car.listPriceSar === null ? <PriceReduced fromSar={car.priceReducedFromSar} /> : null}
            <div className="flex flex-wrap items-center gap-x-3">
              <InstallmentFrom amountSar={car.installmentFromSar} />
              {/* On a phone the calculator is a long way down, under the specifications. */}
              <a
                href={`#${financeCalculatorId}`}
                className="phone-only text-sm font-bold text-brand-700 underline"
                data-testid="to-calculator"
              >
                {t({
                  message: 'Calculate your instalment',
                  comment: 'Car page on phones, beside "Installment starts from … / month": link down to the finance calculator',
                })}
              </a>
            </div>
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {orderIndividually('lg')}
            <LinkButton
              to="/{-$locale}/order-company"
              params={{ locale: localeParam }}
              search={companyOrderSearchFromCarPage(car, colorIndex, search)}
              variant="secondary"
              size="lg"
            >
              {t`Order for a company`}
            </LinkButton>
            <LinkButton
              to="/{-$locale}/test-drive"
              params={{ locale: localeParam }}
              search={{ carId: car.id }}
              variant="secondary"
              size="lg"
            >
              {t({ message: 'Book a test drive', comment: 'Car page: link to booking a test drive of this car at a branch' })}
            </LinkButton>
            <FavoriteToggle carId={car.id} carName={car.title} />
            <CompareToggle carId={car.id} carName={car.title} />
          </div>
          <div className="mt-4">
            <ReservePanel carId={car.id} colorId={car.colors[colorIndex]?.id} offer={reservationOffer} />
          </div>
          <div className="mt-4">
            <CarWhatsAppChat car={car} colorName={colorName} whatsappE164={settings.whatsappE164} />
          </div>
          <AlertToggle className="mt-4" target={{ carId: car.id, carTitle: car.title, available: car.stockStatus !== 'on_order' }} />
          <div className="mt-6">
            <ShareButtons title={car.title} />
          </div>
        </div>
      </div>

      <CarSection
        id="car-overview"
        title={t({ message: 'Overview', comment: 'Car page: heading of the section with the main facts of the car' })}
      >
        <div className="mt-3 max-w-3xl">
          <ContentBlocks blocks={car.description} headingLevel={3} />
        </div>
        <div className="mt-6">
          <CarFacts car={car} />
        </div>
      </CarSection>

      <CarSection id="car-features" title={t({ message: 'Features', comment: 'Car page: heading of the equipment list of the car' })}>
        <div className="mt-5">
          <CarFeatures car={car} />
        </div>
      </CarSection>

      <CarSection
        id="car-specs"
        title={t({ message: 'Specifications', comment: 'Car page: heading of the technical specifications table' })}
      >
        <div className="mt-5">
          <CarSpecs car={car} />
        </div>
      </CarSection>

      <div className="mt-12 max-w-3xl">
        <FinanceCalculator
          id={financeCalculatorId}
          priceSar={car.priceSar}
          partners={banks.items}
          offers={car.financeOffers}
          choices={search}
          onChoicesChange={(choices) =>
            keepInUrl({
              rate: choices.rate,
              term: choices.term,
              down: amountParam(choices.down),
              balloon: amountParam(choices.balloon),
              salary: amountParam(choices.salary),
            })
          }
        />
      </div>

      {car.related.length > 0 ? (
        <CarSection
          id="car-related"
          title={t({ message: 'Related cars', comment: 'Car page: heading of other cars of the same brand or type' })}
        >
          <div className="mt-5">
            <CarGrid cars={car.related} layout="dense" />
          </div>
        </CarSection>
      ) : null}

      <CarPhoneBar
        order={orderIndividually('md')}
        // The branch holding the car knows it best; else the dealer's own number.
        phoneE164={car.branch?.phoneE164 ?? settings.phoneE164}
        whatsappE164={settings.whatsappE164}
        whatsappMessage={whatsappMessage}
      />
    </PageShell>
  )
}

/** One titled part of the car page, named by its heading for assistive technology. */
function CarSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}
