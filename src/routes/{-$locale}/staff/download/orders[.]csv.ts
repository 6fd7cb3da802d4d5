import { createFileRoute } from '@tanstack/react-router'
import { exportStaffOrdersInputSchema, exportStaffOrdersOperation } from '../../../../contract/staff-orders-api'
import { staffDownload } from '../../../../features/staff/inbox/staff-download.functions'

/**
 * The orders the inbox's filters find, as CSV for sales and admins (decision 0087), with column
 * titles in the page's language. The filters come from this link's query, as the inbox wrote
 * them; one that does not read is left out rather than refusing the file. The dealer API checks the
 * role, leaves credit data to admins, makes the file and audits the export.
 */
export const Route = createFileRoute('/{-$locale}/staff/download/orders.csv')({
  server: {
    handlers: {
      GET: ({ request, params }) => {
        const given = Object.fromEntries(new URL(request.url).searchParams)
        const query = Object.fromEntries(
          Object.entries(given).filter(([key, value]) => exportStaffOrdersInputSchema.shape[key as 'q']?.safeParse(value).success),
        )
        return staffDownload(request, exportStaffOrdersOperation, { query }, { localeParam: params.locale, listPage: 'orders' })
      },
    },
  },
})
