import { createFileRoute } from '@tanstack/react-router'
import { previewCardType } from '../../features/previews/preview-card'
import { loadPreviewCard } from '../../features/previews/preview-cards.functions'
import { toPublicError } from '../../server/http/server-fn-public-errors'

const plainText = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

/**
 * A page's link-preview card (`og:image`), `/og/<what>-<language>-<content hash>.jpg`, made on
 * first request and kept (decision 0059). The name's hash is what the card shows, so the answer
 * under a name never changes: kept a year. A name whose hash is no longer current (the price or
 * picture changed since the link was shared) is sent on to the current card; an unknown or
 * malformed name is a 404.
 */
export const Route = createFileRoute('/og/$name')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        try {
          const answer = await loadPreviewCard(params.name)
          if (answer.kind === 'missing') return plainText(404, 'Not found')
          if (answer.kind === 'moved')
            return new Response(null, { status: 302, headers: { Location: `/og/${answer.name}`, 'Cache-Control': 'no-cache' } })
          return new Response(new Uint8Array(answer.jpeg), {
            headers: {
              'Content-Type': previewCardType,
              'Content-Length': String(answer.jpeg.length),
              'Cache-Control': 'public, max-age=31536000, immutable',
              'X-Content-Type-Options': 'nosniff',
            },
          })
        } catch (error) {
          // Logged with an id; the crawler may ask again shortly.
          toPublicError(error)
          return plainText(503, 'Temporarily unavailable', { 'Retry-After': '30' })
        }
      },
    },
  },
})
