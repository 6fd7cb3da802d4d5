import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../features/staff/require-staff'
import { staffPageHead } from '../../../features/staff/staff-page-head'
import { StaffDesk } from '../../../features/staff/components/staff-desk'
import { StaffErrorPage } from '../../../features/staff/components/staff-error-page'
import { NewsEditorForm } from '../../../features/news-editor/components/news-editor-form'

/**
 * The news editor (decision 0052): editors and admins only. A visitor is sent to sign-in and back;
 * another role gets 403 in their language. The API checks the same again when it is sent.
 */
export const Route = createFileRoute('/{-$locale}/news/new')({
  beforeLoad: (args) => requireStaff(args, 'content'),
  errorComponent: StaffErrorPage,
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Create news', comment: 'Title of the staff page that writes a news article' })),
  component: CreateNewsPage,
})

function CreateNewsPage() {
  const { t } = useLingui()
  const { staff } = Route.useRouteContext()
  return (
    <StaffDesk staff={staff}>
      <StaffPageShell
        title={t`Create news`}
        lead={t`Publish a news article in Arabic and English.`}
        trail={[{ to: '/{-$locale}/staff/news', label: t`News` }]}
      >
        <NewsEditorForm />
      </StaffPageShell>
    </StaffDesk>
  )
}
