import { existsSync, readFileSync } from 'node:fs'
import { expect, rawRequest, test } from './fixtures'
import { appPort, deliveriesFileOf } from '../e2e/servers'

/**
 * How the production server routes what a request's path says, sent as written (fetch would
 * resolve dot segments and fix the Host itself), against the suite's shared server: one process
 * whose pages render on a worker thread (the suite starts it with one; `Math.min(cores, 4)` by default)
 * while the dealer API and its database stay on the main thread (issue 17). The server's log lines
 * about its database are in its delivery sink (tests/e2e/suite-server.ts), so the test can count how
 * often the embedded database was opened: exactly once, on the main thread, whatever spelling of
 * /api a request uses.
 */

/** The shared server's log lines about its database, from its start until now. */
function databaseLines(): string[] {
  const file = deliveriesFileOf(appPort)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { kind: string; line?: string })
    .filter((entry) => entry.kind === 'database')
    .map((entry) => entry.line ?? '')
}

const rawGet = (path: string, host?: string) => rawRequest(path, host === undefined ? {} : { headers: { host } })

test('every spelling of the dealer API’s address answers as the plain one or with 400/404, and the database opens once', async () => {
  const plain = await rawGet('/api/health')
  expect(plain.status).toBe(200)
  expect(JSON.parse(plain.body)).toMatchObject({ status: 'ok' })
  for (const path of [
    '/%61pi/health',
    '/%61%70%69/health',
    '/API/health',
    '/%2561pi/health',
    '/./api/health',
    '/en/../api/health',
    '/api/%2e%2e/api/health',
    '/%61pi/cars?pageSize=1',
  ]) {
    const answer = await rawGet(path)
    expect([200, 400, 404], `${path} answered ${answer.status}`).toContain(answer.status)
    if (answer.status === 200) expect(answer.headers['content-type'], path).toContain('application/json')
    else if (answer.headers['content-type']?.toString().includes('json')) expect(JSON.parse(answer.body), path).toHaveProperty('error.code')
  }
  // Pages render on the threads too; none of them opened the database.
  expect((await rawGet('/en/market')).status).toBe(200)
  const lines = databaseLines()
  expect(
    lines.filter((line) => line.includes('"database ready"')),
    lines.join('\n'),
  ).toHaveLength(1)
  expect(lines.join('\n')).not.toContain('DatabaseOffMainThreadError')
})

test('a dealer API path whose escaped separators lead out of /api is refused at once in the API’s shape, even in a flood', async () => {
  const paths = ['/api/news/..%2F..%2Fx', '/api/..%2Fen', '/api/x%5C..%5C..%5Cen', '/en/..%2F..%2Fapi/health']
  for (const path of paths) {
    const startedAt = Date.now()
    const answer = await rawGet(path)
    // Read as a page before, it went round between a render thread and this server until the
    // 10 s deadline (503) or failed with the framework's 500 and a Vary per round.
    expect(Date.now() - startedAt, path).toBeLessThan(2000)
    expect(answer.status, `${path} answered ${answer.status}: ${answer.body}`).toBe(400)
    expect(answer.headers['content-type'], path).toContain('application/json')
    expect(JSON.parse(answer.body), path).toEqual({ error: { code: 'bad_request', message: expect.any(String) } })
    expect(answer.headers.vary ?? '', path).not.toMatch(/accept-encoding.*accept-encoding/i)
  }
  const flood = await Promise.all(Array.from({ length: 150 }, (_, index) => rawGet(index % 2 ? '/api/..%2Fen' : '/api/news/..%2F..%2Fx')))
  expect(flood.map((answer) => answer.status)).toEqual(flood.map(() => 400))
  expect((await rawGet('/en/market')).status).toBe(200)
})

test('a Host the server cannot parse is refused with 400 and the security headers, never a bare 500', async () => {
  for (const host of ['evil.example:99999', 'evil.example:0', 'bad host', 'localhost:abc']) {
    const answer = await rawGet('/', host)
    expect(answer.status, host).toBe(400)
    expect(answer.headers['x-content-type-options'], host).toBe('nosniff')
    expect(answer.headers['content-security-policy'], host).toBeTruthy()
    expect(answer.body, host).not.toBe('')
  }
})

test('a redirect never names the Host the request brought: `//x` is sent on with a relative Location', async () => {
  let redirects = 0
  for (const path of ['//x', '//evil.example/en', '/en/market/']) {
    const answer = await rawGet(path)
    if (answer.status >= 300 && answer.status < 400) redirects += 1
    const location = answer.headers.location?.toString() ?? ''
    if (answer.status >= 300 && answer.status < 400) {
      // A path on this site (`/evil.example/en` is one), never a scheme-relative or absolute URL.
      expect(location, path).toMatch(/^\/(?![/\\])/)
    }
  }
  // The framework answers these paths with redirects; a check of none would prove nothing.
  expect(redirects).toBeGreaterThanOrEqual(2)
})
