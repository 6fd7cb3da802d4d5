/**
 * Kept apart from the client so that code running in the browser too (error pages, the
 * server-function error middleware) can recognise the error without bundling the client.
 */

/** A failed dealer-API call, with the API's own error code and its (already translated) message. */
export class DealerApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields?: Record<string, string[]>
  readonly errorId?: string
  /** From the answer's `Retry-After`: when the same call may succeed (a limit, a request in progress). */
  readonly retryAfterSeconds?: number

  constructor(options: {
    status: number
    code: string
    message: string
    fields?: Record<string, string[]>
    errorId?: string
    retryAfterSeconds?: number
  }) {
    super(options.message)
    this.name = 'DealerApiError'
    this.status = options.status
    this.code = options.code
    this.fields = options.fields
    this.errorId = options.errorId
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

/**
 * Whole seconds from a `Retry-After` value: a delay in seconds, or an HTTP date (RFC 9110
 * §10.2.3) counted from `now`. Anything else says nothing.
 */
export function retryAfterSeconds(header: string | null | undefined, now: Date = new Date()): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value)
  const at = Date.parse(value)
  if (!/[a-z]/i.test(value) || Number.isNaN(at)) return undefined
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000))
}
