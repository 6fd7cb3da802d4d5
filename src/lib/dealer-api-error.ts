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

  constructor(options: { status: number; code: string; message: string; fields?: Record<string, string[]>; errorId?: string }) {
    super(options.message)
    this.name = 'DealerApiError'
    this.status = options.status
    this.code = options.code
    this.fields = options.fields
    this.errorId = options.errorId
  }
}
