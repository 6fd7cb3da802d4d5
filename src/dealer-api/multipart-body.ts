/**
 * A multipart operation's body as the API reads it (./multipart.ts), its refusals in the API's
 * error shape, and its files as an Idempotency-Key request hash sees them.
 */
import { createHash } from 'node:crypto'
import type { Operation } from '../contract/operation'
import { ApiError, apiMessages } from '../lib/api-error'
import { fieldMessages } from '../lib/field-messages'
import { MultipartError, readMultipart, type MultipartFields } from './multipart'

/** Text fields of a form are short: a name, a mobile, an address (an operation may allow longer ones). */
const textLimits = { maxFields: 20, maxFieldBytes: 8 * 1024 }

/**
 * 415 for a body that is not multipart, 413 past the limits (naming the file field when a file
 * was too large, so a form shows it there), 400 for anything unreadable.
 */
export async function readMultipartBody(request: Request, spec: NonNullable<Operation['multipart']>): Promise<MultipartFields> {
  try {
    return await readMultipart(request, { ...textLimits, ...spec })
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error
    switch (error.reason) {
      case 'not_multipart':
        throw new ApiError(415, 'unsupported_media_type', apiMessages.unsupportedMediaType)
      case 'file_too_large':
        throw new ApiError(413, 'payload_too_large', apiMessages.payloadTooLarge, {
          [error.field ?? 'file']: [fieldMessages[spec.fileTooLarge]],
        })
      case 'too_large':
        throw new ApiError(413, 'payload_too_large', apiMessages.payloadTooLarge)
      case 'malformed':
        throw new ApiError(400, 'bad_request', apiMessages.badRequest)
    }
  }
}

/** The body with each file as its name, type, size and SHA-256: the same file sent again hashes alike. */
export async function hashableFiles(body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null) return body
  const entries = await Promise.all(
    Object.entries(body).map(async ([key, value]) => {
      if (!(value instanceof File)) return [key, value]
      const sha256 = createHash('sha256')
        .update(new Uint8Array(await value.arrayBuffer()))
        .digest('hex')
      return [key, { name: value.name, type: value.type, size: value.size, sha256 }]
    }),
  )
  return Object.fromEntries(entries)
}
