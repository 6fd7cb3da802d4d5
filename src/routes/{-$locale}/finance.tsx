import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { ContentBlocks } from '../../components/ui/content-blocks'
import { useLocale } from '../../lib/i18n/use-locale'
import { banksQuery, sitePageQuery } from '../../features/content/content.queries'
import { sitePageHead } from '../../features/content/site-page-head'
import { FinancePartners } from '../../features/content/components/finance-partners'
import { FinanceEstimator } from '../../features/content/components/finance-estimator'

export const Route = createFileRoute('/{-$locale}/finance')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(sitePageQuery(context.locale, 'finance')),
      context.queryClient.ensureQueryData(banksQuery(context.locale)),
    ])
  },
  head: ({ match }) => sitePageHead(match.context, 'finance', msg`Finance`),
  component: FinancePage,
})

function FinancePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: page } = useSuspenseQuery(sitePageQuery(locale, 'finance'))
  const { data: banks } = useSuspenseQuery(banksQuery(locale))
  return (
    <PageShell title={page.title}>
      {/* The dealer's text says how finance works; the calculator sits beside it to try it out. */}
      <div className="grid gap-10 lg:grid-cols-[1fr_28rem] lg:items-start">
        <article className="max-w-3xl" data-testid="site-page">
          <ContentBlocks blocks={page.body} />
        </article>
        {banks.items.length > 0 ? (
          <aside aria-label={t`Finance calculator`} className="lg:sticky lg:top-24">
            <FinanceEstimator partners={banks.items} />
          </aside>
        ) : null}
      </div>
      {banks.items.length > 0 ? (
        <section aria-labelledby="finance-partners" className="mt-14">
          <h2 id="finance-partners" className="text-2xl font-bold text-ink">
            {t({
              message: 'Our finance partners',
              comment: 'Finance page: heading of the banks and finance companies the dealer works with',
            })}
          </h2>
          <p className="mt-2 max-w-3xl text-ink-soft">{t`We work with accredited Saudi banks and finance companies and compare their offers for you.`}</p>
          <div className="mt-6">
            <FinancePartners partners={banks.items} />
          </div>
        </section>
      ) : null}
    </PageShell>
  )
}
