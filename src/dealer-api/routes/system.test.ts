import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDealerApiApp } from '../app'
import { isIssuedCsrfToken } from '../csrf'
import { csrfRoute, openApiRoute } from './system'
import type { RouteDefinition } from '../route-kit'

// Neither route reads the database; the environment is the default one (no TRUST_PROXY, no PUBLIC_ORIGIN).
const secret = 'the-signing-key-of-the-system-tests-01'
const noDatabase = () => Promise.reject(new Error('no database in this test'))
const routes: RouteDefinition[] = [csrfRoute]
routes.push(openApiRoute(() => routes))
const api = createDealerApiApp(routes, { database: noDatabase, csrfSecret: async () => secret })

/** The API as a process started with `env` sees it: app.config.ts reads the environment once per module instance. */
async function apiStartedWith(env: Record<string, string>, csrfSecret?: () => Promise<string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  const { createDealerApiApp: create } = await import('../app')
  const { csrfRoute: route } = await import('./system')
  return create([route], { database: noDatabase, ...(csrfSecret ? { csrfSecret } : {}) })
}
afterEach(() => {
  vi.unstubAllEnvs()
})

type Api = { fetch(request: Request): Response | Promise<Response> }

/** The cookie `GET /api/csrf` sets for `url`, split into its name, value and attributes. */
async function issuedCookie(from: Api, url: string, headers: Record<string, string> = {}) {
  const answer = await from.fetch(new Request(url, { headers }))
  expect(answer.status).toBe(200)
  const { token } = (await answer.json()) as { token: string }
  const [pair, ...attributes] = (answer.headers.get('set-cookie') ?? '').split(/;\s*/)
  const [name, value] = (pair ?? '').split('=') as [string, string]
  expect(value).toBe(token)
  return { name, token, attributes: attributes.map((attribute) => attribute.toLowerCase()) }
}

/** A POST that passes the CSRF check meets a path that has only GET (405); one that fails it, 403. */
async function postStatus(from: Api, url: string, cookie: string, token: string, headers: Record<string, string> = {}) {
  const answer = await from.fetch(
    new Request(url, { method: 'POST', body: '{}', headers: { ...headers, Cookie: cookie, 'X-XSRF-TOKEN': token } }),
  )
  return answer.status
}

describe('CSRF cookie and the protocol of the request', () => {
  it('over plain HTTP: XSRF-TOKEN, not Secure (browsers drop a __Host- cookie there)', async () => {
    const cookie = await issuedCookie(api, 'http://localhost:3000/api/csrf')
    expect(cookie.name).toBe('XSRF-TOKEN')
    expect(cookie.attributes).toEqual(['path=/', 'samesite=strict'])
    expect(await postStatus(api, 'http://localhost:3000/api/csrf', `XSRF-TOKEN=${cookie.token}`, cookie.token)).toBe(405)
    expect(await postStatus(api, 'http://localhost:3000/api/csrf', `__Host-XSRF-TOKEN=${cookie.token}`, cookie.token)).toBe(403)
  })

  it('over HTTPS: __Host-XSRF-TOKEN, Secure, Path=/ and no Domain; only that name passes the check', async () => {
    const cookie = await issuedCookie(api, 'https://localhost:3000/api/csrf')
    expect(cookie.name).toBe('__Host-XSRF-TOKEN')
    expect(cookie.attributes).toEqual(['path=/', 'secure', 'samesite=strict'])
    expect(cookie.attributes.some((attribute) => attribute.startsWith('domain'))).toBe(false)
    expect(await postStatus(api, 'https://localhost:3000/api/csrf', `__Host-XSRF-TOKEN=${cookie.token}`, cookie.token)).toBe(405)
    expect(await postStatus(api, 'https://localhost:3000/api/csrf', `XSRF-TOKEN=${cookie.token}`, cookie.token)).toBe(403)
  })

  it('ignores a client-sent X-Forwarded-Proto without TRUST_PROXY', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' }
    const cookie = await issuedCookie(api, 'http://localhost:3000/api/csrf', forwarded)
    expect(cookie.name).toBe('XSRF-TOKEN')
    expect(cookie.attributes).not.toContain('secure')
    expect(await postStatus(api, 'http://localhost:3000/api/csrf', `__Host-XSRF-TOKEN=${cookie.token}`, cookie.token, forwarded)).toBe(403)
  })

  it("believes the trusted proxy's X-Forwarded-Proto under TRUST_PROXY=true", async () => {
    const proxied = await apiStartedWith({ TRUST_PROXY: 'true' }, async () => secret)
    const forwarded = { 'x-forwarded-proto': 'https' }
    const cookie = await issuedCookie(proxied, 'http://127.0.0.1:3000/api/csrf', forwarded)
    expect(cookie.name).toBe('__Host-XSRF-TOKEN')
    expect(cookie.attributes).toEqual(['path=/', 'secure', 'samesite=strict'])
    expect(await postStatus(proxied, 'http://127.0.0.1:3000/api/csrf', `__Host-XSRF-TOKEN=${cookie.token}`, cookie.token, forwarded)).toBe(
      405,
    )
    // The same proxy saying plain HTTP gets the plain cookie.
    expect((await issuedCookie(proxied, 'http://127.0.0.1:3000/api/csrf', { 'x-forwarded-proto': 'http' })).name).toBe('XSRF-TOKEN')
  })
})

describe('CSRF signing key', () => {
  it('is CSRF_SECRET when set: tokens verify under it, and the database is never opened for it', async () => {
    const configured = 'a-configured-signing-key-of-32-chars-or-more'
    const withSecret = await apiStartedWith({ CSRF_SECRET: configured })
    const { token } = await issuedCookie(withSecret, 'http://localhost:3000/api/csrf')
    expect(isIssuedCsrfToken(token, configured)).toBe(true)
    expect(await postStatus(withSecret, 'http://localhost:3000/api/csrf', `XSRF-TOKEN=${token}`, token)).toBe(405)
  })
})

describe('system routes and the host policy', () => {
  it('names this server in the OpenAPI servers entry only for an allowed host, never a forged one', async () => {
    const serverUrl = async (url: string, headers: Record<string, string> = {}) => {
      const document = (await (await api.fetch(new Request(url, { headers }))).json()) as { servers: { url: string }[] }
      return document.servers[0]?.url
    }
    expect(await serverUrl('http://localhost:3000/api/openapi.json')).toBe('http://localhost:3000/api')
    expect(await serverUrl('http://evil.example/api/openapi.json', { host: 'evil.example' })).toBe('/api')
    // Without TRUST_PROXY (the default) a client's own forwarded host and protocol are not believed.
    expect(
      await serverUrl('http://localhost:3000/api/openapi.json', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }),
    ).toBe('http://localhost:3000/api')
  })

  it('tells outside clients in the OpenAPI document how to use the CSRF token', async () => {
    const document = (await (await api.fetch(new Request('http://localhost:3000/api/openapi.json'))).json()) as {
      paths: Record<string, Record<string, { description?: string; operationId: string }>>
    }
    const operation = document.paths['/csrf']?.get
    expect(operation?.operationId).toBe('getCsrfToken')
    expect(operation?.description).toContain('X-XSRF-TOKEN')
    expect(operation?.description).toContain('__Host-XSRF-TOKEN')
    expect(operation?.description).toMatch(/POST, PUT, PATCH and DELETE/)
  })
})
