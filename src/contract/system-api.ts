/** The dealer API's own operations: health, CSRF token, its OpenAPI document (see ./operation.ts). */
import { z } from 'zod'
import { defineOperation } from './operation'

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), latencyMs: z.number().nonnegative() }),
})

export const getHealthOperation = defineOperation({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  summary: 'Liveness and database check',
  tag: 'system',
  response: healthSchema,
  refusals: { 503: 'The database did not answer (`unavailable`)' },
})

export const readinessSchema = z.object({
  status: z.literal('ready'),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), latencyMs: z.number().nonnegative() }),
})

export const getReadinessOperation = defineOperation({
  method: 'get',
  path: '/ready',
  operationId: 'getReadiness',
  summary: 'Readiness: whether this process should be sent traffic',
  description: [
    'For load balancers and orchestrators. 200 while this process can serve: its database answered a',
    'query within two seconds and it is not shutting down. 503 (`unavailable`, never cached) while the',
    'database is unreachable or slow, or once the process has been told to stop (SIGTERM) and is finishing',
    'the requests it already accepted: send new requests elsewhere. `/health` stays the liveness check',
    '(the process answers at all).',
  ].join(' '),
  tag: 'system',
  response: readinessSchema,
  refusals: { 503: 'The database is unreachable or slow, or the process is shutting down (`unavailable`)' },
})

export const getCsrfTokenOperation = defineOperation({
  method: 'get',
  path: '/csrf',
  operationId: 'getCsrfToken',
  summary: 'Get a CSRF token (also set as a cookie)',
  description: [
    'Every POST, PUT, PATCH and DELETE under `/api` must carry a token this server issued, twice:',
    'send back the cookie this answer sets (`__Host-XSRF-TOKEN` over HTTPS, `XSRF-TOKEN` over plain HTTP)',
    'and repeat the same token in the `X-XSRF-TOKEN` request header. A missing, different or self-made',
    'token is refused with 403 `csrf_failed` before the request is processed, so a refused request can be',
    "sent again after getting a new token here. A token stays valid until the server's signing key",
    'changes; ask for one once and reuse it.',
  ].join(' '),
  tag: 'system',
  response: z.object({
    token: z.string().meta({ description: 'The same value as the cookie; repeat it in the X-XSRF-TOKEN header.' }),
  }),
})

export const getOpenApiDocumentOperation = defineOperation({
  method: 'get',
  path: '/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'This API described as OpenAPI 3.1',
  tag: 'system',
  response: z.record(z.string(), z.unknown()),
  cacheSeconds: 300,
})
