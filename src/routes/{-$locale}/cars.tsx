import { createFileRoute, Link, notFound, stripSearchParams } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import { carsSearchSchema } from '../../lib/page-search-schemas'
import { PageShell, type Crumb } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'
import { useLocale, useLocaleParam } from '../../lib/i18n/use-locale'
import { brandsQuery, carSearchQuery, modelsQuery } from '../../features/catalogue/cars.queries'
import { BrandTile } from '../../features/catalogue/components/brand-tile'
import { CarGrid } from '../../features/catalogue/components/car-grid'
import { ChevronIcon } from '../../components/icons/icons'
import { buttonClass } from '../../components/ui/button-styles'
import { LinkButton } from '../../components/ui/link-button'
import { modelTitle } from '../../contract/car-title'
import { independentOfPage } from '../../lib/location-free-search'

const PAGE_SIZE = 12

export const Route = createFileRoute('/{-$locale}/cars')({
  validateSearch: carsSearchSchema,
  search: { middlewares: [independentOfPage(stripSearchParams({ page: 1 }))] },
  // Named, not spread: the address's own order (or any other parameter) must not rename the data.
  loaderDeps: ({ search }) => ({ brand: search.brand, model: search.model, page: search.page }),
  loader: async ({ context: { queryClient, locale }, deps }) => {
    const brands = await queryClient.ensureQueryData(brandsQuery(locale))
    if (!deps.brand) return
    if (!brands.items.some((brand) => brand.slug === deps.brand)) throw notFound()
    const models = await queryClient.ensureQueryData(modelsQuery(locale, deps.brand))
    if (!deps.model) return
    if (!models.items.some((model) => model.slug === deps.model)) throw notFound()
    await queryClient.ensureQueryData(carSearchQuery(locale, trimsSearch(deps.brand, deps.model, deps.page)))
  },
  head: ({ match }) => pageHead(match.context, msg`Cars`, msg`Our catalogue by brand, model and trim, with prices including VAT.`),
  component: CarsPage,
})

function trimsSearch(brand: string, model: string, page: number) {
  return { brands: [brand], models: [model], sort: 'price-asc' as const, page, pageSize: PAGE_SIZE }
}

function CarsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const search = Route.useSearch()
  const { data: brands } = useSuspenseQuery(brandsQuery(locale))
  const brand = brands.items.find((candidate) => candidate.slug === search.brand)

  if (!brand) {
    return (
      <PageShell title={t`Cars`} lead={t`Our catalogue by brand, model and trim, with prices including VAT.`}>
        <h2 className="sr-only">
          {t({ message: 'Brands', comment: 'Cars page: heading of the brand tiles (read by screen readers only)' })}
        </h2>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {brands.items.map((item) => (
            <li key={item.slug}>
              <BrandTile brand={item} />
            </li>
          ))}
        </ul>
      </PageShell>
    )
  }
  return <BrandLevel brandSlug={brand.slug} brandName={brand.name} />
}

function BrandLevel({ brandSlug, brandName }: { brandSlug: string; brandName: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const search = Route.useSearch()
  const { data: models } = useSuspenseQuery(modelsQuery(locale, brandSlug))
  const model = models.items.find((candidate) => candidate.slug === search.model)
  const trail: Crumb[] = [{ to: '/{-$locale}/cars', label: t`Cars` }]

  if (!model) {
    return (
      <PageShell title={brandName} trail={trail}>
        <h2 className="text-xl font-bold text-ink">{t({ message: 'Models', comment: 'Cars page of a brand: heading of its models' })}</h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {models.items.map((item) => {
            return (
              <li key={item.slug}>
                <Link
                  to="/{-$locale}/cars"
                  params={{ locale: localeParam }}
                  search={{ brand: brandSlug, model: item.slug }}
                  className="flex min-h-20 items-center justify-between gap-3 rounded-2xl border border-line bg-white p-5 hover:border-brand-500 hover:shadow-md"
                >
                  <span>
                    <span className="block text-lg font-bold text-ink">
                      <bdi>{item.name}</bdi>
                    </span>
                    <span className="text-sm text-muted">
                      <Plural
                        comment="Cars page: number of trims (versions) of a model, on its card"
                        value={item.carCount}
                        one="# trim"
                        other="# trims"
                      />
                    </span>
                  </span>
                  <ChevronIcon className="mirror-rtl size-5 text-brand-600" />
                </Link>
              </li>
            )
          })}
        </ul>
      </PageShell>
    )
  }
  return <ModelLevel brandSlug={brandSlug} brandName={brandName} modelSlug={model.slug} modelName={model.name} />
}

function ModelLevel({
  brandSlug,
  brandName,
  modelSlug,
  modelName,
}: {
  brandSlug: string
  brandName: string
  modelSlug: string
  modelName: string
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { page } = Route.useSearch()
  const { data } = useSuspenseQuery(carSearchQuery(locale, trimsSearch(brandSlug, modelSlug, page)))
  const pageCount = Math.max(1, Math.ceil(data.total / PAGE_SIZE))
  const trail: Crumb[] = [
    { to: '/{-$locale}/cars', label: t`Cars` },
    { to: '/{-$locale}/cars', label: brandName, search: { brand: brandSlug } },
  ]

  return (
    <PageShell title={modelTitle(brandName, modelName)} trail={trail}>
      <h2 className="text-xl font-bold text-ink">
        {t({ message: 'Trims', comment: 'Cars page of a model: heading of its trims (versions such as GL, GLX)' })}
      </h2>
      <div className="mt-5">
        <CarGrid cars={data.items} priorityCount={3} />
      </div>
      {pageCount > 1 ? (
        <nav
          aria-label={t({ message: 'Pages', comment: 'Cars page: accessible name of the pagination of trims' })}
          className="mt-8 flex flex-wrap justify-center gap-2"
        >
          {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) =>
            number === page ? (
              <span key={number} aria-current="page" className={buttonClass({ variant: 'outline', size: 'sm', className: 'min-w-11' })}>
                {number}
              </span>
            ) : (
              <LinkButton
                key={number}
                to="/{-$locale}/cars"
                params={{ locale: localeParam }}
                search={{ brand: brandSlug, model: modelSlug, page: number }}
                activeOptions={{ exact: true }}
                variant="outline"
                size="sm"
                className="min-w-11"
              >
                {number}
              </LinkButton>
            ),
          )}
        </nav>
      ) : null}
    </PageShell>
  )
}
