import { createFileRoute } from '@tanstack/react-router'
import { auditLogFilterSchema } from '../../../../contract/staff-audit-log'
import { exportAuditLogOperation } from '../../../../contract/staff-audit-log-api'
import { staffDownload } from '../../../../features/staff/inbox/staff-download.functions'

/**
 * The audit log rows the page's filters find, as CSV for admins (decision 0088). The dealer API
 * checks the role and the filters, makes the file and audits the export; filters this page cannot
 * read are passed on for the API to refuse by name.
 */
export const Route = createFileRoute('/{-$locale}/staff/download/audit-log.csv')({
  server: {
    handlers: {
      GET: ({ request, params }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams)
        const filter = auditLogFilterSchema.safeParse(query)
        return staffDownload(
          request,
          exportAuditLogOperation,
          { query: filter.success ? filter.data : query },
          {
            localeParam: params.locale,
            listPage: 'audit',
          },
        )
      },
    },
  },
})
