import { createFileRoute } from '@tanstack/react-router'
import { getNewsCoverOperation } from '../../../contract/staff-news-api'
import { newsCoverNamePattern } from '../../../contract/staff-news'
import { getDealerApi } from '../../../dealer-api/client'
import { serveStoredPicture } from '../-stored-picture'

/** A news article's cover at the site's own address (`/media/news/<hash>.webp`, decision 0052); stored as WebP only. */
export const Route = createFileRoute('/media/news/$name')({
  server: {
    handlers: {
      GET: ({ params }) =>
        serveStoredPicture(
          params.name,
          newsCoverNamePattern,
          () => getDealerApi().call(getNewsCoverOperation, { locale: 'ar', params: { name: params.name } }),
          (mediaType) => mediaType === 'image/webp',
        ),
    },
  },
})
