import { LRUCache } from 'lru-cache'
import { carDrawingPath, carDrawingSvg, type CarDrawing } from '../lib/car-drawing.ts'
import type { SvgRenditionWidth } from '../lib/svg-renditions.ts'
import { renderSvgRendition } from './svg-rendition.server.ts'

/**
 * Drawn renditions kept in this process: a page's drawings are asked for by every visitor, and
 * drawing one takes 30–100 ms of a worker thread. A few hundred of about 10 KB each; what falls
 * out is drawn again from its address. The promise is kept, so visitors asking at once share one
 * drawing.
 */
const renditions = new LRUCache<string, Promise<Buffer>>({ max: 400 })

/** A car's drawing as WebP at a width (src/lib/svg-renditions.ts). */
export function drawingRendition(drawing: CarDrawing, width: SvgRenditionWidth): Promise<Buffer> {
  const key = `${carDrawingPath(drawing)} ${width}`
  const kept = renditions.get(key)
  if (kept) return kept
  const made = renderSvgRendition(carDrawingSvg(drawing), width)
  renditions.set(key, made)
  made.catch(() => renditions.delete(key))
  return made
}
