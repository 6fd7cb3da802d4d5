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
  summary: 'Get a CSRF token (also set as the XSRF-TOKEN cookie)',
  tag: 'system',
  response: z.object({ token: z.string().meta({ description: 'Send it back in the X-XSRF-TOKEN header.' }) }),
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
