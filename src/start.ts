import { createMiddleware, createStart } from '@tanstack/react-start'
import { getEnv } from '../app.config'
import { localeFromCookieHeader, localeFromPathname } from './lib/i18n/locale'
import { redirectTarget } from './lib/route-rules'
import { publicErrorAdapter } from './lib/public-error-adapter'
import { serverFnErrorMiddleware, serverFnRequestGuard } from './server/http/server-fn-errors'
import { requestIdMiddleware } from './server/http/request-id'
import { applySecurityHeaders, createNonce } from './server/http/security-headers'
import { addressedOrigin, decideSite } from './lib/host-policy'
import { isSameOriginCall, serverFunctionCsrf } from './server/http/server-function-csrf'
import { hostRefusal } from './server/http/host-refusal'
import { apiLocaleFromHeader } from './lib/i18n/api-locale'
import { pageMethodNotAllowed } from './server/http/refusals'
import { isBuyerPagePath, isStaffPagePath, pagePostKind } from './server/http/request-kind'

/**
 * A POST to one of the mailing list's pages (decision 0048): the sign-up only from a page of this
 * site (it sends mail, so another site must not make a visitor's browser send it); a link page
 * from anywhere, as mail providers send the one-click unsubscribe, since the signed token in its
 * address is what authorises it.
 */
function pagePostAccepted(request: Request, pathname: string): boolean {
  if (request.method !== 'POST') return false
  const kind = pagePostKind(pathname)
  if (kind === 'link') return true
  return kind === 'sign-up' && isSameOriginCall(request, addressedOrigin(request, getEnv()))
}

/** Per-request facts that rendering code reports back to the response (see error-status.ts). */
export type RequestState = { errorStatus?: number }

/**
 * Every request: route-rule redirects, remember-the-language redirect for the bare root, a CSP nonce for the
 * framework's inline scripts, security headers, Content-Language, and error statuses that the
 * router cannot express on its own (it only knows 200/404/500).
 */
export const documentMiddleware = createMiddleware({ type: 'request' }).server(async ({ request, pathname, next }) => {
  const env = getEnv()
  // Before anything renders or the API answers: a forged Host never reaches a link or a cache.
  const site = decideSite(request, env)
  const isApi = pathname === '/api' || pathname.startsWith('/api/')
  if (!site.allowed)
    return hostRefusal({ api: isApi, apiLocale: apiLocaleFromHeader(request.headers.get('content-language')), https: site.https })
  const https = site.https
  const isPage = !pathname.startsWith('/api/') && !pathname.startsWith('/_serverFn/')

  const isRead = request.method === 'GET' || request.method === 'HEAD'
  if (isPage && !isRead && !pagePostAccepted(request, pathname)) {
    // Pages are only read; changes go through server functions and the dealer API. The mailing
    // list's pages take a POST (decision 0048).
    const refusal = pageMethodNotAllowed(request)
    applySecurityHeaders(refusal.headers, { nonce: createNonce(), https, enforceCsp: true })
    return refusal
  }
  const permanentTarget = isPage && isRead ? redirectTarget(pathname) : null
  if (permanentTarget) {
    const search = new URL(request.url).search
    const redirect = new Response(null, { status: 301, headers: { Location: `${permanentTarget}${search}` } })
    applySecurityHeaders(redirect.headers, { nonce: createNonce(), https, enforceCsp: true })
    return redirect
  }

  if (pathname === '/' && isRead) {
    const remembered = localeFromCookieHeader(request.headers.get('cookie'))
    if (remembered === 'en') {
      const search = new URL(request.url).search
      const redirect = new Response(null, { status: 302, headers: { Location: `/en${search}`, Vary: 'Cookie' } })
      applySecurityHeaders(redirect.headers, { nonce: createNonce(), https, enforceCsp: true })
      return redirect
    }
  }

  const nonce = createNonce()
  const requestState: RequestState = {}
  const result = await next({ context: { nonce, requestState } })

  const original = result.response
  // A failure's page names its status (503 …); a not-found page may name 410 for what was removed.
  const overridesStatus = requestState.errorStatus !== undefined && (original.status === 500 || original.status === 404)
  // A fresh Response: the framework's may carry immutable headers (e.g. redirects).
  const response = new Response(original.body, {
    status: overridesStatus ? requestState.errorStatus : original.status,
    statusText: overridesStatus ? '' : original.statusText,
    headers: new Headers(original.headers),
  })
  // Vite's dev server injects inline scripts of its own; the policy is enforced in production.
  applySecurityHeaders(response.headers, { nonce, https, enforceCsp: env.NODE_ENV === 'production' })
  if (isPage) {
    if (!response.headers.has('Content-Language')) {
      response.headers.set('Content-Language', localeFromPathname(pathname))
    }
    if (pathname === '/') response.headers.append('Vary', 'Cookie')
    if (isStaffPagePath(pathname) || isBuyerPagePath(pathname)) {
      // A staff page shows one person's view of visitors' data, "My orders" one buyer's orders: no cache anywhere may keep it.
      response.headers.set('Cache-Control', 'private, no-store')
      response.headers.set('X-Robots-Tag', 'noindex, nofollow')
    }
    if (!response.headers.has('Cache-Control')) {
      // The HTML carries a one-time nonce, so no shared cache may keep it.
      response.headers.set('Cache-Control', 'private, no-cache')
    }
  }
  return response
})

export const startInstance = createStart(() => ({
  requestMiddleware: [requestIdMiddleware, documentMiddleware, serverFunctionCsrf, serverFnRequestGuard],
  functionMiddleware: [serverFnErrorMiddleware],
  serializationAdapters: [publicErrorAdapter],
}))
