import { createFileRoute, Link, notFound, redirect } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { idValue, optionalParam, slugValue } from '../../../lib/search-params'
import { PageShell } from '../../../components/layout/page-shell'
import { ShareButtons } from '../../../components/ui/share-buttons'
import { LinkButton } from '../../../components/ui/link-button'
import { ChevronIcon } from '../../../components/icons/icons'
import { originFromMatches } from '../../../lib/seo'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { articleQuery, newsQuery } from '../../../features/content/content.queries'
import { articleHead } from '../../../features/content/article-seo'
import { ContentImage } from '../../../features/content/components/content-image'
import { ArticleBody } from '../../../features/content/components/article-body'
import { DualDate } from '../../../features/content/components/dual-date'

/**
 * The article is chosen by `?slug=` (docs/decisions/0020-news-article-url.md). The router reads a
 * digits-only value as a number; the API takes that as the article's id, and the loader then
 * redirects to the article's own slug, so each article has one address.
 */
const articleSearchSchema = z.object({ slug: optionalParam(z.union([slugValue, idValue])) })

/** The few latest articles offered beside the one being read (one more than shown, to skip it). */
const latestNewsQuery = (locale: 'ar' | 'en') => newsQuery(locale, 1, 4)

export const Route = createFileRoute('/{-$locale}/news/article')({
  validateSearch: articleSearchSchema,
  loaderDeps: ({ search }) => ({ slug: search.slug }),
  loader: async ({ context, deps, params }) => {
    if (deps.slug === undefined) throw notFound()
    const [article] = await Promise.all([
      context.queryClient.ensureQueryData(articleQuery(context.locale, deps.slug)),
      context.queryClient.ensureQueryData(latestNewsQuery(context.locale)),
    ])
    if (article.slug !== deps.slug) {
      throw redirect({ to: '/{-$locale}/news/article', params: { locale: params.locale }, search: { slug: article.slug }, statusCode: 301 })
    }
  },
  head: ({ match, matches }) => articleHead(match.context, match.search.slug, originFromMatches(matches)),
  component: ArticlePage,
})

function ArticlePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { slug } = Route.useSearch()
  const { data: article } = useSuspenseQuery(articleQuery(locale, slug!))
  const { data: latest } = useSuspenseQuery(latestNewsQuery(locale))
  const more = latest.items.filter((item) => item.id !== article.id).slice(0, 3)

  return (
    <PageShell title={article.title} trail={[{ to: '/{-$locale}/news', label: t`News` }]}>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,48rem)_1fr]">
        <article data-testid="news-article">
          <p className="text-ink-soft">
            <DualDate value={article.publishedAt} />
          </p>
          <p className="mt-4 text-lg font-medium leading-8 text-ink">{article.summary}</p>
          <ContentImage image={article.image} priority="high" className="mt-6 rounded-2xl border border-line" />
          <div className="mt-8">
            <ArticleBody html={article.bodyHtml} />
          </div>
          <div className="mt-10 border-t border-line pt-6">
            <ShareButtons title={article.title} />
          </div>
          <LinkButton to="/{-$locale}/news" params={{ locale: localeParam }} variant="link" className="mt-8">
            <ChevronIcon className="mirror-rtl size-5 rotate-180" />
            {t({ message: 'Back to news', comment: 'News article page: link back to the list of news' })}
          </LinkButton>
        </article>
        {more.length > 0 ? (
          <aside aria-labelledby="more-news" className="lg:border-s lg:border-line lg:ps-8">
            <h2 id="more-news" className="text-lg font-bold text-ink">
              {t({ message: 'More news', comment: 'News article page: heading of other articles' })}
            </h2>
            <ul className="mt-4 divide-y divide-line">
              {more.map((item) => (
                <li key={item.id} className="py-4">
                  <p className="text-sm text-muted">
                    <DualDate value={item.publishedAt} />
                  </p>
                  <Link
                    to="/{-$locale}/news/article"
                    params={{ locale: localeParam }}
                    search={{ slug: item.slug }}
                    className="mt-1 inline-block font-bold leading-snug text-ink hover:text-brand-700 hover:underline"
                  >
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </PageShell>
  )
}
