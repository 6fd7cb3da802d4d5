import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Image } from '../../../contract/common'
import type { NewsSummary } from '../../../contract/content'
import { PageShell } from '../../../components/layout/page-shell'
import { ShareButtons } from '../../../components/ui/share-buttons'
import { LinkButton } from '../../../components/ui/link-button'
import { ChevronIcon } from '../../../components/icons/icons'
import { useLocaleParam } from '../../../lib/i18n/use-locale'
import { ContentImage, contentPageImageSizes } from './content-image'
import { ArticleBody } from './article-body'
import { DualDate } from './dual-date'

export type ArticleViewData = {
  id: number
  title: string
  summary: string
  image: Image | null
  /** Null for a draft, which has no date yet. */
  publishedAt: string | null
  /** Sanitised HTML (src/lib/article-html.ts). */
  bodyHtml: string
}

/**
 * A news article as visitors see it: the one rendering of the article page and of the staff
 * preview (decision 0078), which adds its banner above and leaves out sharing, since its address
 * is not public yet.
 */
export function ArticleView({
  article,
  more,
  banner,
  shareable = true,
}: {
  article: ArticleViewData
  more: NewsSummary[]
  banner?: ReactNode
  shareable?: boolean
}) {
  const { t } = useLingui()
  const localeParam = useLocaleParam()
  return (
    <PageShell title={article.title} trail={[{ to: '/{-$locale}/news', label: t`News` }]}>
      {banner}
      <div className="grid gap-12 lg:grid-cols-[minmax(0,48rem)_1fr]">
        <article data-testid="news-article">
          {article.publishedAt ? (
            <p className="text-ink-soft">
              <DualDate value={article.publishedAt} />
            </p>
          ) : null}
          <p className="mt-4 text-lg font-medium leading-8 text-ink">{article.summary}</p>
          <ContentImage
            image={article.image}
            priority="high"
            sizes={contentPageImageSizes}
            className="mt-6 rounded-2xl border border-line"
          />
          <div className="mt-8">
            <ArticleBody html={article.bodyHtml} />
          </div>
          {shareable ? (
            <div className="mt-10 border-t border-line pt-6">
              <ShareButtons title={article.title} />
            </div>
          ) : null}
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
