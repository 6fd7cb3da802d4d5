import { expect, rawRequest, test, type RawAnswer } from './fixtures'
import { publicServerFunctionCall } from './server-functions'
import { appPort, brokenApiPort } from '../e2e/servers'

/*
 * Which hosts the production server answers (decision on the host policy: src/lib/host-policy.ts),
 * with the Host header and the request target on the wire exactly as written.
 */

const forged = 'evil.example'
const ownHost = `localhost:${appPort}`

const raw = (target: string, headers: Record<string, string>, port = appPort) => rawRequest(target, { headers, port })

/** Nothing of the forged host anywhere in the answer: status line aside, headers and body. */
function expectNoTrace(answer: RawAnswer, label: string) {
  expect(JSON.stringify(answer.headers).toLowerCase(), label).not.toContain(forged)
  expect(answer.body.toLowerCase(), label).not.toContain(forged)
}

test('a forged Host gets 400 before any page, sitemap, robots.txt, API answer, redirect or server function is made', async ({
  request,
}) => {
  // A server function the storefront's pages call, with the headers a browser's same-origin call carries.
  const serverFunction = await publicServerFunctionCall(request)
  const serverFunctionHeaders = { ...serverFunction.headers, 'sec-fetch-site': 'same-origin' }
  // The same call from its own host is answered, so the refusal below is the host's doing.
  const genuine = await raw(serverFunction.target, { ...serverFunctionHeaders, host: ownHost })
  expect(genuine.status, 'server function from its own host').toBe(200)

  const targets = ['/', '/en/market', '/sitemap.xml', '/robots.txt', '/api/openapi.json', '/api/cars', '/home', '/en/home']
  for (const target of targets) {
    const variants: Record<string, string>[] = [
      { host: forged },
      { host: forged, 'x-forwarded-host': forged, 'x-forwarded-proto': 'https' },
    ]
    for (const headers of variants) {
      const label = `${target} ${JSON.stringify(headers)}`
      const answer = await raw(target, headers)
      expect(answer.status, label).toBe(400)
      expect(answer.headers['cache-control'], label).toBe('no-store')
      expect(answer.headers['x-content-type-options'], label).toBe('nosniff')
      expect(answer.headers['location'], label).toBeUndefined()
      expectNoTrace(answer, label)
      if (target.startsWith('/api/')) {
        expect(JSON.parse(answer.body), label).toEqual({
          error: { code: 'host_not_allowed', message: expect.stringContaining('ALLOWED_HOSTS') },
        })
      } else {
        // Arabic first, then English, both naming what the operator must set.
        const [arabic, english] = answer.body.trim().split('\n')
        expect(arabic, label).toMatch(/[\u0600-\u06FF]/)
        expect(arabic, label).toContain('PUBLIC_ORIGIN')
        expect(english, label).toContain('ALLOWED_HOSTS')
        expect(english, label).toContain('PUBLIC_ORIGIN')
      }
    }
  }

  const refusedCall = await raw(serverFunction.target, { ...serverFunctionHeaders, host: forged })
  expect(refusedCall.status, 'server function with a forged host').toBe(400)
  expectNoTrace(refusedCall, 'server function with a forged host')

  // An absolute-form request target names the host too (the server prefers it to Host).
  const absolute = await raw(`http://${forged}/robots.txt`, { host: ownHost })
  expect(absolute.status, 'absolute-form target').toBe(400)
  expectNoTrace(absolute, 'absolute-form target')

  // The API answers in the language it is asked in.
  const arabicApi = await raw('/api/cars', { host: forged, 'content-language': 'ar' })
  expect(arabicApi.headers['content-language']).toBe('ar')
  expect((JSON.parse(arabicApi.body) as { error: { message: string } }).error.message).toMatch(/[\u0600-\u06FF]/)
})

test('X-Forwarded-Host and -Proto are ignored without TRUST_PROXY: links stay on the host that was asked', async () => {
  // The suite's second server trusts no proxy (the first one does, so that tests can be clients of
  // their own through X-Forwarded-For). Its dealer API is down, so its pages are 503s: robots.txt
  // (rendered like a page, its Sitemap line on the site's origin as canonical links are) and the
  // API's OpenAPI document (its server URL) are what carry absolute links there.
  const host = `localhost:${brokenApiPort}`
  const forwarded = { host, 'x-forwarded-host': forged, 'x-forwarded-proto': 'https' }
  for (const target of ['/robots.txt', '/api/openapi.json']) {
    const answer = await raw(target, forwarded, brokenApiPort)
    expect(answer.status, target).toBe(200)
    expect(answer.headers['strict-transport-security'], target).toBeUndefined()
    expectNoTrace(answer, target)
  }
  const robots = await raw('/robots.txt', forwarded, brokenApiPort)
  expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml`)
  const openApi = JSON.parse((await raw('/api/openapi.json', forwarded, brokenApiPort)).body) as { servers: { url: string }[] }
  expect(openApi.servers.map((server) => server.url)).toEqual([`http://${host}/api`])
})

test('loopback hosts are answered under any spelling the server accepts', async () => {
  for (const host of [`localhost:${appPort}`, `LOCALHOST:${appPort}`, `127.0.0.1:${appPort}`, `[::1]:${appPort}`, 'localhost']) {
    expect((await raw('/robots.txt', { host })).status, host).toBe(200)
  }
  for (const host of [`localhost.${forged}`, `127.0.0.1.evil`, `${forged}@localhost`, '']) {
    const answer = await raw('/robots.txt', { host })
    expect(answer.status, host).toBe(400)
    expectNoTrace(answer, host)
  }
})
