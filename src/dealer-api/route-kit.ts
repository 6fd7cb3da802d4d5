import type { Context } from 'hono'
import type { MessageDescriptor } from '@lingui/core'
import { z } from 'zod'
import type { Locale } from '../../app.config'
import type { DbHandle } from '../server/db/connection.server'
import type { Db } from '../server/db/types'
import type { Operation, OperationParsedInput } from '../contract/operation'
import type { SignedInStaff } from '../domain/staff-sessions'
import type { BuyerSession } from '../domain/buyer-sessions'
import { ApiError, apiMessages, validationError } from '../lib/api-error'
import { fieldMessages } from '../lib/field-messages'
import { hasControlCharacter } from '../contract/text'
import { queryInput } from './query-input'

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
  /** The key that signs CSRF tokens (./csrf.ts), loaded once. */
  csrfSecret: () => Promise<string>
  /** The visitor's address for per-client limits ('unknown' when the mount gave none). */
  clientAddress: string
  /** The origin of the storefront page the visitor is on, when the mount gave one (./app.ts). */
  visitorOrigin?: string
  /** On a staff operation (`staff` in its contract), the signed-in staff member the app checked. */
  staff: SignedInStaff | undefined
  /** On a buyer's operation (`buyer` in its contract), the buyer session the app checked. */
  buyer: BuyerSession | undefined
  /**
   * The answer changes by itself at `moment` (a scheduled article appears): no cache may keep it
   * past then. The earliest of several calls counts.
   */
  cacheUntil: (moment: Date) => void
}

/** The staff member of a staff operation; the app has already refused a request without one. */
export function staffOf(context: { staff: SignedInStaff | undefined }): SignedInStaff {
  if (!context.staff) throw new ApiError(401, 'unauthenticated', apiMessages.unauthenticated)
  return context.staff
}

/** The buyer session of a buyer's operation; the app has already refused a request without one. */
export function buyerOf(context: { buyer: BuyerSession | undefined }): BuyerSession {
  if (!context.buyer) throw new ApiError(401, 'unauthenticated', apiMessages.unauthenticated)
  return context.buyer
}

type Handler<Op extends Operation> = (
  context: HandlerContext<OperationParsedInput<Op, 'query'>, OperationParsedInput<Op, 'params'>, OperationParsedInput<Op, 'body'>>,
) => Promise<z.input<Op['response']>> | z.input<Op['response']>

/**
 * An operation of the contract (src/contract/*-api.ts) with the handler that serves it. Query and
 * path inputs are read as text and coerced to the contract's types (./query-input.ts).
 */
export type RouteDefinition = Operation & {
  handler: (context: HandlerContext<unknown, unknown, unknown>) => unknown
  /** The query and path schemas as the API applies them to text (the operation's, coerced). */
  queryReader?: z.ZodType
  paramsReader?: z.ZodType
  /** See `implementInTwoSteps`. */
  afterCommit?: (context: HandlerContext<unknown, unknown, unknown>, stored: unknown) => unknown
  /** See `implementCallingOut`. */
  callsOut?: true
}

/** Serves a contract operation; its inputs and answer are typed by the operation's schemas. */
export function implement<const Op extends Operation>(operation: Op, handler: Handler<Op>): RouteDefinition {
  return {
    ...operation,
    queryReader: operation.query && queryInput(operation.query),
    paramsReader: operation.params && queryInput(operation.params),
    // The app parses each input with the operation's own schema before calling the handler.
    handler: handler as RouteDefinition['handler'],
  }
}

type OperationContext<Op extends Operation> = HandlerContext<
  OperationParsedInput<Op, 'query'>,
  OperationParsedInput<Op, 'params'>,
  OperationParsedInput<Op, 'body'>
>

/**
 * An operation whose work has a part that must not run inside the database transaction: `store`
 * runs in it (with an Idempotency-Key, the transaction that also keeps its result, so a repeat
 * gets that result), then `afterCommit` runs on every request, a repeat included, and makes the
 * answer. For work outside the database that a repeat must be able to finish, such as sending an
 * order's code by SMS without holding the database while a gateway answers.
 */
export function implementInTwoSteps<const Op extends Operation, Stored>(
  operation: Op,
  steps: {
    store: (context: OperationContext<Op>) => Promise<Stored>
    afterCommit: (context: OperationContext<Op>, stored: Stored) => Promise<z.input<Op['response']>>
  },
): RouteDefinition {
  return {
    ...implement(operation, steps.store as unknown as Handler<Op>),
    afterCommit: steps.afterCommit as RouteDefinition['afterCommit'],
  }
}

/**
 * An operation whose handler waits on another service (the payment gateway) and keeps its own
 * changes consistent in transactions of its own. It never runs inside one of the app's: on PGlite
 * that transaction would hold the database's one connection while the service answers, and every
 * visitor's query would wait (up to the gateway's timeout when it is down). With an
 * Idempotency-Key the key is claimed before and the answer stored after (`withClaimedIdempotency`).
 */
export function implementCallingOut<const Op extends Operation>(operation: Op, handler: Handler<Op>): RouteDefinition {
  return { ...implement(operation, handler), callsOut: true }
}

/**
 * Query strings carry repeated keys for lists (`?fuel=petrol&fuel=hybrid`); a key given once is
 * still a string. Schemas decide which keys are lists, so hand them both forms uniformly.
 */
export function readQuery(url: URL): Record<string, string | string[]> {
  // No prototype: `?__proto__=a&__proto__=b` is a key like any other, not a new prototype.
  const out: Record<string, string | string[]> = Object.create(null)
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    out[key] = values.length === 1 ? (values[0] as string) : values
  }
  return out
}

export function parseOrThrow<T extends z.core.$ZodType>(schema: T | undefined, input: unknown): z.output<T> {
  if (!schema) return undefined as z.output<T>
  // reportInput lets the error tell a missing value ("required") from a wrong one.
  const result = z.safeParse(schema, input, { reportInput: true })
  if (!result.success) throw validationError(result.error)
  return result.data
}

/**
 * Refuses a body that passed its schema with a control character in any of its strings (an
 * e-mail address, a password, a value no text rule of the contract looks at): no stored text may
 * hold one, and PostgreSQL cannot store NUL at all (src/contract/text.ts). Each such field is
 * named, as a schema's own refusal would name it.
 */
const isPlainRecord = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value))

export function refuseControlCharacters(body: unknown): void {
  const fields: Record<string, MessageDescriptor[]> = Object.create(null)
  const visit = (value: unknown, path: string[], depth: number) => {
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) fields[path.join('.') || '_'] = [fieldMessages.characters]
    } else if (Array.isArray(value)) {
      if (depth < 16) value.forEach((item, index) => visit(item, [...path, String(index)], depth + 1))
    } else if (value !== null && typeof value === 'object' && isPlainRecord(value)) {
      if (depth < 16) for (const [key, item] of Object.entries(value)) visit(item, [...path, key], depth + 1)
    }
  }
  visit(body, [], 0)
  if (Object.keys(fields).length > 0) throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, fields)
}

export function notFound(): never {
  throw new ApiError(404, 'not_found', apiMessages.notFound)
}

/** 410 `gone`: it existed for the public and was taken down (a news article, decision 0078). */
export function gone(): never {
  throw new ApiError(410, 'gone', apiMessages.gone)
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
