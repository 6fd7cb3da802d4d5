/**
 * `node tests/e2e/suite-server.ts`: a production server for the end-to-end suite (PORT, DATA_DIR
 * and the rest from the environment), started the one way every suite server starts: the shared
 * server of playwright.config.ts, and the few a spec keeps of its own (own-server.ts).
 *
 * What the product would send to people arrives in a sink the specs read by recipient, so that
 * tests share one server instead of each starting one to read its log:
 * - the console SMS provider's and mail transport's lines (`"message":"sms"` / `"mail"`, written at
 *   LOG_LEVEL=info) are copied from the server's output;
 * - the dealer's webhook points at a receiver in this process (a port the system picks), which checks the signature as the
 *   dealer's system would and keeps what was signed.
 * Each delivery is one JSON line in `deliveriesFileOf(port)`, written by this process alone, so a
 * reader never sees half a line (deliveries.ts).
 *
 * Runs with Node's type stripping (the web server command has no loader): erasable TypeScript only.
 */
import { spawn } from 'node:child_process'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { appendFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { freshDataDir, suiteTemplate } from './data-dir.ts'
import { deliveriesFileOf, suiteWebhookSecret } from './servers.ts'

const port = Number(process.env.PORT)
const dataDir = process.env.DATA_DIR
if (!port || !dataDir) throw new Error('suite-server.ts needs PORT and DATA_DIR')

// The shared server, started first, renews a template older than half an hour: a run starts with
// staff sessions an hour and a half from their two idle hours (data-dir.ts). A spec's own server
// (own-server.ts) fills its directory itself from the same template, never renewing it mid-run:
// the staff-sessions setup saved the browser states of the template's sessions at the start.
if (process.env.E2E_DATA_READY !== '1') {
  suiteTemplate({ renewOlderThanMs: 30 * 60_000 })
  freshDataDir(dataDir)
}

const sink = deliveriesFileOf(port)
writeFileSync(sink, '')
const deliver = (entry: Record<string, unknown>) => appendFileSync(sink, `${JSON.stringify({ ...entry, at: Date.now() })}\n`)

const receiver = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const body = Buffer.concat(chunks)
    const expected = Buffer.from(`sha256=${createHmac('sha256', suiteWebhookSecret).update(body).digest('hex')}`)
    const given = Buffer.from(String(request.headers['x-dealer-signature'] ?? ''))
    const signed = given.length === expected.length && timingSafeEqual(given, expected)
    if (signed) deliver({ kind: 'webhook', ...(JSON.parse(body.toString()) as Record<string, unknown>) })
    response.writeHead(signed ? 204 : 401).end()
  })
})
// A port the system picks: no two suite servers, or runs side by side, can want the same one.
await new Promise<void>((resolve, reject) => receiver.once('error', reject).listen(0, '127.0.0.1', () => resolve()))
const webhookPort = (receiver.address() as AddressInfo).port

const server = spawn(process.execPath, ['server/serve.ts'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    // Each test can be a client of its own (X-Forwarded-For), so limits per address never meet. A
    // spec's own server can be the product's default instead (E2E_TRUST_PROXY=false, own-server.ts).
    TRUST_PROXY: process.env.E2E_TRUST_PROXY === 'false' ? 'false' : 'true',
    // The reservation spec's Chromium plays a Safari with Apple Pay (reservations.spec.ts).
    PAYMENT_SANDBOX_APPLE_PAY: 'true',
    DEALER_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/dealer`,
    DEALER_WEBHOOK_SECRET: suiteWebhookSecret,
  },
})

/** Passes `stream` through to `out` and hands each whole line to `onLine`. */
function eachLine(stream: NodeJS.ReadableStream, out: NodeJS.WritableStream, onLine: (line: string) => void): void {
  let pending = ''
  stream.on('data', (chunk: Buffer) => {
    out.write(chunk)
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) onLine(line)
  })
}

eachLine(server.stdout!, process.stdout, (line) => {
  // The embedded database opening (tests/http/request-routing.http.ts counts them).
  if (line.includes('"database ready"')) return deliver({ kind: 'database', line })
  if (!line.includes('"message":"sms"') && !line.includes('"message":"mail"')) return
  try {
    const entry = JSON.parse(line) as { message?: string; to?: unknown; text?: string; subject?: string; links?: string[] }
    if (entry.message === 'sms') deliver({ kind: 'sms', to: entry.to, text: entry.text })
    else if (entry.message === 'mail') deliver({ kind: 'mail', to: entry.to, subject: entry.subject, links: entry.links })
  } catch {
    // A line the server did not write whole: nothing a test waits for is in it.
  }
})

// Warnings and errors (stderr) pass through; a render thread refused the embedded database is
// kept for tests/http/request-routing.http.ts.
eachLine(server.stderr!, process.stderr, (line) => {
  if (line.includes('DatabaseOffMainThreadError')) deliver({ kind: 'database', line })
})

const stop = (signal: NodeJS.Signals) => void server.kill(signal)
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
server.once('exit', (code, signal) => {
  receiver.close()
  process.exit(code ?? (signal ? 1 : 0))
})
