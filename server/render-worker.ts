/**
 * A page-rendering thread of the production server (see server/render-pool.ts). It runs the
 * built app for everything but the dealer API, which it calls on the main thread over the port in
 * its workerData (src/server/http/api-channel.ts; or an outside API at DEALER_API_URL), so only
 * the main thread ever opens the embedded database.
 * Runs on Node 22 with type stripping, so only erasable TypeScript is allowed here (tsconfig.json).
 */
import { parentPort } from 'node:worker_threads'
import { compressResponse } from '../src/server/http/compression.ts'
import { isKeepable, keptPageOf } from '../src/server/http/kept-page.ts'
import { log } from '../src/server/log.ts'
import { sendConsoleErrorsTo } from '../src/server/console-errors.ts'
import { takeDealerApiCacheCounts } from '../src/server/metrics.ts'
import type { RenderReply, RenderRequest } from './render-pool.ts'

const port = parentPort
if (!port) throw new Error('render-worker.ts runs as a worker thread of server/serve.ts')
// As on the main thread: what the app's libraries print goes to the JSON log.
sendConsoleErrorsTo(log)

const serverEntry = new URL('../dist/server/server.js', import.meta.url)
const { default: app } = (await import(serverEntry.href)) as {
  default: { fetch: (request: Request, options: { context: { clientAddress: string } }) => Promise<Response> }
}

type RenderedReply = Extract<RenderReply, { failed?: undefined }>

async function render(message: RenderRequest): Promise<RenderedReply> {
  const request = new Request(message.url, { method: message.method, headers: message.headers, body: message.body })
  const answer = await app.fetch(request, { context: { clientAddress: message.clientAddress } })
  if (message.keep && isKeepable(answer)) return keptReply(message.id, answer)
  const response = await compressResponse(request, answer)
  const body = response.body ? await response.arrayBuffer() : null
  return { id: message.id, status: response.status, statusText: response.statusText, headers: [...response.headers], body }
}

/**
 * A page for the page cache, in the form it keeps (its brotli bytes, script hashes and ETag), made
 * here so that the main thread, which answers every cached page, does not read the plain HTML.
 */
async function keptReply(id: number, answer: Response): Promise<RenderedReply> {
  const html = new Uint8Array(await answer.arrayBuffer())
  const reply = { id, status: answer.status, statusText: answer.statusText, headers: [...answer.headers] }
  const kept = keptPageOf(html)
  if (!kept) return { ...reply, body: html.buffer }
  return { ...reply, body: kept.br.buffer, kept: { scriptHashes: kept.scriptHashes, etag: kept.etag } }
}

port.on('message', (message: RenderRequest) => {
  render(message).then(
    (reply) => {
      // /metrics is the main thread's: this thread's API client counts go there with its answers,
      // in the same message (a second one per page cost a render thread about 1.5% of its time).
      const dealerApiCache = takeDealerApiCacheCounts() ?? undefined
      port.postMessage({ ...reply, dealerApiCache } satisfies RenderReply, reply.body ? [reply.body] : [])
    },
    (error: unknown) => {
      // The app turns its own failures into error pages; reaching here means the worker itself broke.
      log.error('render worker failed', { error })
      port.postMessage({ id: message.id, failed: true } satisfies RenderReply)
    },
  )
})
port.postMessage({ ready: true })
