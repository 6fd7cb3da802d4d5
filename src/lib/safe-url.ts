import { appConfig } from '../../app.config.ts'

/**
 * The one gate for navigations to addresses that are not typed routes: links from the dealer's
 * content and settings, share targets, anything a visitor or an API could have written.
 * Spec section 8: such navigation is refused unless explicitly allowed, and `javascript:`,
 * `data:`, `blob:` and `vbscript:` addresses are always refused.
 */

export type HostRule = { readonly host: string; readonly subdomains?: boolean; readonly pathPrefix?: string }
export type NavigationPolicy = { readonly schemes: readonly string[]; readonly hosts: readonly HostRule[] }

export type UrlVerdict =
  | { allowed: true; href: string; kind: 'same-origin' | 'external' | 'scheme' }
  | { allowed: false; reason: 'dangerous-scheme' | 'not-allowed' | 'invalid' }

const ALWAYS_REFUSED = new Set(['javascript:', 'data:', 'blob:', 'vbscript:'])
const MAX_LENGTH = 2048
/** Resolves relative addresses when the caller does not know the site's origin. */
const PLACEHOLDER_ORIGIN = 'https://storefront.invalid'

/**
 * Characters browsers drop or ignore around and inside a scheme (controls, spaces, bidi and
 * zero-width marks): `java\tscript:` and `\u0001javascript:` still run as JavaScript.
 */
const INVISIBLE =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0]/g
const SCHEME = /^([a-z][a-z0-9+.-]*):/

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  period: '.',
  lpar: '(',
  rpar: ')',
  amp: '&',
  nbsp: '\u00a0',
  quot: '"',
  apos: "'",
  num: '#',
  percnt: '%',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

function decodePercents(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    // A stray `%` makes the whole string undecodable; decode what can be decoded.
    return text.replace(/%[0-9a-f]{2}/gi, (pair) => String.fromCharCode(parseInt(pair.slice(1), 16)))
  }
}

/**
 * Whether any reading of `input` — as written, after the browser's own clean-up, or after one
 * more round of entity or percent decoding somewhere downstream — starts with a refused scheme.
 */
function hidesDangerousScheme(input: string): boolean {
  const seen = new Set<string>()
  let pending = [input]
  for (let round = 0; round < 4 && pending.length > 0; round++) {
    const next: string[] = []
    for (const candidate of pending) {
      if (seen.has(candidate)) continue
      seen.add(candidate)
      const scheme = SCHEME.exec(candidate.replace(INVISIBLE, '').toLowerCase())?.[0]
      if (scheme && ALWAYS_REFUSED.has(scheme)) return true
      next.push(decodeEntities(candidate), decodePercents(candidate))
    }
    pending = next
  }
  return false
}

function matchesHostRule(url: URL, rule: HostRule): boolean {
  const host = url.hostname
  const hostMatches = host === rule.host || (rule.subdomains === true && host.endsWith(`.${rule.host}`))
  if (!hostMatches) return false
  if (!rule.pathPrefix) return true
  return url.pathname === rule.pathPrefix || url.pathname.startsWith(`${rule.pathPrefix}/`)
}

/**
 * Decides whether navigating to `input` is allowed and, if so, the address to use: same-origin
 * addresses as a path (identical on the server and in the browser), allowed external ones as an
 * absolute https URL, `tel:`/`mailto:` as written. `origin` is the site's own origin, when known,
 * so absolute links to the site itself count as same-origin.
 */
export function checkNavigationUrl(input: unknown, options: { origin?: string; policy?: NavigationPolicy } = {}): UrlVerdict {
  // The same few dozen addresses (the dealer's phones, maps and profiles) are checked in every
  // page's header and footer; under the configured policy the verdict never changes.
  if (options.policy || typeof input !== 'string' || input.length > MAX_LENGTH) return decideNavigation(input, options)
  const key = `${options.origin ?? ''}\n${input}`
  let verdict = rememberedVerdicts.get(key)
  if (!verdict) {
    verdict = Object.freeze(decideNavigation(input, options))
    if (rememberedVerdicts.size >= MAX_REMEMBERED_VERDICTS) rememberedVerdicts.delete(rememberedVerdicts.keys().next().value as string)
    rememberedVerdicts.set(key, verdict)
  }
  return verdict
}

const MAX_REMEMBERED_VERDICTS = 1000
const rememberedVerdicts = new Map<string, UrlVerdict>()

function decideNavigation(input: unknown, options: { origin?: string; policy?: NavigationPolicy }): UrlVerdict {
  if (typeof input !== 'string' || input.length > MAX_LENGTH) return { allowed: false, reason: 'invalid' }
  if (hidesDangerousScheme(input)) return { allowed: false, reason: 'dangerous-scheme' }

  const policy: NavigationPolicy = options.policy ?? appConfig.externalNavigation
  // What a browser does to an href before parsing: trim controls and spaces, drop tabs and newlines.
  const cleaned = input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
  if (cleaned === '') return { allowed: false, reason: 'invalid' }

  let base: URL
  let url: URL
  try {
    base = new URL(options.origin ?? PLACEHOLDER_ORIGIN)
    url = new URL(cleaned, base)
  } catch {
    return { allowed: false, reason: 'invalid' }
  }
  if (ALWAYS_REFUSED.has(url.protocol)) return { allowed: false, reason: 'dangerous-scheme' }

  if (url.protocol === 'http:' || url.protocol === 'https:') {
    if (url.origin === base.origin && !url.username && !url.password) {
      return { allowed: true, kind: 'same-origin', href: `${url.pathname}${url.search}${url.hash}` }
    }
    // Credentials and odd ports are how look-alike links smuggle in another destination.
    if (url.username || url.password || url.port) return { allowed: false, reason: 'not-allowed' }
    if (!policy.hosts.some((rule) => matchesHostRule(url, rule))) return { allowed: false, reason: 'not-allowed' }
    url.protocol = 'https:'
    return { allowed: true, kind: 'external', href: url.href }
  }

  if (policy.schemes.includes(url.protocol)) return { allowed: true, kind: 'scheme', href: url.href }
  return { allowed: false, reason: 'not-allowed' }
}

/** Logs a refused navigation for developers; visitors see nothing happen. */
export function warnRefusedNavigation(input: unknown, reason: string): void {
  const shown = typeof input === 'string' ? JSON.stringify(input.slice(0, 200)) : typeof input
  console.warn(`Refused navigation to ${shown} (${reason}).`)
}

/**
 * Navigates from code (share buttons, map pop-ups) through the same rules as links: external
 * addresses open in a new tab without a window reference back to us. Returns whether it went.
 */
export function navigateSafely(input: unknown, options: { origin?: string } = {}): boolean {
  const verdict = checkNavigationUrl(input, { origin: options.origin ?? window.location.origin })
  if (!verdict.allowed) {
    warnRefusedNavigation(input, verdict.reason)
    return false
  }
  if (verdict.kind === 'external') window.open(verdict.href, '_blank', 'noopener,noreferrer')
  else window.location.assign(verdict.href)
  return true
}
