import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { promisify } from 'node:util'
import { expect, test } from '../e2e/fixtures'
import { freshDataDir } from '../e2e/data-dir'
import { appPort } from '../e2e/servers'
import { connectionRefused, spawnServer, type SpawnedServer } from '../e2e/spawned-server'

/**
 * Operating the production server (decision 0061), on a server of its own with one render thread
 * (so its loopback API listener is exercised too): /metrics behind its token, a backup while it
 * runs, and its shutdown: SIGTERM while a request is still arriving lets that request finish,
 * refuses new connections at once, and exits 0.
 */
const port = appPort + 98
const base = `http://127.0.0.1:${port}`
const dataDir = `.test-data/e2e-shutdown-${port}`

type Started = SpawnedServer

async function startServer(env: Record<string, string>): Promise<Started> {
  freshDataDir(dataDir)
  return spawnServer(port, { env: { DATA_DIR: dataDir, ...env }, readyPath: '/api/health' })
}

/** A request whose body arrives in two parts: the head and `first` now, the rest when told. */
function slowRequest(head: string, first: string): { socket: Socket; answer: Promise<string> } {
  const socket = connect(port, '127.0.0.1')
  const answer = new Promise<string>((resolve, reject) => {
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString()))
    socket.on('end', () => resolve(received))
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
  })
  socket.write(head + first)
  return { socket, answer }
}

/** The head of a contact-message POST of `length` bytes, with a CSRF token of this server's, so its body is read. */
async function contactMessageHead(length: number): Promise<string> {
  const csrf = await fetch(`${base}/api/csrf`)
  const { token } = (await csrf.json()) as { token: string }
  const cookie = csrf.headers.getSetCookie()[0]!.split(';')[0]!
  return [
    'POST /api/contact-messages HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Content-Type: application/json',
    `Content-Length: ${length}`,
    `Cookie: ${cookie}`,
    `X-XSRF-TOKEN: ${token}`,
    '',
    '',
  ].join('\r\n')
}

let server: Started | undefined
const metricsToken = 'e2e-metrics-token-0123456789abcdef0123456789'

// One port and one data directory: the two servers come one after the other.
test.describe.configure({ mode: 'serial' })

test.afterEach(async () => {
  if (server && server.process.exitCode === null) server.process.kill('SIGKILL')
  server = undefined
})

test('SIGTERM: the request in flight finishes, new connections are refused, the process exits 0', async () => {
  test.setTimeout(120_000)
  server = await startServer({ RENDER_WORKERS: '1', SHUTDOWN_TIMEOUT_MS: '20000', METRICS_TOKEN: metricsToken })
  expect((await fetch(`${base}/api/ready`)).status).toBe(200)
  // Started in production on the default console SMS and mail: the banner, once, naming both.
  expect(server.output().match(/WARNING: this production server delivers to its log/g)).toHaveLength(1)
  expect(server.output()).toMatch(
    /"message":"production start with console delivery[^"]*","transports":\["sms","mail"\]|"transports":\["sms","mail"\][^\n]*"message":"production start with console delivery/,
  )
  // A page renders on the render thread, which asks the API on its own loopback listener.
  expect((await fetch(`${base}/en/market`)).status).toBe(200)
  // /metrics: only for the operator's token, each request under its route pattern.
  expect((await fetch(`${base}/metrics`)).status).toBe(404)
  expect((await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(404)
  await fetch(`${base}/api/cars/987654321`)
  const metrics = await (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })).text()
  expect(metrics).toContain('http_requests_total{route="/{-$locale}/market",method="GET",status="200"} 1')
  expect(metrics).toContain('http_requests_total{route="/api/cars/{id}",method="GET",status="404"} 1')
  expect(metrics).toMatch(/http_request_duration_seconds_count\{route="\/api\/ready",method="GET"\} 1/)
  expect(metrics).toMatch(/^outbox_pending_messages \d+$/m)
  expect(metrics).toMatch(/^outbox_oldest_pending_age_seconds [\d.]+$/m)
  // No label holds a URL as sent.
  expect(metrics).not.toMatch(/\{[^}]*(\/en\/market|987654321)[^}]*\}/)
  // The page cache and the render thread's dealer-API answer cache, as scrapes show them moving:
  // pages not rendered yet miss the page cache, and their render asks the API for their own
  // content (miss) and takes what the warm-up kept (hit); the same page again is a page cache hit.
  const scrape = async () => (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })).text()
  const count = (text: string, name: string, outcome: string) =>
    Number(new RegExp(`^${name}\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0)
  const before = await scrape()
  for (const path of ['/en/faqs', '/en/about', '/en/services']) expect((await fetch(`${base}${path}`)).status).toBe(200)
  await expect
    .poll(async () => {
      // Kept once the start's settling time has passed; asked until then.
      await fetch(`${base}/en/faqs`)
      const after = await scrape()
      return ['hit', 'miss'].flatMap((outcome) =>
        ['page_cache_requests_total', 'dealer_api_cache_requests_total'].map(
          (name) => `${name} ${outcome} ${count(after, name, outcome) > count(before, name, outcome) ? 'moved' : 'still'}`,
        ),
      )
    })
    .toEqual([
      'page_cache_requests_total hit moved',
      'dealer_api_cache_requests_total hit moved',
      'page_cache_requests_total miss moved',
      'dealer_api_cache_requests_total miss moved',
    ])

  // The running server writes the embedded database's backup when asked (npm run db:backup).
  // Not execFileSync: the server's thread is busy while it writes the backup, and when both it and
  // this process were blocked longer than the 5 s keep-alive, this process's next fetch went out on
  // the kept-alive connection (its own expiry timer had not run) just as the server's overdue
  // keep-alive timer closed it ("other side closed", CI 2026-12-02). Waiting asynchronously, the
  // fetch client retires the idle connection on time and the next request opens a new one.
  const { stdout: backup } = await promisify(execFile)(process.execPath, ['scripts/db-backup.ts', `${dataDir}.backup`], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  })
  expect(backup).toMatch(/from the running server/)
  rmSync(`${dataDir}.backup`)

  // A contact message missing its fields: once the whole body is read, a 400 in the API's shape.
  const body = JSON.stringify({ name: 'x'.repeat(40) })
  const head = await contactMessageHead(Buffer.byteLength(body))
  const slow = slowRequest(head, body.slice(0, 10))
  // The server has the request (and is waiting for its body) before the signal.
  await new Promise((resolve) => setTimeout(resolve, 500))

  const signalledAt = Date.now()
  server.process.kill('SIGTERM')
  await expect.poll(() => connectionRefused(port), { timeout: 5_000 }).toBe(true)
  expect(server.process.exitCode).toBeNull()

  slow.socket.write(body.slice(10))
  const answer = await slow.answer
  expect(answer).toMatch(/^HTTP\/1\.1 400 /)
  expect(answer).toContain('"code":"validation_failed"')

  expect(await server.exited).toBe(0)
  expect(Date.now() - signalledAt).toBeLessThan(15_000)
  expect(server.output()).toMatch(/"requestsFinished":true,"message":"shut down"/)
  expect(server.output()).not.toMatch(/"level":"(error|fatal)"/)
})

test('SIGTERM: a request that never finishes is cut after SHUTDOWN_TIMEOUT_MS and the process still exits 0', async () => {
  test.setTimeout(120_000)
  server = await startServer({ RENDER_WORKERS: '0', SHUTDOWN_TIMEOUT_MS: '1500' })
  const head = await contactMessageHead(1000)
  const stuck = slowRequest(head, '{')
  await new Promise((resolve) => setTimeout(resolve, 500))
  const signalledAt = Date.now()
  server.process.kill('SIGINT')
  expect(await server.exited).toBe(0)
  const took = Date.now() - signalledAt
  expect(took).toBeGreaterThanOrEqual(1400)
  expect(took).toBeLessThan(10_000)
  await stuck.answer.catch(() => '')
  expect(server.output()).toMatch(/"message":"shutdown: requests still in flight were cut off"/)
})
