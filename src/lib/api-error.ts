import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { z } from 'zod'
import type { ApiErrorCode } from '../contract/api-error'
import { isFieldErrorKey } from '../contract/field-errors'
import { fieldMessages } from './field-messages'

/** An error the API answers with its own status, code and translated message. */
export class ApiError extends Error {
  readonly status: number
  readonly code: ApiErrorCode
  readonly descriptor: MessageDescriptor
  readonly fields?: Record<string, MessageDescriptor[]>
  /** Sent as `Retry-After`: when the same request may succeed (429, 409, 503). */
  readonly retryAfterSeconds?: number
  /** Sent in the body with `code_incorrect`. */
  readonly attemptsLeft?: number
  /** Sent as `Allow` with a 405: the methods the path has. */
  readonly allow?: readonly string[]

  constructor(
    status: number,
    code: ApiErrorCode,
    descriptor: MessageDescriptor,
    fields?: Record<string, MessageDescriptor[]>,
    options: { retryAfterSeconds?: number; attemptsLeft?: number; allow?: readonly string[] } = {},
  ) {
    super(descriptor.message ?? code)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.descriptor = descriptor
    this.fields = fields
    this.retryAfterSeconds = options.retryAfterSeconds
    this.attemptsLeft = options.attemptsLeft
    this.allow = options.allow
  }
}

/**
 * 429 `rate_limited` with `Retry-After`: a limit refused the request. The message says how long
 * to wait, unless the caller names the limit in a sentence of its own.
 */
export class RateLimitedError extends ApiError {
  constructor(retryAfterSeconds: number, descriptor: MessageDescriptor = tryAgainLater(retryAfterSeconds)) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
    super(429, 'rate_limited', descriptor, undefined, { retryAfterSeconds: seconds })
    this.name = 'RateLimitedError'
  }
}

/**
 * "Too many requests, try again in …", in the largest whole unit that does not shorten the wait
 * (61 seconds is "2 minutes"): a visitor who waits as told is never refused again.
 */
export function tryAgainLater(retryAfterSeconds: number): MessageDescriptor {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  if (seconds < 60) return msg`Too many attempts. Please try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) return msg`Too many attempts. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`
  const hours = Math.ceil(minutes / 60)
  return msg`Too many attempts. Please try again in ${plural(hours, { one: '# hour', other: '# hours' })}.`
}

export const apiMessages = {
  badRequest: msg`The request is not valid.`,
  validationFailed: msg`Some values are not valid. Please check them and try again.`,
  notFound: msg`The requested item was not found.`,
  gone: msg`This item is no longer available.`,
  routeNotFound: msg`There is no such address in the dealer API.`,
  methodNotAllowed: msg`This method is not allowed here.`,
  csrfFailed: msg`Your session could not be verified. Please reload the page and try again.`,
  payloadTooLarge: msg`The request is too large. Please send a smaller file or fewer details.`,
  unsupportedMediaType: msg`This kind of content is not accepted here.`,
  unavailable: msg`The service is temporarily unavailable. Please try again shortly.`,
  idempotencyKeyReused: msg`This request was already sent with other details. Please start a new request.`,
  requestInProgress: msg`Your request is still being processed. Please wait a moment.`,
  internal: msg`Internal Server Error`,
  unauthenticated: msg`Please sign in to continue.`,
  forbidden: msg`Your account does not have access to this page.`,
  signInFailed: msg`The email address or password is incorrect.`,
  passwordChangeRequired: msg`Please choose a new password before you continue.`,
  currentPasswordWrong: msg`The current password is incorrect.`,
  secondFactorRequired: msg`Please set up your authenticator app before you continue.`,
  secondFactorCodeWrong: msg`This code is not valid. Type the current code from your authenticator app, or a backup code.`,
  secondFactorExpired: msg`Your sign-in took too long. Please enter your e-mail address and password again.`,
  secondFactorNotStarted: msg`Start again: enter your password to show a new QR code.`,
  secondFactorAlreadyEnrolled: msg`Your account already has an authenticator app.`,
  secondFactorRequiredForRole: msg`Administrators must keep a second factor.`,
  staffEmailTaken: msg`A staff account with this email address already exists.`,
  staffOwnAccount: msg`You cannot deactivate your own account or give up your own administrator role.`,
  pdplErased: msg`This person’s data has been erased: nothing is left to export or correct.`,
  fieldRequired: msg`This field is required.`,
  fieldInvalid: msg`This value is not valid.`,
  fieldTooSmall: msg`This value is too small or too short.`,
  fieldTooBig: msg`This value is too large or too long.`,
  fieldUnknown: msg`This field is not recognised.`,
} satisfies Record<string, MessageDescriptor>

function describeIssue(issue: z.core.$ZodIssue): MessageDescriptor {
  // Parsed with reportInput, an issue carries its input: a missing value is undefined, whichever
  // check failed on it (a type, an enum, a literal).
  if (issue.code !== 'unrecognized_keys' && issue.input === undefined) return apiMessages.fieldRequired
  // A contract schema that names the mistake (src/contract/field-errors.ts) gets its own sentence.
  if (isFieldErrorKey(issue.message)) return fieldMessages[issue.message]
  switch (issue.code) {
    case 'too_small':
      return apiMessages.fieldTooSmall
    case 'too_big':
      return apiMessages.fieldTooBig
    case 'unrecognized_keys':
      return apiMessages.fieldUnknown
    default:
      return apiMessages.fieldInvalid
  }
}

/** A 400 naming each offending field, from a failed zod parse. */
export function validationError(error: z.core.$ZodError): ApiError {
  // Field names come from the request: `constructor` must not find Object's own member.
  const fields: Record<string, MessageDescriptor[]> = Object.create(null)
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || '_']
    for (const key of keys) {
      const list = (fields[key] ??= [])
      const descriptor = describeIssue(issue)
      if (!list.includes(descriptor)) list.push(descriptor)
    }
  }
  return new ApiError(400, 'validation_failed', apiMessages.validationFailed, fields)
}
