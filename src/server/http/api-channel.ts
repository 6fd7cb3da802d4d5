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
import { isMainThread, workerData, type MessagePort } from 'node:worker_threads'

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
  | { id: number; failed: true }

/** Statuses whose answers have no body by definition (a Response refuses to carry one). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304])

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError')
}

/**
 * A `fetch` whose requests go over `port` to whoever answers it (`answerApiCalls`). Failures look
 * as fetch's do: an abort rejects with the signal's reason, an answerer that broke or went away
 * with a TypeError, as a refused connection would.
 */
export function createChannelFetch(port: MessagePort): Fetch {
  let nextId = 0
  const waiting = new Map<number, { resolve: (response: Response) => void; reject: (error: unknown) => void }>()
  port.on('message', (answer: ApiAnswer) => {
    const caller = waiting.get(answer.id)
    if (!caller) return
    waiting.delete(answer.id)
    if (answer.failed) return caller.reject(new TypeError('fetch failed: the dealer API did not answer'))
    const body = nullBodyStatuses.has(answer.status) ? null : answer.body
    caller.resolve(new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers }))
  })
  port.on('close', () => {
    for (const caller of waiting.values()) caller.reject(new TypeError('fetch failed: the dealer API channel closed'))
    waiting.clear()
  })
  // The thread lives for its render requests, not for this port.
  port.unref()

  return async (input, init) => {
    const request = new Request(input, init)
    const { signal } = request
    if (signal.aborted) throw abortReason(signal)
    // A multipart body is encoded here, with its boundary in the request's own Content-Type.
    const body = request.body ? await request.arrayBuffer() : null
    if (signal.aborted) throw abortReason(signal)
    const id = ++nextId
    return await new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        if (!waiting.delete(id)) return
        port.postMessage({ cancel: id } satisfies ApiCallCancel)
        reject(abortReason(signal))
      }
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          signal.removeEventListener('abort', onAbort)
          then(value)
        }
      waiting.set(id, { resolve: settle(resolve), reject: settle(reject) })
      signal.addEventListener('abort', onAbort, { once: true })
      const call: ApiCall = { id, url: request.url, method: request.method, headers: [...request.headers], body }
      port.postMessage(call, body ? [body] : [])
    })
  }
}

/**
 * Answers the calls that arrive on `port` with `serve`. A call whose caller stopped waiting is
 * aborted (its request's signal), so a queue it waits in lets it go; a `serve` that throws is a
 * failed call, never an answer with the error's text.
 */
export function answerApiCalls(
  port: MessagePort,
  serve: (request: Request) => Promise<Response>,
  onError?: (error: unknown) => void,
): void {
  const inFlight = new Map<number, AbortController>()
  port.on('message', (message: ApiCall | ApiCallCancel) => {
    if ('cancel' in message) {
      inFlight.get(message.cancel)?.abort()
      inFlight.delete(message.cancel)
      return
    }
    const { id } = message
    const controller = new AbortController()
    inFlight.set(id, controller)
    const answer = async (): Promise<ApiAnswer> => {
      const request = new Request(message.url, {
        method: message.method,
        headers: message.headers,
        body: message.body,
        signal: controller.signal,
      })
      const response = await serve(request)
      const body = response.body ? await response.arrayBuffer() : null
      return { id, status: response.status, statusText: response.statusText, headers: [...response.headers], body }
    }
    answer().then(
      (reply) => {
        inFlight.delete(id)
        if (!reply.failed && reply.body) port.postMessage(reply, [reply.body])
        else port.postMessage(reply)
      },
      (error: unknown) => {
        inFlight.delete(id)
        onError?.(error)
        port.postMessage({ id, failed: true } satisfies ApiAnswer)
      },
    )
  })
  port.on('close', () => {
    for (const controller of inFlight.values()) controller.abort()
    inFlight.clear()
  })
  port.unref()
}

let threadFetch: Fetch | null | undefined

/**
 * This render thread's way to the main thread's dealer API, when the production server gave it a
 * port; otherwise null (the main thread itself, a test, the development server).
 */
export function mainThreadApiFetch(): Fetch | null {
  if (threadFetch === undefined) {
    const data: unknown = isMainThread ? null : workerData
    const port = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[dealerApiPortKey] : undefined
    threadFetch = port && typeof port === 'object' ? createChannelFetch(port as MessagePort) : null
  }
  return threadFetch
}
