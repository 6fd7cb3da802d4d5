import { useEffect } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Plural, useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { AlertIcon, CompareIcon } from '../../components/icons/icons'
import { Button } from '../../components/ui/button'
import { LinkButton } from '../../components/ui/link-button'
import { ShareButtons } from '../../components/ui/share-buttons'
import { formatNumber } from '../../lib/format'
import { originFromMatches } from '../../lib/seo'
import { useLocale, useLocaleParam } from '../../lib/i18n/use-locale'
import { compareIdsParam, compareSearchSchema, parseCompareIds } from '../../features/compare/compare-search'
import { compareStore } from '../../features/compare/use-compare'
import { comparedCarsQuery } from '../../features/catalogue/compare.queries'
import { compareHead } from '../../features/catalogue/compare-seo'
import { compareGroups, onlyDifferences } from '../../features/catalogue/compare-rows'
import { CompareTable } from '../../features/catalogue/components/compare-table'

/**
 * `/compare?ids=12,7,31` (issue 40, decision 0096): the cars of the link side by side, rendered
 * by the server from the link alone, so anyone who opens it sees the same table. `diff=true`
 * keeps only the rows where the cars differ.
 */
export const Route = createFileRoute('/{-$locale}/compare')({
  validateSearch: compareSearchSchema,
  loaderDeps: ({ search }) => ({ ids: parseCompareIds(search.ids) }),
  loader: async ({ context, deps: { ids } }) => {
    if (ids.length > 0) await context.queryClient.ensureQueryData(comparedCarsQuery(context.locale, ids))
  },
  head: ({ match, matches }) => compareHead(match.context, parseCompareIds(match.search.ids), originFromMatches(matches)),
  component: ComparePage,
})

function ComparePage() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const ids = parseCompareIds(search.ids)
  const title = t({ message: 'Compare cars', comment: 'Comparison page: main heading' })
  return (
    <PageShell title={title} trail={[{ to: '/{-$locale}/market', label: t`Market` }]}>
      {ids.length === 0 ? <NothingToCompare /> : <Comparison ids={ids} diff={search.diff === true} />}
    </PageShell>
  )
}

function Comparison({ ids, diff }: { ids: number[]; diff: boolean }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(comparedCarsQuery(locale, ids))
  const { cars, missing } = data

  // A car the dealer no longer lists leaves the visitor's own list too, as favourites do.
  useEffect(() => {
    if (missing.length > 0) compareStore().removeMany(missing)
  }, [missing])

  if (cars.length === 0) {
    return (
      <>
        <MissingNote count={missing.length} />
        <NothingToCompare />
      </>
    )
  }

  const found = cars.map((car) => car.id)
  const all = compareGroups(cars, { say: (descriptor) => i18n._(descriptor), locale })
  const groups = diff ? onlyDifferences(all) : all
  const names = cars.map((car) => car.title).join(' · ')
  return (
    <div>
      <MissingNote count={missing.length} />
      <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
        {cars.length > 1 ? (
          <LinkButton
            from={Route.fullPath}
            // Only the cars still listed stay in the link; the note above says why the others went.
            search={{ ids: compareIdsParam(found), diff: diff ? undefined : true }}
            replace
            resetScroll={false}
            variant="outline"
            size="sm"
            data-testid="compare-diff"
          >
            {diff
              ? t({ message: 'Show all rows', comment: 'Comparison page: link back from “only differences” to every row' })
              : t({ message: 'Show only differences', comment: 'Comparison page: link that hides the rows where every car is the same' })}
          </LinkButton>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          {t({ message: 'Print', comment: 'Comparison page: button that prints the comparison table' })}
        </Button>
      </div>
      {diff && groups.length === 0 ? (
        <p className="rounded-lg bg-surface px-4 py-3 text-ink">
          {t({ message: 'These cars are the same in every row.', comment: 'Comparison page, “only differences” shown: no row differs' })}
        </p>
      ) : (
        <CompareTable
          cars={cars}
          groups={groups}
          without={(id) => compareIdsParam(found.filter((other) => other !== id))}
          onRemove={(id) => compareStore().remove(id)}
        />
      )}
      <div className="mt-8 print:hidden">
        <ShareButtons
          title={t({ message: `Compare: ${names}`, comment: 'Title of the comparison page and its link preview; {names} lists the cars' })}
        />
      </div>
    </div>
  )
}

/** Cars the link names that the dealer no longer lists: left out, and said so. */
function MissingNote({ count }: { count: number }) {
  // Digits follow docs/decisions/0006 (Latin in both languages), so the number is formatted here.
  const shown = formatNumber(count, useLocale())
  if (count === 0) return null
  return (
    <p
      role="status"
      className="mb-6 flex items-start gap-2 rounded-lg border border-accent-500/40 bg-accent-50 px-4 py-3 text-ink"
      data-testid="compare-missing"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
      <span>
        <Plural
          comment="Comparison page: cars the link named are no longer sold, so they are not in the table; {shown} is their number"
          value={count}
          one="A car in this comparison is no longer available, so we left it out."
          other={`${shown} cars in this comparison are no longer available, so we left them out.`}
        />
      </span>
    </p>
  )
}

function NothingToCompare() {
  const { t } = useLingui()
  const locale = useLocaleParam()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-10 text-center" data-testid="compare-empty">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <CompareIcon className="size-10" />
      </span>
      <h2 className="mt-6 text-2xl font-bold text-ink">{t`Nothing to compare yet`}</h2>
      <p className="mt-3 text-ink-soft">{t`Tap “Compare” on up to four cars, then open the comparison from the bar at the bottom of the page.`}</p>
      <LinkButton to="/{-$locale}/market" params={{ locale }} variant="accent" size="lg" className="mt-8">
        {t`Browse cars`}
      </LinkButton>
    </section>
  )
}
