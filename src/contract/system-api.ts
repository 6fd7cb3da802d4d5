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
