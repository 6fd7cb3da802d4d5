import { Hono } from 'hono'
import type { Context } from 'hono'
import { z } from 'zod'
import { getEnv, type Locale } from '../../app.config'
import { getI18nFor } from '../lib/i18n/server-i18n'
import { newErrorId } from '../lib/errors'
import { log } from '../server/log'
import { isDecodablePath } from '../server/http/decodable-path'
import { limitKeyOfAddress } from '../server/http/client-address'
import { ApiError, apiMessages } from '../lib/api-error'
import { apiLocaleFromHeader } from '../lib/i18n/api-locale'
import { isCsrfValid } from './csrf'
import { requestProtocol } from '../lib/host-policy'
import { secretLoader } from '../server/secrets.server'
import type { DbHandle } from '../server/db/connection.server'
import { DatabaseOffMainThreadError } from '../server/db/errors'
import { etagFor, etagMatches, parseOrThrow, readQuery, refuseControlCharacters, type RouteDefinition } from './route-kit'
import { successStatusOf } from '../contract/operation'
import { notifiedMaxAgeHeader, unnotifiedSharedMaxAgeSeconds } from '../contract/content-topics'
import type { Db } from '../server/db/types'
import { withClaimedIdempotency, withIdempotency } from '../server/idempotency.server'
import { idempotentRequestOf } from './idempotent-request'
import { hashableFiles, readMultipartBody } from './multipart-body'
import { staffFromSessionToken, type SignedInStaff } from '../domain/staff-sessions'
import { buyerFromSessionToken, type BuyerSession } from '../domain/buyer-sessions'
import { staffMayUse } from '../contract/staff'
import type { FileAnswer } from '../contract/file-answer'

/**
 * `clientAddress`: the visitor's address, for per-client limits, handed over by whoever mounts
 * the app (`app.fetch(request, { clientAddress })`): the production server from the connection,
 * the storefront's client from the page request it serves. Never read from a request header
 * here, where any caller could write it (src/server/http/client-address.ts).
 * `visitorOrigin`: likewise, the origin of the storefront page the visitor is on (for links in
 * mails), when the storefront called: its in-process client, or a render thread with the token.
 */
export type DealerApiBindings = { clientAddress?: string; visitorOrigin?: string }
type Env = { Bindings: DealerApiBindings; Variables: { locale: Locale } }

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

async function errorResponse(c: Context<Env>, error: ApiError): Promise<Response> {
  const locale = c.get('locale') ?? 'ar'
  const i18n = await getI18nFor(locale)
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([key, list]) => [key, list.map((d) => i18n._(d))]))
    : undefined
  c.header('Cache-Control', 'no-store')
  // Refused before its body was read to the end: the rest must not be taken for the next request.
  if (error.status === 413 || error.status === 415) c.header('Connection', 'close')
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds))
  if (error.allow) c.header('Allow', error.allow.join(', '))
  // Also for refusals made before the handler runs, where the middleware sets no language.
  c.header('Content-Language', locale)
  const attemptsLeft = error.attemptsLeft !== undefined ? { attemptsLeft: error.attemptsLeft } : {}
  return c.json(
    { error: { code: error.code, message: i18n._(error.descriptor), ...(fields ? { fields } : {}), ...attemptsLeft } },
    error.status as 400,
  )
}

/** The staff member behind `Authorization: Bearer <session token>`, if their role may use `route`. */
async function authenticateStaff(request: Request, route: RouteDefinition, db: Db): Promise<SignedInStaff> {
  const match = /^bearer\s+(\S{1,500})$/i.exec(request.headers.get('authorization')?.trim() ?? '')
  const staff = match?.[1] ? await staffFromSessionToken(db, match[1]) : undefined
  if (!staff) throw new ApiError(401, 'unauthenticated', apiMessages.unauthenticated)
  if (staff.mustChangePassword && !route.staffBeforePasswordChange) {
    throw new ApiError(403, 'password_change_required', apiMessages.passwordChangeRequired)
  }
  if (staff.mustEnrolSecondFactor && !route.staffBeforePasswordChange && !route.staffBeforeSecondFactor) {
    throw new ApiError(403, 'second_factor_required', apiMessages.secondFactorRequired)
  }
  if (route.staff && !staffMayUse(staff.role, route.staff)) throw new ApiError(403, 'forbidden', apiMessages.forbidden)
  return staff
}

/** The buyer session behind `Authorization: Bearer <token>` (decision 0099). */
async function authenticateBuyer(request: Request, db: Db): Promise<BuyerSession> {
  const match = /^bearer\s+(\S{1,500})$/i.exec(request.headers.get('authorization')?.trim() ?? '')
  const buyer = match?.[1] ? await buyerFromSessionToken(db, match[1]) : undefined
  if (!buyer) throw new ApiError(401, 'unauthenticated', apiMessages.unauthenticated)
  return buyer
}

/**
 * A download operation's file (decision 0054). Whatever its handler set, it leaves as an attachment
 * of one of the operation's types, unsniffed and kept by no cache: a file a visitor uploaded must
 * never open as a page of this site.
 */
function fileResponse(c: Context<Env>, mediaTypes: readonly string[], file: FileAnswer, status: number): Response {
  const headers = new Headers(file.headers)
  const mediaType = (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (!mediaTypes.includes(mediaType)) throw new Error(`A download answered the undeclared type "${mediaType}"`)
  if (!/^attachment(?:;|$)/i.test(headers.get('content-disposition') ?? '')) throw new Error('A download must be an attachment')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Cache-Control', 'private, no-store')
  return c.body(
    typeof file.content === 'string' ? file.content : (file.content as Uint8Array<ArrayBuffer>),
    status as 200,
    Object.fromEntries(headers),
  )
}

/**
 * The methods each path of `routes` has, for a request whose method it lacks: such a request
 * answers 405 with `Allow` (RFC 9110), not 404 as for a path that is not there at all. HEAD goes
 * with GET, as Hono answers it.
 */
function allowedMethodsOf(routes: RouteDefinition[]): (path: string) => string[] {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const patterns = routes.map((route) => {
    const path = route.path
      .split(/:[A-Za-z0-9_]+/)
      .map(escaped)
      .join('[^/]+')
    return { method: route.method.toUpperCase(), pattern: new RegExp(`^/api${path}$`) }
  })
  return (path) => {
    const methods = new Set(patterns.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method))
    if (methods.has('GET')) methods.add('HEAD')
    return [...methods].sort()
  }
}

/**
 * A public answer's caching headers: kept for the operation's `cacheSeconds`, never past the
 * moment it changes by itself. Content staff edit (`contentTopic`) is revalidated by browsers on
 * each use, so an edit shows at once (docs/decisions/0052-news-publishing.md). Only a cache that
 * hears every change announcement (the storefront's client) may keep it for `cacheSeconds`
 * (`notifiedMaxAgeHeader`); proxies and CDNs hear none, so `s-maxage` lets them keep it a second
 * at most, or nginx in front would serve an edited article's old text for minutes (issue 14).
 */
function cachingHeadersOf(route: RouteDefinition, cacheSeconds: number, expiresAt: Date | null): Record<string, string> {
  const untilChange = expiresAt ? Math.floor((expiresAt.getTime() - Date.now()) / 1000) : cacheSeconds
  const seconds = Math.max(0, Math.min(cacheSeconds, untilChange))
  if (!route.contentTopic) return { 'Cache-Control': `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}` }
  return {
    'Cache-Control': `public, max-age=0, must-revalidate, s-maxage=${Math.min(seconds, unnotifiedSharedMaxAgeSeconds)}`,
    [notifiedMaxAgeHeader]: String(seconds),
  }
}

export type DealerApiAppOptions = {
  database: () => Promise<DbHandle>
  /**
   * Handlers served under a path prefix as they are, outside the contract and the OpenAPI document,
   * without the CSRF check: the payment sandbox that stands for Moyasar (decision 0101).
   */
  mounts?: ReadonlyArray<{ prefix: string; fetch: (request: Request) => Promise<Response> }>
  /** The CSRF signing key; by default CSRF_SECRET, else the one kept in `database` (made on first use). */
  csrfSecret?: () => Promise<string>
}

/**
 * The dealer API as a fetch handler. It runs in-process for the storefront (no TCP hop) and is
 * mounted at /api for everyone else; both see the same Request/Response contract.
 */
export function createDealerApiApp(
  routes: RouteDefinition[],
  { database, csrfSecret: givenCsrfSecret, mounts = [] }: DealerApiAppOptions,
): Hono<Env> {
  const db = async () => (await database()).db
  const app = new Hono<Env>().basePath('/api')
  const env = getEnv()
  const validateResponses = env.NODE_ENV !== 'production'
  const csrfSecret = givenCsrfSecret ?? secretLoader({ name: 'csrf', configured: env.CSRF_SECRET, database: db })

  // Server-to-server operations have fixed paths; a mount owns everything under its prefix.
  const withoutCsrf = new Set(routes.filter((route) => route.serverToServer).map((route) => `/api${route.path}`))
  const mounted = (path: string) => mounts.find((mount) => path === mount.prefix || path.startsWith(`${mount.prefix}/`))

  app.use(async (c, next) => {
    const locale = apiLocaleFromHeader(c.req.header('content-language'))
    c.set('locale', locale)
    if (!isDecodablePath(new URL(c.req.url).pathname)) throw new ApiError(400, 'bad_request', apiMessages.badRequest)
    const mount = mounted(c.req.path)
    if (mount) return mount.fetch(c.req.raw)
    if (unsafeMethods.has(c.req.method) && !withoutCsrf.has(c.req.path)) {
      const secure = requestProtocol(c.req.raw, env.TRUST_PROXY) === 'https'
      if (!isCsrfValid(c.req.raw, { secret: await csrfSecret(), secure })) throw new ApiError(403, 'csrf_failed', apiMessages.csrfFailed)
    }
    await next()
    c.res.headers.set('Content-Language', locale)
  })

  for (const route of routes) {
    app.on(route.method.toUpperCase(), route.path, async (c) => {
      const request = c.req.raw
      // Who asks is checked before anything of the request is read: an anonymous caller learns nothing.
      const staff = route.staff ? await authenticateStaff(request, route, await db()) : undefined
      const buyer = route.buyer ? await authenticateBuyer(request, await db()) : undefined
      const query = parseOrThrow(route.queryReader, readQuery(new URL(request.url)))
      const params = parseOrThrow(route.paramsReader, c.req.param())
      let body: unknown
      if (route.body) {
        const raw = route.multipart
          ? await readMultipartBody(request, route.multipart)
          : await c.req.json().catch((error: unknown) => {
              // The server stops reading a body past its size limit (appConfig.requestBodyMaxBytes).
              if ((error as { status?: unknown } | null)?.status === 413)
                throw new ApiError(413, 'payload_too_large', apiMessages.payloadTooLarge)
              throw new ApiError(400, 'bad_request', apiMessages.badRequest)
            })
        body = parseOrThrow(route.body, raw)
        refuseControlCharacters(body)
      }
      // What the per-client limits count: an IPv6 client is its /64 (limitKeyOfAddress).
      const clientAddress = limitKeyOfAddress(c.env?.clientAddress ?? 'unknown')
      let expiresAt: Date | null = null
      const context = {
        query,
        params,
        body,
        locale: c.get('locale'),
        request,
        hono: c,
        dbHandle: database,
        csrfSecret,
        clientAddress,
        visitorOrigin: c.env?.visitorOrigin,
        staff,
        buyer,
        cacheUntil: (moment: Date) => {
          if (!expiresAt || moment < expiresAt) expiresAt = moment
        },
      }
      const answer = async (handlerDb: () => Promise<Db>) => {
        const data = await route.handler({ ...context, db: handlerDb })
        const checked = validateResponses && !route.afterCommit
        return { status: successStatusOf(route), body: checked ? z.parse(route.response, data) : data }
      }
      // With an Idempotency-Key the handler's database is the transaction that also stores its
      // answer, so a repeat gets that answer and the work is done once.
      const idempotent = idempotentRequestOf(route, request, { params, query, body: route.multipart ? await hashableFiles(body) : body })
      // A write's store step (a route with an afterCommit) is one transaction even without a key:
      // its rows, its limits and its outbox message are kept together or not at all.
      const result = idempotent
        ? route.callsOut
          ? await withClaimedIdempotency(await db(), idempotent, (database) => answer(async () => database))
          : await withIdempotency(await db(), idempotent, (tx) => answer(async () => tx))
        : route.afterCommit
          ? { ...(await (await db()).transaction((tx) => answer(async () => tx))), replayed: false }
          : { ...(await answer(db)), replayed: false }
      if (result.replayed) c.header('Idempotent-Replayed', 'true')
      let answerBody = result.body
      if (route.afterCommit) {
        const finished = await route.afterCommit({ ...context, db }, result.body)
        answerBody = validateResponses ? z.parse(route.response, finished) : finished
      }
      if (route.download) return fileResponse(c, route.download.mediaTypes, answerBody as FileAnswer, result.status)
      const text = JSON.stringify(answerBody)

      if (route.method === 'get' && route.cacheSeconds !== undefined) {
        const etag = await etagFor(text)
        c.header('ETag', etag)
        for (const [name, value] of Object.entries(cachingHeadersOf(route, route.cacheSeconds, expiresAt))) c.header(name, value)
        c.header('Vary', 'Content-Language')
        if (etagMatches(c.req.header('if-none-match') ?? null, etag)) return c.body(null, 304)
      } else if (!c.res.headers.has('Cache-Control')) {
        c.header('Cache-Control', 'no-store')
      }
      c.header('Content-Type', 'application/json; charset=utf-8')
      return c.body(text, result.status as 200)
    })
  }

  const allowedMethods = allowedMethodsOf(routes)
  app.notFound((c) => {
    const allow = allowedMethods(c.req.path)
    if (allow.length > 0)
      return errorResponse(c, new ApiError(405, 'method_not_allowed', apiMessages.methodNotAllowed, undefined, { allow }))
    return errorResponse(c, new ApiError(404, 'not_found', apiMessages.routeNotFound))
  })

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error)
    // Already logged where it was refused; the request that met it is told to come back.
    if (error instanceof DatabaseOffMainThreadError) return errorResponse(c, new ApiError(503, 'unavailable', apiMessages.unavailable))
    const errorId = newErrorId()
    log.error('dealer API request failed', { errorId, path: c.req.path, method: c.req.method, error })
    c.header('X-Error-Id', errorId)
    return errorResponse(c, new ApiError(500, 'internal', apiMessages.internal))
  })

  return app
}
