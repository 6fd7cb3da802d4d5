import type { ReactNode } from 'react'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { idValue, optionalParam } from '../../lib/search-params'
import { PageShell } from '../../components/layout/page-shell'
import { ShareButtons } from '../../components/ui/share-buttons'
import { ContentBlocks, leadText } from '../../components/ui/content-blocks'
import { pageHead } from '../../lib/page-head'
import { originFromMatches } from '../../lib/seo'
import { useSiteUrl } from '../../lib/use-site-url'
import { jsonLdScript, breadcrumbList } from '../../lib/json-ld'
import { useLocale, useLocaleParam } from '../../lib/i18n/use-locale'
import { localizePathname } from '../../lib/i18n/locale'
import { carQuery } from '../../features/catalogue/cars.queries'
import { banksQuery } from '../../features/content/content.queries'
import { CarGallery } from '../../features/catalogue/components/car-gallery'
import { CarCard } from '../../features/catalogue/components/car-card'
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
  head: ({ match, matches }) => {
    const { queryClient, locale } = match.context
    const id = match.search.id
    const car = id === undefined ? undefined : queryClient.getQueryData(carQuery(locale, id).queryKey)
    if (!car) return pageHead(match.context, msg`Car details`)
    const origin = originFromMatches(matches)
    const url = `${origin}${localizePathname('/car', locale)}?id=${car.id}`
    const head = pageHead(match.context, car.title, leadText(car.description))
    return {
      ...head,
      scripts: [
        jsonLdScript({
          '@type': 'Car',
          name: car.title,
          brand: { '@type': 'Brand', name: car.brand.name },
          model: car.model.name,
          vehicleModelDate: String(car.year),
          fuelType: car.fuelType,
          vehicleTransmission: car.transmission,
          seatingCapacity: car.seats,
          description: leadText(car.description, 500),
          image: car.image ? `${origin}${car.image.path}` : undefined,
          url,
          offers: {
            '@type': 'Offer',
            price: car.priceSar,
            priceCurrency: 'SAR',
            availability: car.stockStatus === 'on_order' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
            url,
          },
        }),
        jsonLdScript(breadcrumbList([{ name: car.brand.name, url: `${origin}${localizePathname('/cars', locale)}` }, { name: car.title, url }])),
      ],
    }
  },
  component: CarPage,
})

function CarPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { id } = Route.useSearch()
  const { data: car } = useSuspenseQuery(carQuery(locale, id!))
  const { data: banks } = useSuspenseQuery(banksQuery(locale))
  const shareUrl = useSiteUrl(`${localizePathname('/car', locale)}?id=${car.id}`)
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
              <p className="text-sm font-medium text-success">{t`Competitive price: ${competitive}`}</p>
            ) : null}
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Link
              to="/{-$locale}/order-individuals"
              params={{ locale: localeParam }}
              search={{ carId: car.id }}
              className="inline-flex min-h-12 items-center rounded-lg bg-accent-500 px-6 font-bold text-white hover:bg-accent-600"
            >
              {t`Order as an individual`}
            </Link>
            <Link
              to="/{-$locale}/order-company"
              params={{ locale: localeParam }}
              search={{ carId: car.id }}
              className="inline-flex min-h-12 items-center rounded-lg border border-brand-600 px-6 font-bold text-brand-700 hover:bg-brand-50"
            >
              {t`Order for a company`}
            </Link>
            <FavoriteToggle carId={car.id} carName={car.title} />
          </div>
          <div className="mt-6">
            <ShareButtons url={shareUrl} title={car.title} />
          </div>
        </div>
      </div>

      <CarSection id="car-overview" title={t`Overview`}>
        <div className="mt-3 max-w-3xl">
          <ContentBlocks blocks={car.description} headingLevel={3} />
        </div>
        <div className="mt-6">
          <CarFacts car={car} />
        </div>
      </CarSection>

      <CarSection id="car-features" title={t`Features`}>
        <div className="mt-5">
          <CarFeatures car={car} />
        </div>
      </CarSection>

      <CarSection id="car-specs" title={t`Specifications`}>
        <div className="mt-5">
          <CarSpecs car={car} />
        </div>
      </CarSection>

      <div className="mt-12 max-w-3xl">
        <FinanceCalculator priceSar={car.priceSar} partners={banks.items} />
      </div>

      {car.related.length > 0 ? (
        <CarSection id="car-related" title={t`Related cars`}>
          <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {car.related.map((related) => (
              <li key={related.id}>
                <CarCard car={related} />
              </li>
            ))}
          </ul>
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
