/**
 * `npm run db:seed` seeds the demo catalogue into the configured database (DATABASE_URL, or
 * PGlite in DATA_DIR) when it holds none.
 *
 *   --reset          empty every table first, then seed
 *   --cars <n>       grow the catalogue to n cars with synthetic variations (benchmarks)
 *   --random-seed <n> seed of the synthetic variations (default 1)
 */
import { parseArgs } from 'node:util'
import { getEnv } from '../app.config.ts'
import { openDatabase, type DbTarget } from '../src/server/db/connection.server.ts'
import { clearDatabase, hasCatalogue, seedDemoCatalogue } from '../src/server/db/seed/demo-catalogue.server.ts'

/** Script output is the report itself, so it goes to stdout. */
const print = (line = ''): void => {
  process.stdout.write(`${line}\n`)
}

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    cars: { type: 'string' },
    'random-seed': { type: 'string', default: '1' },
  },
})

const totalCars = values.cars === undefined ? undefined : Number(values.cars)
const randomSeed = Number(values['random-seed'])
if (totalCars !== undefined && (!Number.isInteger(totalCars) || totalCars < 1 || totalCars > 1_000_000)) {
  throw new Error(`--cars must be a whole number between 1 and 1,000,000, not "${values.cars}"`)
}
if (!Number.isInteger(randomSeed)) throw new Error(`--random-seed must be a whole number, not "${values['random-seed']}"`)

const env = getEnv()
const target: DbTarget = env.DATABASE_URL ? { engine: 'postgres', url: env.DATABASE_URL } : { engine: 'pglite', dataDir: env.DATA_DIR }
const where = target.engine === 'pglite' ? `PGlite in ${target.dataDir}` : 'PostgreSQL (DATABASE_URL)'

const startedAt = performance.now()
const handle = await openDatabase(target, { seed: 'never' })
try {
  if (values.reset) {
    await clearDatabase(handle.db)
    print(`Emptied every table of ${where}.`)
  }
  if (await hasCatalogue(handle.db)) {
    print(`${where} already holds a catalogue; nothing seeded. Use --reset to start over.`)
  } else {
    const summary = await seedDemoCatalogue(handle.db, { totalCars, randomSeed })
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
    print(`Seeded ${where}: ${summary?.brands} brands, ${summary?.models} models, ${summary?.cars} cars in ${seconds} s.`)
  }
} finally {
  await handle.close()
}
