/**
 * Page rendering on several threads. Server rendering is CPU work and Node runs it on one core;
 * the embedded database (PGlite) cannot be shared between processes, so instead of a cluster (which
 * it runs on PostgreSQL, server/cluster.ts) the production server keeps the database and the dealer
 * API on its main thread and hands page requests to worker threads, which call that API over a
 * MessagePort of their own (src/server/http/api-channel.ts, docs/decisions/0022-server-performance.md).
 * Each thread renders a bounded number of pages at once, behind one bounded queue with a deadline
 * (docs/decisions/0023-overload.md).
 * Runs on Node 22 with type stripping, so only erasable TypeScript is allowed here (tsconfig.json).
 */
import { Worker, type MessagePort } from 'node:worker_threads'
import { dealerApiPortKey } from '../src/server/http/api-channel.ts'
import { createLimiter, deadlineOf, type Admission, type Refusal } from '../src/server/http/load-shedding.ts'
import { timeLeft } from '../src/server/http/request-arrival.ts'
import { payloadTooLarge, serviceUnavailable, withRetryAfter } from '../src/server/http/refusals.ts'
import { BodyStalledError, isBodyStalled } from '../src/server/http/body-limit.ts'
import { log } from '../src/server/log.ts'
import { answerWithKeptPage, isToKeep, type KeptPage } from '../src/server/http/kept-page.ts'
import { addDealerApiCacheCounts, type DealerApiCacheCounts } from '../src/server/metrics.ts'

export type RenderRequest = {
  id: number
  url: string
  method: string
  headers: [string, string][]
  body: ArrayBuffer | null
  /** The visitor's address as the main thread decided it (src/server/http/client-address.ts). */
  clientAddress: string
  /** Rendered for the page cache: a keepable page comes back in its kept form (kept-page.ts). */
  keep?: boolean
}

export type RenderReply =
  | {
      id: number
      status: number
      statusText: string
      headers: [string, string][]
      /** The brotli bytes when `kept` is there, else the answer's own. */
      body: ArrayBuffer | null
      kept?: Omit<KeptPage, 'br'>
      /** What the thread counted for /metrics since its last answer. */
      dealerApiCache?: DealerApiCacheCounts
      failed?: undefined
    }
  | { id: number; failed: true }

type Slot = { worker: Worker; inFlight: Map<number, (reply: RenderReply) => void> }

export type RenderPool = {
  /**
   * `clientAddress`: the visitor's, for the app's per-client limits ('unknown' when not known).
   * `arrivedAt`: when the request reached the server (request-arrival.ts), where its deadline
   * starts; by default, now.
   */
  render(request: Request, clientAddress?: string, arrivedAt?: number): Promise<Response>
  /**
   * Renders `urls` once on every thread, answers thrown away, before visitors come: a fresh
   * thread's first renders load and compile the routes' code and fill its API client's caches,
   * which takes seconds on a busy machine, and visitors queued behind them would wait past the
   * queue's limit and get 503. Bounded by `deadlineMs`; a page that fails is left to real traffic.
   */
  warmUp(urls: string[], deadlineMs: number): Promise<void>
  /** Every render slot is taken and the queue is full: a page asked for now would get 503. */
  readonly full: boolean
  close(): Promise<void>
}

export type RenderPoolLimits = {
  /** Renders one thread works on at once; more would only share its one core and memory. */
  rendersPerThread: number
  /** Requests that may wait for a free render, per thread. */
  queuePerThread: number
  maxQueueWaitMs: number
  /** From arrival to answer. */
  deadlineMs: number
  /** The same for a request that sends files (a server function's upload). */
  uploadDeadlineMs: number
  /** How long a render past its deadline keeps its slot before giving it back anyway. */
  lateWorkMs?: number
  retryAfterSeconds: number
}

export type RenderPoolOptions = {
  env: Record<string, string | undefined>
  limits: RenderPoolLimits
  /** Told about every request refused for lack of capacity or for a body that stopped arriving, for the log. */
  onRefusal?: (reason: Refusal | 'body-stalled') => void
  /** The thread's script (tests pass their own). */
  workerFile?: URL
  /**
   * Called for each thread started (again after a crash): the port it gets to the dealer API
   * (src/server/http/api-channel.ts). Without it a thread calls the API where DEALER_API_URL says.
   */
  openApiChannel?: () => MessagePort
}

function isBodyTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 413
}

/**
 * A render thread keeps each request's context (TanStack Start's, the log's request id) in
 * AsyncLocalStorage. On Node 22 that runs a promise hook on every promise a render makes; with the
 * context frame (Node 24's default) it does not, and misses were served 4–23% faster (issue 37).
 * Named only where this Node knows the flag, so a newer Node runs as it is.
 */
const asyncContextFrame = '--experimental-async-context-frame'
const renderThreadExecArgv =
  process.allowedNodeEnvironmentFlags.has(asyncContextFrame) && !process.execArgv.includes(asyncContextFrame)
    ? [...process.execArgv, asyncContextFrame]
    : process.execArgv

/** Starts `size` render threads; resolves once each has loaded the app. */
export async function startRenderPool(size: number, options: RenderPoolOptions): Promise<RenderPool> {
  const { env, limits, onRefusal = () => undefined, workerFile = new URL('./render-worker.ts', import.meta.url), openApiChannel } = options
  const slots: (Slot | undefined)[] = []
  let nextId = 0
  let closing = false

  function spawn(index: number): Promise<void> {
    const apiPort = openApiChannel?.()
    const worker = new Worker(workerFile, {
      env,
      execArgv: renderThreadExecArgv,
      ...(apiPort && { workerData: { [dealerApiPortKey]: apiPort }, transferList: [apiPort] }),
    })
    const slot: Slot = { worker, inFlight: new Map() }
    slots[index] = slot
    return new Promise((resolve, reject) => {
      worker.on('message', (message: RenderReply | { ready: true }) => {
        if ('ready' in message) return resolve()
        if (!message.failed && message.dealerApiCache) addDealerApiCacheCounts(message.dealerApiCache)
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

  // One queue for the pool: a request waits for whichever thread frees up first.
  const limiter = createLimiter({
    concurrency: size * limits.rendersPerThread,
    queueSize: size * limits.queuePerThread,
    maxWaitMs: limits.maxQueueWaitMs,
    lateWorkMs: limits.lateWorkMs,
    onOverdue: () =>
      log.warn('overload: a page render still running past its deadline gave its slot back', { lateWorkMs: limits.lateWorkMs }),
  })

  function renderOn(slot: Slot, request: Omit<RenderRequest, 'id'>): Promise<RenderReply> {
    const id = ++nextId
    return new Promise<RenderReply>((resolve) => {
      slot.inFlight.set(id, resolve)
      slot.worker.postMessage({ id, ...request } satisfies RenderRequest, request.body ? [request.body] : [])
    })
  }

  /** Runs once the request's turn has come; its body is only read then, so waiting requests hold none. */
  async function dispatch(request: Request, clientAddress: string): Promise<Response> {
    let body: ArrayBuffer | null = null
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      try {
        // The server's maxRequestBodySize makes this fail past the limit instead of buffering.
        body = await request.arrayBuffer()
      } catch (error) {
        if (isBodyTooLarge(error)) return payloadTooLarge()
        // Abandoned at its deadline or idle time (body-limit.ts): the request never came whole.
        if (error instanceof BodyStalledError) return serviceUnavailable(request, limits.retryAfterSeconds)
        throw error
      }
    }
    // The least busy live thread; ties go to the first, which keeps its caches warm.
    let slot: Slot | undefined
    for (const candidate of slots) if (candidate && (!slot || candidate.inFlight.size < slot.inFlight.size)) slot = candidate
    if (!slot) return serviceUnavailable(request, limits.retryAfterSeconds)
    const keep = isToKeep(request)
    const reply = await renderOn(slot, {
      url: request.url,
      method: request.method,
      headers: [...request.headers],
      body,
      clientAddress,
      keep,
    })
    if (reply.failed) return serviceUnavailable(request, limits.retryAfterSeconds)
    const init = { status: reply.status, statusText: reply.statusText, headers: reply.headers }
    if (reply.kept && reply.body) return answerWithKeptPage(init, { ...reply.kept, br: new Uint8Array(reply.body) })
    return new Response(reply.body, init)
  }

  return {
    async render(request, clientAddress = 'unknown', arrivedAt = Date.now()) {
      let admission: Admission<Response>
      try {
        admission = await limiter.run(() => dispatch(request, clientAddress), {
          signal: request.signal,
          deadlineMs: timeLeft(deadlineOf(request, { normal: limits.deadlineMs, upload: limits.uploadDeadlineMs }), arrivedAt),
        })
      } catch (error) {
        // A body cut off by a client that left, or a fault of ours: either way no 500 from here.
        if (!request.signal.aborted) log.error('render dispatch failed', { error })
        return serviceUnavailable(request, limits.retryAfterSeconds)
      }
      if (!admission.ran) {
        onRefusal(admission.refusal)
        return serviceUnavailable(request, limits.retryAfterSeconds)
      }
      if (isBodyStalled(request)) onRefusal('body-stalled')
      // The app's error page for a dealer API that did not answer is a 503 too.
      return withRetryAfter(admission.value, limits.retryAfterSeconds)
    },
    async warmUp(urls, deadlineMs) {
      const warmThread = async (slot: Slot | undefined) => {
        if (!slot) return
        for (const url of urls) {
          const request = { url, method: 'GET', headers: [['accept-encoding', 'gzip']] as [string, string][], body: null }
          const reply = await renderOn(slot, { ...request, clientAddress: '127.0.0.1' })
          if (reply.failed || reply.status >= 500)
            log.warn('a render thread could not warm up a page', { url, status: reply.failed ? null : reply.status })
        }
      }
      let timer: ReturnType<typeof setTimeout> | undefined
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, deadlineMs)
        timer.unref()
      })
      await Promise.race([Promise.all(slots.map(warmThread)), deadline])
      clearTimeout(timer)
    },
    get full() {
      return limiter.full
    },
    async close() {
      closing = true
      await Promise.all(slots.map((slot) => slot?.worker.terminate()))
    },
  }
}
