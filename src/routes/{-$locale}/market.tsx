import { useState } from 'react'
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'
import { useQueries, useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'
import { useLocale } from '../../lib/i18n/use-locale'
import { carSearchQuery, modelsQuery } from '../../features/catalogue/cars.queries'
import { sortLabels } from '../../features/catalogue/catalogue-labels'
import { carSorts, type CarSort } from '../../contract/values'
import {
  hasActiveFilters,
  marketSearchDefaults,
  maxMarketPages,
  marketSearchSchema,
  toApiSearch,
  type MarketSearch,
} from '../../features/catalogue/market-search'
import { CarCard } from '../../features/catalogue/components/car-card'
import { MarketFilters } from '../../features/catalogue/components/market-filters'
import { NoResults } from '../../features/catalogue/components/no-results'

const pagesUpTo = (page: number) => Array.from({ length: page }, (_, index) => index + 1)

export const Route = createFileRoute('/{-$locale}/market')({
  validateSearch: marketSearchSchema,
  search: { middlewares: [stripSearchParams(marketSearchDefaults)] },
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps: { search } }) => {
    const { queryClient, locale } = context
    // Every page shown so far ("show more" keeps earlier results), and the models of the brands.
    await Promise.all([
      ...pagesUpTo(search.page).map((page) => queryClient.ensureQueryData(carSearchQuery(locale, toApiSearch(search, page)))),
      queryClient.ensureQueryData(modelsQuery(locale)),
    ])
  },
  head: ({ match }) =>
    pageHead(match.context, msg`Market`, msg`Search and filter every car we sell by brand, model, price, year and more.`),
  component: MarketPage,
})

function MarketPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const [filtersOpen, setFiltersOpen] = useState(false)
  const { data: models } = useSuspenseQuery(modelsQuery(locale))
  const pages = useQueries({ queries: pagesUpTo(search.page).map((page) => carSearchQuery(locale, toApiSearch(search, page))) })

  const first = pages[0]?.data
  const cars = pages.flatMap((page) => page.data?.items ?? [])
  const total = first?.total ?? 0
  const loadingMore = pages.some((page) => page.isFetching)
  const canShowMore = cars.length < total && search.page < maxMarketPages

  const setSearch = (change: Partial<MarketSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...change }), resetScroll: false })
  const reset = () => navigate({ search: {}, resetScroll: false })

  return (
    <PageShell title={t`Market`} lead={t`Search and filter every car we sell by brand, model, price, year and more.`}>
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-labelledby="filters-heading">
          <div className="flex items-center justify-between lg:block">
            <h2 id="filters-heading" className="text-lg font-bold text-ink">
              {t`Filters`}
            </h2>
            <button
              type="button"
              className="min-h-11 rounded-lg border border-line px-4 font-medium lg:hidden"
              aria-expanded={filtersOpen}
              aria-controls="market-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? t`Hide filters` : t`Show filters`}
            </button>
          </div>
          <div id="market-filters" className={`${filtersOpen ? 'block' : 'hidden'} mt-2 lg:block`}>
            {first ? <MarketFilters search={search} facets={first.facets} models={models.items} onChange={setSearch} /> : null}
            {hasActiveFilters(search) ? (
              <button type="button" onClick={reset} className="mt-4 min-h-11 font-medium text-brand-700 underline">
                {t`Clear all filters`}
              </button>
            ) : null}
          </div>
        </aside>

        <section aria-labelledby="results-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="text-lg font-bold text-ink" aria-live="polite">
              <Plural value={total} _0="No cars found" one="# car found" other="# cars found" />
            </h2>
            <label className="flex items-center gap-2 text-sm text-muted">
              {t`Sort by`}
              <select
                value={search.sort}
                onChange={(event) => setSearch({ sort: event.target.value as CarSort, page: 1 })}
                className="min-h-11 rounded-lg border border-line bg-white px-3 text-ink"
              >
                {carSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {i18n._(sortLabels[sort])}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {first && cars.length === 0 ? (
            <div className="mt-6">
              <NoResults onReset={reset} />
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="market-results">
              {cars.map((car, index) => (
                <li key={car.id}>
                  <CarCard car={car} priority={index < 3} />
                </li>
              ))}
            </ul>
          )}

          {canShowMore ? (
            <div className="mt-8 text-center">
              <button
                type="button"
                disabled={loadingMore}
                onClick={() => setSearch({ page: search.page + 1 })}
                className="inline-flex min-h-12 items-center rounded-lg border border-brand-600 px-8 font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
              >
                {loadingMore ? t`Loading…` : t`Show more`}
              </button>
              <p className="mt-2 text-sm text-muted">{t`Showing ${cars.length} of ${total}`}</p>
            </div>
          ) : null}
        </section>
      </div>
    </PageShell>
  )
}
