/**
 * `npm run bench` — page throughput and latency of the production build against the physical
 * limit of this machine (not a test; docs/decisions/0064-page-cache.md).
 *
 * Builds, seeds a 10,000-car catalogue, starts the production server, and for the home page, a
 * filtered market page and a car page, each requested with a browser's Accept-Encoding:
 * - the app at 10 connections: answers served (2xx) per second and their p99 latency;
 * - the physical limit: a bare `node:http` server (scripts/bench-plain-server.ts) answering the
 *   very compressed bytes the app sent for that page, from memory, in as many processes as the app, at
 *   10 connections, measured in turns with the app (alternatedLoad); and the ratio;
 * - the app at 300 connections: every answer that is not a 2xx (a 503 refusal included) and every
 *   failed request is an error.
 * Once on PGlite (one process), and, when DATABASE_URL names a PostgreSQL server, once on a scratch
 * database there (seeded, dropped afterwards) with 2 processes (WEB_CONCURRENCY). The load
 * generator shares the machine with both servers, so compare figures only within one run.
 *
 *   npm run bench -- [--seconds 10] [--cars 10000] [--processes 2] [--skip-build]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { firstLoadJsBytes } from './first-load-js.ts'
import { createScratchDatabase } from './bench-orders-audit.ts'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    overload: { type: 'string', default: '300' },
    cars: { type: 'string', default: '10000' },
    processes: { type: 'string', default: '2' },
    'flood-seconds': { type: 'string', default: '60' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const overloadConnections = Number(values.overload)
const floodSeconds = Number(values['flood-seconds'])
/**
 * The server's stated memory ceiling with its defaults: two render threads, the embedded database,
 * this catalogue (README, "Performance"; docs/performance.md, "Memory ceiling").
 */
const memoryCeilingMb = 1100
const port = 3400
const plainPort = port + 1
// The same address family for the app and the plain server (localhost may resolve to ::1).
const base = `http://127.0.0.1:${port}`
const dataDir = '.test-data/bench'
const serverEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' }

function run(command: string, args: string[], env: NodeJS.ProcessEnv = serverEnv) {
  execFileSync(command, args, { stdio: 'inherit', env })
}

/** What Chromium sends: pages are measured compressed, as visitors receive them. */
const browserHeaders = { 'Accept-Encoding': 'gzip, deflate, br, zstd', 'Accept-Language': 'ar,en;q=0.8' }
// Long enough that an overloaded server's slowest answers are measured rather than cut off.
const timeoutSeconds = 30

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer`)
}

/** Resident memory in MB of a process and all its descendants (cluster processes, not threads). */
function treeRssMb(pid: number): number {
  try {
    const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
    return rss + children.reduce((sum, child) => sum + treeRssMb(Number(child)), 0)
  } catch {
    return 0
  }
}

type Load = { perSecond: number; p50: number; p99: number; errors: number; refused: number }

/** Warms caches and the JIT at `urls`, then lets the requests autocannon left in flight finish. */
async function warm(options: (url: string) => autocannon.Options, urls: string[]) {
  for (const url of urls) await autocannon({ ...options(url), duration: 2 })
  // autocannon leaves the requests in flight when its time is up; the server still renders them,
  // and they held render places the measured run's first requests then found taken (decision 0023).
  await new Promise((resolve) => setTimeout(resolve, 1000))
}

/** One side's measured runs over `seconds` in all: answers counted over all, p50 and p99 the worst run's. */
function loadOf(results: autocannon.Result[]): Load {
  const sum = (count: (result: autocannon.Result) => number) => results.reduce((total, result) => total + count(result), 0)
  return {
    perSecond: Math.round(sum((result) => result['2xx']) / seconds),
    // autocannon keeps latencies of 2xx answers only.
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    // A redirect, a refusal, a 500 or a dropped request would flatter the numbers; count them.
    errors: sum((result) => result.non2xx + result.errors + result.timeouts),
    refused: sum((result) => result.statusCodeStats?.['503']?.count ?? 0),
  }
}

/** `requests`: a path for each request (autocannon's setupRequest) instead of `url`'s own. */
async function load(url: string, connectionCount: number, requests?: autocannon.Request[]): Promise<Load> {
  const options = (target: string) => ({
    url: target,
    connections: connectionCount,
    timeout: timeoutSeconds,
    headers: browserHeaders,
    ...(requests ? { requests } : {}),
  })
  await warm(options, [url])
  return loadOf([await autocannon({ ...options(url), duration: seconds })])
}

/**
 * The app and the plain server for the same page, measured in turns of a few seconds each (issue
 * 37: "one alternated run"): measured one after the other, a drift of the machine between the two
 * windows moved the ratio by 15–30 points on this machine. Both are warmed first; each side's
 * answers are counted over all its turns (loadOf).
 */
async function alternatedLoad(appUrl: string, plainUrl: string): Promise<{ app: Load; plain: Load }> {
  const turns = Math.max(2, Math.floor(seconds / 2))
  const options = (url: string) => ({ url, connections, timeout: timeoutSeconds, headers: browserHeaders })
  await warm(options, [appUrl, plainUrl])
  const app: autocannon.Result[] = []
  const plain: autocannon.Result[] = []
  for (let turn = 0; turn < turns; turn++) {
    app.push(await autocannon({ ...options(appUrl), duration: seconds / turns }))
    plain.push(await autocannon({ ...options(plainUrl), duration: seconds / turns }))
  }
  return { app: loadOf(app), plain: loadOf(plain) }
}

/**
 * The same page rendered for each request: the query differs by a parameter the page ignores, new
 * each time, so the page cache never holds the answer (a miss).
 */
function missLoad(path: string): Promise<Load> {
  let next = 0
  const separator = path.includes('?') ? '&' : '?'
  return load(base, connections, [{ setupRequest: (request) => ({ ...request, path: `${path}${separator}bench-miss=${++next}` }) }])
}

type Flood = {
  seconds: number
  served: number
  p99ServedMs: number
  slowestMs: number
  statuses: Record<string, number>
  unanswered: number
  peakRssMb: number
}

/**
 * The `n`th of a crowd's market pages, each one new: prices stay within what the market's search
 * takes (up to SAR 10 million), where a larger one is redirected to the page without it (307).
 * Cheap refusals let a 60 s crowd send over half a million requests.
 */
function distinctMarketPath(n: number): string {
  const steps = 99_000
  return `/en/market?fuel=petrol&priceMin=${Math.floor(n / steps) * 100}&priceMax=${40_000 + (n % steps) * 100}`
}

/**
 * A crowd of distinct market pages (each one a render the cache cannot answer) at the overload
 * connection count: what the served ones cost in latency, how late the slowest answer of any
 * kind came, and which statuses were given (issue 37: only 200, and 503 with Retry-After).
 */
async function flood(serverPid: number, durationSeconds: number): Promise<Flood> {
  let next = 0
  const requests = [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: distinctMarketPath(next++) }) }]
  const served: number[] = []
  let slowestMs = 0
  const statuses: Record<string, number> = {}
  let peakRssMb = treeRssMb(serverPid)
  const rssSampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, treeRssMb(serverPid))), 200)
  const options = {
    url: base,
    connections: overloadConnections,
    duration: durationSeconds,
    timeout: timeoutSeconds,
    headers: browserHeaders,
    requests,
  }
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)))
    run.on('response', (_client, status, _bytes, milliseconds) => {
      statuses[status] = (statuses[status] ?? 0) + 1
      slowestMs = Math.max(slowestMs, milliseconds)
      if (status === 200) served.push(milliseconds)
    })
  })
  clearInterval(rssSampler)
  served.sort((a, b) => a - b)
  return {
    seconds: durationSeconds,
    served: served.length,
    p99ServedMs: Math.round(served[Math.floor(served.length * 0.99)] ?? 0),
    slowestMs: Math.round(slowestMs),
    statuses,
    unanswered: result.timeouts + result.errors,
    peakRssMb: Math.round(peakRssMb),
  }
}

type Row = { name: string; app: Load; miss: Load; plain: Load; overload: Load; peakRssMb: number; jsGzipKb: number; pageKb: number }

async function firstLoadJsGzipKb(path: string): Promise<number> {
  const html = await (await fetch(`${base}${path}`)).text()
  const bytes = await firstLoadJsBytes(html, async (src) => {
    const file = `dist/client${src}`
    return existsSync(file) ? readFileSync(file) : new Uint8Array(await (await fetch(`${base}${src}`)).arrayBuffer())
  })
  return Math.round(bytes / 102.4) / 10
}

/** The bytes as sent (fetch would decompress them). */
function rawGet(path: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: browserHeaders }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

async function measureEngine(label: string, env: NodeJS.ProcessEnv): Promise<Row[]> {
  const server = spawn(process.execPath, ['server/serve.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] })
  const stopServer = () => server.kill('SIGTERM')
  process.on('exit', stopServer)
  await waitFor(`${base}/api/health`)
  let peakRssMb = 0
  const rssSampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, treeRssMb(server.pid!))), 200)

  const cars = (await (await fetch(`${base}/api/cars?pageSize=1&sort=price-desc`)).json()) as { items: { id: number }[] }
  const pages = [
    { name: 'home', path: '/en' },
    { name: 'market, filtered', path: '/en/market?brand=hyundai%2Ctoyota&fuel=petrol&sort=price-asc' },
    { name: 'car', path: `/en/car?id=${cars.items[0]?.id}` },
  ]

  // The physical limit answers the very bytes the app sends for each page.
  const manifest: Record<string, { encoding: string; body: string }> = {}
  for (const page of pages) {
    await rawGet(page.path)
    const answer = await rawGet(page.path)
    // A browser's Accept-Encoding gets the page cache's brotli (decision 0064).
    if (answer.encoding !== 'br') throw new Error(`${page.path} was not answered with brotli`)
    manifest[page.path] = { encoding: answer.encoding, body: answer.body.toString('base64') }
  }
  const manifestFile = `${dataDir}-plain-pages.json`
  writeFileSync(manifestFile, JSON.stringify(manifest))
  // The limit runs in as many processes as the app, so both pay the same share of the two cores.
  const processes = Number(env.WEB_CONCURRENCY ?? 1)
  const plain = spawn(process.execPath, ['scripts/bench-plain-server.ts', String(plainPort), manifestFile, String(processes)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve) => plain.stdout!.once('data', () => resolve()))

  const rows: Row[] = []
  for (const page of pages) {
    peakRssMb = treeRssMb(server.pid!)
    const { app, plain: limit } = await alternatedLoad(`${base}${page.path}`, `http://127.0.0.1:${plainPort}${page.path}`)
    const miss = await missLoad(page.path)
    const overload = await load(`${base}${page.path}`, overloadConnections)
    rows.push({
      name: page.name,
      app,
      miss,
      plain: limit,
      overload,
      peakRssMb: Math.round(peakRssMb),
      jsGzipKb: await firstLoadJsGzipKb(page.path),
      pageKb: Math.round(Buffer.from(manifest[page.path]!.body, 'base64').length / 102.4) / 10,
    })
  }
  clearInterval(rssSampler)
  await stopProcess(plain)
  const crowd = await flood(server.pid!, floodSeconds)
  process.off('exit', stopServer)
  await stopProcess(server)

  console.log(`\n${label}: ${values.cars} cars, ${seconds} s per measurement, Node ${process.version}\n`)
  console.log(
    `| page | app req/s (${connections} conn.) | plain node:http req/s (${processes} process${processes === 1 ? '' : 'es'}) | ratio | app p99 ms (${connections} conn.) | miss req/s | miss ratio | miss p99 ms | errors at ${overloadConnections} conn. (503) | app req/s at ${overloadConnections} | page (br) | peak RSS MB | first-load JS (gzip) |`,
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const row of rows) {
    const ratio = row.plain.perSecond > 0 ? `${Math.round((row.app.perSecond / row.plain.perSecond) * 100)}%` : '—'
    const missRatio = row.plain.perSecond > 0 ? `${((row.miss.perSecond / row.plain.perSecond) * 100).toFixed(2)}%` : '—'
    console.log(
      `| ${row.name} | ${row.app.perSecond} | ${row.plain.perSecond} | ${ratio} | ${row.app.p99} | ${row.miss.perSecond}${row.miss.errors ? ` (${row.miss.errors} errors)` : ''} | ${missRatio} | ${row.miss.p99} | ${row.overload.errors} (${row.overload.refused}) | ${row.overload.perSecond} | ${row.pageKb} KB | ${row.peakRssMb} | ${row.jsGzipKb} KB |`,
    )
  }
  const misses = rows.filter(
    (row) =>
      row.app.perSecond < row.plain.perSecond * 0.9 ||
      row.miss.perSecond < row.plain.perSecond * 0.05 ||
      row.app.p99 >= 50 ||
      row.overload.errors > 0,
  )
  console.log(
    misses.length === 0
      ? '\nTarget met: every page kept at 90% or more of the plain server and rendered at 5% or more, p99 under 50 ms, no error at 300 connections.'
      : `\nTarget missed for: ${misses.map((row) => row.name).join(', ')} (kept ≥ 90% and rendered ≥ 5% of the plain server, p99 < 50 ms, no error at ${overloadConnections} connections).`,
  )
  const statuses = Object.entries(crowd.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')
  console.log(
    `\nA crowd of distinct market pages, ${overloadConnections} connections for ${crowd.seconds} s: ${crowd.served} served, p99 ${crowd.p99ServedMs} ms; slowest answer ${crowd.slowestMs} ms; statuses ${statuses}; unanswered ${crowd.unanswered}; peak RSS ${crowd.peakRssMb} MB.`,
  )
  const crowdMisses = [
    crowd.p99ServedMs >= 1000 && 'p99 of served pages ≥ 1 s',
    crowd.slowestMs > 11_000 && 'an answer later than 11 s',
    Object.keys(crowd.statuses).some((status) => status !== '200' && status !== '503') && 'a status other than 200 and 503',
    crowd.unanswered > 0 && 'requests left unanswered',
    crowd.peakRssMb >= memoryCeilingMb && `memory at or over ${memoryCeilingMb} MB`,
  ].filter(Boolean)
  console.log(crowdMisses.length === 0 ? 'Target met for the crowd.' : `Target missed for the crowd: ${crowdMisses.join('; ')}.`)
  return rows
}

// The embedded database is measured first; DATABASE_URL only names the server for the scratch one.
const { DATABASE_URL: databaseUrl, ...withoutDatabase } = serverEnv

if (!values['skip-build']) run('npx', ['vite', 'build'])
if (!existsSync(`${dataDir}/.bench-${values.cars}`)) {
  rmSync(dataDir, { recursive: true, force: true })
  // Never into DATABASE_URL's own database: only the scratch copy below is seeded there.
  run('npm', ['run', '--silent', 'db:seed', '--', '--cars', values.cars], withoutDatabase)
  execFileSync('touch', [`${dataDir}/.bench-${values.cars}`])
}

await measureEngine('PGlite, one process', withoutDatabase)

if (databaseUrl) {
  const scratch = await createScratchDatabase(databaseUrl)
  try {
    // A PostgreSQL database is never seeded by the server (decision 0061).
    run(process.execPath, ['scripts/seed.ts', '--cars', values.cars], { ...withoutDatabase, DATABASE_URL: scratch.url })
    await measureEngine(`PostgreSQL, ${values.processes} processes`, {
      ...withoutDatabase,
      DATABASE_URL: scratch.url,
      WEB_CONCURRENCY: values.processes,
    })
  } finally {
    await scratch.drop()
  }
} else {
  console.log('\nPostgreSQL not measured: set DATABASE_URL to a PostgreSQL server to measure it with 2 processes too.')
}
process.exit(0)
