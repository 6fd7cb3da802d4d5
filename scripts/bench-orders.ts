/**
 * `npm run bench:orders` — purchase orders under load, and across a crash (not a test).
 *
 * Starts the production server on its own port and a fresh database (PGlite in .test-data/bench-orders,
 * or a scratch database on the PostgreSQL server of DATABASE_URL when it is set), behind a trusted
 * proxy (TRUST_PROXY=true), with the console SMS provider, whose log lines carry the codes.
 *
 * 1. Burst: N visitors at once (distinct mobiles, and distinct addresses in X-Forwarded-For, so the
 *    per-mobile and per-address limits never refuse them), each placing a complete order
 *    (POST /api/orders with an Idempotency-Key) and confirming it with the code read from the
 *    server's log. Checks that exactly N orders are stored and trackable, and prints p50/p99 of
 *    create and of verify, and the wall time.
 * 2. Crash: another N visitors; once a quarter of them are confirmed, the server is killed with
 *    SIGKILL and started again on the same database. Every order answered 200 must be trackable;
 *    every order answered 202 must still be there (its code confirms it, or a resend finds it); a
 *    visitor whose create got no answer sends it again with the same Idempotency-Key and must end
 *    with one order. Then the database is read: one order per mobile, each confirmed order with its
 *    history row and outbox messages.
 *
 * 3. Beside the cache: the cached home page at 10 connections for --beside-seconds alone, then as
 *    long again while new visitors place and confirm orders at --beside-rate a second (an open
 *    loop: one starts every 1/rate s whatever the server's pace). Prints both p50/p99 of the home
 *    page and how many orders were confirmed; the target (issue 37) is p99 < 100 ms with orders.
 *
 * Exits 1 when a check fails. Builds first when dist/ has no server build (or with --build).
 *
 *   npm run bench:orders -- [--orders 200] [--kill-after <confirmed>] [--build]
 *                           [--phases burst,crash,beside] [--beside-seconds 20] [--beside-rate 50]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:orders
 */
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { auditOrders, createScratchDatabase, type Audit, type AuditTarget } from './bench-orders-audit.ts'
import {
  newIdempotencyKey,
  openSession,
  orderBody,
  post,
  readCatalogue,
  visitor,
  type Answer,
  type Catalogue,
  type Session,
  type Visitor,
} from './bench-orders-client.ts'
import { createInbox, startBenchServer, type BenchServer, type Complaints } from './bench-orders-server.ts'

/** Script output is the report itself, so it goes to stdout. */
const print = (line = ''): void => {
  process.stdout.write(`${line}\n`)
}

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '200' },
    'kill-after': { type: 'string' },
    build: { type: 'boolean', default: false },
    port: { type: 'string', default: '3460' },
    phases: { type: 'string', default: 'burst,crash,beside' },
    'beside-seconds': { type: 'string', default: '20' },
    'beside-rate': { type: 'string', default: '50' },
  },
})
const phases = new Set(values.phases.split(',').map((phase) => phase.trim()))
for (const phase of phases) if (!['burst', 'crash', 'beside'].includes(phase)) throw new Error(`unknown phase "${phase}"`)
const besideSeconds = Number(values['beside-seconds'])
const besideRate = Number(values['beside-rate'])
const orderCount = Number(values.orders)
const killAfter = Number(values['kill-after'] ?? Math.ceil(orderCount / 4))
const port = Number(values.port)
const databaseUrl = process.env.DATABASE_URL || undefined

if (values.build || !existsSync('dist/server/server.js')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' })

const dataDir = '.test-data/bench-orders'
rmSync(dataDir, { recursive: true, force: true })
const scratch = databaseUrl ? await createScratchDatabase(databaseUrl) : null
// A PostgreSQL database is never seeded by the server (decision 0061); the orders need cars.
if (scratch) execFileSync(process.execPath, ['scripts/seed.ts'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: scratch.url } })
const target: AuditTarget = scratch ? { engine: 'postgres', url: scratch.url } : { engine: 'pglite', dataDir }
const engineName = scratch ? 'PostgreSQL' : 'PGlite'

const inbox = createInbox()
const complaints: Complaints = new Map()
const start = () => startBenchServer({ port, dataDir, databaseUrl: scratch?.url, inbox, complaints })
const failures: string[] = []
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what)
}

// ── What one visitor does ─────────────────────────────────────────────────────────────────────

type Journey = {
  who: Visitor
  key: string
  body: unknown
  reference?: string
  code?: string
  /** The create's answer: 202, another status, or none (the connection failed). */
  createStatus?: number
  verifyStatus?: number
  /** Confirmed, as the API said (200) or as tracking found it after the restart. */
  confirmed: boolean
  /** First send to final answer, busy answers and their waits included. */
  createMs?: number
  verifyMs?: number
  /** The answered attempt alone, without the busy answers before it. */
  createServedMs?: number
  busy: number
  /** A refusal worth reporting: status and error code. */
  refusal?: string
}

const describe = (answer: Answer) => `${answer.status} ${answer.body.code ?? ''}`.trim()

async function create(session: Session, journey: Journey): Promise<Answer> {
  const started = performance.now()
  const answer = await post(session, '/api/orders', journey.body, journey.who, journey.key)
  journey.busy += answer.busy
  journey.createStatus = answer.status
  if (answer.status === 202 && typeof answer.body.reference === 'string') {
    journey.reference = answer.body.reference
    journey.createMs = performance.now() - started
    journey.createServedMs = answer.ms
  } else {
    journey.refusal = `create ${describe(answer)}`
  }
  return answer
}

async function verify(session: Session, journey: Journey): Promise<Answer> {
  const started = performance.now()
  const answer = await post(
    session,
    `/api/orders/${journey.reference}/verification`,
    { code: journey.code, mobile: journey.who.mobile },
    journey.who,
  )
  journey.busy += answer.busy
  journey.verifyStatus = answer.status
  if (answer.status === 200) {
    journey.verifyMs = performance.now() - started
    journey.confirmed = true
  } else journey.refusal = `verify ${describe(answer)}`
  return answer
}

/** Places and confirms one order; stops quietly where the server stopped answering. */
async function placeAndConfirm(session: Session, journey: Journey, serverGone: Promise<void>): Promise<void> {
  try {
    if ((await create(session, journey)).status !== 202) return
    const code = await Promise.race([inbox.codeFor(journey.who.mobile, journey.reference!), serverGone.then(() => null)])
    if (!code) return
    journey.code = code
    await verify(session, journey)
  } catch {
    // No answer: the server was killed while this request was in flight.
  }
}

async function track(session: Session, journey: Journey): Promise<number> {
  const answer = await post(session, '/api/orders/track', { reference: journey.reference, phone: journey.who.mobile }, journey.who)
  return answer.status
}

function journeys(burst: number, catalogue: Catalogue): Journey[] {
  return Array.from({ length: orderCount }, (_, index) => {
    const who = visitor(burst, index)
    return { who, key: newIdempotencyKey(), body: orderBody(index, who, catalogue), busy: 0, confirmed: false }
  })
}

/**
 * How long a newcomer waits while orders pour in: a health check on a new connection of its own
 * (as a visitor arriving now opens one), one at a time, every 200 ms, until stopped. Timings come
 * back sorted.
 */
function probeHealth(base: string) {
  const timings: number[] = []
  const statuses: string[] = []
  let running = true
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now()
      const request = httpGet(`${base}/api/health`, { agent: false }, (response) => {
        response.resume()
        response.on('end', () => {
          timings.push(performance.now() - started)
          if (response.statusCode !== 200) statuses.push(String(response.statusCode))
          resolve()
        })
      })
      request.on('error', () => {
        statuses.push('no answer')
        resolve()
      })
    })
  const loop = (async () => {
    while (running) {
      await once()
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      return { timings: timings.sort((a, b) => a - b), statuses }
    },
  }
}

// ── Figures ───────────────────────────────────────────────────────────────────────────────────

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

function latencyLine(label: string, timings: (number | undefined)[]): string {
  const sorted = timings.filter((ms): ms is number => ms !== undefined).sort((a, b) => a - b)
  const format = (ms: number) => `${Math.round(ms)}`.padStart(6)
  return `${label.padEnd(6)} p50 ${format(percentile(sorted, 0.5))} ms  p95 ${format(percentile(sorted, 0.95))} ms  p99 ${format(percentile(sorted, 0.99))} ms  max ${format(sorted.at(-1) ?? Number.NaN)} ms  (${sorted.length} answered)`
}

function tally(items: string[]): string {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1)
  return [...counts].map(([item, times]) => `${item} ×${times}`).join(', ')
}

function printAudit(audit: Audit): void {
  print(
    `  database: ${audit.orders} orders for ${audit.mobiles} mobiles (${audit.duplicated} mobiles with more than one), ${audit.verified} confirmed, ${audit.awaiting} awaiting a code`,
  )
  print(
    `  confirmed orders missing their history row: ${audit.withoutHistory}, their dealer notice: ${audit.withoutDealerNotice}, their confirmation SMS: ${audit.withoutConfirmation}`,
  )
}

function checkAudit(audit: Audit, label: string, expectedOrders: number, expectedConfirmed: number): void {
  check(audit.orders === expectedOrders, `${label}: ${audit.orders} orders stored, expected ${expectedOrders}`)
  check(audit.duplicated === 0, `${label}: ${audit.duplicated} mobiles have more than one order`)
  check(audit.verified === expectedConfirmed, `${label}: ${audit.verified} confirmed orders stored, expected ${expectedConfirmed}`)
  check(audit.withoutHistory === 0, `${label}: ${audit.withoutHistory} confirmed orders without their history row`)
  check(audit.withoutDealerNotice === 0, `${label}: ${audit.withoutDealerNotice} confirmed orders without the dealer's notice`)
  check(audit.withoutConfirmation === 0, `${label}: ${audit.withoutConfirmation} confirmed orders without the buyer's confirmation SMS`)
}

let server: BenchServer = await start()
process.on('exit', () => void server.kill())
const session = await openSession(server.base)
const catalogue = await readCatalogue(server.base)

// ── 1. The burst ──────────────────────────────────────────────────────────────────────────────

if (phases.has('burst')) {
  print(`\n${orderCount} concurrent orders on ${engineName}, Node ${process.version}\n`)
  const first = journeys(1, catalogue)
  const burstStarted = performance.now()
  const probe = probeHealth(server.base)
  await Promise.all(first.map((journey) => placeAndConfirm(session, journey, new Promise(() => {}))))
  const burstMs = performance.now() - burstStarted
  const health = await probe.stop()
  const confirmed = first.filter((journey) => journey.verifyStatus === 200)
  const tracked = await Promise.all(confirmed.map((journey) => track(session, journey)))
  const trackable = tracked.filter((status) => status === 200).length

  print('1. Burst')
  print(
    `  ${latencyLine(
      'create',
      first.map((journey) => journey.createMs),
    )}`,
  )
  print(
    `  ${latencyLine(
      'verify',
      first.map((journey) => journey.verifyMs),
    )}`,
  )
  print(
    `  ${latencyLine(
      'create, the answered attempt alone',
      first.map((journey) => journey.createServedMs),
    )}`,
  )
  print(`  wall time ${(burstMs / 1000).toFixed(2)} s for ${orderCount} orders placed and confirmed`)
  const busyAnswers = first.reduce((sum, journey) => sum + journey.busy, 0)
  print(`  busy answers (503 / 409 request_in_progress, sent again after Retry-After): ${busyAnswers}`)
  const refusals = first.flatMap((journey) => (journey.refusal ? [journey.refusal] : []))
  if (refusals.length > 0) print(`  refused: ${tally(refusals)}`)
  print(
    `  GET /api/health on a new connection, every 200 ms meanwhile: ${health.timings.length} answered, p50 ${Math.round(percentile(health.timings, 0.5))} ms, max ${Math.round(health.timings.at(-1) ?? Number.NaN)} ms${health.statuses.length > 0 ? `; not 200: ${tally(health.statuses)}` : ''}`,
  )
  print(`  confirmed ${confirmed.length}/${orderCount}, trackable ${trackable}/${confirmed.length}`)
  check(confirmed.length === orderCount, `burst: ${confirmed.length} of ${orderCount} orders confirmed`)
  check(trackable === orderCount, `burst: ${trackable} of ${orderCount} orders trackable`)

  await server.stop()
  const firstAudit = await auditOrders(target, '+96651')
  printAudit(firstAudit)
  checkAudit(firstAudit, 'burst', orderCount, orderCount)
  server = await start()
}

// ── 2. The crash ──────────────────────────────────────────────────────────────────────────────

if (phases.has('crash')) {
  const second = journeys(2, catalogue)
  let killed!: () => void
  const serverGone = new Promise<void>((resolve) => (killed = resolve))
  let killedAtMs = 0
  const crashStarted = performance.now()
  const watcher = setInterval(() => {
    if (second.filter((journey) => journey.verifyStatus === 200).length < killAfter) return
    clearInterval(watcher)
    killedAtMs = performance.now() - crashStarted
    void server.kill().then(killed)
  }, 5)
  await Promise.all(second.map((journey) => placeAndConfirm(session, journey, serverGone)))
  clearInterval(watcher)
  if (killedAtMs === 0) {
    failures.push(`crash: fewer than ${killAfter} orders were confirmed, so the server was never killed`)
    await server.kill()
  }

  const confirmedBefore = second.filter((journey) => journey.verifyStatus === 200)
  const placedBefore = second.filter((journey) => journey.createStatus === 202 && journey.verifyStatus !== 200)
  const unanswered = second.filter((journey) => journey.createStatus === undefined)
  const refusedBefore = second.filter((journey) => journey.createStatus !== undefined && journey.createStatus !== 202)

  const restartStarted = performance.now()
  server = await start()
  const restartMs = performance.now() - restartStarted
  const crashSession = server.base === session.base ? session : await openSession(server.base)

  // Confirmed (200): tracking must find them.
  const confirmedFound = (await Promise.all(confirmedBefore.map((journey) => track(crashSession, journey)))).filter(
    (status) => status === 200,
  ).length

  // Placed (202) and not confirmed: a confirmation whose answer the kill cut off shows in tracking;
  // the others must still take their code, or at least be found by a resend.
  const placedOutcomes = await Promise.all(
    placedBefore.map(async (journey): Promise<string> => {
      if ((await track(crashSession, journey)) === 200) {
        journey.confirmed = true
        return 'confirmed before the kill, answer lost'
      }
      if (journey.code) {
        const answer = await verify(crashSession, journey)
        if (answer.status === 200) return 'confirmed with its code after the restart'
        return answer.status === 404 ? 'lost' : `found, code refused (${describe(answer)})`
      }
      const answer = await post(
        crashSession,
        `/api/orders/${journey.reference}/verification/resend`,
        { mobile: journey.who.mobile },
        journey.who,
      )
      if (answer.status === 202 || answer.status === 429) return 'found by a resend (its code had not arrived)'
      return answer.status === 404 ? 'lost' : `resend answered ${describe(answer)}`
    }),
  )

  // No answer: the visitor sends the same request again, with the same key, and confirms.
  const retryOutcomes = await Promise.all(
    unanswered.map(async (journey): Promise<string> => {
      const answer = await create(crashSession, journey)
      if (answer.status !== 202) return `create again answered ${describe(answer)}`
      const stored = answer.headers.get('idempotent-replayed') === 'true' ? 'stored before the kill' : 'stored by the retry'
      const code = await inbox.codeFor(journey.who.mobile, journey.reference!)
      if (!code) return `${stored}, no code arrived`
      journey.code = code
      const verified = await verify(crashSession, journey)
      return verified.status === 200 ? `${stored}, confirmed` : `${stored}, verify ${describe(verified)}`
    }),
  )

  const finalTracked = (
    await Promise.all(second.filter((journey) => journey.reference).map((journey) => track(crashSession, journey)))
  ).filter((status) => status === 200).length

  print('\n2. Crash')
  print(
    `  SIGKILL ${(killedAtMs / 1000).toFixed(2)} s into the burst, once ${confirmedBefore.length} orders were confirmed; restart took ${(restartMs / 1000).toFixed(2)} s`,
  )
  print(
    `  at the kill: ${confirmedBefore.length} answered 200, ${placedBefore.length} answered 202 only, ${unanswered.length} without an answer, ${refusedBefore.length} refused${refusedBefore.length > 0 ? ` (${tally(refusedBefore.map((journey) => journey.refusal ?? '?'))})` : ''}`,
  )
  print(`  answered 200: ${confirmedFound}/${confirmedBefore.length} trackable after the restart`)
  if (placedBefore.length > 0) print(`  answered 202: ${tally(placedOutcomes)}`)
  if (unanswered.length > 0) print(`  no answer, sent again with the same key: ${tally(retryOutcomes)}`)
  print(`  trackable at the end: ${finalTracked} of ${second.filter((journey) => journey.reference).length} orders with a reference`)
  check(
    confirmedFound === confirmedBefore.length,
    `crash: ${confirmedBefore.length - confirmedFound} orders answered 200 are not trackable`,
  )
  const lost = placedOutcomes.filter((outcome) => outcome === 'lost').length
  check(lost === 0, `crash: ${lost} orders answered 202 are gone after the restart`)

  await server.stop()
  const secondAudit = await auditOrders(target, '+96652')
  printAudit(secondAudit)
  const withReference = second.filter((journey) => journey.reference).length
  const confirmedCount = second.filter((journey) => journey.confirmed).length
  checkAudit(secondAudit, 'crash', withReference, confirmedCount)
  server = await start()
}

// ── 3. Beside the cache ───────────────────────────────────────────────────────────────────────

/** The cached home page at 10 connections for `seconds`: p50/p99 of its 200 answers. */
async function homePageLoad(seconds: number) {
  const result = await autocannon({ url: `${server.base}/`, connections: 10, duration: seconds })
  return {
    perSecond: Math.round(result['2xx'] / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    other: result.non2xx + result.errors + result.timeouts,
  }
}

if (phases.has('beside')) {
  // Warm: the first request renders the home page into the cache.
  await homePageLoad(2)
  const alone = await homePageLoad(besideSeconds)
  const beside: Journey[] = []
  let stopOrders = false
  const placing: Promise<void>[] = []
  const ordersStarted = performance.now()
  const pacer = (async () => {
    const started = performance.now()
    for (let index = 0; !stopOrders; index++) {
      const who = visitor(3, index)
      const journey: Journey = { who, key: newIdempotencyKey(), body: orderBody(index, who, catalogue), busy: 0, confirmed: false }
      beside.push(journey)
      placing.push(placeAndConfirm(session, journey, new Promise(() => {})))
      const next = started + ((index + 1) * 1000) / besideRate
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())))
    }
  })()
  const withOrders = await homePageLoad(besideSeconds)
  stopOrders = true
  await pacer
  await Promise.all(placing)
  const ordersEnded = performance.now()
  const confirmedBeside = beside.filter((journey) => journey.verifyStatus === 200).length
  print('\n3. Beside the cache')
  const homeLine = (label: string, load: Awaited<ReturnType<typeof homePageLoad>>) =>
    `  cached home, 10 connections, ${label}: ${load.perSecond}/s, p50 ${load.p50} ms, p99 ${load.p99} ms${load.other > 0 ? `, ${load.other} not 200` : ''}`
  print(homeLine('alone', alone))
  print(homeLine(`with orders at ${besideRate}/s`, withOrders))
  print(
    `  ${latencyLine(
      'create',
      beside.map((journey) => journey.createMs),
    )}`,
  )
  print(
    `  ${latencyLine(
      'verify',
      beside.map((journey) => journey.verifyMs),
    )}`,
  )
  print(
    `  ${latencyLine(
      'create, the answered attempt alone',
      beside.map((journey) => journey.createServedMs),
    )}`,
  )
  print(`  busy answers (sent again after Retry-After): ${beside.reduce((sum, journey) => sum + journey.busy, 0)}`)
  print(`  the last order confirmed ${((ordersEnded - ordersStarted) / 1000).toFixed(1)} s after the first was sent`)
  print(
    `  orders started ${beside.length}, confirmed ${confirmedBeside}${beside.some((journey) => journey.refusal) ? `; refused: ${tally(beside.flatMap((journey) => (journey.refusal ? [journey.refusal] : [])))}` : ''}`,
  )
  check(confirmedBeside === beside.length, `beside: ${confirmedBeside} of ${beside.length} orders confirmed`)
  check(withOrders.other === 0, `beside: ${withOrders.other} home page answers were not 200`)
}
await server.stop()

if (complaints.size > 0)
  print(`\nServer warnings and errors: ${tally([...complaints].flatMap(([line, times]) => Array<string>(times).fill(line)))}`)
print(`SMS messages seen: ${inbox.count()}`)
await scratch?.drop()

if (failures.length > 0) {
  print(`\nFAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
  process.exit(1)
}
print('\nAll checks passed.')
process.exit(0)
