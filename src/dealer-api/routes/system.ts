import { z } from 'zod'
import { getEnv } from '../../../app.config'
import { buildOpenApiDocument } from '../openapi'
import { createCsrfToken, csrfCookie } from '../csrf'
import { defineRoute, type RouteDefinition } from '../route-kit'

export const csrfTokenResponse = z.object({ token: z.string().meta({ description: 'Send it back in the X-XSRF-TOKEN header.' }) })

/** Issues the double-submit token a browser client needs before any POST/PUT/PATCH/DELETE. */
export const csrfRoute = defineRoute({
  method: 'get',
  path: '/csrf',
  operationId: 'getCsrfToken',
  summary: 'Get a CSRF token (also set as the XSRF-TOKEN cookie)',
  tag: 'system',
  response: csrfTokenResponse,
  handler: ({ request, hono }) => {
    const token = createCsrfToken()
    const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
    hono.header('Set-Cookie', csrfCookie(token, { secure }))
    hono.header('Cache-Control', 'no-store')
    return { token }
  },
})

/** The OpenAPI route needs the full list, so it is made from it. */
export function openApiRoute(allRoutes: () => RouteDefinition[]) {
  return defineRoute({
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This API described as OpenAPI 3.1',
    tag: 'system',
    response: z.record(z.string(), z.unknown()),
    cacheSeconds: 300,
    handler: ({ request }) => {
      const origin = getEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin
      return buildOpenApiDocument(allRoutes(), { serverUrl: `${origin.replace(/\/+$/, '')}/api` })
    },
  })
}
