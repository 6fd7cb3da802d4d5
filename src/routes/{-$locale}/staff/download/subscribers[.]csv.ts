import { createFileRoute } from '@tanstack/react-router'
import { exportSubscribersOperation } from '../../../../contract/staff-inbox-api'
import { staffDownload } from '../../../../features/staff/inbox/staff-download.functions'

/**
 * The confirmed subscribers as CSV for sales (decision 0054), with column titles in the page's
 * language. The dealer API checks the role, makes the file and audits the export.
 */
export const Route = createFileRoute('/{-$locale}/staff/download/subscribers.csv')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        staffDownload(request, exportSubscribersOperation, {}, { localeParam: params.locale, listPage: 'subscribers' }),
    },
  },
})
