import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { originFromMatches } from '../../lib/seo'
import { useLocale } from '../../lib/i18n/use-locale'
import { branchesQuery } from '../../features/content/content.queries'
import { dealerHead } from '../../features/content/dealer-seo'
import { BranchList } from '../../features/content/components/branch-list'

export const Route = createFileRoute('/{-$locale}/branches')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(branchesQuery(context.locale))
  },
  head: ({ match, matches }) =>
    dealerHead(match.context, originFromMatches(matches), msg`Branches`, msg`Visit our showrooms in Jeddah, Riyadh, Abha and Tabuk.`),
  component: BranchesPage,
})

function BranchesPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: branches } = useSuspenseQuery(branchesQuery(locale))
  return (
    <PageShell title={t`Branches`} lead={t`Visit our showrooms in Jeddah, Riyadh, Abha and Tabuk.`}>
      <BranchList branches={branches.items} />
    </PageShell>
  )
}
