import { createFileRoute } from '@tanstack/react-router'
import { carDrawingSvg, parseCarDrawingName } from '../../../lib/car-drawing'
import { parseSvgRenditionName } from '../../../lib/svg-renditions'
import { serviceUnavailable } from '../../../server/http/refusals'

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/** Kept a week rather than a year: a better drawing may come with a new build under the same address. */
const drawingHeaders = {
  'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400',
  'X-Content-Type-Options': 'nosniff',
  // Opened on its own, the drawing can run nothing.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
}

/**
 * A car's drawing (decision 0057), made from its address alone: body type and size, paint and
 * brand. `<name>.svg` is the drawing; `<name>.<width>.webp` the same drawing as WebP at 320, 640
 * or 960 px, which pages show (src/lib/svg-renditions.ts).
 */
export const Route = createFileRoute('/media/drawings/$name')({
  server: {
    handlers: {
      GET: async ({ params, request }) => {
        const rendition = parseSvgRenditionName(params.name)
        const drawing = parseCarDrawingName(rendition ? rendition.svgName : params.name)
        if (!drawing) return notFound()
        if (!rendition) {
          return new Response(carDrawingSvg(drawing), { headers: { ...drawingHeaders, 'Content-Type': 'image/svg+xml' } })
        }
        const { drawingRendition, RenditionsBusy } = await import('../../../server/drawing-rendition.server')
        try {
          const webp = await drawingRendition(drawing, rendition.width)
          return new Response(new Uint8Array(webp), { headers: { ...drawingHeaders, 'Content-Type': 'image/webp' } })
        } catch (error) {
          if (error instanceof RenditionsBusy) return serviceUnavailable(request, 2)
          throw error
        }
      },
    },
  },
})
