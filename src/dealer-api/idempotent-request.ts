import { z } from 'zod'
import { appConfig } from '../../app.config'
import type { Operation } from '../contract/operation'
import { requestHash, type IdempotentRequest } from '../server/idempotency.server'
import { parseOrThrow } from './route-kit'

const { headerName, keyPattern } = appConfig.idempotency

const optionalKey = z.object({ [headerName]: z.string().regex(keyPattern).optional() })
const requiredKey = z.object({ [headerName]: z.string().regex(keyPattern) })

/**
 * The `Idempotency-Key` of a request to an operation that takes one (docs/decisions/0041), with
 * the hash of what the request asks for: its validated path parameters, query and body, so a
 * repeat counts as the same request however its JSON was spaced or ordered. A key that is not
 * 8–200 letters, digits, `-` or `_`, or a missing one where the operation requires it, is a 400
 * naming the header. Null when the operation takes no key or the request brought none.
 */
export function idempotentRequestOf(
  operation: Operation,
  request: Request,
  input: { params: unknown; query: unknown; body: unknown },
): Omit<IdempotentRequest, 'now'> | null {
  if (!operation.idempotency) return null
  const header = request.headers.get(headerName) ?? undefined
  const parsed = parseOrThrow(operation.idempotency === 'required' ? requiredKey : optionalKey, { [headerName]: header })
  const key = parsed[headerName]
  if (key === undefined) return null
  return { scope: operation.operationId, key, requestHash: requestHash(input) }
}
