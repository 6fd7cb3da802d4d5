import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { newsSearchSchema } from '../../../lib/page-search-schemas'
import { PageShell } from '../../../components/layout/page-shell'
import { listImagePriority } from '../../../components/ui/image-priority'
import { pageHead } from '../../../lib/page-head'
import { useLocale } from '../../../lib/i18n/use-locale'
import { newsQuery } from '../../../features/content/content.queries'
import { NewsCard } from '../../../features/content/components/news-card'
import { NewsPagination } from '../../../features/content/components/news-pagination'
import { independentOfPage } from '../../../lib/location-free-search'

/** Two rows of three on wide screens. */
const newsPageSize = 6
const newsSearchDefaults = { page: 1 }

export const Route = createFileRoute('/{-$locale}/news/')({
  validateSearch: newsSearchSchema,
  search: { middlewares: [independentOfPage(stripSearchParams(newsSearchDefaults))] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, deps }) => {
    const news = await context.queryClient.ensureQueryData(newsQuery(context.locale, deps.page, newsPageSize))
    // A page past the last one (an old link after articles were removed) is not a page.
    if (deps.page > 1 && news.items.length === 0) throw notFound()
  },
  head: ({ match }) => pageHead(match.context, msg`News`, msg`The latest news from our showrooms and the brands we represent.`),
  component: NewsPage,
})

function NewsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { page } = Route.useSearch()
  const { data: news } = useSuspenseQuery(newsQuery(locale, page, newsPageSize))
  const pageCount = Math.ceil(news.total / news.pageSize)

  return (
    <PageShell title={t`News`} lead={t`The latest news from our showrooms and the brands we represent.`}>
      {news.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center text-ink-soft">{t`There is no news yet. Please check back soon.`}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
          {news.items.map((article, index) => (
            <li key={article.id}>
              <NewsCard article={article} priority={page === 1 && listImagePriority(index, 3)} />
            </li>
          ))}
        </ul>
      )}
      <NewsPagination page={page} pageCount={pageCount} />
    </PageShell>
  )
}
