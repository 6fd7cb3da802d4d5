import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { sitePageQuery } from '../../features/content/content.queries'
import { sitePageHead } from '../../features/content/site-page-head'
import { SitePageView } from '../../features/content/components/site-page-view'

export const Route = createFileRoute('/{-$locale}/about')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(sitePageQuery(context.locale, 'about'))
  },
  head: ({ match }) => sitePageHead(match.context, 'about', msg`About us`),
  component: AboutPage,
})

function AboutPage() {
  return <SitePageView slug="about" />
}
