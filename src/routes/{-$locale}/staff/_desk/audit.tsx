import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../features/staff/components/staff-error-page'
import { auditQuery, auditSearchDefaults, auditSearchSchema } from '../../../../features/staff-audit/audit-search'
import { fetchAuditLog } from '../../../../features/staff-audit/staff-audit.functions'
import { AuditLogView } from '../../../../features/staff-audit/components/audit-log-view'

/** The audit log (admins): filters and page in the URL, the CSV of what they find (decision 0088). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/audit')({
  validateSearch: auditSearchSchema,
  search: { middlewares: [stripSearchParams(auditSearchDefaults)] },
  loaderDeps: ({ search }) => ({ search }),
  beforeLoad: (args) => requireStaff(args, 'accounts'),
  // Read fresh on every visit: the page must show what was just recorded.
  staleTime: 0,
  loader: ({ context, deps: { search } }) => fetchAuditLog({ data: { locale: context.locale, query: auditQuery(search) } }),
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Audit log', comment: 'Title of the admin page listing every recorded staff action' })),
  errorComponent: StaffErrorPage,
  component: AuditPage,
})

function AuditPage() {
  const { t } = useLingui()
  const data = Route.useLoaderData()
  const search = Route.useSearch()
  return (
    <StaffPageShell
      title={t`Audit log`}
      lead={t`Every staff action, failed sign-in and opening of an order’s finance details, newest first. Passwords and finance details are never recorded.`}
    >
      <AuditLogView search={search} data={data} />
    </StaffPageShell>
  )
}
