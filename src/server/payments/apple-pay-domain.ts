/**
 * Apple Pay on the web through Moyasar's "web merchant registration" (decision 0101, amended
 * 2026-11-30): the dealer registers the site's domain in Moyasar's dashboard, which gives a file
 * Apple fetches from `/.well-known/apple-developer-merchantid-domain-association` to verify the
 * domain. APPLE_PAY_DOMAIN_ASSOCIATION_FILE names that file; the site then offers Apple Pay. The
 * production server answers that path itself (server/serve.ts), like /metrics: a file for Apple,
 * not a page.
 */
import { readFileSync } from 'node:fs'
import { getEnv, type Env } from '../../../app.config.ts'
import { log } from '../log.ts'

export const applePayDomainAssociationPath = '/.well-known/apple-developer-merchantid-domain-association'

const read = new Map<string, string | null>()

/**
 * The association file's text, or null when none is configured or it cannot be read (said once
 * in the log: Apple Pay is then not offered, rather than offered and refused by Apple).
 */
export function applePayDomainAssociation(env: Env = getEnv()): string | null {
  const file = env.APPLE_PAY_DOMAIN_ASSOCIATION_FILE
  if (!file) return null
  if (!read.has(file)) {
    try {
      const text = readFileSync(file, 'utf8')
      read.set(file, text.trim() === '' ? null : text)
      if (text.trim() === '') log.error('APPLE_PAY_DOMAIN_ASSOCIATION_FILE is empty: Apple Pay is not offered')
    } catch {
      read.set(file, null)
      log.error('APPLE_PAY_DOMAIN_ASSOCIATION_FILE cannot be read: Apple Pay is not offered')
    }
  }
  return read.get(file) ?? null
}

/** The answer at `applePayDomainAssociationPath`: the file, or not found when none is configured. */
export function applePayDomainAssociationResponse(request: Request, env: Env = getEnv()): Response {
  const association = applePayDomainAssociation(env)
  if (association === null || (request.method !== 'GET' && request.method !== 'HEAD'))
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }
  return new Response(request.method === 'HEAD' ? null : association, { headers })
}
