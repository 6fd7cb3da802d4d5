import { LRUCache } from 'lru-cache'
import { carDrawingPath, carDrawingSvg, type CarDrawing } from '../lib/car-drawing.ts'
import type { SvgRenditionWidth } from '../lib/svg-renditions.ts'
import { runImageJob } from './image-work.server.ts'
import { renderSvgRendition } from './svg-rendition.server.ts'

/**
 * Drawn renditions kept in this process: a page's drawings are asked for by every visitor, and
 * drawing one takes 30–100 ms of a worker thread. A few hundred of about 10 KB each; what falls
 * out is drawn again from its address. The promise is kept, so visitors asking at once share one
 * drawing.
 */
const renditions = new LRUCache<string, Promise<Buffer>>({ max: 400 })

/**
 * How many renditions may be drawn or waiting at once. The drawing itself is image work like an
 * upload's, bounded with it (`runImageJob`: two at a time in this process); a crowd asking for
 * colours no one has seen (any hex is an address) would otherwise queue without end behind it.
 * Beyond this the answer is 503 with Retry-After, as for any overload (decision 0023).
 */
export const renditionLimits = { inFlightAtMost: 34 }

/** Too many renditions are being drawn or waiting: come back in a moment. */
export class RenditionsBusy extends Error {
  constructor() {
    super('drawings busy')
    this.name = 'RenditionsBusy'
  }
}

let inFlight = 0

async function draw(drawing: CarDrawing, width: SvgRenditionWidth): Promise<Buffer> {
  if (inFlight >= renditionLimits.inFlightAtMost) throw new RenditionsBusy()
  inFlight++
  try {
    // The drawing's 16:10 box at that width, for the image work's pixel budget.
    return await runImageJob((width * width * 10) / 16, () => renderSvgRendition(carDrawingSvg(drawing), width))
  } finally {
    inFlight--
  }
}

/** A car's drawing as WebP at a width (src/lib/svg-renditions.ts); rejects with RenditionsBusy when too many are being drawn. */
export function drawingRendition(drawing: CarDrawing, width: SvgRenditionWidth): Promise<Buffer> {
  const key = `${carDrawingPath(drawing)} ${width}`
  const kept = renditions.get(key)
  if (kept) return kept
  const made = draw(drawing, width)
  renditions.set(key, made)
  made.catch(() => renditions.delete(key))
  return made
}
