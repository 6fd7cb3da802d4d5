import { createFileRoute } from '@tanstack/react-router'
import { getOfferPictureOperation } from '../../../contract/staff-offers-api'
import { offerPictureNamePattern } from '../../../contract/staff-offers'
import { getDealerApi } from '../../../dealer-api/client'
import { serveStoredPicture } from '../-stored-picture'

/** A picture staff uploaded for an offer, at the site's own address (`/media/offers/<hash>.webp`); stored as WebP only. */
export const Route = createFileRoute('/media/offers/$name')({
  server: {
    handlers: {
      GET: ({ params }) =>
        serveStoredPicture(
          params.name,
          offerPictureNamePattern,
          () => getDealerApi().call(getOfferPictureOperation, { locale: 'ar', params: { name: params.name } }),
          (mediaType) => mediaType === 'image/webp',
        ),
    },
  },
})
