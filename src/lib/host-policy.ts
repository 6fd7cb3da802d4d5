/**
 * The one place that reads a request's Host, X-Forwarded-Host and X-Forwarded-Proto: which hosts
 * this site answers for, and the origin its absolute links (canonical, hreflang, Open Graph,
 * sitemap, robots.txt, the OpenAPI servers entry) are built on. See docs/decisions/0033.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import type { Env } from '../../app.config.ts'

export type HostPolicyEnv = Pick<Env, 'NODE_ENV' | 'HOST' | 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS' | 'TRUST_PROXY'>

/** A host as a request names it: lower-case name or address (IPv6 in brackets), and its port or ''. */
export type Authority = { hostname: string; port: string }

/** What a request may be answered with: its origin for absolute links, or a refusal. */
export type SiteDecision = { allowed: true; origin: string; https: boolean } | { allowed: false; https: boolean }

// Userinfo, paths, spaces and non-ASCII never match, so `evil.example@localhost` is refused whole.
// Nor does a trailing dot: the HTTP server (srvx) already treats such a Host as invalid.
const authorityPattern = /^(\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*)(?::(\d{1,5}))?$/

/** Exact spellings only: `localhost.evil.example` or `127.0.0.1.evil` are other hosts. */
const loopbackHostnames = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Addresses that mean "every interface" when given as HOST; they name no host. */
const wildcardBindings = new Set(['0.0.0.0', '::', '[::]'])

/** Parses a Host or X-Forwarded-Host value; null when it is not a plain host with an optional port. */
export function parseAuthority(value: string | null | undefined): Authority | null {
  const match = authorityPattern.exec((value ?? '').trim().toLowerCase())
  if (!match) return null
  const port = match[2]
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null
  return { hostname: match[1] as string, port: port === undefined ? '' : String(Number(port)) }
}

/** The first of a comma-separated header's values: what the proxy nearest the visitor wrote. */
function firstValue(header: string | null): string | undefined {
  const value = header?.split(',')[0]?.trim()
  return value || undefined
}

/**
 * Whether the visitor reached us over HTTPS. Behind a reverse proxy the socket is plain HTTP, so
 * X-Forwarded-Proto counts only when the operator said the proxy is trusted.
 */
export function requestProtocol(request: Request, trustProxy: boolean): 'http' | 'https' {
  if (new URL(request.url).protocol === 'https:') return 'https'
  if (trustProxy && firstValue(request.headers.get('x-forwarded-proto'))?.toLowerCase() === 'https') return 'https'
  return 'http'
}

/**
 * The hosts a request names, all of which must be allowed. Behind a trusted proxy that is the
 * X-Forwarded-Host it wrote (the Host it sends upstream may be an internal name). Otherwise the
 * URL's authority (the request target's, which the server prefers to Host for absolute-form
 * targets) and the Host header itself, so neither can smuggle a name past the other.
 */
function requestAuthorities(request: Request, trustProxy: boolean): (Authority | null)[] {
  const forwarded = trustProxy ? firstValue(request.headers.get('x-forwarded-host')) : undefined
  if (forwarded !== undefined) return [parseAuthority(forwarded)]
  const authorities = [parseAuthority(new URL(request.url).host)]
  const header = request.headers.get('host')
  if (header !== null) authorities.push(parseAuthority(header))
  return authorities
}

/** The hostname PUBLIC_ORIGIN or HOST names, as a request would spell it. */
function configuredHostname(value: string | undefined, kind: 'origin' | 'bind'): string | undefined {
  if (!value) return undefined
  if (kind === 'origin') return new URL(value).hostname
  const hostname = value.toLowerCase()
  if (wildcardBindings.has(hostname)) return undefined
  return hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname
}

/**
 * Loopback names (the server's own render threads, health checks, tests on this machine),
 * PUBLIC_ORIGIN's host, the name the server is bound to (HOST, which its render threads call) and
 * ALLOWED_HOSTS. Names without a port allow any port; a port written in ALLOWED_HOSTS must match.
 */
export function isHostAllowed(authority: Authority, env: HostPolicyEnv): boolean {
  const { hostname, port } = authority
  if (loopbackHostnames.has(hostname)) return true
  if (hostname === configuredHostname(env.PUBLIC_ORIGIN, 'origin')) return true
  if (hostname === configuredHostname(env.HOST, 'bind')) return true
  return env.ALLOWED_HOSTS.some(
    (rule) =>
      (rule.port === '' || rule.port === port) &&
      (hostname === rule.hostname || (rule.subdomains && hostname.endsWith(`.${rule.hostname}`))),
  )
}

/**
 * Whether to answer a request, and the origin to build its absolute links on: PUBLIC_ORIGIN when
 * set, otherwise the (allowed) host it was sent to, over the protocol it came by.
 */
export function decideSite(request: Request, env: HostPolicyEnv): SiteDecision {
  const https = requestProtocol(request, env.TRUST_PROXY) === 'https'
  const addressed = addressedOrigin(request, env)
  if (addressed === null) return { allowed: false, https }
  return { allowed: true, origin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : addressed, https }
}

/**
 * The origin the visitor's browser sent this request to (the one its `Origin` header names on a
 * same-origin call), or null for a host that is not answered. Unlike the site origin it ignores
 * PUBLIC_ORIGIN: a same-origin check must compare with where the page really is.
 */
export function addressedOrigin(request: Request, env: HostPolicyEnv): string | null {
  const authorities = requestAuthorities(request, env.TRUST_PROXY)
  const allowed = authorities.every((authority) => authority !== null && isHostAllowed(authority, env))
  if (!allowed) return null
  const { hostname, port } = authorities[0] as Authority
  return new URL(`${requestProtocol(request, env.TRUST_PROXY)}://${hostname}${port ? `:${port}` : ''}`).origin
}

/**
 * `value` when it is a bare origin (`http(s)://host[:port]`, nothing more) whose host this site
 * answers for, as the URL standard spells it; otherwise null. For an origin a render thread passed
 * on (src/server/http/client-address.ts), checked like a request's own Host.
 */
export function allowedOrigin(value: string | null | undefined, env: HostPolicyEnv): string | null {
  // parseAuthority takes a host and port only: a path, userinfo or a second scheme is refused.
  const match = /^(https?):\/\/(.*)$/i.exec(value?.trim() ?? '')
  const authority = match ? parseAuthority(match[2]) : null
  if (!match || !authority || !isHostAllowed(authority, env)) return null
  return new URL(`${(match[1] as string).toLowerCase()}://${authority.hostname}${authority.port ? `:${authority.port}` : ''}`).origin
}

/**
 * The start-up warning for a production server that will refuse every public host name, or null.
 * The production server prints it when it starts.
 */
export function hostPolicyWarning(env: Pick<HostPolicyEnv, 'NODE_ENV' | 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS'>): string | null {
  if (env.NODE_ENV !== 'production' || env.PUBLIC_ORIGIN || env.ALLOWED_HOSTS.length > 0) return null
  return (
    'Warning: neither PUBLIC_ORIGIN nor ALLOWED_HOSTS is set, so only requests for localhost, 127.0.0.1 and [::1] ' +
    '(and the HOST this server is bound to) are answered; any other host name gets 400. Set PUBLIC_ORIGIN to the ' +
    "site's public address (e.g. PUBLIC_ORIGIN=https://cars.example.sa) or list its host names in ALLOWED_HOSTS " +
    '(e.g. ALLOWED_HOSTS=cars.example.sa,www.cars.example.sa).'
  )
}
