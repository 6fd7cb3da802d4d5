/**
 * Image work is bounded in each process (issue 32): six editors' uploads at once took the server
 * to 2 GB. Every decode and encode runs through `runImageJob`: at most `concurrentJobs` at a time,
 * and together holding at most `pixelBudget` decoded pixels (a job that alone needs more than the
 * budget still runs, but by itself); the others wait their turn in order. sharp is told to use one
 * libvips thread per image and to keep no decoded images in its cache, so a job's memory is its own
 * pixels and goes when it ends. This bounds this process's own memory, which is why it lives in
 * memory and not in the database (unlike limits on clients).
 */
import sharp from 'sharp'

/** Jobs decoding or encoding at once in this process. */
export const concurrentJobs = 2
/** Decoded pixels all running jobs may hold together: two 24-megapixel photos. */
export const pixelBudget = 48_000_000

sharp.concurrency(1)
sharp.cache({ memory: 0, files: 0, items: 0 })

type Waiting = { pixels: number; start: () => void }

let running = 0
let pixelsInUse = 0
const queue: Waiting[] = []

function fits(pixels: number): boolean {
  if (running >= concurrentJobs) return false
  return running === 0 || pixelsInUse + pixels <= pixelBudget
}

function startNext(): void {
  while (queue.length > 0 && fits(queue[0]!.pixels)) queue.shift()!.start()
}

/** Runs `job`, which decodes about `pixels` pixels, when there is room for it; in order of arrival. */
export async function runImageJob<T>(pixels: number, job: () => Promise<T>): Promise<T> {
  await new Promise<void>((resolve) => {
    const start = () => {
      running += 1
      pixelsInUse += pixels
      resolve()
    }
    if (queue.length === 0 && fits(pixels)) start()
    else queue.push({ pixels, start })
  })
  try {
    return await job()
  } finally {
    running -= 1
    pixelsInUse -= pixels
    startNext()
  }
}

/** The jobs running and waiting now, for tests and metrics. */
export function imageWorkLoad(): { running: number; waiting: number; pixelsInUse: number } {
  return { running, waiting: queue.length, pixelsInUse }
}

/**
 * The picture's width and height from its header alone, nothing decoded; null when the header
 * does not read. EXIF orientation is not applied: the pixel count and the proportions are the same.
 */
export async function pictureSize(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(bytes, { animated: false }).metadata()
    return width && height ? { width, height } : null
  } catch {
    return null
  }
}
