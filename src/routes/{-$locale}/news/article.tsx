import { createFileRoute, Link, notFound, redirect } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { idSchema, slugSchema } from '../../../contract/common'
import { PageShell } from '../../../components/layout/page-shell'
import { ContentBlocks } from '../../../components/ui/content-blocks'
import { ShareButtons } from '../../../components/ui/share-buttons'
import { ChevronIcon } from '../../../components/icons/icons'
import { pageHead } from '../../../lib/page-head'
import { originFromMatches } from '../../../lib/seo'
import { useSiteUrl } from '../../../lib/use-site-url'
import { breadcrumbList, jsonLdScript } from '../../../lib/json-ld'
import { localizePathname } from '../../../lib/i18n/locale'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { articleQuery } from '../../../features/content/content.queries'
import { siteSettingsQuery } from '../../../features/site/site-settings.queries'
import { logoSrc } from '../../../features/site/site-settings'
import { ContentImage } from '../../../features/content/components/content-image'
import { DualDate } from '../../../features/content/components/dual-date'

/**
 * The article is chosen by `?slug=` (docs/decisions/0020-news-article-url.md). The router reads a
 * digits-only value as a number; the API takes that as the article's id, and the loader then
 * redirects to the article's own slug, so each article has one address.
 */
const articleSearchSchema = z.object({ slug: z.union([slugSchema, idSchema]).optional().catch(undefined) })

const articlePath = (locale: 'ar' | 'en', slug: string) => `${localizePathname('/news/article', locale)}?slug=${encodeURIComponent(slug)}`

export const Route = createFileRoute('/{-$locale}/news/article')({
  validateSearch: articleSearchSchema,
  loaderDeps: ({ search }) => ({ slug: search.slug }),
  loader: async ({ context, deps, params }) => {
    if (deps.slug === undefined) throw notFound()
    const article = await context.queryClient.ensureQueryData(articleQuery(context.locale, deps.slug))
    if (article.slug !== deps.slug) {
      throw redirect({ to: '/{-$locale}/news/article', params: { locale: params.locale }, search: { slug: article.slug }, statusCode: 301 })
    }
  },
  head: ({ match, matches }) => {
    const { queryClient, locale, i18n } = match.context
    const slug = match.search.slug
    const article = slug === undefined ? undefined : queryClient.getQueryData(articleQuery(locale, slug).queryKey)
    if (!article) return pageHead(match.context, msg`News`)
    const origin = originFromMatches(matches)
    const url = `${origin}${articlePath(locale, article.slug)}`
    const settings = queryClient.getQueryData(siteSettingsQuery(locale).queryKey)
    const head = pageHead(match.context, article.title, article.summary)
    return {
      ...head,
      meta: [
        ...head.meta.map((tag) => (tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag)),
        { property: 'article:published_time', content: article.publishedAt },
      ],
      scripts: [
        jsonLdScript({
          '@type': 'NewsArticle',
          headline: article.title.slice(0, 110),
          description: article.summary,
          datePublished: article.publishedAt,
          inLanguage: locale,
          url,
          mainEntityOfPage: url,
          image: article.image ? [`${origin}${article.image.path}`] : undefined,
          publisher: settings
            ? { '@type': 'AutoDealer', name: settings.name, logo: { '@type': 'ImageObject', url: `${origin}${logoSrc(settings)}` } }
            : undefined,
        }),
        jsonLdScript(
          breadcrumbList([
            { name: i18n._(msg`News`), url: `${origin}${localizePathname('/news', locale)}` },
            { name: article.title, url },
          ]),
        ),
      ],
    }
  },
  component: ArticlePage,
})

function ArticlePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { slug } = Route.useSearch()
  const { data: article } = useSuspenseQuery(articleQuery(locale, slug!))
  const shareUrl = useSiteUrl(articlePath(locale, article.slug))

  return (
    <PageShell title={article.title} trail={[{ to: '/{-$locale}/news', label: t`News` }]}>
      <article className="max-w-3xl" data-testid="news-article">
        <p className="text-ink-soft">
          <DualDate value={article.publishedAt} />
        </p>
        <p className="mt-4 text-lg font-medium leading-8 text-ink">{article.summary}</p>
        <ContentImage image={article.image} priority className="mt-6 rounded-2xl border border-line" />
        <div className="mt-8">
          <ContentBlocks blocks={article.body} />
        </div>
        <div className="mt-10 border-t border-line pt-6">
          <ShareButtons url={shareUrl} title={article.title} />
        </div>
        <Link
          to="/{-$locale}/news"
          params={{ locale: localeParam }}
          className="mt-8 inline-flex min-h-11 items-center gap-1 font-bold text-brand-700 hover:underline"
        >
          <ChevronIcon className="mirror-rtl size-5 rotate-180" />
          {t`Back to news`}
        </Link>
      </article>
    </PageShell>
  )
}
