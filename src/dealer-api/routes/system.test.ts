import { describe, expect, it } from 'vitest'
import { createDealerApiApp } from '../app'
import { csrfRoute, openApiRoute } from './system'
import type { RouteDefinition } from '../route-kit'

// Neither route reads the database; the environment is the default one (no TRUST_PROXY, no PUBLIC_ORIGIN).
const routes: RouteDefinition[] = [csrfRoute]
routes.push(openApiRoute(() => routes))
const api = createDealerApiApp(routes, { database: () => Promise.reject(new Error('no database in this test')) })

describe('system routes and the host policy', () => {
  it('marks the CSRF cookie Secure over HTTPS, but not on a client-sent X-Forwarded-Proto without TRUST_PROXY', async () => {
    const spoofed = await api.fetch(new Request('http://localhost:3000/api/csrf', { headers: { 'x-forwarded-proto': 'https' } }))
    expect(spoofed.status).toBe(200)
    expect(spoofed.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i)
    const https = await api.fetch(new Request('https://localhost:3000/api/csrf'))
    expect(https.headers.get('set-cookie')).toMatch(/;\s*Secure/i)
  })

  it('names this server in the OpenAPI servers entry only for an allowed host, never a forged one', async () => {
    const serverUrl = async (url: string, headers: Record<string, string> = {}) => {
      const document = (await (await api.fetch(new Request(url, { headers }))).json()) as { servers: { url: string }[] }
      return document.servers[0]?.url
    }
    expect(await serverUrl('http://localhost:3000/api/openapi.json')).toBe('http://localhost:3000/api')
    expect(await serverUrl('http://evil.example/api/openapi.json', { host: 'evil.example' })).toBe('/api')
    expect(await serverUrl('http://localhost:3000/api/openapi.json', { 'x-forwarded-host': 'evil.example' })).toBe(
      'http://localhost:3000/api',
    )
  })
})
