import { expect, test } from './fixtures'
import { publicServerFunctionCall } from './server-functions'
import { appPort, brokenApiBaseUrl } from '../e2e/servers'

const ownOrigin = `http://localhost:${appPort}`

/*
 * Cross-site request forgery, as the production server refuses it. That a visitor's browser's own
 * server-function calls pass the check is tests/e2e/security.spec.ts.
 */

test('a server function runs only for a same-origin call', async ({ request }) => {
  const { target, headers } = await publicServerFunctionCall(request)
  const call = (extra: Record<string, string>) => request.get(target, { headers: { ...headers, ...extra }, maxRedirects: 0 })

  const sameOrigins: Record<string, string>[] = [
    { 'Sec-Fetch-Site': 'same-origin' },
    { Origin: ownOrigin },
    { Referer: `${ownOrigin}/en/market` },
  ]
  for (const sameOrigin of sameOrigins) {
    expect((await call(sameOrigin)).status(), JSON.stringify(sameOrigin)).toBe(200)
  }

  const forged: Record<string, string>[] = [
    { 'Sec-Fetch-Site': 'cross-site' },
    { 'Sec-Fetch-Site': 'same-site' },
    { 'Sec-Fetch-Site': 'cross-site', Origin: ownOrigin },
    { Origin: 'http://evil.example' },
    { Origin: `${ownOrigin}.evil.example` },
    { Origin: 'null' },
    { Referer: 'http://evil.example/' },
    { Referer: `${ownOrigin}.evil.example/` },
    {},
  ]
  for (const headersOfAttack of forged) {
    const answer = await call(headersOfAttack)
    const label = JSON.stringify(headersOfAttack)
    expect(answer.status(), label).toBe(403)
    const text = await answer.text()
    expect(text, label).toContain('تعذّر التحقق من مصدر الطلب')
    expect(text, label).toContain('could not be verified')
  }
})

test.describe('the dealer API on the production server', () => {
  const api = `${ownOrigin}/api`
  const post = (headers: Record<string, string>) =>
    fetch(`${api}/brands`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Language': 'en', ...headers },
      body: '{}',
    })

  async function issued() {
    const answer = await fetch(`${api}/csrf`)
    expect(answer.status).toBe(200)
    const { token } = (await answer.json()) as { token: string }
    return { token, setCookie: answer.headers.get('set-cookie') ?? '' }
  }

  test('issues a signed token as XSRF-TOKEN over plain HTTP, not Secure', async () => {
    const { token, setCookie } = await issued()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/)
    expect(setCookie).toBe(`XSRF-TOKEN=${token}; Path=/; SameSite=Strict`)
    // A client's own X-Forwarded-Proto does not make it Secure on a server that trusts no proxy:
    // the suite's second server (the first one trusts a proxy, so that tests can be clients of
    // their own through X-Forwarded-For).
    const spoofed = await fetch(`${brokenApiBaseUrl}/api/csrf`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(spoofed.status).toBe(200)
    expect(spoofed.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Strict$/)
  })

  test('lets a mutation past the check only with the token it issued, repeated in the header', async () => {
    const { token } = await issued()
    // Past the check /brands has no POST: 405 (with Allow) is "the token was accepted".
    const accepted = await post({ Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token })
    expect(accepted.status).toBe(405)
    expect(accepted.headers.get('allow')).toBe('GET, HEAD')

    const selfMade = 'a'.repeat(32)
    const refusals: Record<string, string>[] = [
      { Cookie: `XSRF-TOKEN=${selfMade}`, 'X-XSRF-TOKEN': selfMade },
      { Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': (await issued()).token },
      { Cookie: `XSRF-TOKEN=${token}` },
      { 'X-XSRF-TOKEN': token },
      { Cookie: `__Host-XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
    ]
    for (const headers of refusals) {
      const answer = await post(headers)
      const label = JSON.stringify(headers)
      expect(answer.status, label).toBe(403)
      expect(await answer.json(), label).toEqual({
        error: { code: 'csrf_failed', message: 'Your session could not be verified. Please reload the page and try again.' },
      })
    }
  })
})
