/**
 * The security headers every response carries (Mozilla Observatory A+ level). Pure functions so
 * the Start middleware (pages, server functions, /api) and the production static file server use
 * exactly the same policy.
 */
import { requestProtocol } from '../../lib/host-policy.ts'

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
}

export type ContentSecurityPolicyOptions = {
  nonce: string
  https: boolean
}

export function contentSecurityPolicy({ nonce, https }: ContentSecurityPolicyOptions): string {
  // 'strict-dynamic' lets the nonce'd entry script load the route chunks it imports.
  return policyWith(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`, https)
}

/**
 * The policy of a page served from the page cache (src/server/http/page-cache.ts): its inline
 * scripts named by their SHA-256 hashes instead of a nonce, so the same bytes can be sent to every
 * visitor and kept by a shared cache. No 'strict-dynamic' (it would ignore 'self', and the entry
 * script is an external file that a hash cannot name): the entry script and the chunks it imports
 * are allowed as this site's own files.
 */
export function hashedContentSecurityPolicy({ scriptHashes, https }: { scriptHashes: readonly string[]; https: boolean }): string {
  return policyWith(["script-src 'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '), https)
}

function policyWith(scriptSource: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    scriptSource,
    // Inline style attributes (progress bars, colour swatches) and the toast library's injected
    // stylesheet; CSS cannot run script, so this does not weaken the script policy.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The buyer's browser turns a card into a token at Moyasar itself (decision 0101).
    "connect-src 'self' https://api.moyasar.com",
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ')

const HSTS = 'max-age=63072000; includeSubDomains'

/** Headers that belong on every response, whatever its type. */
export function applyBaseSecurityHeaders(headers: Headers, { https }: { https: boolean }): void {
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('Permissions-Policy', permissionsPolicy)
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  headers.set('Cross-Origin-Resource-Policy', 'same-origin')
  if (https) headers.set('Strict-Transport-Security', HSTS)
}

/**
 * Full set, including the per-request script policy, for documents and API answers. An answer that
 * brings a policy of its own keeps it: only routes that serve something other than a page set one
 * (a CV download, a generated drawing: `default-src 'none'`, sandboxed), and the page policy in its
 * place would let such a file, opened on its own, run with the site's script rights (issue 32).
 */
export function applySecurityHeaders(headers: Headers, options: ContentSecurityPolicyOptions & { enforceCsp: boolean }): void {
  applyBaseSecurityHeaders(headers, options)
  if (options.enforceCsp && !headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', contentSecurityPolicy(options))
}

/** Whether the client reached us over HTTPS, decided by the host policy (X-Forwarded-Proto only under TRUST_PROXY). */
export function isHttpsRequest(request: Request, trustProxy: boolean): boolean {
  return requestProtocol(request, trustProxy) === 'https'
}
