/**
 * One dealer-API operation, declared once: its method, path, inputs and answer as zod schemas.
 * The API implements it (src/dealer-api/route-kit.ts `implement`), the storefront's client calls
 * it (src/dealer-api/client.ts `call`) with types inferred from the same schemas, and the OpenAPI
 * document is generated from it, so none of the three can drift from the others.
 */
import type { z } from 'zod'
import type { StaffArea } from './staff.ts'
import type { ContentTopic } from './content-topics.ts'
import type { FieldErrorKey } from './field-errors.ts'

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** Query and path inputs arrive as text; their schemas are objects whose fields the API coerces. */
type TextInputSchema = z.ZodObject

export type Operation = {
  method: HttpMethod
  /** Path under `/api`, parameters as `:name`, e.g. `/cars/:id`. */
  path: string
  operationId: string
  summary: string
  /** Longer explanation for the OpenAPI document (CommonMark), when the summary is not enough. */
  description?: string
  tag: string
  query?: TextInputSchema
  params?: TextInputSchema
  /** Classic zod or zod/mini (schemas a browser form also validates with, decision 0021). */
  body?: z.core.$ZodType
  /**
   * The body is `multipart/form-data` rather than JSON: text fields and the named file fields
   * (`File`s in `body`), read while streaming with these limits (past them: 413).
   */
  multipart?: {
    fileFields: readonly string[]
    /** The kinds a file may be, as decided from its bytes (named in the API document). */
    fileMediaTypes: readonly string[]
    maxBodyBytes: number
    maxFileBytes: number
    /**
     * The field error a file past `maxFileBytes` gets (413): the one the body schema raises for
     * it, so the form shows the same sentence whether the browser or the API caught it.
     */
    fileTooLarge: FieldErrorKey
    /** Each text field's limit, when longer than the usual 8 KB (an article's body). */
    maxFieldBytes?: number
  }
  response: z.core.$ZodType
  /** Seconds a shared cache (CDN, the storefront's client) may keep a public GET answer. */
  cacheSeconds?: number
  /**
   * The staff-edited content the answer shows (./content-topics.ts). Browsers then keep it only
   * while they revalidate (`max-age=0` with its ETag), proxies and CDNs a second (`s-maxage=1`),
   * and only the storefront's own client, which drops it as soon as that content changes, for
   * `cacheSeconds` (`X-Notified-Max-Age`).
   */
  contentTopic?: ContentTopic
  /** Whether an unknown id is a possible answer (documents the 404). */
  canBeNotFound?: boolean
  /** When the request can conflict with the state of what it changes: the 409 `conflict` answer's cause. */
  conflict?: string
  /** Whether a rate limit may refuse the request (documents the 429 and its `Retry-After`). */
  canBeRateLimited?: boolean
  /**
   * The operation's own refusals that no other field documents: each status it may answer, with
   * when and its error code (`code_locked`, …). The OpenAPI document lists each under the status,
   * joined with what other fields say about the same status, so a client generated from it knows
   * every answer the API gives.
   */
  refusals?: Partial<Record<401 | 409 | 410 | 422 | 423 | 503, string>>
  /**
   * Called by another service's server (a payment gateway's webhook), never by a browser: no CSRF
   * double submit is asked; the operation authenticates the caller itself (decision 0101).
   */
  serverToServer?: true
  /** The status of a successful answer when not the usual one (201 for POST, else 200). */
  successStatus?: 200 | 201 | 202
  /**
   * Whether the request takes an `Idempotency-Key` header (docs/decisions/0041): a repeat with the
   * same key and content gets the first answer back instead of doing the work again. Not for GET.
   */
  idempotency?: 'required' | 'optional'
  /**
   * A staff operation: it needs `Authorization: Bearer <session token>` of a staff member whose role
   * may use this area (src/contract/staff.ts); 401 without a session, 403 with the wrong role.
   */
  staff?: StaffArea
  /**
   * A buyer's own operation ("My orders", decision 0099): it needs `Authorization: Bearer <token>` of
   * a buyer session (`POST /buyer/session`); 401 without one. It sees the session's mobile's orders only.
   */
  buyer?: true
  /** A staff operation still open to someone who must first replace a one-time password. */
  staffBeforePasswordChange?: true
  /**
   * A staff operation open to an admin who has not yet enrolled a second factor (decision 0093):
   * enrolling it, and whatever `staffBeforePasswordChange` opens.
   */
  staffBeforeSecondFactor?: true
  /**
   * The answer is a file of one of these media types, not JSON: the handler returns a
   * `FileAnswer` (./file-answer.ts, which `response` must be), the API sends it as an attachment and
   * the client's `download` hands its body on as a stream (decision 0054).
   */
  download?: { mediaTypes: readonly string[] }
}

/** The status a successful answer to `operation` has. */
export function successStatusOf(operation: Pick<Operation, 'method' | 'successStatus'>): 200 | 201 | 202 {
  return operation.successStatus ?? (operation.method === 'post' ? 201 : 200)
}

/** Keeps the exact schema types of a declaration, so callers and handlers infer from them. */
export function defineOperation<const Op extends Operation>(operation: Op): Op {
  return operation
}

/** An input whose fields are all optional may be left out. */
type InputPart<Op, Key extends 'query' | 'params' | 'body'> = Op extends { [K in Key]: infer Schema extends z.core.$ZodType }
  ? Record<string, never> extends z.input<Schema>
    ? { [K in Key]?: z.input<Schema> }
    : { [K in Key]: z.input<Schema> }
  : { [K in Key]?: undefined }

/** What a caller passes: the operation's inputs as the contract types them. */
export type OperationInput<Op extends Operation> = InputPart<Op, 'query'> & InputPart<Op, 'params'> & InputPart<Op, 'body'>

/** What a caller gets back: the parsed answer. */
export type OperationOutput<Op extends Operation> = z.output<Op['response']>

/** The parsed inputs a handler receives. */
export type OperationParsedInput<Op extends Operation, Key extends 'query' | 'params' | 'body'> = Op extends {
  [K in Key]: infer Schema extends z.core.$ZodType
}
  ? z.output<Schema>
  : undefined

/** `/cars/:id` with `{ id: 16 }` → `/cars/16`; every value is encoded as one path segment. */
export function operationPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new TypeError(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}
