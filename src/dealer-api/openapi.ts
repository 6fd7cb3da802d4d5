import { z } from 'zod'
import { appConfig } from '../../app.config'
import { apiErrorSchema } from '../contract/api-error'
import { successStatusOf } from '../contract/operation'
import { staffAccess } from '../contract/staff'
import type { RouteDefinition } from './route-kit'
import { operationDescription, parameterDescription, tagsOf } from './openapi-texts'

type JsonSchema = Record<string, unknown>

function toJsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
  return rest
}

/** Hono's `/cars/:id` as OpenAPI's `/cars/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
}

/**
 * Path and query parameters, each with a description: the contract's own (`.meta({ description })`
 * on the field) or, for the names many operations share, ./openapi-texts.ts.
 */
function parametersOf(route: RouteDefinition, schema: z.ZodType | undefined, location: 'query' | 'path') {
  if (!schema) return []
  const json = toJsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const description = (property.description as string | undefined) ?? parameterDescription(route, name)
    return {
      name,
      in: location,
      ...(description ? { description } : {}),
      required: location === 'path' || (json.required ?? []).includes(name),
      schema: property,
      ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
    }
  })
}

const retryAfterHeader = { description: 'Seconds to wait before sending the request again.', schema: { type: 'integer', minimum: 1 } }

const etagHeader = { description: 'A validator of the answer, for `If-None-Match`.', schema: { type: 'string' } }

const replayedHeader = {
  description: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key.',
  schema: { type: 'string', enum: ['true'] },
}

function idempotencyKeyParameter(required: boolean) {
  const { headerName, keyTtlSeconds, keyPattern } = appConfig.idempotency
  return {
    name: headerName,
    in: 'header',
    required,
    description:
      `A key the client makes once per request and sends again with every retry of it (e.g. a UUID). ` +
      `For ${keyTtlSeconds / 3600} hours a repeat with the same key and content gets the first answer back, marked ` +
      '`Idempotent-Replayed: true`, and changes nothing; the same key with other content is refused (422). ' +
      'A failed request stores nothing, so its retry is served afresh. Safe to send again with the same key: a 503, ' +
      'a 409 `request_in_progress` (after its Retry-After), a 500 or a lost connection, whether or not the first request was taken; ' +
      'a 4xx refusal is answered again as it was, and a changed request needs a new key.',
    schema: { type: 'string', pattern: keyPattern.source },
  }
}

/**
 * A JSON body, or a multipart one whose file fields are binary (OpenAPI 3.1: `contentMediaType`),
 * each sent with the types the API accepts.
 */
function requestBodyOf(route: RouteDefinition) {
  const schema = toJsonSchema(route.body as z.core.$ZodType, 'input') as { properties?: Record<string, JsonSchema> }
  if (!route.multipart) return { required: true, content: { 'application/json': { schema } } }
  const properties = { ...schema.properties }
  for (const field of route.multipart.fileFields) {
    properties[field] = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `A file of at most ${route.multipart.maxFileBytes} bytes.`,
    }
  }
  const contentType = route.multipart.fileMediaTypes.join(', ')
  const encoding = Object.fromEntries(route.multipart.fileFields.map((field) => [field, { contentType }]))
  return { required: true, content: { 'multipart/form-data': { schema: { ...schema, properties }, encoding } } }
}

type ResponseEntry = { description: string; headers?: Record<string, unknown>; content?: unknown }

/**
 * Adds an answer to `status`; when the status already has one (a 409 that is both a conflict and
 * a request still in progress), the descriptions are joined and the headers of both kept.
 */
function addAnswer(responses: Record<string, unknown>, status: number | string, answer: ResponseEntry): void {
  const before = responses[String(status)] as ResponseEntry | undefined
  const headers = { ...before?.headers, ...answer.headers }
  responses[String(status)] = {
    ...before,
    ...answer,
    description: [before?.description, answer.description].filter(Boolean).join('; or '),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  }
}

/** 409 answers with a code of their own, named in the operation's responses. */
const operationConflicts: Record<string, string> = {
  applyForJob: 'The position is closed (`job_closed`)',
  verifyOrder: 'The order has already been confirmed (`already_verified`): its status is told only by tracking, with its mobile',
  resendOrderCode: 'The order has already been confirmed (`already_verified`)',
}

/** The OpenAPI 3.1 document of the dealer API, generated from the route contracts. */
export function buildOpenApiDocument(routes: RouteDefinition[], { serverUrl }: { serverUrl: string }) {
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = openApiPath(route.path)
    const responses: Record<string, unknown> = {
      [String(successStatusOf(route))]: {
        description: 'Success',
        ...(route.idempotency ? { headers: { 'Idempotent-Replayed': replayedHeader } } : {}),
        content: route.download
          ? // A file: its bytes in one of the declared types, as an attachment (decision 0054).
            Object.fromEntries(route.download.mediaTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]))
          : { 'application/json': { schema: toJsonSchema(route.response, 'output') } },
        ...(route.download
          ? { headers: { 'Content-Disposition': { description: 'Always `attachment; filename="…"`', schema: { type: 'string' } } } }
          : {}),
      },
      '400': { description: 'Invalid input', content: errorContent },
      '500': { description: 'Unexpected failure', content: errorContent },
    }
    if (route.canBeNotFound) responses['404'] = { description: 'Unknown id', content: errorContent }
    if (route.canBeRateLimited) {
      responses['429'] = {
        description: 'A limit refused the request (`rate_limited`); the message says how long to wait',
        headers: { 'Retry-After': retryAfterHeader },
        content: errorContent,
      }
    }
    if (route.idempotency) {
      responses['409'] = {
        description: 'A request with this Idempotency-Key is still being served (`request_in_progress`)',
        headers: { 'Retry-After': retryAfterHeader },
        content: errorContent,
      }
      responses['422'] = {
        description: 'This Idempotency-Key was used for another request (`idempotency_key_reused`)',
        content: errorContent,
      }
    }
    if (route.multipart) {
      responses['413'] = {
        description: `The body passed ${route.multipart.maxBodyBytes} bytes, or a file ${route.multipart.maxFileBytes} bytes (\`payload_too_large\`); the body is cut off at the limit while it streams`,
        content: errorContent,
      }
      responses['415'] = {
        description:
          'The body is not `multipart/form-data`, or a file is not of an accepted type (`unsupported_media_type`, with a field error on the file)',
        content: errorContent,
      }
    }
    // The operation's own conflict first, then (kept, with its Retry-After) the request in progress.
    const ownConflicts = [route.conflict && route.conflict + ' (`conflict`)', operationConflicts[route.operationId]].filter(Boolean)
    if (ownConflicts.length > 0) {
      const busy = responses['409'] as ResponseEntry | undefined
      delete responses['409']
      for (const description of [...ownConflicts, busy?.description]) {
        if (description) addAnswer(responses, 409, { description, content: errorContent })
      }
      if (busy?.headers) addAnswer(responses, 409, { description: '', headers: busy.headers })
    }
    for (const [status, description] of Object.entries(route.refusals ?? {})) {
      addAnswer(responses, status, {
        description,
        ...(status === '503' ? { headers: { 'Retry-After': retryAfterHeader } } : {}),
        content: errorContent,
      })
    }
    if (route.body && !route.multipart) {
      addAnswer(responses, 413, {
        description: `The body passed ${appConfig.requestBodyMaxBytes} bytes (\`payload_too_large\`)`,
        content: errorContent,
      })
    }
    // The production server refuses what it cannot start soon (decision 0023), for every operation.
    // A write may have been taken before its 503 (its deadline passed while it finished, or the
    // process serving it stopped, which a cluster's primary answers for): the client must know.
    addAnswer(responses, 503, {
      description:
        'The server is too busy to take the request now, its database is unavailable, or the process serving it stopped (`unavailable`)' +
        (route.method === 'get'
          ? ''
          : route.idempotency
            ? '. The request may have been taken all the same: sending it again with the same Idempotency-Key is always safe (the stored answer if it was taken, the work done once if not)'
            : '. The request may have been taken all the same: check before sending it again'),
      headers: { 'Retry-After': retryAfterHeader },
      content: errorContent,
    })
    if (route.method === 'get' && route.cacheSeconds !== undefined) {
      const success = responses[String(successStatusOf(route))] as ResponseEntry
      success.headers = { ...success.headers, ETag: etagHeader }
      responses['304'] = { description: 'Not modified: `If-None-Match` named the current `ETag`', headers: { ETag: etagHeader } }
    }
    if (route.method !== 'get' && !route.serverToServer) {
      responses['403'] = { description: 'CSRF check failed (`csrf_failed`): get a token from `GET /api/csrf`', content: errorContent }
    }
    if (route.staff) {
      responses['401'] = { description: 'No valid staff session (`unauthenticated`)', content: errorContent }
      const csrf = responses['403'] as { description: string } | undefined
      responses['403'] = {
        description: [
          `The staff member's role may not do this (\`forbidden\`; roles: ${staffAccess[route.staff].join(', ')}), or must first change a one-time password (\`password_change_required\`) or, as an admin, enrol a second factor (\`second_factor_required\`)`,
          csrf?.description,
        ]
          .filter(Boolean)
          .join('; or '),
        content: errorContent,
      }
    }
    if (route.buyer) {
      responses['401'] = { description: 'No valid buyer session, or it has ended (`unauthenticated`)', content: errorContent }
    }
    paths[path] ??= {}
    paths[path][route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      description: operationDescription(route),
      tags: [route.tag],
      parameters: [
        {
          name: 'Content-Language',
          in: 'header',
          required: false,
          description: '`en` for English texts; anything else (default) for Arabic.',
          schema: { type: 'string', enum: ['ar', 'en'] },
        },
        ...(route.idempotency ? [idempotencyKeyParameter(route.idempotency === 'required')] : []),
        ...parametersOf(route, route.params, 'path'),
        ...parametersOf(route, route.query, 'query'),
      ],
      ...(route.body ? { requestBody: requestBodyOf(route) } : {}),
      security: securityOf(route),
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dealer API',
      version: '1.0.0',
      description: [
        'Catalogue, content and requests of the dealership. Texts come back in the language named by the Content-Language request header.',
        'Every answer that is not a success uses the one error shape (`Error`); a method a path does not have answers 405',
        '`method_not_allowed` with an `Allow` header naming those it has.',
      ].join(' '),
      license: { name: 'Proprietary: for the dealership and its partners', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl }],
    tags: tagsOf(routes),
    paths,
    components: {
      schemas: { Error: toJsonSchema(apiErrorSchema, 'output') },
      securitySchemes: {
        staffSession: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `session.token` of `POST /api/staff/session` (staff sign-in).',
        },
        buyerSession: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `token` of `POST /api/buyer/session` (a buyer signed in to "My orders" by an SMS code).',
        },
        xsrfToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description:
            'CSRF double submit: a token from `GET /api/csrf`, sent in this header and, the same value, in the cookie that ' +
            'answer sets (`__Host-XSRF-TOKEN` over HTTPS, `XSRF-TOKEN` over plain HTTP). Every POST, PUT, PATCH and DELETE needs it.',
        },
      },
    },
  }
}

/**
 * Who may call an operation: a change needs the CSRF double submit, a staff operation a staff
 * session and a buyer's a buyer session (both, for a change); a public read needs nothing, said so explicitly.
 */
function securityOf(route: RouteDefinition): Array<Record<string, string[]>> {
  const requirement: Record<string, string[]> = {}
  if (route.staff) requirement.staffSession = []
  if (route.buyer) requirement.buyerSession = []
  if (route.method !== 'get' && !route.serverToServer) requirement.xsrfToken = []
  return Object.keys(requirement).length > 0 ? [requirement] : []
}
