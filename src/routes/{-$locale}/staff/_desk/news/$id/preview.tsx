import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { requireStaff } from '../../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../../features/staff/components/staff-error-page'
import { fetchStaffNewsArticle } from '../../../../../../features/news-editor/news-editor.functions'
import { staffNewsArticleId } from '../../../../../../features/news-editor/staff-news-search'
import { newsStateLabels } from '../../../../../../features/news-editor/news-labels'
import { ArticleView } from '../../../../../../features/content/components/article-view'
import { newsQuery } from '../../../../../../features/content/content.queries'
import { AlertIcon } from '../../../../../../components/icons/icons'
import { formatDateTime } from '../../../../../../lib/format'
import { useLocale, useLocaleParam } from '../../../../../../lib/i18n/use-locale'

/**
 * An article as visitors will see it, whatever its state (decision 0078): the article page's own
 * rendering inside the back office, under a banner saying whether and when it is public. Staff
 * pages are never cached nor indexed; visitors at the article's address still get 404 or 410.
 */
export const Route = createFileRoute('/{-$locale}/staff/_desk/news/$id/preview')({
  beforeLoad: (args) => requireStaff(args, 'content'),
  errorComponent: StaffErrorPage,
  staleTime: 0,
  loader: async ({ context: { locale, queryClient }, params }) => {
    const id = staffNewsArticleId(params.id)
    if (id === null) throw notFound()
    const [article] = await Promise.all([
      fetchStaffNewsArticle({ data: { locale, id } }),
      queryClient.ensureQueryData(newsQuery(locale, 1, 4)),
    ])
    return article
  },
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Article preview', comment: 'Title of the staff page showing an article as visitors will see it' }),
    ),
  component: PreviewNewsPage,
})

function PreviewNewsPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const article = Route.useLoaderData()
  const { data: latest } = useSuspenseQuery(newsQuery(locale, 1, 4))
  const ar = locale === 'ar'
  const view = {
    id: article.id,
    title: ar ? article.titleAr : article.titleEn,
    summary: ar ? article.summaryAr : article.summaryEn,
    image: article.cover ? { path: article.cover, alt: ar ? article.titleAr : article.titleEn } : null,
    publishedAt: article.publishedAt,
    bodyHtml: ar ? article.bodyHtmlAr : article.bodyHtmlEn,
  }
  const state = i18n._(newsStateLabels[article.state])
  const isPublic = article.visitorStatus === 200
  const banner = (
    <div
      role="status"
      data-testid="news-preview-banner"
      data-public={isPublic}
      className={`mb-8 flex flex-wrap items-start justify-between gap-3 rounded-xl border px-4 py-3 ${
        isPublic ? 'border-line bg-brand-50 text-ink' : 'border-accent-500/50 bg-accent-50 text-ink'
      }`}
    >
      <p className="flex items-start gap-2">
        <AlertIcon className="mt-1 size-5 shrink-0 text-accent-600" />
        <span>
          <strong>
            {isPublic
              ? t({ message: 'Preview. This article is public.', comment: 'Staff article preview: banner when the article is on the site' })
              : t({
                  message: 'Preview. This article is not public.',
                  comment: 'Staff article preview: banner when visitors cannot see the article',
                })}
          </strong>{' '}
          {article.state === 'scheduled'
            ? t`State: ${state}. It appears on the site by itself on ${formatDateTime(article.publishedAt!, locale)} (Saudi time).`
            : isPublic
              ? t({ message: `State: ${state}.`, comment: 'Staff article preview banner: the state of a public article (Published)' })
              : article.visitorStatus === 410
                ? t`State: ${state}. Visitors at its address see “This article is no longer available”.`
                : t`State: ${state}. Visitors at its address get “Page not found”.`}
        </span>
      </p>
      <Link
        to="/{-$locale}/staff/news/$id"
        params={{ locale: localeParam, id: String(article.id) }}
        className="inline-flex min-h-11 items-center font-bold text-brand-700 hover:underline"
      >
        {t({ message: 'Back to the editor', comment: 'Staff article preview: link to the article’s editor' })}
      </Link>
    </div>
  )
  const more = latest.items.filter((item) => item.id !== article.id).slice(0, 3)
  return <ArticleView article={view} more={more} banner={banner} shareable={false} />
}
