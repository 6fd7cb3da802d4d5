import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { SitePageSlug } from '../../../contract/content'
import { PageShell } from '../../../components/layout/page-shell'
import { ContentBlocks } from '../../../components/ui/content-blocks'
import { formatDate } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { sitePageQuery } from '../content.queries'

/**
 * One of the dealer's own pages (about, services, policy, terms): its title and its text. Legal
 * pages say when they last changed, as readers of a policy or terms expect.
 */
export function SitePageView({ slug, showUpdated = false }: { slug: SitePageSlug; showUpdated?: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: page } = useSuspenseQuery(sitePageQuery(locale, slug))
  const updated = formatDate(page.updatedAt, locale)
  return (
    <PageShell title={page.title}>
      <article className="max-w-3xl" data-testid="site-page">
        <ContentBlocks blocks={page.body} />
        {showUpdated ? (
          <p className="mt-10 border-t border-line pt-4 text-sm text-muted">
            {t({
              message: 'Last updated:',
              comment: 'Terms and privacy pages: label before the date the page last changed (a date follows)',
            })}{' '}
            <time dateTime={page.updatedAt}>{updated}</time>
          </p>
        ) : null}
      </article>
    </PageShell>
  )
}
