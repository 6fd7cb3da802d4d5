import { z } from 'zod'

/** The one error shape every dealer-API answer uses. `message` is in the request's language. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** With `code_incorrect`: how many more codes may be tried before the order is locked. */
    attemptsLeft: z.number().int().nonnegative().optional(),
  }),
})

export type ApiErrorBody = z.infer<typeof apiErrorSchema>

export const apiErrorCodes = [
  'bad_request',
  'validation_failed',
  'not_found',
  'gone',
  'method_not_allowed',
  'csrf_failed',
  'host_not_allowed',
  'rate_limited',
  'idempotency_key_reused',
  'request_in_progress',
  'code_incorrect',
  'code_expired',
  'code_locked',
  'already_verified',
  'sms_failed',
  'not_withdrawable',
  /** The payment gateway could not be reached (decision 0101); nothing was charged. */
  'payment_unavailable',
  'invalid_link',
  'link_expired',
  'payload_too_large',
  'unsupported_media_type',
  'job_closed',
  'photos_expired',
  'unauthenticated',
  'forbidden',
  'sign_in_failed',
  'password_change_required',
  'second_factor_required',
  'second_factor_expired',
  'conflict',
  'unavailable',
  'internal',
] as const
export type ApiErrorCode = (typeof apiErrorCodes)[number]
