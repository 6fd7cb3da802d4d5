import { getEnv } from '../../../app.config'
import { getCsrfTokenOperation, getOpenApiDocumentOperation } from '../../contract/system-api'
import { decideSite, requestProtocol } from '../../lib/host-policy'
import { buildOpenApiDocument } from '../openapi'
import { csrfCookie, issueCsrfToken } from '../csrf'
import { implement, type RouteDefinition } from '../route-kit'

/** Issues the signed double-submit token a client needs before any POST/PUT/PATCH/DELETE. */
export const csrfRoute = implement(getCsrfTokenOperation, async ({ request, hono, csrfSecret }) => {
  const token = issueCsrfToken(await csrfSecret())
  // The cookie's name and Secure flag follow the protocol the check will see (src/dealer-api/app.ts).
  const secure = requestProtocol(request, getEnv().TRUST_PROXY) === 'https'
  hono.header('Set-Cookie', csrfCookie(token, { secure }))
  hono.header('Cache-Control', 'no-store')
  return { token }
})

/** The OpenAPI route needs the full list, so it is made from it. */
export function openApiRoute(allRoutes: () => RouteDefinition[]) {
  return implement(getOpenApiDocumentOperation, ({ request }) => {
    const site = decideSite(request, getEnv())
    // Outside callers reach /api only through the request gate (src/start.ts), which refuses other
    // hosts; a call that bypassed it (in-process, tests) gets a URL relative to this document.
    return buildOpenApiDocument(allRoutes(), { serverUrl: site.allowed ? `${site.origin}/api` : '/api' })
  })
}
