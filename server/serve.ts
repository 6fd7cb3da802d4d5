/**
 * The production server: the built TanStack Start app behind static file serving with long-lived
 * caching for hashed assets, compression, and the security headers on every response. Pages are
 * rendered on worker threads (RENDER_WORKERS, see server/render-pool.ts); the dealer API and its
 * database stay on this thread. Each request is classified once, before its body is read, and
 * the work in flight is bounded: past capacity the answer is a quick 503 with Retry-After
 * (docs/decisions/0023-overload.md).
 * Runs on Node 22 with type stripping, so only erasable TypeScript is allowed here (server/tsconfig.json).
 */
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { existsSync, readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, relative, sep } from 'node:path'
import { serve, type ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { appConfig, getEnv, InvalidEnvironmentError } from '../app.config.ts'
import { applyBaseSecurityHeaders, isHttpsRequest } from '../src/server/http/security-headers.ts'
import { compressResponse } from '../src/server/http/compression.ts'
import { hostPolicyWarning, parseAuthority } from '../src/lib/host-policy.ts'
import { bilingualTextResponse } from '../src/server/http/bilingual-text.ts'
import { createLimiter } from '../src/server/http/load-shedding.ts'
import { classifyRequest, pagePostKind } from '../src/server/http/request-kind.ts'
import { clientAddressOf, internalClientAddress } from '../src/server/http/client-address.ts'
import {
  announcedLength,
  apiPayloadTooLarge,
  badHost,
  apiUnavailable,
  pageMethodNotAllowed,
  payloadTooLarge,
  serviceUnavailable,
  withRetryAfter,
} from '../src/server/http/refusals.ts'
import { createRefusalLog } from './refusal-log.ts'
import { startRenderPool, type RenderPoolLimits } from './render-pool.ts'

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

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url))
const serverEntry = new URL('../dist/server/server.js', import.meta.url)
if (!existsSync(fileURLToPath(serverEntry))) {
  process.stderr.write('No production build found in dist/. Run `npm run build` first (or use `npm start`).\n')
  process.exit(1)
}
const { default: app } = (await import(serverEntry.href)) as { default: { fetch: (request: Request) => Promise<Response> } }

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

/** Where this server answers on the loopback interface, for its own render threads. */
function loopbackOrigin(host: string | undefined, port: number): string {
  if (!host || host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`
  // A name (e.g. localhost) may resolve to IPv4 or IPv6; the client tries both.
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

const { overload } = appConfig
const renderLimits: RenderPoolLimits = {
  rendersPerThread: env.RENDER_CONCURRENCY,
  queuePerThread: env.RENDER_QUEUE,
  maxQueueWaitMs: overload.maxQueueWaitMs,
  deadlineMs: overload.pageDeadlineMs,
  retryAfterSeconds: overload.retryAfterSeconds,
}

/** Known to this server's render threads only: with it they pass a visitor's address on (client-address.ts). */
const internalToken = randomBytes(32).toString('base64url')

const renderWorkers = env.RENDER_WORKERS ?? Math.min(availableParallelism(), 4)
const renderPool =
  renderWorkers > 0
    ? await startRenderPool(renderWorkers, {
        env: {
          ...process.env,
          DEALER_API_URL: env.DEALER_API_URL ?? loopbackOrigin(env.HOST, env.PORT),
          STOREFRONT_INTERNAL_TOKEN: internalToken,
        },
        limits: renderLimits,
        onRefusal: createRefusalLog('pages'),
      })
    : null

/**
 * Work done on this thread: the dealer API for outside callers and for the render threads, and
 * pages too when there are no render threads.
 */
const apiLimiter = createLimiter({ concurrency: env.API_CONCURRENCY, queueSize: env.API_QUEUE, maxWaitMs: overload.maxQueueWaitMs })
const logApiRefusal = createRefusalLog('dealer API')
const mainThreadPages = createLimiter({
  concurrency: env.RENDER_CONCURRENCY,
  queueSize: env.RENDER_QUEUE,
  maxWaitMs: overload.maxQueueWaitMs,
})
const logPageRefusal = createRefusalLog('pages')

/** The app, told the visitor's address as request context: never from a header a visitor wrote. */
type App = { fetch: (request: Request, options?: { context?: { clientAddress: string } }) => Promise<Response> }

async function serveOnThisThread(request: Request, clientAddress: string): Promise<Response> {
  return compressResponse(request, await (app as App).fetch(request, { context: { clientAddress } }))
}

/** A render thread's call passes on its visitor's address; any other request is its own visitor. */
function visitorAddress(request: Request): string {
  const socketAddress = (request as Request & { ip?: string }).ip
  return internalClientAddress(request, internalToken) ?? clientAddressOf(request, socketAddress, env.TRUST_PROXY)
}

async function serveApi(request: Request): Promise<Response> {
  const length = announcedLength(request)
  if (length !== undefined && length > appConfig.requestBodyMaxBytes) return apiPayloadTooLarge(request)
  const clientAddress = visitorAddress(request)
  const admission = await apiLimiter.run(() => serveOnThisThread(request, clientAddress), {
    signal: request.signal,
    deadlineMs: overload.apiDeadlineMs,
  })
  if (admission.ran) return withRetryAfter(admission.value, overload.retryAfterSeconds)
  logApiRefusal(admission.refusal)
  return apiUnavailable(request, overload.retryAfterSeconds)
}

async function serveRendered(request: Request): Promise<Response> {
  const clientAddress = visitorAddress(request)
  if (renderPool) return renderPool.render(request, clientAddress)
  const admission = await mainThreadPages.run(() => serveOnThisThread(request, clientAddress), {
    signal: request.signal,
    deadlineMs: overload.pageDeadlineMs,
  })
  if (admission.ran) return withRetryAfter(admission.value, overload.retryAfterSeconds)
  logPageRefusal(admission.refusal)
  return serviceUnavailable(request, overload.retryAfterSeconds)
}

/** Every request is classified once, before its body is read, and sent to the one place that serves it. */
function route(request: Request): Response | Promise<Response> {
  const { pathname } = new URL(request.url)
  const kind = classifyRequest(pathname, (path) => clientFiles.has(path))
  switch (kind) {
    case 'static':
      if (request.method !== 'GET' && request.method !== 'HEAD') return pageMethodNotAllowed(request)
      return serveStatic(request, decodeURIComponent(pathname))
    case 'api':
      return serveApi(request)
    case 'server-function': {
      const length = announcedLength(request)
      if (length !== undefined && length > appConfig.requestBodyMaxBytes) return payloadTooLarge()
      return serveRendered(request)
    }
    case 'page':
      // Pages are only read (but for the mailing list's link pages): a body sent to one is refused
      // unread, before any render is spent on it.
      if (request.method !== 'GET' && request.method !== 'HEAD' && !(request.method === 'POST' && pagePostKind(pathname)))
        return pageMethodNotAllowed(request)
      return serveRendered(request)
  }
}

const server = serve({
  maxRequestBodySize: appConfig.requestBodyMaxBytes,
  port: env.PORT,
  hostname: env.HOST,
  silent: true,
  middleware: [refuseUnparsableHost, hardenStaticResponses, refuseUnknownMethods],
  fetch: route,
})

await server.ready()
// Opens, migrates and (on an empty database) seeds the data store before the first visitor.
const health = await app.fetch(new Request(`http://localhost/api/health`))
const where = env.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${env.DATA_DIR}`
// Said before anything else, so an operator who reads one line reads this one.
const hostWarning = hostPolicyWarning(env)
if (hostWarning) process.stderr.write(`${hostWarning}\n`)
process.stdout.write(
  `Storefront ready on ${server.url ?? `http://localhost:${env.PORT}/`} (${where}; ${renderWorkers || 'no'} render threads; health ${health.status})\n`,
)
