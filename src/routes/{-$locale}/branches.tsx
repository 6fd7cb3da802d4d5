import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'
import { jsonLdScript } from '../../lib/json-ld'
import { originFromMatches } from '../../lib/seo'
import { localizePathname } from '../../lib/i18n/locale'
import { useLocale } from '../../lib/i18n/use-locale'
import { branchesQuery } from '../../features/content/content.queries'
import { dealerJsonLd } from '../../features/content/branches-json-ld'
import { siteSettingsQuery } from '../../features/site/site-settings.queries'
import { BranchList } from '../../features/content/components/branch-list'

export const Route = createFileRoute('/{-$locale}/branches')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(branchesQuery(context.locale))
  },
  head: ({ match, matches }) => {
    const { queryClient, locale } = match.context
    const head = pageHead(match.context, msg`Branches`, msg`Visit our showrooms in Jeddah, Riyadh, Abha and Tabuk.`)
    const branches = queryClient.getQueryData(branchesQuery(locale).queryKey)
    if (!branches) return head
    const origin = originFromMatches(matches)
    const settings = queryClient.getQueryData(siteSettingsQuery(locale).queryKey)
    return { ...head, scripts: [jsonLdScript(dealerJsonLd(settings, branches.items, origin, `${origin}${localizePathname('/', locale)}`))] }
  },
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
