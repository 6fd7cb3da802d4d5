import { createFileRoute } from '@tanstack/react-router'
import { downloadJobApplicationCvOperation } from '../../../../contract/staff-inbox-api'
import { staffDownload } from '../../../../features/staff/inbox/staff-download.functions'

/**
 * An applicant's CV for sales (decision 0054): always an attachment, never shown inline nor kept at
 * a public address. The dealer API checks the role, finds the file and audits the download.
 */
export const Route = createFileRoute('/{-$locale}/staff/download/cv/$applicationId')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        staffDownload(
          request,
          downloadJobApplicationCvOperation,
          { params: { id: params.applicationId } },
          { localeParam: params.locale, listPage: 'applications' },
        ),
    },
  },
})
