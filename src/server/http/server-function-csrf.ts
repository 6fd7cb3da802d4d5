import { createMiddleware } from '@tanstack/react-start'
import { getEnv } from '../../../app.config'
import { addressedOrigin } from '../../lib/host-policy'
import { bilingualTextResponse } from './bilingual-text'

/**
 * Whether a browser made this call from a page of `ownOrigin` (docs/decisions/0034): the browser's
 * own `Sec-Fetch-Site` when it sends one, else its `Origin`, else a `Referer` on this origin. A
 * page on another site can forge none of them; a call with none of them is refused.
 */
export function isSameOriginCall(request: Request, ownOrigin: string | null): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null) return fetchSite === 'same-origin'
  if (ownOrigin === null) return false
  const origin = request.headers.get('origin')
  if (origin !== null) return origin === ownOrigin
  const referer = request.headers.get('referer')
  if (referer === null) return false
  return referer === ownOrigin || (referer.startsWith(ownOrigin) && ['/', '?', '#'].includes(referer.charAt(ownOrigin.length)))
}

/**
 * Server functions run only for same-origin calls. The origin compared is the one the browser
 * addressed: behind a trusted TLS-terminating proxy the request URL says http:// while the
 * browser says https://. Written as a plain request middleware (rather than Start's CSRF helper,
 * whose options are built in the browser bundle too) so none of it ships to the browser.
 */
export const serverFunctionCsrf = createMiddleware({ type: 'request' }).server(({ request, handlerType, next }) => {
  if (handlerType !== 'serverFn' || isSameOriginCall(request, addressedOrigin(request, getEnv()))) return next()
  return bilingualTextResponse(403, {
    ar: 'تعذّر التحقق من مصدر الطلب. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
    en: 'The origin of this request could not be verified. Please reload the page and try again.',
  })
})
