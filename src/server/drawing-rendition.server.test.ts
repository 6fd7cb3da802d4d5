import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { carDrawingPath } from '../lib/car-drawing'
import { svgRenditionPath } from '../lib/svg-renditions'
import { drawingRendition, renditionLimits, RenditionsBusy } from './drawing-rendition.server'

const { Route } = await import('../routes/media/drawings/$name')
const routeGet = (
  Route.options.server as unknown as { handlers: { GET: (context: { params: { name: string }; request: Request }) => Promise<Response> } }
).handlers.GET
const get = ({ params }: { params: { name: string } }) =>
  routeGet({ params, request: new Request(`http://localhost/media/drawings/${params.name}`) })
const fileName = (path: string) => path.split('/').at(-1)!

describe('a car’s drawing as WebP', () => {
  const drawing = { silhouette: 'sedan', hex: '#8b1e2b', brandSlug: 'toyota' } as const

  it('answers each width the pages ask for with a WebP of that width, kept for a week like the SVG', async () => {
    for (const width of [320, 640, 960] as const) {
      const response = await get({ params: { name: fileName(svgRenditionPath(carDrawingPath(drawing), width)!) } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(response.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=86400')
      const bytes = Buffer.from(await response.arrayBuffer())
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe('image/webp')
      const { width: drawnWidth, height } = await sharp(bytes).metadata()
      // The drawing's 16:10 box.
      expect([drawnWidth, height]).toEqual([width, (width * 10) / 16])
    }
  })

  it('is painted in the colour its address names', async () => {
    const red = await sharp(await drawingRendition(drawing, 320)).stats()
    const white = await sharp(await drawingRendition({ ...drawing, hex: '#f4f4f2' }, 320)).stats()
    const [redR, redG] = red.channels.map((channel) => channel.mean)
    const [whiteR, whiteG] = white.channels.map((channel) => channel.mean)
    expect(redR! - redG!).toBeGreaterThan(whiteR! - whiteG! + 5)
  })

  it('draws one address once for visitors who ask at the same time', async () => {
    const first = drawingRendition({ ...drawing, hex: '#123456' }, 640)
    expect(drawingRendition({ ...drawing, hex: '#123456' }, 640)).toBe(first)
    await first
  })

  it('answers 404, not a drawing or an error, for a width it does not make or a name it does not know', async () => {
    const svgName = fileName(carDrawingPath(drawing))
    for (const name of [
      svgName.replace('.svg', '.641.webp'),
      svgName.replace('.svg', '.99999.webp'),
      'boat.8b1e2b.toyota.640.webp',
      'sedan.8b1e2b.toyota.640.png',
      '..%2F..%2Fetc.640.webp',
    ]) {
      const response = await get({ params: { name } })
      expect(response.status, name).toBe(404)
      expect(response.headers.get('cache-control'), name).toBe('no-store')
    }
  })

  it('still answers the SVG at its own address, for the staff screens and pages cached before', async () => {
    const response = await get({ params: { name: fileName(carDrawingPath(drawing)) } })
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toContain('<svg')
  })

  it('lets a few be drawn or wait; beyond that a crowd of new colours is told to come back', async () => {
    const limits = { ...renditionLimits }
    Object.assign(renditionLimits, { inFlightAtMost: 5 })
    try {
      // Colours no one has asked for, all at once: five drawn or waiting their turn, the rest refused.
      const colours = Array.from({ length: 8 }, (_, index) => `#0a0b${(16 + index).toString(16)}`)
      const answers = await Promise.allSettled(colours.map((hex) => drawingRendition({ ...drawing, hex }, 320)))
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(5)
      const refused = answers.filter((answer) => answer.status === 'rejected')
      expect(refused).toHaveLength(3)
      for (const answer of refused) expect((answer as PromiseRejectedResult).reason).toBeInstanceOf(RenditionsBusy)

      // Through the route: the refused get 503 with Retry-After, nothing of the server's inside.
      const names = Array.from({ length: 8 }, (_, index) =>
        fileName(svgRenditionPath(carDrawingPath({ ...drawing, hex: `#0c0d${(16 + index).toString(16)}` }), 320)!),
      )
      const responses = await Promise.all(names.map((name) => get({ params: { name } })))
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 503, 503, 503])
      for (const response of responses.filter((answer) => answer.status === 503)) {
        expect(response.headers.get('retry-after')).toBe('2')
        expect(await response.text()).not.toMatch(/RenditionsBusy|drawings busy/)
      }
      // A refused drawing is not kept as refused: asked again when it is quiet, it is drawn.
      const again = await get({ params: { name: names[responses.findIndex((response) => response.status === 503)]! } })
      expect(again.status).toBe(200)
    } finally {
      Object.assign(renditionLimits, limits)
    }
  })
})
