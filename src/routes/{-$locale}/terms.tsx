import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { sitePageQuery } from '../../features/content/content.queries'
import { sitePageHead } from '../../features/content/site-page-head'
import { SitePageView } from '../../features/content/components/site-page-view'

export const Route = createFileRoute('/{-$locale}/terms')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(sitePageQuery(context.locale, 'terms'))
  },
  head: ({ match }) => sitePageHead(match.context, 'terms', msg`Terms and conditions`),
  component: TermsPage,
})

function TermsPage() {
  return <SitePageView slug="terms" showUpdated />
}
