/**
 * The production server: the built TanStack Start app behind static file serving with long-lived
 * caching for hashed assets, compression, and the security headers on every response. On
 * PostgreSQL it runs as one process per core (server/cluster.ts), each rendering its pages and
 * answering the API in-process; on the embedded database it is one process whose pages render on
 * worker threads (RENDER_WORKERS, see server/render-pool.ts) while the dealer API and its database
 * stay on this thread (docs/decisions/0062-processes-on-postgresql.md). Each request is classified once, before its body is read, and
 * the work in flight is bounded: past capacity the answer is a quick 503 with Retry-After
 * (docs/decisions/0023-overload.md). On SIGTERM or SIGINT it drains: the readiness check fails,
 * no new connection is accepted, the requests in flight get SHUTDOWN_TIMEOUT_MS to finish, the
 * outbox round in progress finishes (or its claims lapse), then the database closes and the
 * process exits 0 (docs/decisions/0061-operating-the-server.md).
 * Runs on Node 22 with type stripping, so only erasable TypeScript is allowed here (tsconfig.json).
 */
import cluster from 'node:cluster'
import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { serve, type ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { appConfig, getEnv, InvalidEnvironmentError, locales } from '../app.config.ts'
import { applyBaseSecurityHeaders, isHttpsRequest } from '../src/server/http/security-headers.ts'
import { compressResponse } from '../src/server/http/compression.ts'
import { trackConnections } from '../src/server/http/connection-drain.ts'
import { hostPolicyWarning, parseAuthority } from '../src/lib/host-policy.ts'
import { bilingualTextResponse } from '../src/server/http/bilingual-text.ts'
import { apiDeadlineOf, createLimiter, deadlineOf } from '../src/server/http/load-shedding.ts'
import { arrivalOf, stampArrivals, timeLeft } from '../src/server/http/request-arrival.ts'
import { addAcceptors, assertPortFree, cannotListenMessage } from '../src/server/http/acceptors.ts'
import { classifyRequest, pagePostKind, staysUnderApi } from '../src/server/http/request-kind.ts'
import { isBodyStalled, isPictureUpload, limitBody, requestBodyLimit } from '../src/server/http/body-limit.ts'
import { carPhotoLimits } from '../src/contract/car-photos.ts'
import { clientAddressOf, hasInternalToken, internalClientAddress, internalVisitorOrigin } from '../src/server/http/client-address.ts'
import {
  announcedLength,
  announcesBody,
  apiBadPath,
  apiPayloadTooLarge,
  badHost,
  apiUnavailable,
  pageMethodNotAllowed,
  payloadTooLarge,
  serviceUnavailable,
  withRetryAfter,
} from '../src/server/http/refusals.ts'
import { createRefusalLog } from './refusal-log.ts'
import { answerApiCalls } from '../src/server/http/api-channel.ts'
import { startRenderPool, type RenderPoolLimits } from './render-pool.ts'
import { stopBackgroundTasks, takeOverShutdown } from '../src/server/lifecycle.ts'
import { drainAndClose } from '../src/server/shutdown.ts'
import { log } from '../src/server/log.ts'
import { sendConsoleErrorsTo } from '../src/server/console-errors.ts'
import { applePayDomainAssociationPath, applePayDomainAssociationResponse } from '../src/server/payments/apple-pay-domain.ts'
import { metricsPath, metricsResponse, recordPageCache, recordRequest, sampleOutboxWith, samplePoolWith } from '../src/server/metrics.ts'
import { createRouteLabeller, pagePathsOf, type RouteLabeller } from '../src/server/http/route-label.ts'
import { readOutboxBacklog } from '../src/server/outbox/outbox-backlog.server.ts'
import { planProcesses } from '../src/server/processes.ts'
import { startProcesses } from './cluster.ts'
import { closeDb, getDb } from '../src/server/db/client.server.ts'
import { holdFolderForServerOrExit } from '../src/server/db/folder-lock.server.ts'
import { createPageCache, type PageSearchKey } from '../src/server/http/page-cache.ts'
import { answerKeptPagesFirst, type FrontAnswer } from '../src/server/http/page-cache-front.ts'
import { onContentChange } from '../src/server/content-changes.server.ts'
import { consoleTransports, consoleTransportsWarning } from '../src/server/console-transports.ts'

let env: ReturnType<typeof getEnv>
try {
  env = getEnv()
} catch (error) {
  if (error instanceof InvalidEnvironmentError) {
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
  throw error
}

// On PostgreSQL, one process per core: this one may be their primary, which never gets past
// here (server/cluster.ts, decision 0062).
const plan = planProcesses(env)
await startProcesses(plan, env.SHUTDOWN_TIMEOUT_MS)

// Before the app is loaded: its database client would otherwise exit on the signal at once.
takeOverShutdown()
// What libraries print with console.error goes to the JSON log (src/server/console-errors.ts).
sendConsoleErrorsTo(log)

// One process per embedded database folder (decision 0071): a second server stops here, naming the first.
if (!env.DATABASE_URL) await holdFolderForServerOrExit(env.DATA_DIR)

// Before this process listens, so it is on screen before any code is written to the log: a
// banner on stderr for whoever watches the start, one JSON line for whoever searches the log.
const consoleWarning = consoleTransportsWarning(env)
if (consoleWarning) {
  process.stderr.write(`${consoleWarning}\n`)
  log.warn('production start with console delivery: codes, addresses and links go to this log, nothing is sent', {
    transports: consoleTransports(env),
  })
}

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url))
const serverEntry = new URL('../dist/server/server.js', import.meta.url)
if (!existsSync(fileURLToPath(serverEntry))) {
  process.stderr.write('No production build found in dist/. Run `npm run build` first (or use `npm start`).\n')
  process.exit(1)
}
const { default: app, pageSearchKey } = (await import(serverEntry.href)) as {
  default: { fetch: (request: Request) => Promise<Response> }
  pageSearchKey: PageSearchKey
}
// Opens, migrates and (on an empty database) seeds the data store before anything asks it: the
// render threads' warm-up and the first visitor.
const health = await app.fetch(new Request(`http://localhost/api/health`))

// The build writes .br/.gz twins of text files (scripts/vite-plugins.ts); they are sent as they are.
const precompressed = { br: '.br', gzip: '.gz' }
const hashedAssets = staticMiddleware({
  dir: clientDir,
  maxAge: appConfig.immutableAssetMaxAgeSeconds,
  immutable: true,
  encodings: precompressed,
})
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3600, encodings: precompressed })

/**
 * The build's client files, listed once: they do not change while this server runs, and asking
 * the file system about every page request (most of which are not files) cost measurable time
 * under load.
 */
const clientFiles = new Set(
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`),
)

const noStaticFile = () => new Response(null, { status: 404 })

function serveStatic(request: Request, pathname: string): Response | Promise<Response> {
  return pathname.startsWith('/assets/') ? hashedAssets(request, noStaticFile) : publicFiles(request, noStaticFile)
}

/** Methods the app answers at all; TRACE, CONNECT and the like never reach it. */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

const refuseUnknownMethods: ServerMiddleware = (request, next) => {
  if (knownMethods.has(request.method)) return next()
  return bilingualTextResponse(
    405,
    { ar: 'طريقة الطلب غير مدعومة.', en: 'This request method is not supported.' },
    { Allow: [...knownMethods].join(', ') },
  )
}

/** The sandboxing policy for answers that are never a page: files and this server's own refusals. */
function hardenNonPage(headers: Headers, https: boolean): void {
  applyBaseSecurityHeaders(headers, { https })
  headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox")
}

/**
 * First of all: a Host no URL can be made of. Everything after this reads `request.url`, which
 * the HTTP server builds from the Host header and which throws on such a value (a bare 500 without
 * security headers, before this check). A request without Host goes on to the host policy.
 */
const refuseUnparsableHost: ServerMiddleware = (request, next) => {
  const host = request.headers.get('host')
  if (host === null || parseAuthority(host) !== null) return next()
  const response = badHost()
  hardenNonPage(response.headers, false)
  return response
}

const hardenStaticResponses: ServerMiddleware = async (request, next) => {
  const response = await next()
  if (response.headers.has('X-Content-Type-Options')) return response
  // Only static files and this server's own refusals reach here without headers; none of them is
  // a page that runs script.
  // The headers are set on the static response itself: re-wrapping its file stream in a new
  // Response made Node close that stream twice and crash the process on uncompressed answers.
  const harden = (headers: Headers) => {
    if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
      // Hashed file names: a CDN or browser may keep them for a year without asking again.
      headers.set('Cache-Control', `public, max-age=${appConfig.immutableAssetMaxAgeSeconds}, immutable`)
    }
    hardenNonPage(headers, isHttpsRequest(request, env.TRUST_PROXY))
  }
  try {
    harden(response.headers)
    return response
  } catch {
    // A response with immutable headers (not one of the static middleware's): copy them.
    const headers = new Headers(response.headers)
    harden(headers)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

const { overload } = appConfig
const renderLimits: RenderPoolLimits = {
  rendersPerThread: env.RENDER_CONCURRENCY,
  queuePerThread: env.RENDER_QUEUE,
  maxQueueWaitMs: overload.maxQueueWaitMs,
  deadlineMs: overload.pageDeadlineMs,
  uploadDeadlineMs: overload.uploadDeadlineMs,
  lateWorkMs: overload.lateWorkMs,
  retryAfterSeconds: overload.retryAfterSeconds,
}

const bodyLimits = { general: appConfig.requestBodyMaxBytes, pictureUpload: carPhotoLimits.bodyMaxBytes }

/** Known to this server's render threads only: with it they pass a visitor's address on (client-address.ts). */
const internalToken = randomBytes(32).toString('base64url')
/** The address a render thread's API call comes from: this machine, as when it came over loopback. */
const loopbackAddress = '127.0.0.1'

const renderWorkers = plan.renderThreads

/**
 * A render thread's port to this thread's dealer API (src/server/http/api-channel.ts): its calls
 * take the way a request to /api takes, as from this machine, with the visitor's address only when
 * the thread's token vouches for it. The ports stay open while the public listener drains on
 * shutdown, so a page accepted before the signal can still make its API calls.
 */
function openApiChannel(): MessagePort {
  const { port1, port2 } = new MessageChannel()
  answerApiCalls(port1, serveRenderThreadCall, (error) => log.error("a render thread's API call failed", { error }))
  return port2
}

function serveRenderThreadCall(request: Request): Promise<Response> {
  Object.defineProperty(request, 'ip', { value: loopbackAddress })
  const { pathname } = new URL(request.url)
  // Its path is the API's, as the client writes it; anything else is not this port's to serve.
  if (classifyRequest(pathname, () => false) !== 'api') return Promise.resolve(apiBadPath(request))
  return Promise.resolve(route(request))
}

const renderPool =
  renderWorkers > 0
    ? await startRenderPool(renderWorkers, {
        env: { ...process.env, STOREFRONT_INTERNAL_TOKEN: internalToken },
        limits: renderLimits,
        onRefusal: createRefusalLog('pages'),
        // With an outside dealer API (DEALER_API_URL) the threads call it, not this thread.
        openApiChannel: env.DEALER_API_URL ? undefined : openApiChannel,
      })
    : null

/**
 * Work done on this thread: the dealer API for outside callers and for the render threads, and
 * pages too when there are no render threads.
 */
const apiLimiter = createLimiter({
  concurrency: env.API_CONCURRENCY,
  queueSize: env.API_QUEUE,
  maxWaitMs: overload.maxQueueWaitMs,
  lateWorkMs: overload.lateWorkMs,
  onOverdue: () => logOverdue('dealer API'),
})
const logApiRefusal = createRefusalLog('dealer API')
const mainThreadPages = createLimiter({
  concurrency: env.RENDER_CONCURRENCY,
  queueSize: env.RENDER_QUEUE,
  maxWaitMs: overload.maxQueueWaitMs,
  lateWorkMs: overload.lateWorkMs,
  onOverdue: () => logOverdue('pages'),
})
const logPageRefusal = createRefusalLog('pages')
/** The status /metrics counts for a request whose visitor left before its answer (nginx's). */
const clientClosedRequest = 499

/**
 * The app, told the visitor's address (and, for a render thread's API call, its page's origin) as
 * request context: never from a header a visitor wrote.
 */
type VisitorContext = { clientAddress: string; visitorOrigin?: string }
type App = { fetch: (request: Request, options?: { context?: VisitorContext }) => Promise<Response> }

/**
 * A render thread's API call is answered uncompressed: it never leaves this process, and
 * compressing it here cost this thread, which every miss waits on, a gzip per call and the render
 * thread a gunzip (undici asked for gzip when the calls came over loopback HTTP; over the thread's
 * port they ask for no encoding at all). What the render thread sends a visitor it compresses itself.
 */
async function serveOnThisThread(request: Request, context: VisitorContext, internal = false): Promise<Response> {
  const response = await (app as App).fetch(request, { context })
  return internal ? response : compressResponse(request, response)
}

/** A render thread's call passes on its visitor's address; any other request is its own visitor. */
function visitorAddress(request: Request): string {
  const socketAddress = (request as Request & { ip?: string }).ip
  return internalClientAddress(request, internalToken) ?? clientAddressOf(request, socketAddress, env.TRUST_PROXY)
}

function logOverdue(what: 'pages' | 'dealer API'): void {
  log.warn(`overload: ${what} work still running past its deadline gave its slot back`, { what, lateWorkMs: overload.lateWorkMs })
}

async function serveApi(request: Request): Promise<Response> {
  const arrivedAt = arrivalOf(request)
  const { pathname } = new URL(request.url)
  // The API in one reading of the path but not in another (`/api/..%2Fen`): handed to the app it
  // would render a page here or miss the API's routes, so it is refused before any queue.
  if (!staysUnderApi(pathname)) return apiBadPath(request)
  const length = announcedLength(request)
  // A picture too large is refused by its operation, which names the field (body-limit.ts).
  if (length !== undefined && length > appConfig.requestBodyMaxBytes && !isPictureUpload(request.method, pathname))
    return apiPayloadTooLarge(request)
  const clientAddress = visitorAddress(request)
  // Only a render thread's call (with the token) names the page's origin, for the links in mails.
  const visitorOrigin = internalVisitorOrigin(request, internalToken, env) ?? undefined
  const internal = hasInternalToken(request, internalToken)
  const admission = await apiLimiter.run(() => serveOnThisThread(request, { clientAddress, visitorOrigin }, internal), {
    signal: request.signal,
    deadlineMs: timeLeft(
      apiDeadlineOf(
        request,
        { normal: overload.apiDeadlineMs, upload: overload.uploadDeadlineMs, keyedWrite: overload.lateWorkMs },
        appConfig.idempotency.headerName,
      ),
      arrivedAt,
    ),
  })
  // Whatever the app made of a body that stopped arriving, the request was never whole.
  if (admission.ran && !isBodyStalled(request)) return withRetryAfter(admission.value, overload.retryAfterSeconds)
  logApiRefusal(admission.ran ? 'body-stalled' : admission.refusal)
  return apiUnavailable(request, overload.retryAfterSeconds)
}

async function serveRendered(request: Request, clientAddress = visitorAddress(request), arrivedAt = arrivalOf(request)): Promise<Response> {
  if (renderPool) return renderPool.render(request, clientAddress, arrivedAt)
  const admission = await mainThreadPages.run(() => serveOnThisThread(request, { clientAddress }), {
    signal: request.signal,
    deadlineMs: timeLeft(deadlineOf(request, { normal: overload.pageDeadlineMs, upload: overload.uploadDeadlineMs }), arrivedAt),
  })
  // Whatever the app made of a body that stopped arriving, the request was never whole.
  if (admission.ran && !isBodyStalled(request)) return withRetryAfter(admission.value, overload.retryAfterSeconds)
  logPageRefusal(admission.ran ? 'body-stalled' : admission.refusal)
  return serviceUnavailable(request, overload.retryAfterSeconds)
}

/**
 * Anonymous page views from memory, dropped on every content change this process hears (from any
 * process, through PostgreSQL NOTIFY): docs/decisions/0064-page-cache.md.
 */
const pageCache = createPageCache({ env, pageSearch: pageSearchKey, record: recordPageCache })
onContentChange(() => pageCache.clear())

/**
 * The render queue's own 503 for a page (`serviceUnavailable`, hardened as every refusal is), as
 * bytes made once per scheme: HSTS goes to HTTPS requests only.
 */
async function busyPageAnswer(https: boolean): Promise<FrontAnswer> {
  const response = serviceUnavailable(new Request('http://localhost/'), overload.retryAfterSeconds)
  hardenNonPage(response.headers, https)
  const body = new Uint8Array(await response.arrayBuffer())
  response.headers.set('Content-Length', String(body.length))
  return { status: 503, headers: [...response.headers], body }
}
const busyPageAnswers = { http: await busyPageAnswer(false), https: await busyPageAnswer(true) }

/**
 * A page the cache would render, refused before srvx's round trip when the renders are full: the
 * answer the render queue would give it a moment later (decision 0023, amended). A request with a
 * body, or one the cache would not keep (a staff member's, another host's), takes the usual way.
 */
function refusePageIfBusy(request: Request): FrontAnswer | null {
  if (!(renderPool ?? mainThreadPages).full || announcesBody(request) || pageCache.keyOf(request) === null) return null
  logPageRefusal('queue-full')
  const answer = isHttpsRequest(request, env.TRUST_PROXY) ? busyPageAnswers.https : busyPageAnswers.http
  return request.method === 'HEAD' ? { ...answer, body: null } : answer
}

function servePage(request: Request): Promise<Response> {
  // The copy the cache renders has no socket: the visitor's address and arrival are the original's.
  const clientAddress = visitorAddress(request)
  const arrivedAt = arrivalOf(request)
  return pageCache.serve(request, (rendered) => serveRendered(rendered, clientAddress, arrivedAt))
}

/**
 * Route patterns for /metrics labels: pages from the router's generated tree (read once; without
 * it every page is one label), the API's from its OpenAPI document once the app is loaded.
 */
function readPagePaths(): string[] {
  try {
    return pagePathsOf(readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8'))
  } catch {
    return []
  }
}
let routeLabel: RouteLabeller = createRouteLabeller({ apiPaths: [], pagePaths: readPagePaths(), locales })

/** Answers `request` and counts it in /metrics under its route pattern, with the time to its headers. */
async function measured(request: Request): Promise<Response> {
  const startedAt = performance.now()
  const { pathname } = new URL(request.url)
  let status = 500
  try {
    const response = await route(request)
    status = response.status
    return response
  } finally {
    // A visitor who left before the answer is no fault of the server's: the app's 500 for the
    // aborted work is counted as nginx's 499, so error-rate alerts see only real failures.
    if (status >= 500 && request.signal.aborted) status = clientClosedRequest
    const kind = pathname === metricsPath ? null : classifyRequest(pathname, (path) => clientFiles.has(path))
    recordRequest(kind ? routeLabel(pathname, kind) : metricsPath, request.method, status, (performance.now() - startedAt) / 1000)
  }
}

type NodeExchange = { req?: import('node:http').IncomingMessage; res?: import('node:http').ServerResponse }

/**
 * How a stalled body's reader is destroyed: once the answer (the 503) is out, so the client reads
 * it before its connection closes. Node itself would never end that reader: a request answered
 * while its body was still being read is no longer aborted when its socket closes, so the task
 * reading it waited for ever and kept its admission slot (issue 32). Destroying the request closes
 * the connection, whose unread rest could not carry another request anyway.
 */
function afterAnswer(request: Request): (destroySource: () => void) => void {
  const node = (request as Request & { runtime?: { node?: NodeExchange } }).runtime?.node
  return (destroySource) => {
    let done = false
    const destroy = () => {
      if (done) return
      done = true
      destroySource()
      node?.req?.destroy()
    }
    const response = node?.res
    if (!response || response.writableFinished || response.destroyed) return destroy()
    response.once('close', destroy)
    // An answer that never goes out (its task hangs on something else) does not keep the socket.
    setTimeout(destroy, overload.lateWorkMs).unref()
  }
}

/**
 * Every request is classified once, before its body is read, and sent to the one place that serves
 * it. Its body is cut off past the limit for its method and path (a 413 to whatever reads it): the
 * listeners set none, since a car photo may be larger than every other body (body-limit.ts).
 */
function route(incoming: Request): Response | Promise<Response> {
  const { pathname } = new URL(incoming.url)
  const kind = classifyRequest(pathname, (path) => clientFiles.has(path))
  const request = limitBody(incoming, requestBodyLimit(incoming.method, pathname, bodyLimits), {
    deadlineMs: deadlineOf(incoming, {
      normal: kind === 'api' ? overload.apiDeadlineMs : overload.pageDeadlineMs,
      upload: overload.uploadDeadlineMs,
    }),
    idleMs: overload.bodyIdleMs,
    arrivedAt: arrivalOf(incoming),
    abandon: afterAnswer(incoming),
  })
  // Only for the operator's scraper, with METRICS_TOKEN; anyone else gets a 404 (src/server/metrics.ts).
  if (pathname === metricsPath) return metricsResponse(request, env.METRICS_TOKEN)
  // Apple's check of the domain for Apple Pay (decision 0101, amended): a file, when configured.
  if (pathname === applePayDomainAssociationPath) return applePayDomainAssociationResponse(request, env)
  switch (kind) {
    case 'static':
      if (request.method !== 'GET' && request.method !== 'HEAD') return pageMethodNotAllowed(request)
      return serveStatic(request, decodeURIComponent(pathname))
    case 'api':
      return serveApi(request)
    case 'server-function': {
      const length = announcedLength(request)
      if (length !== undefined && length > appConfig.requestBodyMaxBytes && !isPictureUpload(request.method, pathname))
        return payloadTooLarge()
      return serveRendered(request)
    }
    case 'page':
      // Pages are only read (but for the mailing list's link pages): a body sent to one is refused
      // unread, before any render is spent on it.
      if (request.method !== 'GET' && request.method !== 'HEAD' && !(request.method === 'POST' && pagePostKind(pathname)))
        return pageMethodNotAllowed(request)
      return servePage(request)
  }
}

// Every function a request needs is defined by now (the threads' API calls reach `route`).
await renderPool?.warmUp(
  ['/', '/en/market', '/order-individuals'].map((path) => `http://localhost${path}`),
  15_000,
)

/**
 * A process that listens itself (not a cluster's, which shares its primary's socket) listens on
 * several sockets of the one port: libuv accepts one connection per socket per turn of the loop,
 * too few for a crowd arriving together (src/server/http/acceptors.ts, decision 0023). The port is
 * checked first as a listener of its own would: a second server must not share it with this one.
 */
const extraAcceptors = cluster.isWorker || env.PORT === 0 ? 0 : overload.listeningSockets - 1
if (extraAcceptors > 0) {
  try {
    await assertPortFree({ port: env.PORT, host: env.HOST })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown'
    process.stderr.write(`${cannotListenMessage('server', code)}\n`)
    process.exit(1)
  }
}

const server = serve({
  port: env.PORT,
  hostname: env.HOST,
  silent: true,
  reusePort: extraAcceptors > 0,
  // This script drains and exits itself on SIGTERM/SIGINT (shutDown below), with its own bound.
  gracefulShutdown: false,
  // The processes of a cluster share the port through their primary (srvx would ask for it alone).
  // A slow client is cut by the server itself, not only behind nginx: its head must come within
  // headersTimeoutMs and the whole request within the upload deadline (a body being read is
  // bounded sooner, by its own deadline and idle time: limitBody). Checked every second, not 30 s.
  node: {
    exclusive: false,
    headersTimeout: overload.headersTimeoutMs,
    requestTimeout: overload.uploadDeadlineMs + overload.headersTimeoutMs,
    connectionsCheckingInterval: 1_000,
  },
  middleware: [refuseUnparsableHost, hardenStaticResponses, refuseUnknownMethods],
  fetch: measured,
})

await server.ready()
// srvx types its Node server loosely; it is the node:http server that every listener below joins.
const publicNodeServer = server.node?.server as import('node:http').Server | undefined
if (!publicNodeServer) throw new Error('srvx started no Node HTTP server to listen on')
const publicAddress = publicNodeServer.address()
const acceptors =
  extraAcceptors > 0 && publicAddress && typeof publicAddress === 'object'
    ? await addAcceptors(publicNodeServer, extraAcceptors, {
        port: publicAddress.port,
        host: publicAddress.address,
      })
    : null
// Kept pages are answered on Node's request event, before srvx's web round trip (decision 0064).
answerKeptPagesFirst(publicNodeServer, {
  answerIfKept: (request) => pageCache.answerIfKept(request),
  refuseIfBusy: refusePageIfBusy,
  refusalPauseMs: overload.refusalPauseMs,
  onAnswered: (pathname, method, status, seconds) => recordRequest(routeLabel(pathname, 'page'), method, status, seconds),
})
// Each request's deadline counts from here: stamped before the page cache's front and every other listener.
stampArrivals(publicNodeServer)
// After the page cache's front, so that its answers are seen too (this listener goes first).
const publicConnections = trackConnections(publicNodeServer, {
  // A client that reuses a kept-alive connection sends its next request within milliseconds of
  // the last answer; one quiet for a second is closed rather than waited on for its keep-alive time.
  idleCloseMs: 1_000,
})
try {
  const document = (await (await app.fetch(new Request('http://localhost/api/openapi.json'))).json()) as { paths?: Record<string, unknown> }
  routeLabel = createRouteLabeller({ apiPaths: Object.keys(document.paths ?? {}), pagePaths: readPagePaths(), locales })
} catch (error) {
  log.warn('API routes are not named in /metrics (the OpenAPI document could not be read)', { error })
}
sampleOutboxWith(async () => readOutboxBacklog(await getDb()))
// postgres.js reports no use of its pool, only its size is known; PGlite has no pool.
const poolSize = plan.poolSize
if (poolSize !== null) samplePoolWith(() => ({ max: poolSize }))
const where = env.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${env.DATA_DIR}`
// Said before anything else, so an operator who reads one line reads this one.
const hostWarning = hostPolicyWarning(env)
if (hostWarning) process.stderr.write(`${hostWarning}\n`)

let shuttingDown = false

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (shuttingDown) return
  shuttingDown = true
  await drainAndClose({
    signal,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    // Between requests only: a request already sent on a kept-alive connection gets its answer
    // (connection-drain.ts).
    closeListener: async (timeoutMs) => {
      acceptors?.close()
      const drained = await publicConnections.drain(timeoutMs)
      // srvx's own close (its waitUntil work); the listener is closed already.
      await server.close()
      return drained
    },
    async closeRequestWorkers() {
      await renderPool?.close()
    },
    stopBackgroundTasks,
    closeDatabase: closeDb,
  })
  process.exit(0)
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutDown(signal))

process.stdout.write(
  `Storefront ready on ${server.url ?? `http://localhost:${env.PORT}/`} (${where}; ${renderWorkers || 'no'} render threads; health ${health.status})\n`,
)
