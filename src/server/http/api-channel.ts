/**
 * How a render thread of the production server reaches the dealer API on the main thread: a
 * MessagePort of its own instead of a loopback HTTP connection (issue 37, decision 0022 amended
 * 2026-11-30). Over loopback, every API call a page made cost the render thread undici's client and
 * the main thread a socket read, Node's HTTP parsing and srvx's round trip, on the thread that also
 * answers every kept page and every refusal. Over the port a call is one structured-clone message
 * each way; the main thread answers it through the same admission, limits and address rules as
 * before (server/serve.ts), and only this server's own threads hold such a port.
 * The port is handed to the thread in its `workerData` under `dealerApiPortKey`.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { MessagePort, workerData } from 'node:worker_threads'

type Fetch = typeof globalThis.fetch

/**
 * The origin a call over the port is addressed to. The main thread reads its path only, but the
 * app's host policy reads its Host, and a loopback name is what the calls had over loopback.
 */
export const channelOrigin = 'http://127.0.0.1'

/** The key of a render thread's `workerData` under which its API port is. */
export const dealerApiPortKey = 'dealerApiPort'

/** One API request, its body read whole (every body a page sends the API is bounded). */
export type ApiCall = { id: number; url: string; method: string; headers: [string, string][]; body: ArrayBuffer | null }
/** The render thread no longer waits for call `cancel` (its timeout, or its page's visitor left). */
export type ApiCallCancel = { cancel: number }
export type ApiAnswer =
  | { id: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null; failed?: undefined }
  | { id: number; failed: true; body?: undefined }

/** Statuses whose answers have no body by definition (a Response refuses to carry one). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304])

/** How a call ends: its answer, the other end gone, or its caller no longer waiting. */
type Outcome = ApiAnswer | 'closed' | 'aborted'

/**
 * A `fetch` whose requests go over `port` to whoever answers it (`answerApiCalls`). Failures look
 * as fetch's do: an abort rejects with the signal's reason, an answerer that broke or went away
 * with a TypeError, as a refused connection would.
 */
export function createChannelFetch(port: MessagePort): Fetch {
  let lastId = 0
  const waiting = new Map<number, (outcome: Outcome) => void>()
  port.on('message', (answer: ApiAnswer) => waiting.get(answer.id)?.(answer))
  port.on('close', () => {
    for (const settle of [...waiting.values()]) settle('closed')
  })
  // The thread lives for its render requests, not for this port.
  port.unref()

  return async (input, init) => {
    // The caller's signal is followed here, not by the Request: a Request made with one leaves a
    // listener on it until the Request is collected, and a page's signal outlives its calls.
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const request = new Request(input, { ...init, signal: undefined })
    // A multipart body is encoded here, with its boundary in the request's own Content-Type.
    const body = request.body ? await request.arrayBuffer() : null
    signal?.throwIfAborted()
    const id = ++lastId
    return await new Promise<Response>((resolve, reject) => {
      const onAbort = () => settle('aborted')
      const settle = (outcome: Outcome) => {
        waiting.delete(id)
        signal?.removeEventListener('abort', onAbort)
        if (outcome === 'aborted') {
          port.postMessage({ cancel: id } satisfies ApiCallCancel)
          return reject(signal?.reason)
        }
        if (outcome === 'closed') return reject(new TypeError('fetch failed: the dealer API channel closed'))
        if (outcome.failed) return reject(new TypeError('fetch failed: the dealer API did not answer'))
        const answerBody = nullBodyStatuses.has(outcome.status) ? null : outcome.body
        resolve(new Response(answerBody, { status: outcome.status, statusText: outcome.statusText, headers: outcome.headers }))
      }
      waiting.set(id, settle)
      signal?.addEventListener('abort', onAbort)
      const call: ApiCall = { id, url: request.url, method: request.method, headers: [...request.headers], body }
      port.postMessage(call, body ? [body] : [])
    })
  }
}

/**
 * Answers the calls that arrive on `port` with `serve`. A call whose caller stopped waiting, or
 * whose caller's end closed, is aborted (its request's signal), so a queue it waits in lets it go;
 * a `serve` that throws is a failed call, never an answer with the error's text.
 */
export function answerApiCalls(
  port: MessagePort,
  serve: (request: Request) => Promise<Response>,
  onError?: (error: unknown) => void,
): void {
  const inFlight = new Map<number, AbortController>()
  port.on('message', async (message: ApiCall | ApiCallCancel) => {
    if ('cancel' in message) return inFlight.get(message.cancel)?.abort()
    const { id } = message
    const controller = new AbortController()
    inFlight.set(id, controller)
    let reply: ApiAnswer
    try {
      const request = new Request(message.url, {
        method: message.method,
        headers: message.headers,
        body: message.body,
        signal: controller.signal,
      })
      const response = await serve(request)
      const body = response.body ? await response.arrayBuffer() : null
      reply = { id, status: response.status, statusText: response.statusText, headers: [...response.headers], body }
    } catch (error) {
      onError?.(error)
      reply = { id, failed: true }
    } finally {
      inFlight.delete(id)
    }
    port.postMessage(reply, reply.body ? [reply.body] : [])
  })
  port.on('close', () => {
    for (const controller of inFlight.values()) controller.abort()
  })
  port.unref()
}

/** The port to the dealer API in a thread's `workerData`, when the production server gave it one. */
export function apiPortIn(data: unknown): MessagePort | null {
  const port = (data as Record<string, unknown> | null | undefined)?.[dealerApiPortKey]
  return port instanceof MessagePort ? port : null
}

let threadFetch: Fetch | null | undefined

/**
 * This render thread's way to the main thread's dealer API, when the production server gave it a
 * port; otherwise null (the main thread itself, a test, the development server).
 */
export function mainThreadApiFetch(): Fetch | null {
  threadFetch ??= ((port) => (port ? createChannelFetch(port) : null))(apiPortIn(workerData))
  return threadFetch
}
