/**
 * The visitor's address, for the write side's per-client limits (decision 0042). Decided once, by
 * the production server, from the connection (or, behind a trusted proxy, from the address that
 * proxy appended to X-Forwarded-For), then handed to the app as request context, never as a
 * header a visitor could write. The one exception is the production server's own render threads:
 * they call the dealer API over loopback, so they pass the visitor's address in a header together
 * with a token only this server's threads know, and the server keeps the address only when the
 * token matches. Runs in the production server, so only erasable TypeScript is allowed here.
 */
import { timingSafeEqual } from 'node:crypto'

export const clientAddressHeader = 'x-storefront-client-address'
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

/** The address a render thread passed on, when the request carries this server's own token. */
export function internalClientAddress(request: Request, token: string | undefined): string | null {
  const given = request.headers.get(internalTokenHeader)
  if (!token || !given) return null
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null
  return plainAddress(request.headers.get(clientAddressHeader))
}
