import { msg } from '@lingui/core/macro'
import type { Locale } from '../../../app.config'
import type { Article, DealerSettings } from '../../contract/content'
import { jsonLdScript } from '../../lib/json-ld'
import { breadcrumbScript, dealerSettings, ogImageMeta, pageHead, type HeadContext } from '../../lib/page-head'
import { itemUrl } from '../../lib/seo'
import { articleQuery } from './content.queries'
import { dealerReference } from './dealer-seo'

/** Search engines show at most this many characters of a headline. */
const headlineMaxLength = 110

/** A news article as a schema.org NewsArticle, written and published by the dealer. */
export function articleJsonLd(article: Article, origin: string, locale: Locale, settings: DealerSettings | undefined) {
  const url = itemUrl(origin, { kind: 'article', slug: article.slug }, locale)
  const dealer = settings ? dealerReference(settings, origin) : undefined
  return {
    '@type': 'NewsArticle',
    headline: article.title.slice(0, headlineMaxLength),
    description: article.summary,
    datePublished: article.publishedAt,
    inLanguage: locale,
    url,
    mainEntityOfPage: url,
    image: article.image ? [`${origin}${article.image.path}`] : undefined,
    author: dealer,
    publisher: dealer,
  }
}

/** The article page's head: an Open Graph article with its picture, the NewsArticle and the breadcrumb. */
export function articleHead(context: HeadContext, key: string | number | undefined, origin: string) {
  const article = key === undefined ? undefined : context.queryClient.getQueryData(articleQuery(context.locale, key).queryKey)
  if (!article) return pageHead(context, msg`News`)
  const head = pageHead(context, article.title, article.summary)
  return {
    meta: [
      ...head.meta.map((tag) => (tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag)),
      { property: 'article:published_time', content: article.publishedAt },
      ...ogImageMeta(origin, article.image),
    ],
    scripts: [
      jsonLdScript(articleJsonLd(article, origin, context.locale, dealerSettings(context))),
      breadcrumbScript(context, origin, [{ name: msg`News`, path: '/news' }], {
        name: article.title,
        url: itemUrl(origin, { kind: 'article', slug: article.slug }, context.locale),
      }),
    ],
  }
}
