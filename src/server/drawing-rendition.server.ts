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

/**
 * How many drawings are made at once, and how many more may wait. sharp draws on libuv's worker
 * threads, which reading files and compressing pages also use: a crowd asking for drawings of
 * colours no one has seen (any hex is an address) must not take all of them. Beyond the queue
 * the answer is 503 with Retry-After, as for any overload (decision 0023).
 */
export const renditionLimits = { drawingAtOnce: 2, waitingAtMost: 32 }

/** Every drawing slot is taken and the queue is full: come back in a moment. */
export class RenditionsBusy extends Error {
  constructor() {
    super('drawings busy')
    this.name = 'RenditionsBusy'
  }
}

let drawingNow = 0
const waiting: Array<() => void> = []

async function drawingSlot(): Promise<() => void> {
  if (drawingNow < renditionLimits.drawingAtOnce) drawingNow++
  else if (waiting.length >= renditionLimits.waitingAtMost) throw new RenditionsBusy()
  // A slot that ends is handed to the first in the queue, so the count stays as it is.
  else await new Promise<void>((resolve) => waiting.push(resolve))
  return () => {
    const next = waiting.shift()
    if (next) next()
    else drawingNow--
  }
}

async function draw(drawing: CarDrawing, width: SvgRenditionWidth): Promise<Buffer> {
  const release = await drawingSlot()
  try {
    return await renderSvgRendition(carDrawingSvg(drawing), width)
  } finally {
    release()
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
