import { createFileRoute, Link, notFound, redirect } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { idValue, optionalParam, slugValue } from '../../../lib/search-params'
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
import { articleQuery, newsQuery } from '../../../features/content/content.queries'
import { siteSettingsQuery } from '../../../features/site/site-settings.queries'
import { logoSrc } from '../../../features/site/site-settings'
import { ContentImage } from '../../../features/content/components/content-image'
import { DualDate } from '../../../features/content/components/dual-date'

/**
 * The article is chosen by `?slug=` (docs/decisions/0020-news-article-url.md). The router reads a
 * digits-only value as a number; the API takes that as the article's id, and the loader then
 * redirects to the article's own slug, so each article has one address.
 */
const articleSearchSchema = z.object({ slug: optionalParam(z.union([slugValue, idValue])) })

/** The few latest articles offered beside the one being read (one more than shown, to skip it). */
const latestNewsQuery = (locale: 'ar' | 'en') => newsQuery(locale, 1, 4)

const articlePath = (locale: 'ar' | 'en', slug: string) => `${localizePathname('/news/article', locale)}?slug=${encodeURIComponent(slug)}`

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
  head: ({ match, matches }) => {
    const { queryClient, locale, i18n } = match.context
    const slug = match.search.slug
    const article = slug === undefined ? undefined : queryClient.getQueryData(articleQuery(locale, slug).queryKey)
    if (!article) return pageHead(match.context, msg`News`)
    const origin = originFromMatches(matches)
    const url = `${origin}${articlePath(locale, article.slug)}`
    const settings = queryClient.getQueryData(siteSettingsQuery(locale).queryKey)
    const head = pageHead(match.context, article.title, article.summary)
    const image = article.image ? `${origin}${article.image.path}` : undefined
    const dealer = settings ? { '@type': 'AutoDealer', name: settings.name, logo: { '@type': 'ImageObject', url: `${origin}${logoSrc(settings)}` } } : undefined
    return {
      ...head,
      meta: [
        ...head.meta.map((tag) => (tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag)),
        { property: 'article:published_time', content: article.publishedAt },
        // Link previews (WhatsApp, X…) of a shared article show its picture.
        ...(image ? [{ property: 'og:image', content: image }, { property: 'og:image:alt', content: article.image?.alt ?? '' }] : []),
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
          image: image ? [image] : undefined,
          author: dealer,
          publisher: dealer,
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
        {more.length > 0 ? (
          <aside aria-labelledby="more-news" className="lg:border-s lg:border-line lg:ps-8">
            <h2 id="more-news" className="text-lg font-bold text-ink">
              {t`More news`}
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
