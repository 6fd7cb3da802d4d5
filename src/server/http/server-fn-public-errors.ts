import { isNotFound, isRedirect } from '@tanstack/react-router'
import { z } from 'zod'
import { defaultLocale, type Locale } from '../../../app.config'
import { apiMessages, validationError, type ApiError } from '../../lib/api-error'
import { DealerApiError } from '../../lib/dealer-api-error'
import { newErrorId, PublicError, type FieldErrors } from '../../lib/errors'
import { isLocale, localeFromCookieHeader } from '../../lib/i18n/locale'
import { getI18nFor } from '../../lib/i18n/server-i18n'
import { log } from '../log'

// Apart from the middleware (./server-fn-errors.ts) because the browser loads that module through
// src/start.ts: there only the middleware's server callbacks use what is here, and Start removes
// them (and with them the imports of the logger and its AsyncLocalStorage) from the browser's copy.

/**
 * What leaves a server function is either a router signal (not found, redirect) or a
 * PublicError. Anything else is logged here with an id and replaced, so no internal message or
 * stack ever reaches the browser or the dehydrated page state. A dealer-API refusal keeps its
 * status, code, message and field errors (already in the request's language).
 */
export function toPublicError(error: unknown): unknown {
  if (isNotFound(error) || isRedirect(error) || error instanceof PublicError) return error
  if (error instanceof DealerApiError) {
    if (error.status >= 400 && error.status < 500) {
      return new PublicError({
        status: error.status,
        code: error.code,
        message: error.message,
        errorId: error.errorId,
        fields: error.fields,
        retryAfterSeconds: error.retryAfterSeconds,
      })
    }
    const errorId = error.errorId ?? newErrorId()
    log.error('dealer API call failed', { errorId, status: error.status, code: error.code })
    const status = error.code === 'unavailable' ? 503 : 500
    return new PublicError({ status, code: error.code, message: '', errorId })
  }
  const errorId = newErrorId()
  log.error('server function failed', { errorId, error })
  return new PublicError({ status: 500, code: 'internal', message: '', errorId })
}

/**
 * Start runs a server function's validator itself and, when the input fails, throws
 * `new Error(JSON.stringify(issues))` (its execValidator): the Standard Schema issues as text.
 * This reads them back; anything else is not a validator's refusal.
 */
export function validatorIssues(error: unknown): z.core.$ZodIssue[] | null {
  if (!(error instanceof Error) || error.constructor !== Error || !error.message.startsWith('[')) return null
  let issues: unknown
  try {
    issues = JSON.parse(error.message)
  } catch {
    return null
  }
  const isIssue = (issue: unknown) =>
    typeof issue === 'object' &&
    issue !== null &&
    typeof (issue as { message?: unknown }).message === 'string' &&
    Array.isArray((issue as { path?: unknown }).path)
  return Array.isArray(issues) && issues.length > 0 && issues.every(isIssue) ? (issues as z.core.$ZodIssue[]) : null
}

/** The value at `path` in the raw input, through own properties only (the input is the caller's). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  // A form sent as multipart (a file upload) arrives as FormData: its fields by name.
  let value = input instanceof FormData ? Object.fromEntries(input) : input
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** The language of a server-function call: the locale its input names, else the one its cookie remembers. */
function callLocale(input: unknown, cookieHeader: string | null): Locale {
  const named = valueAt(input, ['locale'])
  if (isLocale(named)) return named
  return localeFromCookieHeader(cookieHeader) ?? defaultLocale
}

async function translated(error: ApiError, locale: Locale): Promise<PublicError> {
  const i18n = await getI18nFor(locale)
  const fields: FieldErrors | undefined = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([key, list]) => [key, list.map((descriptor) => i18n._(descriptor))]))
    : undefined
  return new PublicError({ status: error.status, code: error.code, message: i18n._(error.descriptor), fields })
}

/**
 * A refused input, told as the dealer API tells it (400 validation_failed, a translated message
 * per field: api-error.ts validationError). The issues that Start passed on as text have lost the
 * offending values, which tell "required" from "not valid"; they are taken from the raw input.
 */
export function invalidInput(issues: z.core.$ZodIssue[], input: unknown, cookieHeader: string | null = null): Promise<PublicError> {
  const withInput = issues.map((issue) => ({ ...issue, input: valueAt(input, issue.path) }))
  return translated(validationError(new z.ZodError(withInput as z.core.$ZodIssue[])), callLocale(input, cookieHeader))
}

/** A refusal of a server-function call before its function ran, in the caller's language. */
export async function refusal(status: 400 | 404 | 405, request: Request): Promise<PublicError> {
  const locale = localeFromCookieHeader(request.headers.get('cookie')) ?? defaultLocale
  const i18n = await getI18nFor(locale)
  const code = status === 400 ? 'bad_request' : status === 404 ? 'not_found' : 'method_not_allowed'
  const descriptor = status === 400 ? apiMessages.badRequest : status === 404 ? apiMessages.notFound : apiMessages.methodNotAllowed
  return new PublicError({ status, code, message: i18n._(descriptor) })
}

/** A GET call's input is JSON in `?payload=`; text that is not a JSON object cannot be one. */
export function hasReadablePayload(request: Request): boolean {
  if (request.method !== 'GET') return true
  const payload = new URL(request.url).searchParams.get('payload')
  if (payload === null) return true
  try {
    const parsed: unknown = JSON.parse(payload)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
  } catch {
    return false
  }
}
