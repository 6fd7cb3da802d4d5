import type { MessageDescriptor } from '@lingui/core'
import handler from '@tanstack/react-start/server-entry'
import { getEnv } from '../app.config'
import { apiMessages } from './lib/api-error'
import { serveDealerApi } from './dealer-api/serve-api'
import { getI18nFor } from './lib/i18n/server-i18n'
import { bilingualTextResponse } from './server/http/bilingual-text'
import { isDecodablePath } from './server/http/decodable-path'
import { relativeRedirect } from './server/http/relative-redirect'
import { applySecurityHeaders, createNonce, isHttpsRequest } from './server/http/security-headers'

const serverFnBase = '/_serverFn/'

/**
 * The server entry: TanStack Start's own, after checks of its own. Start answers a path whose
 * percent-escapes do not decode (`/cars/%E0%A4%A`) with an empty 400 before any middleware runs,
 * so such a request is answered here first: the dealer API in its JSON error shape and language
 * (the API makes the same check itself), a page in plain text in both languages, as the other
 * answers given before a page can render. The same for a server-function address without an id,
 * which Start fails on with a 500. Redirects the app sends back to this site are made relative
 * (relative-redirect.ts), so none repeats the Host a request brought.
 */
let backgroundWorkStarted = false

/** The page cache's key for a page's query, for the production server's main thread (page-search.ts). */
export { pageSearchKey } from './lib/page-search'

export default {
  async fetch(request: Request, options?: Parameters<typeof handler.fetch>[1]): Promise<Response> {
    if (!backgroundWorkStarted) {
      backgroundWorkStarted = true
      // The outbox and the deletions start with the first request, on the main thread only.
      void import('./dealer-api/background-work').then(({ startBackgroundWork }) => startBackgroundWork())
    }
    const { clientAddress } = (options?.context ?? {}) as { clientAddress?: string }
    const response = await answerBeforeStart(request, clientAddress)
    if (!response) return relativeRedirect(request, await handler.fetch(request, options))
    applySecurityHeaders(response.headers, { nonce: createNonce(), https: isHttpsRequest(request, getEnv().TRUST_PROXY), enforceCsp: true })
    return response
  },
}

async function answerBeforeStart(request: Request, clientAddress: string | undefined): Promise<Response | null> {
  const { pathname } = new URL(request.url)
  if (!isDecodablePath(pathname)) {
    if (pathname === '/api' || pathname.startsWith('/api/')) return serveDealerApi(request, clientAddress)
    return bilingualRefusal(400, apiMessages.badRequest)
  }
  // `/_serverFn/` or `/_serverFn//x`: Start throws on the empty function id.
  if (pathname.startsWith(serverFnBase) && pathname.slice(serverFnBase.length).split('/')[0] === '') {
    return bilingualRefusal(404, apiMessages.notFound)
  }
  return null
}

async function bilingualRefusal(status: number, message: MessageDescriptor): Promise<Response> {
  const [ar, en] = await Promise.all([getI18nFor('ar'), getI18nFor('en')])
  return bilingualTextResponse(status, { ar: ar._(message), en: en._(message) })
}
