import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { getEnv } from '../app.config'
import { localeFromCookieHeader, localeFromPathname } from './lib/i18n/locale'
import { redirectTarget } from './lib/route-rules'
import { publicErrorAdapter } from './lib/public-error-adapter'
import { serverFnErrorMiddleware } from './server/http/server-fn-errors'
import { applySecurityHeaders, createNonce, isHttpsRequest } from './server/http/security-headers'
import { bilingualTextResponse } from './server/http/bilingual-text'

/** Per-request facts that rendering code reports back to the response (see error-status.ts). */
export type RequestState = { errorStatus?: number }

/**
 * Every request: route-rule redirects, remember-the-language redirect for the bare root, a CSP nonce for the
 * framework's inline scripts, security headers, Content-Language, and error statuses that the
 * router cannot express on its own (it only knows 200/404/500).
 */
const documentMiddleware = createMiddleware({ type: 'request' }).server(async ({ request, pathname, next }) => {
  const env = getEnv()
  const https = isHttpsRequest(request, env.TRUST_PROXY)
  const isPage = !pathname.startsWith('/api/') && !pathname.startsWith('/_serverFn/')

  const isRead = request.method === 'GET' || request.method === 'HEAD'
  if (isPage && !isRead) {
    // Pages are only read; changes go through server functions and the dealer API.
    const refusal = bilingualTextResponse(
      405,
      { ar: 'لا يمكن تنفيذ هذا الطلب على هذه الصفحة.', en: 'This request method is not allowed on this page.' },
      { Allow: 'GET, HEAD' },
    )
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
  const overridesStatus = requestState.errorStatus !== undefined && original.status === 500
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
    if (!response.headers.has('Cache-Control')) {
      // The HTML carries a one-time nonce, so no shared cache may keep it.
      response.headers.set('Cache-Control', 'private, no-cache')
    }
  }
  return response
})

/** Server functions accept only same-origin calls (Sec-Fetch-Site / Origin checks). */
const serverFunctionCsrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

export const startInstance = createStart(() => ({
  requestMiddleware: [documentMiddleware, serverFunctionCsrf],
  functionMiddleware: [serverFnErrorMiddleware],
  serializationAdapters: [publicErrorAdapter],
}))
