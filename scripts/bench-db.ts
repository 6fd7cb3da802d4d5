/**
 * `npm run bench:db` — the car search under a catalogue of 10,000 cars.
 *
 * Seeds a temporary PGlite directory (and a temporary PostgreSQL database when DATABASE_URL or
 * TEST_DATABASE_URL is set), prints the plans of the search's two queries, then times 500
 * searches (brand + price range + fuel + sort, page 1) and 200 car pages per engine, and the
 * process's memory.
 *
 *   --cars <n>       catalogue size (default 10000)
 *   --searches <n>   timed searches per engine (default 500)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql, type SQLWrapper } from 'drizzle-orm'
import { searchCarsInputSchema, type SearchCarsInput } from '../src/contract/catalogue.ts'
import { carSearchQueries, searchCars } from '../src/domain/car-search.ts'
import { getCar } from '../src/domain/catalogue.ts'
import { openDatabase, type DbHandle } from '../src/server/db/connection.server.ts'
import { catalogueBrands } from '../src/server/db/seed/catalogue-data.ts'
import { seedDemoCatalogue } from '../src/server/db/seed/demo-catalogue.server.ts'
import { createRandom } from '../src/server/db/seed/prng.ts'
import { createScratchPostgresDatabase } from '../src/server/db/testing.server.ts'
import type { Db } from '../src/server/db/types.ts'

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '10000' },
    searches: { type: 'string', default: '500' },
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
function searchInputs(count: number): SearchCarsInput[] {
  const random = createRandom(2026)
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

async function explain(db: Db, query: SQLWrapper): Promise<string> {
  const result = await db.execute(sql`explain (analyze, costs off, timing off, summary off) ${query.getSQL()}`)
  return rowsOf(result)
    .map((row) => `    ${String(Object.values(row)[0])}`)
    .join('\n')
}

async function bench(label: string, handle: DbHandle): Promise<void> {
  const { db } = handle
  const seedStarted = performance.now()
  const summary = await seedDemoCatalogue(db, { totalCars, randomSeed: 1 })
  console.log(`\n## ${label}: seeded ${summary?.cars} cars in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ${memory()}`)

  const sample = searchCarsInputSchema.parse({
    brands: ['toyota'],
    priceMin: 80_000,
    priceMax: 200_000,
    fuel: ['petrol'],
    sort: 'price-asc',
  })
  const queries = carSearchQueries(db, sample, 'ar')
  console.log(`  plan of the page query (toyota, 80–200k, petrol, price-asc):\n${await explain(db, queries.page)}`)
  console.log(`  plan of the facet query:\n${await explain(db, queries.combinations)}`)
  const textQueries = carSearchQueries(db, searchCarsInputSchema.parse({ q: 'لاند كروزر', sort: 'newest' }), 'ar')
  console.log(`  plan of a name search ("لاند كروزر"):\n${await explain(db, textQueries.page)}`)

  const inputs = searchInputs(searchCount)
  for (const input of inputs.slice(0, 20)) await searchCars(db, input, 'ar')
  const searchTimings: number[] = []
  let found = 0
  for (const input of inputs) {
    const started = performance.now()
    const result = await searchCars(db, input, 'ar')
    searchTimings.push(performance.now() - started)
    found += result.total
  }
  const random = createRandom(7)
  const carTimings: number[] = []
  for (let i = 0; i < carPageCount; i++) {
    const started = performance.now()
    await getCar(db, random.int(1, totalCars), 'en')
    carTimings.push(performance.now() - started)
  }
  console.log(summarise(`  search ×${searchCount}`, searchTimings), `  (avg ${Math.round(found / searchCount)} matches)`)
  console.log(summarise(`  getCar ×${carPageCount}`, carTimings))
  console.log(`  after the runs: ${memory()}`)
}

console.log(`bench:db: ${totalCars} cars, ${searchCount} searches per engine; start ${memory()}`)

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
if (postgresUrl) {
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
} else {
  console.log('\nPostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to include it.')
}
