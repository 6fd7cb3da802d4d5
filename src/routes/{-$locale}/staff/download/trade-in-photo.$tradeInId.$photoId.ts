import { createFileRoute } from '@tanstack/react-router'
import { downloadTradeInPhotoOperation } from '../../../../contract/trade-ins-api'
import { staffDownload } from '../../../../features/staff/inbox/staff-download.functions'

/**
 * A trade-in request's photo for sales (decision 0102), shown in the back office's `<img>`: the
 * dealer API checks the role and answers the WebP made at upload; never at a public address.
 */
export const Route = createFileRoute('/{-$locale}/staff/download/trade-in-photo/$tradeInId/$photoId')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        staffDownload(
          request,
          downloadTradeInPhotoOperation,
          { params: { id: params.tradeInId, photoId: params.photoId } },
          { localeParam: params.locale, listPage: 'trade-ins' },
        ),
    },
  },
})
