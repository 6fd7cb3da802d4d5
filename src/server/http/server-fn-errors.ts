import { createMiddleware } from '@tanstack/react-start'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { DealerApiError } from '../../dealer-api/client'
import { newErrorId, PublicError } from '../../lib/errors'
import { log } from '../log'

/**
 * What leaves a server function is either a router signal (not found, redirect) or a
 * PublicError. Anything else is logged here with an id and replaced, so no internal message or
 * stack ever reaches the browser or the dehydrated page state.
 */
export function toPublicError(error: unknown): unknown {
  if (isNotFound(error) || isRedirect(error) || error instanceof PublicError) return error
  if (error instanceof DealerApiError) {
    if (error.status >= 400 && error.status < 500) {
      return new PublicError({ status: error.status, code: error.code, message: error.message, errorId: error.errorId })
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

export const serverFnErrorMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    throw toPublicError(error)
  }
})
