import { createFileRoute } from '@tanstack/react-router'
import { getNewsCoverOperation } from '../../../contract/staff-news-api'
import { newsCoverNamePattern } from '../../../contract/staff-news'
import { getDealerApi } from '../../../dealer-api/client'
import { DealerApiError } from '../../../lib/dealer-api-error'
import { toPublicError } from '../../../server/http/server-fn-errors'

const plainText = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

/**
 * A news article's cover at the site's own address (`/media/news/<hash>.webp`, decision 0052),
 * from the dealer API. The name is the content's hash, so the picture under it never changes:
 * browsers keep it a year.
 */
export const Route = createFileRoute('/media/news/$name')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        if (!newsCoverNamePattern.test(params.name)) return plainText(404, 'Not found')
        try {
          const cover = await getDealerApi().call(getNewsCoverOperation, { locale: 'ar', params: { name: params.name } })
          // Covers are stored as WebP only; anything else is not served as a picture of this site.
          if (cover.mediaType !== 'image/webp') return plainText(404, 'Not found')
          return new Response(Buffer.from(cover.base64, 'base64'), {
            headers: {
              'Content-Type': 'image/webp',
              'Cache-Control': 'public, max-age=31536000, immutable',
              'X-Content-Type-Options': 'nosniff',
            },
          })
        } catch (error) {
          if (error instanceof DealerApiError && error.status === 404) return plainText(404, 'Not found')
          // Logged with an id; the browser may ask again shortly.
          toPublicError(error)
          return plainText(503, 'Temporarily unavailable', { 'Retry-After': '30' })
        }
      },
    },
  },
})
