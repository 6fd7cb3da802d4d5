import { createFileRoute, isNotFound, notFound, redirect } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { articleSearchSchema } from '../../../lib/page-search-schemas'
import { LinkButton } from '../../../components/ui/link-button'
import { NotFoundPage } from '../../../components/layout/not-found-page'
import { originFromMatches } from '../../../lib/seo'
import { reportErrorStatus } from '../../../lib/error-status'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { articleQuery, missingArticleQuery, newsQuery } from '../../../features/content/content.queries'
import { articleHead } from '../../../features/content/article-seo'
import { ArticleView } from '../../../features/content/components/article-view'
import { NewsCard } from '../../../features/content/components/news-card'
import { siteSettingsQuery } from '../../../features/site/site-settings.queries'

/** The few latest articles offered beside the one being read (one more than shown, to skip it). */
const latestNewsQuery = (locale: 'ar' | 'en') => newsQuery(locale, 1, 4)

export const Route = createFileRoute('/{-$locale}/news/article')({
  validateSearch: articleSearchSchema,
  loaderDeps: ({ search }) => ({ slug: search.slug }),
  loader: async ({ context, deps, params }) => {
    if (deps.slug === undefined) throw notFound()
    const latest = context.queryClient.ensureQueryData(latestNewsQuery(context.locale))
    try {
      const [article] = await Promise.all([context.queryClient.ensureQueryData(articleQuery(context.locale, deps.slug)), latest])
      if (article.slug !== deps.slug) {
        throw redirect({
          to: '/{-$locale}/news/article',
          params: { locale: params.locale },
          search: { slug: article.slug },
          statusCode: 301,
        })
      }
    } catch (error) {
      if (!isNotFound(error)) throw error
      // Taken down (410) or never shown (404): the page below says which, with the latest news.
      await Promise.all([context.queryClient.ensureQueryData(missingArticleQuery(context.locale, deps.slug)), latest])
      throw notFound()
    }
  },
  head: ({ match, matches }) => articleHead(match.context, match.search.slug, originFromMatches(matches)),
  component: ArticlePage,
  notFoundComponent: ArticleNotFound,
})

function ArticlePage() {
  const locale = useLocale()
  const { slug } = Route.useSearch()
  const { data: article } = useSuspenseQuery(articleQuery(locale, slug!))
  const { data: latest } = useSuspenseQuery(latestNewsQuery(locale))
  const more = latest.items.filter((item) => item.id !== article.id).slice(0, 3)
  return <ArticleView article={article} more={more} />
}

/** An article staff took down (410, "no longer available", like a removed car) or one never shown (404). */
function ArticleNotFound() {
  const { slug } = Route.useSearch()
  const locale = useLocale()
  const { data: settings } = useSuspenseQuery(siteSettingsQuery(locale))
  return slug === undefined ? <NotFoundPage siteName={settings.name} /> : <MissingArticle slug={slug} siteName={settings.name} />
}

function MissingArticle({ slug, siteName }: { slug: string | number; siteName: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { data } = useSuspenseQuery(missingArticleQuery(locale, slug))
  const { data: latest } = useSuspenseQuery(latestNewsQuery(locale))
  if (!data.gone) return <NotFoundPage siteName={siteName} />
  reportErrorStatus(410)
  const heading = t({
    message: 'This article is no longer available',
    comment: 'Heading (and title) of the page of a news article the dealer took down or deleted (status 410)',
  })
  return (
    <section className="container-page py-12" data-testid="missing-article">
      <title>{`${heading} | ${siteName}`}</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{heading}</h1>
        <p className="mt-3 text-ink-soft">
          {t({
            message: 'The dealer has taken this article down. Here is our latest news.',
            comment: 'Page of a news article that was taken down, under its heading: above the latest articles',
          })}
        </p>
        <div className="mt-6 flex justify-center">
          <LinkButton to="/{-$locale}/news" params={{ locale: localeParam }}>
            {t({ message: 'All news', comment: 'Page of a news article that was taken down: button to the news list' })}
          </LinkButton>
        </div>
      </div>
      {latest.items.length > 0 ? (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {latest.items.slice(0, 3).map((article) => (
            <li key={article.id}>
              <NewsCard article={article} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
