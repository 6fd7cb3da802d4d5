import { createMiddleware } from '@tanstack/react-start'
import { getRequest, setResponseHeaders, setResponseStatus } from '@tanstack/react-start/server'
import { getEnv } from '../../../app.config'
import { PublicError } from '../../lib/errors'
import { log } from '../log'
import { applySecurityHeaders, createNonce, isHttpsRequest } from './security-headers'
import { hasReadablePayload, invalidInput, refusal, toPublicError, validatorIssues } from './server-fn-public-errors'

/** Set by the request guard below for calls over HTTP; absent when a page calls a function while rendering. */
type ServerFnCall = { reached: boolean }

/**
 * Every server function: errors become PublicErrors (a refused input a 400 with its fields). On
 * a call over HTTP the answer's status is the error's; while a page renders, the page decides.
 */
export const serverFnErrorMiddleware = createMiddleware({ type: 'function' }).server(async ({ data, context, next }) => {
  // The request guard's context is merged into every function's; its type does not say so.
  const call = (context as unknown as { serverFnCall?: ServerFnCall } | undefined)?.serverFnCall
  if (call) call.reached = true
  try {
    return await next()
  } catch (error) {
    const issues = validatorIssues(error)
    const publicError = issues ? await invalidInput(issues, data, getRequest().headers.get('cookie')) : toPublicError(error)
    if (call && publicError instanceof PublicError) setResponseStatus(publicError.status)
    throw publicError
  }
})

/**
 * Server-function calls over HTTP that the framework refuses before the function runs (an
 * unknown id, the wrong method, a payload it cannot decode) were answered with a 500 carrying the
 * exception text. They are answered here instead, in the serialized PublicError shape the Start
 * client reads: 404 for an unknown function, 405 for the wrong method, 400 for anything else.
 */
export const serverFnRequestGuard = createMiddleware({ type: 'request' }).server(async ({ request, handlerType, next }) => {
  if (handlerType !== 'serverFn') return next()
  // A thrown refusal skips the document middleware's headers on its way out; it gets the same.
  const refuse = async (status: 400 | 404 | 405, allow?: string) => {
    const headers = new Headers(allow ? { Allow: allow } : {})
    applySecurityHeaders(headers, { nonce: createNonce(), https: isHttpsRequest(request, getEnv().TRUST_PROXY), enforceCsp: true })
    setResponseHeaders(headers)
    return refusal(status, request)
  }
  // A cheap check first, so the common garbage is not decoded and logged by the framework.
  if (!hasReadablePayload(request)) throw await refuse(400)
  const call: ServerFnCall = { reached: false }
  let result: Awaited<ReturnType<typeof next>>
  try {
    result = await next({ context: { serverFnCall: call } })
  } catch (error) {
    if (call.reached) throw error
    // Only looking the function up throws before it runs: the id names no function of this build.
    log.warn('server function not found', { reason: error instanceof Error ? error.message : String(error) })
    throw await refuse(404)
  }
  if (call.reached || result.response.status < 400) return result
  const allow = result.response.headers.get('Allow')
  throw await (result.response.status === 405 && allow ? refuse(405, allow) : refuse(400))
})
