/**
 * The production server's own answers, given before a request reaches the app (wrong method,
 * body too large, too busy): pages get plain text in both languages, the dealer API its JSON
 * error shape in the request's language. The texts are the catalogue's translations of the same
 * messages (checked by refusals.test.ts): this code runs without the Lingui compiler, so it cannot
 * look them up. Runs in the production server, so only erasable TypeScript is allowed here.
 */
import { apiLocaleFromHeader } from '../../lib/i18n/api-locale.ts'
import { bilingualTextResponse } from './bilingual-text.ts'

export const refusalTexts = {
  /** apiMessages.badRequest */
  badRequest: { ar: 'الطلب غير صحيح.', en: 'The request is not valid.' },
  /** apiMessages.unavailable */
  unavailable: {
    ar: 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة بعد قليل.',
    en: 'The service is temporarily unavailable. Please try again shortly.',
  },
  /** apiMessages.payloadTooLarge */
  payloadTooLarge: {
    ar: 'حجم الطلب أكبر من المسموح به. يُرجى إرسال ملف أصغر أو تفاصيل أقل.',
    en: 'The request is too large. Please send a smaller file or fewer details.',
  },
  pageMethodNotAllowed: { ar: 'لا يمكن تنفيذ هذا الطلب على هذه الصفحة.', en: 'This request method is not allowed on this page.' },
} as const

/**
 * Whether the request says a body follows. A refusal given without reading it must close the
 * connection: the unread bytes would otherwise be taken for the next request.
 */
export function announcesBody(request: Request): boolean {
  const length = request.headers.get('content-length')
  return request.headers.has('transfer-encoding') || (length !== null && length.trim() !== '0')
}

/** The announced body length in bytes, when announced as a plain number. */
export function announcedLength(request: Request): number | undefined {
  const length = request.headers.get('content-length')?.trim()
  return length && /^\d+$/.test(length) ? Number(length) : undefined
}

function closing(request: Request): Record<string, string> {
  return announcesBody(request) ? { Connection: 'close' } : {}
}

/** Pages are only read; changes go through server functions and the dealer API. */
export function pageMethodNotAllowed(request: Request): Response {
  return bilingualTextResponse(405, refusalTexts.pageMethodNotAllowed, { Allow: 'GET, HEAD', ...closing(request) })
}

/**
 * A Host header no URL can be built from (a port past 65535, spaces, userinfo): the request names
 * no site at all. Answered before anything reads the request's URL, which would throw on it.
 */
export function badHost(): Response {
  return bilingualTextResponse(400, refusalTexts.badRequest, { Connection: 'close' })
}

/** The rest of the body is never read, so the connection cannot carry another request. */
export function payloadTooLarge(): Response {
  return bilingualTextResponse(413, refusalTexts.payloadTooLarge, { Connection: 'close' })
}

export function serviceUnavailable(request: Request, retryAfterSeconds: number): Response {
  return bilingualTextResponse(503, refusalTexts.unavailable, { 'Retry-After': String(retryAfterSeconds), ...closing(request) })
}

function apiError(
  request: Request,
  status: number,
  code: string,
  text: { ar: string; en: string },
  headers: Record<string, string>,
): Response {
  const locale = apiLocaleFromHeader(request.headers.get('content-language'))
  return Response.json(
    { error: { code, message: text[locale] } },
    { status, headers: { 'Cache-Control': 'no-store', 'Content-Language': locale, ...headers } },
  )
}

/**
 * A path the dealer API was asked for that leads out of /api in one reading of it (request-kind.ts,
 * `staysUnderApi`): answered at once, unread.
 */
export function apiBadPath(request: Request): Response {
  return apiError(request, 400, 'bad_request', refusalTexts.badRequest, closing(request))
}

export function apiPayloadTooLarge(request: Request): Response {
  return apiError(request, 413, 'payload_too_large', refusalTexts.payloadTooLarge, { Connection: 'close' })
}

export function apiUnavailable(request: Request, retryAfterSeconds: number): Response {
  return apiError(request, 503, 'unavailable', refusalTexts.unavailable, { 'Retry-After': String(retryAfterSeconds), ...closing(request) })
}

/**
 * Every 503 tells the client when to come back, including the app's own error page for a dealer
 * API that did not answer in time.
 */
export function withRetryAfter(response: Response, retryAfterSeconds: number): Response {
  if (response.status !== 503 || response.headers.has('Retry-After')) return response
  const headers = new Headers(response.headers)
  headers.set('Retry-After', String(retryAfterSeconds))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
