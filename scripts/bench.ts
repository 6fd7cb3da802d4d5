/**
 * `npm run bench` — page throughput and latency of the production build (not a test).
 *
 * Builds, seeds a 10,000-car catalogue into its own PGlite directory, starts the production
 * server, and with autocannon measures, at 10 connections (or more, to see overload), the home
 * page, a filtered market page and a car page beside a trivial server-rendered page of the same
 * app (the floor), each requested with a browser's Accept-Encoding: answers served (2xx) per
 * second, answers refused as overload (503), anything else (other statuses, errors, timeouts),
 * p50/p99 latency of the served answers, and the server's peak memory (RSS, sampled while it
 * runs). Then prints the first-load JavaScript (gzip) of each page.
 *
 *   npm run bench -- [--seconds 10] [--connections 10] [--skip-build]
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { firstLoadJsBytes } from './first-load-js.ts'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    cars: { type: 'string', default: '10000' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const port = 3400
const base = `http://localhost:${port}`
const dataDir = 'data/bench'
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' }
const npmEnv = { ...env }

function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: 'inherit', env: npmEnv })
}

if (!values['skip-build']) run('npx', ['vite', 'build'])
if (!existsSync(`${dataDir}/.bench-${values.cars}`)) {
  rmSync(dataDir, { recursive: true, force: true })
  run('npm', ['run', '--silent', 'db:seed', '--', '--cars', values.cars])
  execFileSync('touch', [`${dataDir}/.bench-${values.cars}`])
}

const server = spawn(process.execPath, ['server/serve.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] })
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)

/** The server's resident memory in MB (its render threads are threads of the same process). */
function serverRssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024
}
let peakRssMb = 0
const rssSampler = setInterval(() => {
  peakRssMb = Math.max(peakRssMb, serverRssMb())
}, 100)

async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const response = await fetch(`${base}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('server did not become healthy')
}
await waitForServer()

const firstCarId = ((await (await fetch(`${base}/api/cars?pageSize=1&sort=price-desc`)).json()) as { items: { id: number }[] }).items[0]?.id
const pages = [
  { name: 'floor (trivial SSR page)', path: '/en/news/new' },
  { name: 'home', path: '/en' },
  { name: 'market, filtered', path: '/en/market?brand=hyundai%2Ctoyota&fuel=petrol&sort=price-asc' },
  { name: 'car', path: `/en/car?id=${firstCarId}` },
]

/** What Chromium sends: pages are measured compressed, as visitors receive them. */
const browserHeaders = { 'Accept-Encoding': 'gzip, deflate, br, zstd', 'Accept-Language': 'ar,en;q=0.8' }

type Row = {
  name: string
  servedPerSecond: number
  served: number
  refused: number
  failed: number
  p50: number
  p99: number
  peakRssMb: number
  jsGzipKb: number
}
const rows: Row[] = []

async function firstLoadJsGzipKb(path: string): Promise<number> {
  const html = await (await fetch(`${base}${path}`)).text()
  const bytes = await firstLoadJsBytes(html, async (src) => {
    const file = `dist/client${src}`
    return existsSync(file) ? readFileSync(file) : new Uint8Array(await (await fetch(`${base}${src}`)).arrayBuffer())
  })
  return Math.round(bytes / 102.4) / 10
}

// Long enough that an overloaded server's slowest answers are measured rather than cut off.
const timeoutSeconds = 30

for (const page of pages) {
  // Warm caches and the JIT before measuring.
  await autocannon({ url: `${base}${page.path}`, connections, duration: 2, timeout: timeoutSeconds, headers: browserHeaders })
  peakRssMb = serverRssMb()
  const result = await autocannon({
    url: `${base}${page.path}`,
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
    headers: browserHeaders,
  })
  const refused = result.statusCodeStats?.['503']?.count ?? 0
  rows.push({
    name: page.name,
    // autocannon keeps latencies of 2xx answers only: p50/p99 are those of the served.
    servedPerSecond: Math.round(result['2xx'] / seconds),
    served: result['2xx'],
    refused,
    // A redirect, a 500 or a dropped request would flatter the numbers; count them.
    failed: result.non2xx - refused + result.errors,
    p50: result.latency.p50,
    p99: result.latency.p99,
    peakRssMb: Math.round(Math.max(peakRssMb, serverRssMb())),
    jsGzipKb: await firstLoadJsGzipKb(page.path),
  })
}
clearInterval(rssSampler)

const floor = rows[0]!.servedPerSecond
console.log(`\n${values.cars} cars, ${connections} connections, ${seconds} s per page, Node ${process.version}\n`)
console.log('| page | served/s | % of floor | served | refused (503) | failed | p50 ms | p99 ms | peak RSS MB | first-load JS (gzip) |')
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
for (const row of rows) {
  const ofFloor = floor > 0 ? `${Math.round((row.servedPerSecond / floor) * 100)}%` : '—'
  console.log(
    `| ${row.name} | ${row.servedPerSecond} | ${ofFloor} | ${row.served} | ${row.refused} | ${row.failed} | ${row.p50} | ${row.p99} | ${row.peakRssMb} | ${row.jsGzipKb} KB |`,
  )
}
console.log(`\nServer RSS after the run: ${Math.round(serverRssMb())} MB`)
stop()
process.exit(0)
