import { createFileRoute } from '@tanstack/react-router'
import { exportInventoryOperation } from '../../../../contract/inventory-api'
import { staffDownload } from '../../../../features/staff/inbox/staff-download.functions'

/**
 * The inventory as CSV for editors and admins (decision 0077), the file the import reads back.
 * The dealer API checks the role, makes the file and audits the export.
 */
export const Route = createFileRoute('/{-$locale}/staff/download/inventory.csv')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        staffDownload(request, exportInventoryOperation, {}, { localeParam: params.locale, listPage: 'inventory' }),
    },
  },
})
