import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { sitePageQuery } from '../../features/content/content.queries'
import { sitePageHead } from '../../features/content/site-page-head'
import { SitePageView } from '../../features/content/components/site-page-view'

export const Route = createFileRoute('/{-$locale}/policy')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(sitePageQuery(context.locale, 'policy'))
  },
  head: ({ match }) => sitePageHead(match.context, 'policy', msg`Privacy policy`),
  component: PolicyPage,
})

function PolicyPage() {
  return <SitePageView slug="policy" showUpdated />
}
