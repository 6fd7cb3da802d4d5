/**
 * How large a request's body may be, decided by the production server from its method and path
 * before anything reads it (issue 14, decision 0063). Everything takes 6 MiB (a 5 MiB CV or
 * picture with its form) but the uploads of a car photo or a brand logo, which the contract
 * allows up to 10 MB (src/contract/car-photos.ts): those are bounded by the operation's own
 * reader, which names the photo field in its refusal, so a server limit must not meet them first.
 * deploy/nginx.conf repeats these paths in its upload location. Runs in the production server and
 * in vite.config.ts, so only erasable TypeScript is allowed here.
 */
import { routingPath } from './request-kind.ts'

/**
 * The server functions of the back office that send a picture on to the dealer API, by file and
 * export, with the fixed ids the build gives them (vite.config.ts, `generateFunctionId`): the
 * default id is a hash, which neither this module nor nginx could tell apart from any other.
 */
const pictureUploadServerFunctions = [
  { file: /(?:^|\/)src\/features\/staff-car-photos\/car-photos\.functions\.ts$/, name: 'uploadCarPhoto', id: 'staff-upload-car-photo' },
  { file: /(?:^|\/)src\/features\/staff-car-photos\/car-photos\.functions\.ts$/, name: 'uploadBrandLogo', id: 'staff-upload-brand-logo' },
] as const

/** The build's id for a server function: a picture upload's fixed one, else undefined (the default hash). */
export function serverFunctionIdOf(filename: string, functionName: string): string | undefined {
  const path = filename.replaceAll('\\', '/').split('?')[0] ?? ''
  return pictureUploadServerFunctions.find(
    (upload) => upload.file.test(path) && (functionName === upload.name || functionName.startsWith(`${upload.name}_`)),
  )?.id
}

const pictureUploadPaths = [
  // uploadCarPhotoOperation and uploadBrandLogoOperation (src/contract/car-photos-api.ts).
  /^\/api\/staff\/car-photos\/[^/]+\/colors\/[^/]+\/?$/,
  /^\/api\/staff\/brand-logos\/[^/]+\/?$/,
  ...pictureUploadServerFunctions.map((upload) => new RegExp(`^/_serverfn/${upload.id}/?$`)),
]

/** Whether the request sends a car photo or a brand logo (the API's operation or the back office's server function). */
export function isPictureUpload(method: string, pathname: string): boolean {
  return method.toUpperCase() === 'POST' && pictureUploadPaths.some((pattern) => pattern.test(routingPath(pathname)))
}

export type BodyLimits = {
  /** Every other request's limit (appConfig.requestBodyMaxBytes). */
  general: number
  /** A picture upload's whole body as its operation reads it (carPhotoLimits.bodyMaxBytes). */
  pictureUpload: number
}

/**
 * The most bytes the server lets the app read of this request's body. A picture upload gets 1 MiB
 * more than its operation allows, so the operation's reader meets its own limit first and refuses
 * with the photo size reason on the field, instead of a bare 413 from the server.
 */
export function requestBodyLimit(method: string, pathname: string, limits: BodyLimits): number {
  return isPictureUpload(method, pathname) ? limits.pictureUpload + 1024 * 1024 : limits.general
}

/** What reading a body past its limit throws: a 413, as the readers of bodies expect (status). */
export class BodyTooLargeError extends Error {
  readonly status = 413
  readonly statusCode = 413
  constructor(maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes`)
  }
}

/**
 * How much is still read, and dropped, after a body passes its limit: the refusal then reaches a
 * client still sending (a body cut off at once resets its connection, and the client sees EPIPE
 * instead of the 413). Past this the connection is cut.
 */
const droppedPastLimitBytes = 8 * 1024 * 1024

async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>, error: BodyTooLargeError): Promise<void> {
  let dropped = 0
  try {
    while (dropped <= droppedPastLimitBytes) {
      const { done, value } = await reader.read()
      if (done) return
      dropped += value.byteLength
    }
  } catch {
    return
  }
  reader.cancel(error).catch(() => undefined)
}

/**
 * What reading a body that stopped arriving throws: the whole body was not in by the request's
 * deadline, or nothing came for the idle time while it was being read. The request was never
 * complete, so nothing of it was done; the server answers 503 (decision 0023).
 */
export class BodyStalledError extends Error {
  override readonly name = 'BodyStalledError'
  readonly reason: 'deadline' | 'idle'
  constructor(reason: 'deadline' | 'idle') {
    super(reason === 'deadline' ? 'The request body did not arrive by its deadline' : 'The request body stopped arriving')
    this.reason = reason
  }
}

export type BodyTiming = {
  /** From when the request arrived: the whole body must be in by then (its deadline, `deadlineOf`). */
  deadlineMs: number
  /** The longest wait for the next bytes of a body being read. */
  idleMs: number
  /** When the request arrived (request-arrival.ts), where its deadline starts; by default, now. */
  arrivedAt?: number
  /**
   * Given the way to destroy the body's source once the body is abandoned (the reader of a Node
   * request destroys its socket). By default it is destroyed at once; the server waits until its
   * answer is out, or the client would get a reset instead of the 503.
   */
  abandon?: (destroySource: () => void) => void
}

/** The requests whose body stalled: the server answers them 503 whatever the app made of the failed read. */
const stalledRequests = new WeakSet<Request>()

/** Whether `request` (as `limitBody` returned it) had its body abandoned because it stalled. */
export function isBodyStalled(request: Request): boolean {
  return stalledRequests.has(request)
}

type StallWatch = { timing: BodyTiming; arrivedAt: number; onStall: () => void }

function limitStream(stream: ReadableStream<Uint8Array>, maxBytes: number, watch?: StallWatch): ReadableStream<Uint8Array> {
  const reader = stream.getReader()
  let size = 0
  let ended = false
  let deadlineTimer: ReturnType<typeof setTimeout> | undefined
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  const stopTimers = () => {
    clearTimeout(deadlineTimer)
    clearTimeout(idleTimer)
  }
  let stall = (_reason: BodyStalledError['reason']) => undefined as void
  const timer = (ms: number, reason: BodyStalledError['reason']) => {
    const handle = setTimeout(() => stall(reason), Math.max(0, ms))
    // A server never waits on these to exit; a test's runtime would.
    ;(handle as { unref?: () => void }).unref?.()
    return handle
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (!watch) return
      // A request that waited for its turn has had part of its time already.
      deadlineTimer = timer(watch.arrivedAt + watch.timing.deadlineMs - Date.now(), 'deadline')
      stall = (reason) => {
        if (ended) return
        ended = true
        stopTimers()
        const error = new BodyStalledError(reason)
        watch.onStall()
        controller.error(error)
        const destroySource = () => void reader.cancel(error).catch(() => undefined)
        ;(watch.timing.abandon ?? ((destroy) => destroy()))(destroySource)
      }
    },
    async pull(controller) {
      if (watch) idleTimer = timer(watch.timing.idleMs, 'idle')
      let chunk: ReadableStreamReadResult<Uint8Array>
      try {
        chunk = await reader.read()
      } catch (error) {
        // The source failed (its client went away): the stream fails with it, nothing to watch.
        ended = true
        stopTimers()
        throw error
      } finally {
        clearTimeout(idleTimer)
      }
      // Abandoned while this read waited: the stream is already errored.
      if (ended) return
      if (chunk.done) {
        ended = true
        stopTimers()
        return controller.close()
      }
      size += chunk.value.byteLength
      if (size > maxBytes) {
        ended = true
        stopTimers()
        const error = new BodyTooLargeError(maxBytes)
        void dropRest(reader, error)
        return controller.error(error)
      }
      controller.enqueue(chunk.value)
    },
    cancel: (reason) => {
      ended = true
      stopTimers()
      return reader.cancel(reason)
    },
  })
}

const bodyReaders = new Set(['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'])

/**
 * `request` with its body cut off past `maxBytes` (refused at once when its Content-Length says
 * more): every way of reading it then fails with a 413. With `timing`, a body that stops arriving
 * is abandoned: reading it fails with a `BodyStalledError` and its source is destroyed, so the
 * work waiting on it ends and gives its slot back (decision 0023). Everything else is the
 * server's request itself (its socket's address included). Unlike srvx's own limitRequestBody, a
 * body read whole keeps its Content-Type, without which a form (`formData()`) could not be read at all.
 */
export function limitBody(request: Request, maxBytes: number, timing?: BodyTiming): Request {
  return guardBody(request, maxBytes, timing, timing?.arrivedAt ?? Date.now(), (stalled) => stalledRequests.add(stalled))
}

/** `limitBody`, for the request itself or a clone of it (same arrival, and its stall marks the original). */
function guardBody(
  request: Request,
  maxBytes: number,
  timing: BodyTiming | undefined,
  arrivedAt: number,
  markStalled: (stalled: Request) => void,
): Request {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request
  const announced = request.headers.get('content-length')?.trim() ?? ''
  const overLimit = /^\d+$/.test(announced) && Number(announced) > maxBytes
  if (overLimit) request.body.cancel(new BodyTooLargeError(maxBytes)).catch(() => undefined)
  const original = request.body
  const contentType = request.headers.get('content-type')
  let limited: Response | undefined
  const limitedBody = (): Response =>
    (limited ??= new Response(
      overLimit
        ? new ReadableStream<Uint8Array>({ start: (controller) => controller.error(new BodyTooLargeError(maxBytes)) })
        : limitStream(original, maxBytes, timing && { timing, arrivedAt, onStall: () => markStalled(proxy) }),
      { headers: contentType === null ? {} : { 'content-type': contentType } },
    ))
  let nativeRequest: Request | undefined
  const proxy: Request = new Proxy(request, {
    get(target, property) {
      if (property === 'body') return limitedBody().body
      if (property === 'bodyUsed') return limited?.bodyUsed ?? false
      if (typeof property === 'string' && bodyReaders.has(property)) {
        return () => (limitedBody() as unknown as Record<string, () => Promise<unknown>>)[property]!()
      }
      // srvx's request makes a standard Request of itself from this when one is needed.
      if (property === '_request' && '_request' in target) {
        return (nativeRequest ??= new Request(target.url, {
          method: target.method,
          headers: target.headers,
          signal: target.signal,
          body: limitedBody().body,
          duplex: 'half',
        } as RequestInit))
      }
      if (property === 'clone')
        return () =>
          guardBody(target.clone(), maxBytes, timing, arrivedAt, (stalled) => {
            markStalled(stalled)
            markStalled(proxy)
          })
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
  return proxy
}
