import { createMiddleware } from '@tanstack/react-start'
import { getEnv } from '../../../app.config'
import { addressedOrigin } from '../../lib/host-policy'
import { requestIdFrom, runWithRequestId } from '../request-context'

/**
 * Gives every request an id (a proxy's or render thread's `X-Request-Id` when it sent one) that
 * its log lines and its calls to the dealer API carry, and returns it in the answer, so an
 * operator can follow one visitor's request through every thread and process.
 */
export const requestIdMiddleware = createMiddleware({ type: 'request' }).server(({ request, next, context }) => {
  const requestId = requestIdFrom(request.headers.get('x-request-id'))
  // Handed over by the production server (server/serve.ts) with the request, never from a header.
  const clientAddress = (context as unknown as { clientAddress?: unknown } | undefined)?.clientAddress
  return runWithRequestId(
    requestId,
    async () => {
      const result = await next()
      try {
        result.response.headers.set('X-Request-Id', requestId)
      } catch {
        // Immutable headers (a redirect made by the framework): the id is in the logs all the same.
      }
      return result
    },
    typeof clientAddress === 'string' ? clientAddress : undefined,
    // The origin the visitor asked for, when the host policy answers it: for the links in mails.
    addressedOrigin(request, getEnv()) ?? undefined,
  )
})
