import { useSuspenseQuery } from '@tanstack/react-query'
import type { SitePageSlug } from '../../../contract/content'
import { PageShell } from '../../../components/layout/page-shell'
import { ContentBlocks } from '../../../components/ui/content-blocks'
import { useLocale } from '../../../lib/i18n/use-locale'
import { sitePageQuery } from '../content.queries'

/** One of the dealer's own pages (about, services, policy, terms): its title and its text. */
export function SitePageView({ slug }: { slug: SitePageSlug }) {
  const locale = useLocale()
  const { data: page } = useSuspenseQuery(sitePageQuery(locale, slug))
  return (
    <PageShell title={page.title}>
      <article className="max-w-3xl" data-testid="site-page">
        <ContentBlocks blocks={page.body} />
      </article>
    </PageShell>
  )
}
