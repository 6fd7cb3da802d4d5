import { createFileRoute } from '@tanstack/react-router'
import { exportPdplRequestOperation } from '../../../../contract/pdpl-api'
import { staffDownload } from '../../../../features/staff/inbox/staff-download.functions'

const fileName = /^([0-9a-f-]{36})\.(html|json)$/

/**
 * A person's data as one file for an admin (decision 0089): `<request id>.html`, the page in the
 * person's language carrying the JSON too, or `.json`. The dealer API checks the role, builds the
 * file and audits the export.
 */
export const Route = createFileRoute('/{-$locale}/staff/download/pdpl/$file')({
  server: {
    handlers: {
      GET: ({ request, params }) => {
        const match = fileName.exec(params.file)
        if (!match) return new Response(null, { status: 404 })
        const format = match[2] === 'json' ? 'json' : 'html'
        return staffDownload(
          request,
          exportPdplRequestOperation,
          { params: { id: match[1]! }, query: { format } },
          { localeParam: params.locale, listPage: 'privacy' },
        )
      },
    },
  },
})
