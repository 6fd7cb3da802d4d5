import { memo, useState } from 'react'
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'
import { useQueries, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { Button } from '../../components/ui/button'
import { LinkButton } from '../../components/ui/link-button'
import { busySpinnerClass } from '../../components/ui/button-styles'
import { Field } from '../../components/ui/field'
import { Select } from '../../components/ui/select'
import { pageHead } from '../../lib/page-head'
import { formatNumber } from '../../lib/format'
import { useLocale } from '../../lib/i18n/use-locale'
import { modelsQuery } from '../../features/catalogue/cars.queries'
import { loadMarketResults, marketResultQueries } from '../../features/catalogue/market-results'
import { sortLabels } from '../../features/catalogue/catalogue-labels'
import { carSorts, type CarSort } from '../../contract/values'
import {
  emptyFilters,
  hasActiveFilters,
  marketSearchDefaults,
  maxMarketPages,
  marketFilterQuery,
  marketSearchOf,
  marketSearchSchema,
} from '../../lib/market-search'
import { AlertToggle } from '../../features/alerts/components/alert-toggle'
import { CarGrid } from '../../features/catalogue/components/car-grid'
import { MarketFilters } from '../../features/catalogue/components/market-filters'
import { NoResults } from '../../features/catalogue/components/no-results'
import { ActiveFilterChips } from '../../features/catalogue/components/active-filter-chips'
import { MarketLink } from '../../features/catalogue/components/market-link'
import { activeFilters } from '../../features/catalogue/active-filters'
import { useOptimisticSearch } from '../../features/catalogue/use-optimistic-search'
import { Dialog } from '../../components/ui/dialog'
import { FilterIcon } from '../../components/icons/icons'
import { independentOfPage } from '../../lib/location-free-search'

export const Route = createFileRoute('/{-$locale}/market')({
  // The loader ships with the page's component, in one chunk fetched on the way to the market,
  // instead of in the bundle every page loads first (docs/decisions/0021-browser-bundle.md).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: marketSearchSchema,
  search: { middlewares: [independentOfPage(stripSearchParams(marketSearchDefaults))] },
  loaderDeps: ({ search }) => ({ search: marketSearchOf(search) }),
  loader: async ({ context, deps: { search } }) => {
    const { queryClient, locale } = context
    // Every page shown so far ("show more" keeps earlier results), in one search when none is in
    // the cache yet, and the models of the brands.
    await Promise.all([loadMarketResults(queryClient, locale, search), queryClient.ensureQueryData(modelsQuery(locale))])
  },
  // A changed filter keeps the page (its results, the open filters sheet, the focus) with a quiet
  // pending note on the results while the search runs, never the pending page in its place.
  pendingMs: 60_000,
  head: ({ match }) =>
    pageHead(match.context, msg`Market`, msg`Search and filter every car we sell by brand, model, price, year and more.`),
  component: MarketPage,
})

/**
 * The results re-render only when the cars change: a ticked filter re-renders the page at once
 * (its optimistic state) while the cars stay until the search answers, and redrawing every card
 * then would be most of the tap's delay on a phone (issue 13). Query results keep each car's
 * object while it is unchanged, so comparing them one by one is enough.
 */
const ResultsGrid = memo(
  CarGrid,
  (before, after) =>
    before.cars.length === after.cars.length &&
    before.cars.every((car, index) => car === after.cars[index]) &&
    before.layout === after.layout &&
    before.priorityCount === after.priorityCount &&
    before.testId === after.testId,
)

function MarketPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const [sheetOpen, setSheetOpen] = useState(false)
  const queryClient = useQueryClient()
  const { data: models } = useSuspenseQuery(modelsQuery(locale))
  const slices = useQueries({ queries: marketResultQueries(queryClient, locale, search) })
  // A changed filter shows at once (a ticked box ticked) while its search runs; the URL follows.
  const { shown, pending, change } = useOptimisticSearch(search, (next) => navigate({ search: next, resetScroll: false }))

  const first = slices[0]?.data
  const cars = slices.flatMap((slice) => slice.data?.items ?? [])
  const total = first?.total ?? 0
  const shownText = formatNumber(cars.length, locale)
  const totalText = formatNumber(total, locale)
  const loadingMore = slices.some((slice) => slice.isFetching)
  const canShowMore = cars.length < total && search.page < maxMarketPages
  const activeCount = activeFilters(shown, models.items).length
  // Until the new search answers, the first slice shows the previous results (placeholder data).
  const searching = pending || Boolean(slices[0]?.isPlaceholderData && slices[0].isFetching)

  const reset = () => void change(emptyFilters)
  const filters = first ? (
    <>
      <MarketFilters search={shown} facets={first.facets} models={models.items} onChange={change} />
      {hasActiveFilters(shown) ? (
        <MarketLink variant="link" onActivate={reset} className="mt-4 underline">
          {t`Clear all filters`}
        </MarketLink>
      ) : null}
    </>
  ) : null

  return (
    <PageShell compact title={t`Market`} lead={t`Search and filter every car we sell by brand, model, price, year and more.`}>
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        {/* On a phone the same filters open as a bottom sheet; one copy at a time keeps their ids unique. */}
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <h2 id="filters-heading" className="text-lg font-bold text-ink">
            {t({ message: 'Filters', comment: 'Market page: heading of the filter panel' })}
          </h2>
          {sheetOpen ? null : <div className="mt-2">{filters}</div>}
        </aside>

        <section aria-labelledby="results-heading">
          {/* On a phone the count and the filters button share the first row and the sort order takes
              the second, so the first car shows on the first screen (issue 36); on a desktop the
              button is gone and the count and the sort order share one row, as before. */}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" tabIndex={-1} className="text-lg font-bold text-ink outline-none" aria-live="polite">
              <Plural
                comment="Market page: number of cars matching the filters"
                value={total}
                _0="No cars found"
                one="# car found"
                other="# cars found"
              />
            </h2>
            <Button
              variant="outline"
              className="lg:hidden"
              aria-haspopup="dialog"
              onClick={() => setSheetOpen(true)}
              data-testid="filters-button"
            >
              <FilterIcon className="size-5" />
              {t({ message: 'Filters', comment: 'Market page: heading of the filter panel' })}
              {activeCount > 0 ? (
                <span className="rounded-full bg-brand-700 px-2 text-xs font-bold leading-5 text-white" data-testid="filters-count">
                  <span className="sr-only">
                    {t({
                      message: 'active:',
                      comment: 'Market page on phones, filters button: read before the number of filters in force',
                    })}{' '}
                  </span>
                  {activeCount}
                </span>
              ) : null}
            </Button>
            <Field label={t({ message: 'Sort by', comment: 'Market page: label of the sort order list' })} layout="inline">
              <Select value={shown.sort} onChange={(event) => void change({ sort: event.target.value as CarSort })}>
                {carSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {i18n._(sortLabels[sort])}
                  </option>
                ))}
              </Select>
            </Field>
          </div>

          <ActiveFilterChips search={shown} facets={first?.facets} models={models.items} onChange={change} onClearAll={reset} />

          <div
            className={`relative mt-4 transition-opacity sm:mt-6 will-change-[opacity] ${searching ? 'opacity-60' : ''}`}
            aria-busy={searching}
            data-testid="market-results-area"
          >
            {searching ? (
              <p role="status" className="absolute -top-5 start-0 flex items-center gap-2 text-xs text-muted" data-testid="results-pending">
                <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-current border-e-transparent" />
                {t({ message: 'Updating results…', comment: 'Market page: quiet note on the results while a changed filter is searched' })}
              </p>
            ) : null}
            {first && cars.length === 0 ? (
              <NoResults onReset={reset} />
            ) : (
              <ResultsGrid cars={cars} layout="beside-filters" priorityCount={3} testId="market-results" />
            )}
          </div>

          {canShowMore ? (
            <div className="mt-8 text-center">
              {/* A link to the next page, so it works before the page's scripts have arrived (a full
                  load of that page, earlier cars included); once they have, the router fetches
                  only the next cars and keeps the scroll. */}
              <LinkButton
                from={Route.fullPath}
                search={(previous) => ({ ...previous, page: search.page + 1 })}
                resetScroll={false}
                variant="secondary"
                size="lg"
                // As Button's `loading`, written here: the link is on every page's first load,
                // this state only on the market's.
                aria-busy={loadingMore || undefined}
                aria-disabled={loadingMore || undefined}
                onClick={(event) => {
                  if (loadingMore) event.preventDefault()
                }}
              >
                {loadingMore ? <span aria-hidden="true" className={busySpinnerClass} /> : null}
                {t({ message: 'Show more', comment: 'Market page: link that loads more cars' })}
              </LinkButton>
              <p className="mt-2 text-sm text-muted">{t`Showing ${shownText} of ${totalText}`}</p>
            </div>
          ) : null}
          {/* Below the results: the first screen on a phone stays the cars (issue 36). */}
          <AlertToggle className="mt-10" target={{ marketQuery: marketFilterQuery(search) }} />
        </section>
      </div>

      <Dialog
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        title={t({ message: 'Filters', comment: 'Market page: heading of the filter panel' })}
        placement="sheet"
        footer={
          <Button variant="accent" size="lg" className="w-full" onClick={() => setSheetOpen(false)} data-testid="show-results">
            <Plural
              comment="Market page on phones: the button at the foot of the filters sheet that closes it and shows the results; # is their number"
              value={total}
              _0="No cars to show"
              one="Show # result"
              other="Show # results"
            />
          </Button>
        }
      >
        <div data-testid="filters-sheet">{filters}</div>
      </Dialog>
    </PageShell>
  )
}
