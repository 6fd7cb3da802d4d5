/**
 * The visitor's address, for the write side's per-client limits (decision 0042). Decided once, by
 * the production server, from the connection (or, behind a trusted proxy, from the address that
 * proxy appended to X-Forwarded-For), then handed to the app as request context, never as a
 * header a visitor could write. The one exception is the production server's own render threads:
 * they call the dealer API over loopback, so they pass the visitor's address in a header together
 * with a token only this server's threads know, and the server keeps the address only when the
 * token matches. They pass the origin of the visitor's page (the allowed host the visitor asked)
 * the same way, for the links in mails when PUBLIC_ORIGIN is not set: the API itself only sees
 * the loopback address the thread called. Runs in the production server, so only erasable
 * TypeScript is allowed here.
 */
import { timingSafeEqual } from 'node:crypto'
import { allowedOrigin, type HostPolicyEnv } from '../../lib/host-policy.ts'

export const clientAddressHeader = 'x-storefront-client-address'
export const visitorOriginHeader = 'x-storefront-visitor-origin'
export const internalTokenHeader = 'x-storefront-internal'

/** Said when nothing better is known; every such caller then shares one allowance. */
export const unknownAddress = 'unknown'

/** Addresses as a proxy or socket writes them: IPv4, IPv6 (no zone), nothing else. */
const addressPattern = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:.]{2,45})$/i

function plainAddress(value: string | null | undefined): string | null {
  const trimmed = value?.trim().replace(/^\[|\]$/g, '')
  return trimmed && addressPattern.test(trimmed) ? trimmed.toLowerCase() : null
}

/**
 * Behind a trusted proxy, the last X-Forwarded-For entry: the address the proxy itself saw
 * (anything before it was written by the visitor). Otherwise the connection's address.
 */
export function clientAddressOf(request: Request, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = plainAddress(request.headers.get('x-forwarded-for')?.split(',').at(-1))
    if (forwarded) return forwarded
  }
  return plainAddress(socketAddress) ?? unknownAddress
}

/** Whether the request carries this server's own token (compared in constant time). */
function hasInternalToken(request: Request, token: string | undefined): boolean {
  const given = request.headers.get(internalTokenHeader)
  if (!token || !given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The address a render thread passed on, when the request carries this server's own token. */
export function internalClientAddress(request: Request, token: string | undefined): string | null {
  return hasInternalToken(request, token) ? plainAddress(request.headers.get(clientAddressHeader)) : null
}

/**
 * The origin of the visitor's page a render thread passed on, when the request carries this
 * server's own token and the host policy answers that origin's host; otherwise null (the API then
 * takes the host its own request was addressed to, as for any outside caller).
 */
export function internalVisitorOrigin(request: Request, token: string | undefined, env: HostPolicyEnv): string | null {
  return hasInternalToken(request, token) ? allowedOrigin(request.headers.get(visitorOriginHeader), env) : null
}
