/** Field name (the input's path, dot-joined, as the dealer API names it) → translated messages. */
export type FieldErrors = Record<string, string[]>

/**
 * An error whose message and status are safe to show to a visitor. Anything else that escapes
 * is "Internal Server Error" with a reference id; its details stay in the server log. A refused
 * input carries its field errors, already in the visitor's language, for the form to show.
 */
export class PublicError extends Error {
  readonly status: number
  readonly code: string
  readonly errorId?: string
  readonly fields?: FieldErrors
  /** When the same request may succeed (a rate limit's wait), for a countdown next to the form. */
  readonly retryAfterSeconds?: number

  constructor(options: {
    status: number
    code: string
    message: string
    errorId?: string
    fields?: FieldErrors
    retryAfterSeconds?: number
  }) {
    super(options.message)
    this.name = 'PublicError'
    this.status = options.status
    this.code = options.code
    this.errorId = options.errorId
    this.fields = options.fields
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

export type ErrorView = { status: number; message: string | null; errorId: string | null }

/** What the error page may show of any thrown value. */
export function describeError(error: unknown, { exposeInternals }: { exposeInternals: boolean }): ErrorView {
  const candidate = error as { status?: unknown; message?: unknown; errorId?: unknown; name?: unknown }
  const status = typeof candidate?.status === 'number' && candidate.status >= 400 && candidate.status <= 599 ? candidate.status : 500
  const errorId = typeof candidate?.errorId === 'string' ? candidate.errorId : null
  const isPublic = error instanceof PublicError || candidate?.name === 'PublicError'
  if (isPublic && typeof candidate.message === 'string' && candidate.message) {
    return { status, message: candidate.message, errorId }
  }
  if (exposeInternals && error instanceof Error) return { status, message: error.message, errorId }
  return { status, message: null, errorId }
}

export function newErrorId(): string {
  return crypto.randomUUID().slice(0, 8)
}
