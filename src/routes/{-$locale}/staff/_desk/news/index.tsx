import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { fetchStaffNews } from '../../../../../features/news-editor/news-editor.functions'
import { staffNewsSearchDefaults, staffNewsSearchSchema } from '../../../../../features/news-editor/staff-news-search'
import { StaffNewsListView } from '../../../../../features/news-editor/components/staff-news-list'

/** Every news article for editors and admins, whatever its state (decision 0078); the view is in the URL. */
export const Route = createFileRoute('/{-$locale}/staff/_desk/news/')({
  validateSearch: staffNewsSearchSchema,
  search: { middlewares: [stripSearchParams(staffNewsSearchDefaults)] },
  loaderDeps: ({ search }) => ({ search }),
  beforeLoad: (args) => requireStaff(args, 'content'),
  errorComponent: StaffErrorPage,
  // Staff data is read fresh on every visit: the list must show what just changed.
  staleTime: 0,
  loader: ({ context: { locale }, deps: { search } }) => fetchStaffNews({ data: { locale, query: search } }),
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'News articles', comment: 'Title of the staff page listing every news article' })),
  component: StaffNewsPage,
})

function StaffNewsPage() {
  const { t } = useLingui()
  const list = Route.useLoaderData()
  const search = Route.useSearch()
  return (
    <StaffPageShell
      title={t`News articles`}
      lead={t`Drafts, scheduled, published, unpublished and deleted articles, most recently changed first. Deleted articles can be restored for 30 days.`}
    >
      <StaffNewsListView list={list} search={search} />
    </StaffPageShell>
  )
}
