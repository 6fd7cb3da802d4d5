import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

// A first open runs initdb in a child process, then migrates and seeds: seconds, more on a busy machine.
const firstOpen = { timeout: 120_000 }
import { searchCars } from '../../domain/catalogue.ts'
import { openDatabase } from './connection.server.ts'
import { describeOnEngines } from './describe-on-engines.ts'
import { createScratchPostgresDatabase, testDatabaseUrl } from './testing.server.ts'
import { brands, carColors, cars, offers } from './schema.ts'
import { clearDatabase, seedDemoCatalogue } from './seed/demo-catalogue.server.ts'
import type { Db } from './types.ts'

async function counts(db: Db) {
  const [[brandRows], [carRows], [colorRows], [offerRows]] = await Promise.all([
    db.select({ n: count() }).from(brands),
    db.select({ n: count() }).from(cars),
    db.select({ n: count() }).from(carColors),
    db.select({ n: count() }).from(offers),
  ])
  return { brands: brandRows?.n, cars: carRows?.n, colors: colorRows?.n, offers: offerRows?.n }
}

describeOnEngines(
  'seeding',
  ({ db }) => {
    it('seeds an empty database once; a second run adds nothing', async () => {
      const first = await seedDemoCatalogue(db())
      expect(first?.brands).toBeGreaterThanOrEqual(8)
      expect(first?.models).toBeGreaterThanOrEqual(30)
      expect(first?.cars).toBeGreaterThanOrEqual(120)
      const after = await counts(db())
      expect(await seedDemoCatalogue(db())).toBeNull()
      expect(await counts(db())).toEqual(after)
    })

    it('starts over after clearing, with the same ids', async () => {
      const before = await searchCars(db(), { sort: 'price-asc', pageSize: 5 }, 'en')
      await clearDatabase(db())
      expect((await counts(db())).cars).toBe(0)
      await seedDemoCatalogue(db())
      expect(await searchCars(db(), { sort: 'price-asc', pageSize: 5 }, 'en')).toEqual(before)
    })
  },
  { seed: 'never' },
)

describe('PGlite in a data directory', () => {
  const root = mkdtempSync(join(tmpdir(), 'db-connection-test-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('creates missing parents, seeds on first open and keeps the data across a restart', firstOpen, async () => {
    const dataDir = join(root, 'nested', 'parents', 'pgdata')
    const first = await openDatabase({ engine: 'pglite', dataDir })
    expect(first.seeded).toBe(true)
    const before = await counts(first.db)
    const search = await searchCars(first.db, { q: 'camry' }, 'ar')
    await first.close()

    const second = await openDatabase({ engine: 'pglite', dataDir })
    try {
      expect(second.seeded).toBe(false)
      expect(await counts(second.db)).toEqual(before)
      expect(await searchCars(second.db, { q: 'camry' }, 'ar')).toEqual(search)
    } finally {
      await second.close()
    }
  })

  it('checkpoints its write-ahead log while it runs, so a kill -9 leaves little to replay', firstOpen, async () => {
    // PGlite runs no checkpointer: before, everything written since the open was replayed after a
    // crash (2.8 s for 45 s of writes, issue 32), and up to max_wal_size (1 GB) over a long run.
    const dataDir = join(root, 'nested', 'parents', 'pgdata')
    const handle = await openDatabase({ engine: 'pglite', dataDir, checkpointEveryMs: 200 }, { seed: 'never' })
    try {
      await handle.db.execute(sql`create table if not exists checkpoint_probe (body text)`)
      await handle.db.execute(sql`insert into checkpoint_probe select repeat('x', 1000) from generate_series(1, 2000)`)
      // A PGlite database: its results carry their rows.
      const rows = async <T>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows
      const [written] = await rows<{ lsn: string }>(sql`select pg_current_wal_insert_lsn()::text as lsn`)
      const redoPassed = async () =>
        (await rows<{ passed: boolean }>(sql`select (redo_lsn >= ${written!.lsn}::pg_lsn) as passed from pg_control_checkpoint()`))[0]!
          .passed
      await expect.poll(redoPassed, { timeout: 10_000, interval: 100 }).toBe(true)
    } finally {
      await handle.close()
    }
  })

  it('refuses a non-empty directory that is not a database', async () => {
    const dataDir = join(root, 'not-a-database')
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(join(dataDir, 'notes.txt'), 'keep me')
    await expect(openDatabase({ engine: 'pglite', dataDir })).rejects.toThrow(/refusing to initialise/)
  })
})

const postgresUrl = testDatabaseUrl()

describe.skipIf(!postgresUrl)('an empty PostgreSQL database (decision 0061)', () => {
  it('is migrated but never filled with demo cars unless seeding is asked for', firstOpen, async () => {
    const scratch = await createScratchPostgresDatabase(postgresUrl as string, 'noseed')
    try {
      const production = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 1 })
      try {
        expect(production.seeded).toBe(false)
        expect(await counts(production.db)).toEqual({ brands: 0, cars: 0, colors: 0, offers: 0 })
      } finally {
        await production.close()
      }
      const asked = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 1 }, { seed: 'if-empty' })
      try {
        expect(asked.seeded).toBe(true)
        expect((await counts(asked.db)).cars).toBeGreaterThan(100)
      } finally {
        await asked.close()
      }
    } finally {
      await scratch.drop()
    }
  })
})
