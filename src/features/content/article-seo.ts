import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { NewsArticle } from 'schema-dts'
import type { Locale } from '../../../app.config'
import type { Article, DealerSettings } from '../../contract/content'
import { jsonLdScript } from '../../lib/json-ld'
import { dealerMarkup } from '../../lib/dealer-markup'
import { dealerSettings, pageHead, type HeadContext } from '../../lib/page-head'
import { itemUrl } from '../../lib/seo'
import { articleQuery } from './content.queries'
import { articleCard, cardPath } from '../previews/preview-card'
import { cardImageMeta } from '../previews/preview-meta'

/** Search engines show at most this many characters of a headline. */
const headlineMaxLength = 110

/** A news article as a schema.org NewsArticle, written and published by the dealer. */
export function articleJsonLd(
  article: Article,
  origin: string,
  locale: Locale,
  i18n: I18n,
  settings: DealerSettings | undefined,
): NewsArticle {
  const url = itemUrl(origin, { kind: 'article', slug: article.slug }, locale)
  const dealer = settings ? dealerMarkup(settings, origin, locale) : undefined
  // The cover as stored (WebP) where there is one, and the raster preview card in any case.
  const cover = article.image && !article.image.path.endsWith('.svg') ? [`${origin}${article.image.path}`] : []
  const card = settings ? [`${origin}${cardPath(articleCard(article, settings, i18n, locale))}`] : []
  return {
    '@type': 'NewsArticle',
    headline: article.title.slice(0, headlineMaxLength),
    description: article.summary,
    datePublished: article.publishedAt,
    // Staff may correct an article after it is published (decision 0078).
    dateModified: article.updatedAt && article.updatedAt > article.publishedAt ? article.updatedAt : article.publishedAt,
    inLanguage: locale,
    url,
    mainEntityOfPage: url,
    image: [...cover, ...card],
    author: dealer,
    publisher: dealer,
  }
}

/** The article page's head: an Open Graph article with its preview card, and the NewsArticle. */
export function articleHead(context: HeadContext, key: string | number | undefined, origin: string) {
  const article = key === undefined ? undefined : context.queryClient.getQueryData(articleQuery(context.locale, key).queryKey)
  if (!article) return pageHead(context, msg`News`)
  const settings = dealerSettings(context)
  const head = pageHead(context, article.title, article.summary)
  return {
    meta: [
      ...head.meta.map((tag) => (tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag)),
      { property: 'article:published_time', content: article.publishedAt },
      ...(settings ? cardImageMeta(origin, articleCard(article, settings, context.i18n, context.locale)) : []),
    ],
    scripts: [jsonLdScript(articleJsonLd(article, origin, context.locale, context.i18n, settings))],
  }
}
