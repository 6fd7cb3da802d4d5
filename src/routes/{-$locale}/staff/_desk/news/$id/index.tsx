import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../../../features/staff/components/staff-page-shell'
import { LinkButton } from '../../../../../../components/ui/link-button'
import { Notice } from '../../../../../../components/ui/notice'
import { ChevronIcon } from '../../../../../../components/icons/icons'
import { requireStaff } from '../../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../../features/staff/components/staff-error-page'
import { fetchStaffNewsArticle } from '../../../../../../features/news-editor/news-editor.functions'
import { staffNewsArticleId } from '../../../../../../features/news-editor/staff-news-search'
import { NewsEditorForm } from '../../../../../../features/news-editor/components/news-editor-form'
import { NewsStatePanel } from '../../../../../../features/news-editor/components/news-state-panel'
import { useLocale, useLocaleParam } from '../../../../../../lib/i18n/use-locale'

/** One article for editors and admins: its state and changes, and the editor prefilled (decision 0078). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/news/$id/')({
  beforeLoad: (args) => requireStaff(args, 'content'),
  errorComponent: StaffErrorPage,
  staleTime: 0,
  loader: async ({ context: { locale }, params }) => {
    const id = staffNewsArticleId(params.id)
    if (id === null) throw notFound()
    return fetchStaffNewsArticle({ data: { locale, id } })
  },
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Edit the article', comment: 'Title of the staff page that edits a news article' })),
  component: EditNewsPage,
})

function EditNewsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const article = Route.useLoaderData()
  return (
    <StaffPageShell title={locale === 'ar' ? article.titleAr : article.titleEn}>
      <div className="mb-6">
        <LinkButton to="/{-$locale}/staff/news" params={{ locale: localeParam }} variant="link" className="gap-1 px-0">
          <ChevronIcon className="mirror-rtl size-4 rotate-180" />
          {t({ message: 'All articles', comment: 'Staff news editor: link back to the list of articles' })}
        </LinkButton>
      </div>
      <div className="space-y-8">
        <NewsStatePanel article={article} />
        {article.state === 'deleted' ? (
          <Notice tone="info">{t`A deleted article cannot be edited. Restore it first; it comes back as it was.`}</Notice>
        ) : (
          // A new version (after a save, or a colleague's) starts the form afresh from what is stored.
          <NewsEditorForm key={article.version} article={article} />
        )}
      </div>
    </StaffPageShell>
  )
}
