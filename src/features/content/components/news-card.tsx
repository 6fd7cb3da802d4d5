import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { NewsSummary } from '../../../contract/content'
import { useLocaleParam } from '../../../lib/i18n/use-locale'
import { ChevronIcon } from '../../../components/icons/icons'
import { ContentImage } from './content-image'
import type { ImagePriority } from '../../../components/ui/image-priority'
import { DualDate } from './dual-date'

/** A news item in a list: picture, date (Gregorian and Hijri), title, summary; the card opens the article. */
export function NewsCard({ article, priority = false }: { article: NewsSummary; priority?: ImagePriority }) {
  const { t } = useLingui()
  const locale = useLocaleParam()
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-lg">
      <ContentImage image={article.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm">
          <DualDate value={article.publishedAt} className="text-ink-soft" />
        </p>
        <h2 className="mt-2 text-lg font-bold leading-snug text-ink">
          {/* The whole card is the link's hit area. */}
          <Link
            to="/{-$locale}/news/article"
            params={{ locale }}
            search={{ slug: article.slug }}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {article.title}
          </Link>
        </h2>
        <p className="mt-2 text-ink-soft">{article.summary}</p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-bold text-brand-700">
          {t({ message: 'Read more', comment: 'News card: link to the whole article' })}
          <ChevronIcon className="mirror-rtl size-4" />
        </span>
      </div>
    </article>
  )
}
