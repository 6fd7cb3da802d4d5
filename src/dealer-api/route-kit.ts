import type { Context } from 'hono'
import { z } from 'zod'
import type { Locale } from '../../app.config'
import type { DbHandle } from '../server/db/connection.server'
import type { Db } from '../server/db/types'
import { ApiError, apiMessages, validationError } from './api-error'

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

export type HandlerContext<TQuery, TParams, TBody> = {
  query: TQuery
  params: TParams
  body: TBody
  locale: Locale
  request: Request
  hono: Context
  /** The database, opened on first use (injected, so tests run the API on any engine). */
  db: () => Promise<Db>
  dbHandle: () => Promise<DbHandle>
}

type AnySchema = z.ZodType

/**
 * One API operation: its contract (zod schemas, the same ones the storefront uses) and its
 * handler. The OpenAPI document is generated from these definitions, so the two cannot drift.
 */
export type RouteDefinition<
  TQuery extends AnySchema = AnySchema,
  TParams extends AnySchema = AnySchema,
  TBody extends AnySchema = AnySchema,
  TResponse extends AnySchema = AnySchema,
> = {
  method: HttpMethod
  /** Hono-style path, e.g. `/cars/:id`. */
  path: string
  operationId: string
  summary: string
  tag: string
  query?: TQuery
  params?: TParams
  body?: TBody
  response: TResponse
  /** Seconds a shared cache (CDN) may keep a public GET answer. */
  cacheSeconds?: number
  /** Whether an unknown id is a possible answer (documents the 404). */
  canBeNotFound?: boolean
  handler: (
    context: HandlerContext<z.output<TQuery>, z.output<TParams>, z.output<TBody>>,
  ) => Promise<z.input<TResponse>> | z.input<TResponse>
}

export function defineRoute<
  TQuery extends AnySchema = z.ZodObject<Record<string, never>>,
  TParams extends AnySchema = z.ZodObject<Record<string, never>>,
  TBody extends AnySchema = z.ZodUndefined,
  TResponse extends AnySchema = AnySchema,
>(definition: RouteDefinition<TQuery, TParams, TBody, TResponse>): RouteDefinition {
  return definition as unknown as RouteDefinition
}

/**
 * Query strings carry repeated keys for lists (`?fuel=petrol&fuel=hybrid`); a key given once is
 * still a string. Schemas decide which keys are lists, so hand them both forms uniformly.
 */
export function readQuery(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    out[key] = values.length === 1 ? (values[0] as string) : values
  }
  return out
}

export function parseOrThrow<T extends AnySchema>(schema: T | undefined, input: unknown): z.output<T> {
  if (!schema) return undefined as z.output<T>
  // reportInput lets the error tell a missing value ("required") from a wrong one.
  const result = schema.safeParse(input, { reportInput: true })
  if (!result.success) throw validationError(result.error)
  return result.data
}

export function notFound(): never {
  throw new ApiError(404, 'not_found', apiMessages.notFound)
}

/** Weak validator from the body's bytes: equal bodies, equal tags, whatever instance served them. */
export async function etagFor(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(body))
  const hex = Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('')
  return `W/"${hex}"`
}

export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare)
}
