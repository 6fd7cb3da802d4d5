import { createFileRoute } from '@tanstack/react-router'
import { carDrawingSvg, parseCarDrawingName } from '../../../lib/car-drawing'

/**
 * A car's drawing (decision 0057), made from its address alone: body type and size, paint and
 * brand. Kept a week rather than a year: a better drawing may come with a new build under the
 * same address.
 */
export const Route = createFileRoute('/media/drawings/$name')({
  server: {
    handlers: {
      GET: ({ params }) => {
        const drawing = parseCarDrawingName(params.name)
        if (!drawing) {
          return new Response('Not found\n', {
            status: 404,
            headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
          })
        }
        return new Response(carDrawingSvg(drawing), {
          headers: {
            'Content-Type': 'image/svg+xml',
            'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400',
            'X-Content-Type-Options': 'nosniff',
            // Opened on its own, the drawing can run nothing.
            'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
          },
        })
      },
    },
  },
})
