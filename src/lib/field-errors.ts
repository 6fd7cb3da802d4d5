import { PublicError, type FieldErrors } from './errors'

/**
 * The field errors a caught server-function error carries, for a form to show next to its
 * fields: field name → messages in the visitor's language; empty when the error names no field
 * (then the form shows the error's message, or the generic one, above the fields).
 *
 * ```ts
 * try {
 *   await placeOrder({ data: values })
 * } catch (error) {
 *   const fields = fieldErrorsOf(error) // { phone: ['This value is not valid.'] }
 * }
 * ```
 *
 * The same shape arrives whether the server function's own validator refused the input or the
 * dealer API answered 400 validation_failed (src/server/http/server-fn-errors.ts).
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof PublicError) || !error.fields) return {}
  return Object.fromEntries(Object.entries(error.fields).filter(([, messages]) => messages.length > 0))
}
