import { createFileRoute } from '@tanstack/react-router'
import { getDealerLogoOperation } from '../../../contract/staff-dealer-api'
import { dealerLogoNamePattern } from '../../../contract/staff-dealer'
import { getDealerApi } from '../../../dealer-api/client'
import { serveStoredPicture } from '../-stored-picture'

/** The dealer's logo at the site's own address (`/media/logo/<hash>.webp`, decision 0058); stored as WebP only. */
export const Route = createFileRoute('/media/logo/$name')({
  server: {
    handlers: {
      GET: ({ params }) =>
        serveStoredPicture(
          params.name,
          dealerLogoNamePattern,
          () => getDealerApi().call(getDealerLogoOperation, { locale: 'ar', params: { name: params.name } }),
          (mediaType) => mediaType === 'image/webp',
        ),
    },
  },
})
