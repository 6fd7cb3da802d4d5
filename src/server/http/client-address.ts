/**
 * The visitor's address, for the write side's per-client limits (decision 0042). Decided once, by
 * the production server, from the connection (or, behind a trusted proxy, from the address that
 * proxy appended to X-Forwarded-For), then handed to the app as request context, never as a
 * header a visitor could write. The one exception is the production server's own render threads:
 * they call the dealer API on the main thread (over a port of their own: api-channel.ts), so they
 * pass the visitor's address in a header together with a token only this server's threads know,
 * and the server keeps the address only when the token matches. They pass the origin of the
 * visitor's page (the allowed host the visitor asked) the same way, for the links in mails when
 * PUBLIC_ORIGIN is not set: the API itself only sees the loopback address the call is addressed
 * to. Runs in the production server, so only erasable TypeScript is allowed here.
 */
import { timingSafeEqual } from 'node:crypto'
import { isIPv6 } from 'node:net'
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

/** Whether the request carries this server's own token (compared in constant time): a render thread's call. */
export function hasInternalToken(request: Request, token: string | undefined): boolean {
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

/** Eight groups of an IPv6 address as numbers, or null when it is not one (`node:net` alone decides). */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null
  // An IPv4 tail (`::ffff:192.0.2.1`) is two groups.
  const withoutIpv4 = address.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((group) => group.toString(16)).join(':'),
  )
  const [head = '', tail] = withoutIpv4.split('::')
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)))
  if (tail === undefined) return groupsOf(head)
  const [before, after] = [groupsOf(head), groupsOf(tail)]
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after]
}

/**
 * The key a per-client limit counts `address` under. An IPv4 address is one client; an IPv6
 * client is its /64 network, since one home, phone or server gets a whole /64 and picks any of its
 * 2^64 addresses at will: keyed by the full address, every limit per address (sign-in attempts,
 * SMS codes, orders, messages, applications) was as many as the client cared to ask for. An
 * IPv4-mapped address (`::ffff:192.0.2.1`, as a dual-stack socket reports IPv4) is its IPv4 one.
 */
export function limitKeyOfAddress(address: string): string {
  const groups = ipv6Groups(address)
  if (!groups || groups.length !== 8) return address
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number]
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`
  // Loopback stays itself: it is this machine, not a network of clients.
  if (groups.every((group, index) => group === (index === 7 ? 1 : 0))) return '::1'
  return `${[a, b, c, d].map((group) => group.toString(16)).join(':')}::/64`
}
