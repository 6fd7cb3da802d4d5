import type { ReactNode } from 'react'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { idValue, optionalParam } from '../../lib/search-params'
import { PageShell } from '../../components/layout/page-shell'
import { ShareButtons } from '../../components/ui/share-buttons'
import { ContentBlocks } from '../../components/ui/content-blocks'
import { LinkButton } from '../../components/ui/link-button'
import { itemPath, originFromMatches } from '../../lib/seo'
import { useSiteUrl } from '../../lib/use-site-url'
import { useLocale, useLocaleParam } from '../../lib/i18n/use-locale'
import { carQuery } from '../../features/catalogue/cars.queries'
import { carHead } from '../../features/catalogue/car-seo'
import { banksQuery } from '../../features/content/content.queries'
import { CarGallery } from '../../features/catalogue/components/car-gallery'
import { CarGrid } from '../../features/catalogue/components/car-grid'
import { CarFacts, CarFeatures, CarSpecs } from '../../features/catalogue/components/car-details'
import { FinanceCalculator } from '../../features/catalogue/components/finance-calculator'
import { InstallmentFrom, Price } from '../../features/catalogue/components/price'
import { FavoriteToggle } from '../../features/favorites/components/favorite-toggle'
import { stockLabels } from '../../features/catalogue/catalogue-labels'
import { formatSar } from '../../lib/format'

/** The car is chosen by `?id=`; anything else there is ignored and a missing id is a 404. */
const carSearchSchema = z.object({ id: optionalParam(idValue) })

export const Route = createFileRoute('/{-$locale}/car')({
  validateSearch: carSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id === undefined) throw notFound()
    await Promise.all([
      context.queryClient.ensureQueryData(carQuery(context.locale, deps.id)),
      context.queryClient.ensureQueryData(banksQuery(context.locale)),
    ])
  },
  head: ({ match, matches }) => carHead(match.context, match.search.id, originFromMatches(matches)),
  component: CarPage,
})

function CarPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { id } = Route.useSearch()
  const { data: car } = useSuspenseQuery(carQuery(locale, id!))
  const { data: banks } = useSuspenseQuery(banksQuery(locale))
  const shareUrl = useSiteUrl(itemPath({ kind: 'car', id: car.id }, locale))
  const competitive = car.competitivePriceSar === null ? null : formatSar(car.competitivePriceSar, locale)

  return (
    <PageShell title={car.title} trail={[{ to: '/{-$locale}/market', label: t`Market` }]}>
      <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
        <CarGallery car={car} />
        <div>
          <p className="text-sm font-medium text-brand-700">
            <bdi>{car.brand.name}</bdi> · <bdi>{car.model.name}</bdi> · <span>{i18n._(stockLabels[car.stockStatus])}</span>
          </p>
          <div className="mt-3 space-y-1">
            <Price amountSar={car.priceSar} size="lg" />
            <InstallmentFrom amountSar={car.installmentFromSar} />
            {competitive ? (
              <p className="text-sm font-medium text-success">
                {t({
                  message: `Competitive price: ${competitive}`,
                  comment: 'Car page, under the price: a lower price the dealer offers; {competitive} is the price with currency',
                })}
              </p>
            ) : null}
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <LinkButton
              to="/{-$locale}/order-individuals"
              params={{ locale: localeParam }}
              search={{ carId: car.id }}
              variant="accent"
              size="lg"
            >
              {t`Order as an individual`}
            </LinkButton>
            <LinkButton
              to="/{-$locale}/order-company"
              params={{ locale: localeParam }}
              search={{ carId: car.id }}
              variant="secondary"
              size="lg"
            >
              {t`Order for a company`}
            </LinkButton>
            <FavoriteToggle carId={car.id} carName={car.title} />
          </div>
          <div className="mt-6">
            <ShareButtons url={shareUrl} title={car.title} />
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
        <FinanceCalculator priceSar={car.priceSar} partners={banks.items} />
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
