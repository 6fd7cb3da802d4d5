import { createFileRoute } from '@tanstack/react-router'
import { getPictureFileOperation } from '../../../contract/car-photos-api'
import { pictureFileNamePattern } from '../../../contract/car-photos'
import { getDealerApi } from '../../../dealer-api/client'
import { serveStoredPicture } from '../-stored-picture'

/**
 * One size of a car photo, or a brand logo, at the site's own address
 * (`/media/pictures/<hash>-<width>.avif`, decision 0057). The extension and the stored kind must
 * agree: a name never serves another kind.
 */
export const Route = createFileRoute('/media/pictures/$name')({
  server: {
    handlers: {
      GET: ({ params }) =>
        serveStoredPicture(
          params.name,
          pictureFileNamePattern,
          () => getDealerApi().call(getPictureFileOperation, { locale: 'ar', params: { name: params.name } }),
          (mediaType) => params.name.endsWith(mediaType === 'image/avif' ? '.avif' : '.webp'),
        ),
    },
  },
})
