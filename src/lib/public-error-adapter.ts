import { createSerializationAdapter } from '@tanstack/react-router'
import { PublicError } from './errors'

/** Keeps PublicError a PublicError across the server → browser boundary, with nothing else. */
export const publicErrorAdapter = createSerializationAdapter({
  key: 'public-error',
  test: (value): value is PublicError => value instanceof PublicError,
  toSerializable: (error) => ({
    status: error.status,
    code: error.code,
    message: error.message,
    errorId: error.errorId ?? null,
    fields: error.fields ?? null,
    retryAfterSeconds: error.retryAfterSeconds ?? null,
  }),
  fromSerializable: (value) =>
    new PublicError({
      status: value.status,
      code: value.code,
      message: value.message,
      errorId: value.errorId ?? undefined,
      fields: value.fields ?? undefined,
      retryAfterSeconds: value.retryAfterSeconds ?? undefined,
    }),
})
