import { z } from 'zod'
import { apiErrorSchema } from '../contract/api-error'
import type { RouteDefinition } from './route-kit'

type JsonSchema = Record<string, unknown>

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
  return rest
}

/** Hono's `/cars/:id` as OpenAPI's `/cars/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
}

function parametersOf(schema: z.ZodType | undefined, location: 'query' | 'path') {
  if (!schema) return []
  const json = toJsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
    ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
  }))
}

/** The OpenAPI 3.1 document of the dealer API, generated from the route contracts. */
export function buildOpenApiDocument(routes: RouteDefinition[], { serverUrl }: { serverUrl: string }) {
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = openApiPath(route.path)
    const responses: Record<string, unknown> = {
      [route.method === 'post' ? '201' : '200']: {
        description: 'Success',
        content: { 'application/json': { schema: toJsonSchema(route.response, 'output') } },
      },
      '400': { description: 'Invalid input', content: errorContent },
      '500': { description: 'Unexpected failure', content: errorContent },
    }
    if (route.canBeNotFound) responses['404'] = { description: 'Unknown id', content: errorContent }
    if (route.method !== 'get') {
      responses['403'] = { description: 'CSRF check failed (`csrf_failed`): get a token from `GET /api/csrf`', content: errorContent }
    }
    paths[path] ??= {}
    paths[path][route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      parameters: [
        {
          name: 'Content-Language',
          in: 'header',
          required: false,
          description: '`en` for English texts; anything else (default) for Arabic.',
          schema: { type: 'string', enum: ['ar', 'en'] },
        },
        ...(route.method !== 'get'
          ? [
              {
                name: 'X-XSRF-TOKEN',
                in: 'header',
                required: true,
                description:
                  'A token from `GET /api/csrf`, repeating its cookie (`__Host-XSRF-TOKEN` over HTTPS, `XSRF-TOKEN` over plain HTTP).',
                schema: { type: 'string' },
              },
            ]
          : []),
        ...parametersOf(route.params, 'path'),
        ...parametersOf(route.query, 'query'),
      ],
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(route.body, 'input') } } } }
        : {}),
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dealer API',
      version: '1.0.0',
      description:
        'Catalogue, content and requests of the dealership. Texts come back in the language named by the Content-Language request header.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: { schemas: { Error: toJsonSchema(apiErrorSchema, 'output') } },
  }
}
