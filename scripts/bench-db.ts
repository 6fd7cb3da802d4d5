/**
 * `npm run bench:db` — the car search under a catalogue of 10,000 cars.
 *
 * Seeds a temporary PGlite directory (and a temporary PostgreSQL database when DATABASE_URL or
 * TEST_DATABASE_URL is set), prints the plans of the search's two queries, then times 500
 * searches (brand + price range + fuel + sort, page 1) and 200 car pages per engine, and the
 * process's memory.
 *
 * `npm run bench:db -- --memory` measures what the server's database costs in memory instead:
 * a first start on an empty directory (initdb, migrate, seed the demo catalogue), then a
 * restart on that directory, each in a fresh process, idle and after 3,000 mixed reads.
 *
 *   --cars <n>       catalogue size (default 10000)
 *   --searches <n>   timed searches per engine (default 500)
 *   --memory         the memory scenario instead of the timings
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql, type SQLWrapper } from 'drizzle-orm'
import { searchCarsInputSchema, type SearchCarsInput } from '../src/contract/catalogue.ts'
import { carSearchQueries, searchCars } from '../src/domain/car-search.ts'
import { getCar, listBrands } from '../src/domain/catalogue.ts'
import { listNews, listOffers } from '../src/domain/content.ts'
import { openDatabase, type DbHandle } from '../src/server/db/connection.server.ts'
import { catalogueBrands } from '../src/server/db/seed/catalogue-data.ts'
import { seedDemoCatalogue } from '../src/server/db/seed/demo-catalogue.server.ts'
import { createRandom } from '../src/server/db/seed/prng.ts'
import { createScratchPostgresDatabase } from '../src/server/db/testing.server.ts'
import type { Db } from '../src/server/db/types.ts'

/** Script output is the report itself, so it goes to stdout. */
const print = (line = ''): void => {
  process.stdout.write(`${line}\n`)
}

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '10000' },
    searches: { type: 'string', default: '500' },
    memory: { type: 'boolean', default: false },
    'memory-phase': { type: 'string' },
    'data-dir': { type: 'string' },
  },
})
const totalCars = Number(values.cars)
const searchCount = Number(values.searches)
const carPageCount = 200

const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`
const memory = () => {
  const usage = process.memoryUsage()
  return `RSS ${mb(usage.rss)} (JS heap ${mb(usage.heapUsed)}, external ${mb(usage.external)})`
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

function summarise(label: string, timings: number[]): string {
  const sorted = [...timings].sort((a, b) => a - b)
  const format = (value: number) => value.toFixed(2).padStart(7)
  return `${label.padEnd(14)} p50 ${format(percentile(sorted, 0.5))} ms   p95 ${format(percentile(sorted, 0.95))} ms   p99 ${format(percentile(sorted, 0.99))} ms   max ${format(sorted.at(-1) ?? Number.NaN)} ms`
}

/** Deterministic searches shaped like the storefront's: one or two brands, a price band, a fuel. */
function searchInputs(count: number, seed = 2026): SearchCarsInput[] {
  const random = createRandom(seed)
  const brandSlugs = catalogueBrands.map((brand) => brand.slug)
  const sorts = ['price-asc', 'price-desc', 'newest'] as const
  return Array.from({ length: count }, () => {
    const priceMin = random.int(4, 20) * 10_000
    return {
      brands: random.sample(brandSlugs, random.chance(0.3) ? 2 : 1),
      priceMin,
      priceMax: priceMin + random.int(5, 25) * 10_000,
      fuel: random.chance(0.8) ? ['petrol'] : ['petrol', 'hybrid'],
      sort: random.pick(sorts),
      page: 1,
      pageSize: 12,
    }
  })
}

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(result)) return result as Array<Record<string, unknown>>
  return ((result as { rows?: unknown[] }).rows ?? []) as Array<Record<string, unknown>>
}

/** The plan, indented, followed by the indexes it uses on `cars` (the point of the exercise). */
async function explain(db: Db, query: SQLWrapper): Promise<string> {
  const result = await db.execute(sql`explain (analyze, costs off, timing off, summary off) ${query.getSQL()}`)
  const lines = rowsOf(result).map((row) => String(Object.values(row)[0]))
  const carIndexes = new Set(lines.flatMap((line) => [...line.matchAll(/(?:using|on) (cars_\w+)/g)].map((match) => match[1])))
  const verdict = carIndexes.size > 0 ? [...carIndexes].join(', ') : 'NONE (sequential scan of cars)'
  return [...lines.map((line) => `    ${line}`), `  → indexes on cars: ${verdict}`].join('\n')
}

async function bench(label: string, handle: DbHandle): Promise<void> {
  const { db } = handle
  const seedStarted = performance.now()
  const summary = await seedDemoCatalogue(db, { totalCars, randomSeed: 1 })
  print(`\n## ${label}: seeded ${summary?.cars} cars in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ${memory()}`)

  const sample = searchCarsInputSchema.parse({
    brands: ['toyota'],
    priceMin: 80_000,
    priceMax: 200_000,
    fuel: ['petrol'],
    sort: 'price-asc',
  })
  const queries = carSearchQueries(db, sample, 'ar')
  print(`  plan of the page query (toyota, 80–200k, petrol, price-asc):\n${await explain(db, queries.page)}`)
  print(`  plan of the facet count:\n${await explain(db, queries.facetCounts)}`)
  const textQueries = carSearchQueries(db, searchCarsInputSchema.parse({ q: 'كورفيت ستينغراي', sort: 'newest' }), 'ar')
  print(`  plan of a name search ("كورفيت ستينغراي", Corvette Stingray):\n${await explain(db, textQueries.page)}`)

  const inputs = searchInputs(searchCount)
  for (const input of searchInputs(50, 1)) await searchCars(db, input, 'ar')
  const searchTimings: number[] = []
  // CPU time of this process per search: for PGlite the whole cost, unaffected by other
  // processes competing for the cores; for PostgreSQL only the client's share.
  const searchCpu: number[] = []
  let found = 0
  for (const input of inputs) {
    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    const result = await searchCars(db, input, 'ar')
    const cpu = process.cpuUsage(cpuBefore)
    searchTimings.push(performance.now() - started)
    searchCpu.push((cpu.user + cpu.system) / 1000)
    found += result.total
  }
  const random = createRandom(7)
  const carTimings: number[] = []
  for (let i = 0; i < carPageCount; i++) {
    const started = performance.now()
    await getCar(db, random.int(1, totalCars), 'en')
    carTimings.push(performance.now() - started)
  }
  print(`${summarise(`  search ×${searchCount}`, searchTimings)}  (avg ${Math.round(found / searchCount)} matches)`)
  print(summarise('    CPU time', searchCpu))
  print(summarise(`  getCar ×${carPageCount}`, carTimings))
  print(`  after the runs: ${memory()}`)
}

async function timings(): Promise<void> {
  const [load] = loadavg()
  print(`bench:db: ${totalCars} cars, ${searchCount} searches per engine; load average ${load?.toFixed(1)}; start ${memory()}`)
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-db-'))
  try {
    const handle = await openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'pglite') }, { seed: 'never' })
    try {
      await bench('PGlite (temporary directory)', handle)
    } finally {
      await handle.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }

  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL
  if (!postgresUrl) {
    print('\nPostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to include it.')
    return
  }
  const scratch = await createScratchPostgresDatabase(postgresUrl, 'bench')
  try {
    const handle = await openDatabase({ engine: 'postgres', url: scratch.url }, { seed: 'never' })
    try {
      await bench('PostgreSQL (temporary database)', handle)
    } finally {
      await handle.close()
    }
  } finally {
    await scratch.drop()
  }
}

/** One phase of the memory scenario, in a process of its own; prints one line per measurement. */
async function memoryPhase(dataDir: string): Promise<void> {
  print(`  process start: ${memory()}`)
  const started = performance.now()
  const handle = await openDatabase({ engine: 'pglite', dataDir })
  print(`  open${handle.seeded ? ' + initdb + migrate + seed' : ' + migrate'} (${Math.round(performance.now() - started)} ms): ${memory()}`)
  await pause(3000)
  print(`  idle 3 s later: ${memory()}`)
  const inputs = searchInputs(1500, 99)
  const random = createRandom(11)
  for (const [index, input] of inputs.entries()) {
    await searchCars(handle.db, input, index % 2 === 0 ? 'ar' : 'en')
    await getCar(handle.db, random.int(1, 170), 'ar')
    if (index % 100 === 0) {
      await listBrands(handle.db, 'ar')
      await listOffers(handle.db, {}, 'en')
      await listNews(handle.db, {}, 'ar')
    }
  }
  print(`  after 3,000 reads: ${memory()}`)
  await pause(3000)
  print(`  idle 3 s later: ${memory()}`)
  await handle.close()
}

function memoryScenario(): void {
  const root = mkdtempSync(join(tmpdir(), 'bench-db-memory-'))
  const dataDir = join(root, 'data')
  const script = fileURLToPath(import.meta.url)
  try {
    for (const phase of ['first start on an empty directory', 'restart on the seeded directory']) {
      print(`\n## ${phase}`)
      const child = spawnSync(process.execPath, [script, '--memory-phase', phase, '--data-dir', dataDir], {
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      if (child.status !== 0) throw new Error(`memory phase "${phase}" failed (${child.status ?? child.signal})`)
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

if (values['memory-phase'] !== undefined && values['data-dir'] !== undefined) await memoryPhase(values['data-dir'])
else if (values.memory) memoryScenario()
else await timings()
