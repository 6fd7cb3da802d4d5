/**
 * Page rendering on several threads. Server rendering is CPU work and Node runs it on one core;
 * the embedded database (PGlite) cannot be shared between processes, so instead of a cluster the
 * production server keeps the database and the dealer API on its main thread and hands page
 * requests to worker threads, which call that API over loopback HTTP like an external one
 * (docs/decisions/0022-server-performance.md).
 * Runs on Node 22 with type stripping, so only erasable TypeScript is allowed here.
 */
import { Worker } from 'node:worker_threads'
import { bilingualTextResponse } from '../src/server/http/bilingual-text.ts'
import { log } from '../src/server/log.ts'

export type RenderRequest = {
  id: number
  url: string
  method: string
  headers: [string, string][]
  body: ArrayBuffer | null
}

export type RenderReply =
  | { id: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null; failed?: undefined }
  | { id: number; failed: true }

type Slot = { worker: Worker; inFlight: Map<number, (reply: RenderReply) => void> }

export type RenderPool = {
  render(request: Request): Promise<Response>
  close(): Promise<void>
}

/** The rest of the body is never read, so the connection cannot carry another request. */
function tooLarge(): Response {
  return bilingualTextResponse(
    413,
    { ar: 'الطلب أكبر من الحجم المسموح به.', en: 'The request is too large.' },
    { Connection: 'close' },
  )
}

function isBodyTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 413
}

function unavailable(): Response {
  return bilingualTextResponse(
    503,
    { ar: 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة مرة أخرى بعد قليل.', en: 'The service is temporarily unavailable. Please try again shortly.' },
    { 'Retry-After': '5' },
  )
}

/**
 * Starts `size` render threads with `env`; resolves once each has loaded the app. `workerFile`
 * is the thread's script (tests pass their own).
 */
export async function startRenderPool(
  size: number,
  env: Record<string, string | undefined>,
  workerFile: URL = new URL('./render-worker.ts', import.meta.url),
): Promise<RenderPool> {
  const slots: (Slot | undefined)[] = []
  let nextId = 0
  let closing = false

  function spawn(index: number): Promise<void> {
    const worker = new Worker(workerFile, { env })
    const slot: Slot = { worker, inFlight: new Map() }
    slots[index] = slot
    return new Promise((resolve, reject) => {
      worker.on('message', (message: RenderReply | { ready: true }) => {
        if ('ready' in message) return resolve()
        const settle = slot.inFlight.get(message.id)
        slot.inFlight.delete(message.id)
        settle?.(message)
      })
      worker.on('error', (error) => {
        log.error('render worker crashed', { error })
      })
      worker.on('exit', () => {
        // Whatever it was rendering gets an answer; a fresh thread takes its place shortly (not
        // at once, so a thread that cannot start does not spin).
        if (slots[index] === slot) slots[index] = undefined
        for (const settle of slot.inFlight.values()) settle({ id: -1, failed: true })
        slot.inFlight.clear()
        reject(new Error('render worker exited before it was ready'))
        if (!closing) setTimeout(() => void spawn(index).catch(() => undefined), 500).unref()
      })
    })
  }

  await Promise.all(Array.from({ length: size }, (_, index) => spawn(index)))

  return {
    async render(request) {
      let body: ArrayBuffer | null = null
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        try {
          // The server's maxRequestBodySize makes this fail past the limit instead of buffering.
          body = await request.arrayBuffer()
        } catch (error) {
          if (isBodyTooLarge(error)) return tooLarge()
          throw error
        }
      }
      // The least busy live thread; ties go to the first, which keeps its caches warm.
      let slot: Slot | undefined
      for (const candidate of slots) if (candidate && (!slot || candidate.inFlight.size < slot.inFlight.size)) slot = candidate
      if (!slot) return unavailable()
      const id = ++nextId
      const message: RenderRequest = { id, url: request.url, method: request.method, headers: [...request.headers], body }
      const chosen = slot
      const reply = await new Promise<RenderReply>((resolve) => {
        chosen.inFlight.set(id, resolve)
        chosen.worker.postMessage(message, body ? [body] : [])
      })
      if (reply.failed) return unavailable()
      return new Response(reply.body, { status: reply.status, statusText: reply.statusText, headers: reply.headers })
    },
    async close() {
      closing = true
      await Promise.all(slots.map((slot) => slot?.worker.terminate()))
    },
  }
}
