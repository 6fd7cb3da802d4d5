import { useState } from 'react'
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'
import { useQueries, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { Select } from '../../components/ui/select'
import { pageHead } from '../../lib/page-head'
import { useLocale } from '../../lib/i18n/use-locale'
import { modelsQuery } from '../../features/catalogue/cars.queries'
import { loadMarketResults, marketResultQueries } from '../../features/catalogue/market-results'
import { sortLabels } from '../../features/catalogue/catalogue-labels'
import { carSorts, type CarSort } from '../../contract/values'
import {
  hasActiveFilters,
  marketSearchDefaults,
  maxMarketPages,
  marketSearchSchema,
  type MarketSearch,
} from '../../features/catalogue/market-search'
import { CarGrid } from '../../features/catalogue/components/car-grid'
import { MarketFilters } from '../../features/catalogue/components/market-filters'
import { NoResults } from '../../features/catalogue/components/no-results'

export const Route = createFileRoute('/{-$locale}/market')({
  // The loader ships with the page's component, in one chunk fetched on the way to the market,
  // instead of in the bundle every page loads first (docs/decisions/0021-browser-bundle.md).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: marketSearchSchema,
  search: { middlewares: [stripSearchParams(marketSearchDefaults)] },
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps: { search } }) => {
    const { queryClient, locale } = context
    // Every page shown so far ("show more" keeps earlier results), in one search when none is in
    // the cache yet, and the models of the brands.
    await Promise.all([loadMarketResults(queryClient, locale, search), queryClient.ensureQueryData(modelsQuery(locale))])
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
  const queryClient = useQueryClient()
  const { data: models } = useSuspenseQuery(modelsQuery(locale))
  const slices = useQueries({ queries: marketResultQueries(queryClient, locale, search) })

  const first = slices[0]?.data
  const cars = slices.flatMap((slice) => slice.data?.items ?? [])
  const total = first?.total ?? 0
  const loadingMore = slices.some((slice) => slice.isFetching)
  const canShowMore = cars.length < total && search.page < maxMarketPages

  const setSearch = (change: Partial<MarketSearch>) => navigate({ search: (previous) => ({ ...previous, ...change }), resetScroll: false })
  const reset = () => navigate({ search: {}, resetScroll: false })

  return (
    <PageShell title={t`Market`} lead={t`Search and filter every car we sell by brand, model, price, year and more.`}>
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-labelledby="filters-heading">
          <div className="flex items-center justify-between lg:block">
            <h2 id="filters-heading" className="text-lg font-bold text-ink">
              {t({ message: 'Filters', comment: 'Market page: heading of the filter panel' })}
            </h2>
            <Button
              variant="outline"
              size="sm"
              className="lg:hidden"
              aria-expanded={filtersOpen}
              aria-controls="market-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen
                ? t({ message: 'Hide filters', comment: 'Market page on phones: button that hides the filters' })
                : t({ message: 'Show filters', comment: 'Market page on phones: button that shows the filters' })}
            </Button>
          </div>
          <div id="market-filters" className={`${filtersOpen ? 'block' : 'hidden'} mt-2 lg:block`}>
            {first ? <MarketFilters search={search} facets={first.facets} models={models.items} onChange={setSearch} /> : null}
            {hasActiveFilters(search) ? (
              <Button variant="link" onClick={reset} className="mt-4 underline">
                {t`Clear all filters`}
              </Button>
            ) : null}
          </div>
        </aside>

        <section aria-labelledby="results-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="text-lg font-bold text-ink" aria-live="polite">
              <Plural
                comment="Market page: number of cars matching the filters"
                value={total}
                _0="No cars found"
                one="# car found"
                other="# cars found"
              />
            </h2>
            <Field label={t({ message: 'Sort by', comment: 'Market page: label of the sort order list' })} layout="inline">
              <Select value={search.sort} onChange={(event) => setSearch({ sort: event.target.value as CarSort, page: 1 })}>
                {carSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {i18n._(sortLabels[sort])}
                  </option>
                ))}
              </Select>
            </Field>
          </div>

          {first && cars.length === 0 ? (
            <div className="mt-6">
              <NoResults onReset={reset} />
            </div>
          ) : (
            <div className="mt-6">
              <CarGrid cars={cars} layout="beside-filters" priorityCount={3} testId="market-results" />
            </div>
          )}

          {canShowMore ? (
            <div className="mt-8 text-center">
              <Button variant="secondary" size="lg" loading={loadingMore} onClick={() => setSearch({ page: search.page + 1 })}>
                {t({ message: 'Show more', comment: 'Market page: button that loads more cars' })}
              </Button>
              <p className="mt-2 text-sm text-muted">{t`Showing ${cars.length} of ${total}`}</p>
            </div>
          ) : null}
        </section>
      </div>
    </PageShell>
  )
}
