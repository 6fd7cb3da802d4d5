/**
 * Libraries report what they could not handle with `console.error`: raw text and stacks on stderr,
 * outside the JSON log and its redaction. TanStack Start does so for every request whose visitor
 * left before the answer (its middleware chain rejects with the request's abort reason, which its
 * error handler prints), so each crowd ended with a stack per departed visitor (issue 37). In the
 * production server, `console.error` goes to the one logger instead: a departed visitor is no
 * error (a debug line), anything else an error line with its stack, redacted like every other.
 * Only erasable TypeScript is allowed here (the server script loads it).
 */
type Logger = {
  debug(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** An abort because the visitor's connection closed, as srvx and Node's HTTP server report it. */
export function isDepartedVisitor(value: unknown): boolean {
  if (!(value instanceof Error)) return false
  const code = (value as { code?: unknown }).code
  return value.name === 'AbortError' || (code === 'ECONNRESET' && value.message === 'aborted') || code === 'ERR_STREAM_PREMATURE_CLOSE'
}

export function sendConsoleErrorsTo(logger: Logger): void {
  console.error = (...args: unknown[]) => {
    const error = args.find((arg): arg is Error => arg instanceof Error)
    if (error && isDepartedVisitor(error)) {
      logger.debug('visitor left before the answer', { reason: error.name })
      return
    }
    // The library's own words (a prefix such as "[srvx] Failed to send response:"), cut short.
    const words = args
      .filter((arg) => typeof arg === 'string')
      .join(' ')
      .slice(0, 200)
    logger.error(words || 'a library reported an error', error ? { error } : { detail: args.map(String).join(' ').slice(0, 500) })
  }
}
