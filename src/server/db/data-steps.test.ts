/** Data steps at start (decision 0067): an existing database's cars get the current search text, once, however many processes start. */
import { eq, inArray } from 'drizzle-orm'
import postgres from 'postgres'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchCars } from '../../domain/catalogue.ts'
import { searchTextRuleVersion } from './car-search-text.ts'
import { openDatabase, type DbHandle } from './connection.server.ts'
import { runDataSteps, type DataStep } from './data-steps.server.ts'
import { brands, cars, dataSteps, models } from './schema.ts'
import { foldWords } from './search-text.ts'
import { createScratchPostgresDatabase, openTestDatabase, testDatabaseUrl, testEngines, type ScratchDatabase } from './testing.server.ts'
import * as schema from './schema.ts'
import type { Db, DbEngine } from './types.ts'

/** The Land Cruisers, their search text as rule 1 wrote it (words folded, none written together), the database told it ran rule 1. */
async function makeSearchTextOld(db: Db): Promise<number[]> {
  const rows = await db
    .select({
      id: cars.id,
      brandEn: brands.nameEn,
      brandAr: brands.nameAr,
      modelEn: models.nameEn,
      modelAr: models.nameAr,
      trimEn: cars.trimEn,
      trimAr: cars.trimAr,
      year: cars.year,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(eq(models.nameEn, 'Land Cruiser'))
  for (const row of rows) {
    const old = ` ${foldWords(row.brandEn, row.brandAr, row.modelEn, row.modelAr, row.trimEn, row.trimAr, row.year)} `
    await db.update(cars).set({ searchText: old }).where(eq(cars.id, row.id))
  }
  await db.update(dataSteps).set({ version: 1 }).where(eq(dataSteps.name, 'cars.search_text'))
  return rows.map((row) => row.id)
}

const foundIds = async (db: Db, q: string) => (await searchCars(db, { q, pageSize: 50 }, 'ar')).items.map((car) => car.id).sort()

const recordedVersion = async (db: Db) =>
  (await db.select({ version: dataSteps.version }).from(dataSteps).where(eq(dataSteps.name, 'cars.search_text')))[0]?.version

/** Opens a seeded database, and opens it again as a restarted server would find it. */
type Restartable = { first: DbHandle; restart(): Promise<DbHandle>; cleanup(): Promise<void> }

async function restartable(engine: DbEngine): Promise<Restartable> {
  if (engine === 'pglite') {
    const first = await openTestDatabase('pglite')
    return {
      first,
      // The same data on a new start: a snapshot of the first, opened as the server opens a database.
      restart: async () => openDatabase({ engine: 'pglite', dataDir: null, template: await first.snapshot!() }),
      cleanup: () => first.close(),
    }
  }
  const scratch: ScratchDatabase = await createScratchPostgresDatabase(testDatabaseUrl()!, 'steps')
  const first = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 2 }, { seed: 'if-empty' })
  return {
    first,
    restart: () => openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 2 }),
    cleanup: async () => {
      await first.close()
      await scratch.drop()
    },
  }
}

for (const { engine, unavailableReason } of testEngines()) {
  if (unavailableReason) console.warn(`\n⚠ "data steps" on ${engine} is SKIPPED: ${unavailableReason}\n`)
  describe.skipIf(unavailableReason !== null)(`data steps at start [${engine}]`, () => {
    let database: Restartable
    beforeAll(async () => {
      database = await restartable(engine)
    })
    afterAll(async () => {
      await database?.cleanup()
    })

    it('gives a car stored with the old search text the current one at the next start: "لاندكروزر" finds it', async () => {
      const { first } = database
      expect(await recordedVersion(first.db)).toBe(searchTextRuleVersion)
      const landCruisers = await makeSearchTextOld(first.db)
      expect(landCruisers.length).toBeGreaterThan(0)
      expect(await foundIds(first.db, 'لاندكروزر')).toEqual([])
      expect(await foundIds(first.db, 'لاند كروزر')).toEqual(landCruisers.sort())

      const restarted = await database.restart()
      try {
        expect(await foundIds(restarted.db, 'لاندكروزر')).toEqual(landCruisers.sort())
        expect(await foundIds(restarted.db, 'landcruiser')).toEqual(landCruisers.sort())
        expect(await recordedVersion(restarted.db)).toBe(searchTextRuleVersion)
      } finally {
        await restarted.close()
      }
    })

    it('runs a step once per version: again only when its version is raised', async () => {
      const db = database.first.db
      let runs = 0
      const counting = (version: number): DataStep => ({
        name: `test.counting.${engine}`,
        version,
        run: async () => {
          runs += 1
        },
      })
      expect(await runDataSteps(db, [counting(1)])).toEqual([`test.counting.${engine}`])
      expect(await runDataSteps(db, [counting(1)])).toEqual([])
      expect(runs).toBe(1)
      expect(await runDataSteps(db, [counting(2)])).toEqual([`test.counting.${engine}`])
      expect(await runDataSteps(db, [counting(2), counting(1)])).toEqual([])
      expect(runs).toBe(2)
    })

    it('leaves the old version to retry when a step fails, and nothing of its work', async () => {
      const db = database.first.db
      const [car] = await db.select({ id: cars.id, searchText: cars.searchText }).from(cars).limit(1)
      const failing: DataStep = {
        name: `test.failing.${engine}`,
        version: 1,
        run: async (tx) => {
          await tx.update(cars).set({ searchText: ' half done ' }).where(eq(cars.id, car!.id))
          throw new Error('the step broke')
        },
      }
      await expect(runDataSteps(db, [failing])).rejects.toThrow('the step broke')
      expect((await db.select({ searchText: cars.searchText }).from(cars).where(eq(cars.id, car!.id)))[0]?.searchText).toBe(car!.searchText)
      const [row] = await db
        .select({ version: dataSteps.version })
        .from(dataSteps)
        .where(inArray(dataSteps.name, [failing.name]))
      expect(row?.version ?? 0).toBe(0)
    })
  })
}

const postgresUrl = testDatabaseUrl()

describe.skipIf(!postgresUrl)('data steps with several processes starting at once on one PostgreSQL database', () => {
  it('runs each step once, the others waiting and finding it done', async () => {
    const scratch = await createScratchPostgresDatabase(postgresUrl!, 'steps-race')
    // Each "process" with a connection of its own, as separate servers have.
    const clients = Array.from({ length: 4 }, () => postgres(scratch.url, { max: 1, onnotice: () => {} }))
    try {
      await (await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 1 }, { seed: 'never' })).close()
      let runs = 0
      const slow: DataStep = {
        name: 'test.slow',
        version: 1,
        run: async () => {
          runs += 1
          // Long enough that the others arrive while it runs.
          await new Promise((resolve) => setTimeout(resolve, 300))
        },
      }
      // The step's row already there (an earlier version), as on any database past its first start.
      expect(await runDataSteps(drizzlePostgres({ client: clients[0]!, schema }), [{ ...slow, version: 0 }])).toEqual([])
      const ran = await Promise.all(clients.map((client) => runDataSteps(drizzlePostgres({ client, schema }), [slow])))
      expect(runs).toBe(1)
      expect(ran.flat()).toEqual(['test.slow'])
    } finally {
      await Promise.all(clients.map((client) => client.end({ timeout: 5 })))
      await scratch.drop()
    }
  })

  it('lets servers start together on a database whose search text is old: each opens, the text is current', async () => {
    const scratch = await createScratchPostgresDatabase(postgresUrl!, 'steps-start')
    try {
      const seeded = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 1 }, { seed: 'if-empty' })
      const landCruisers = await makeSearchTextOld(seeded.db)
      await seeded.close()
      const servers = await Promise.all(
        Array.from({ length: 3 }, () => openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 1 })),
      )
      try {
        for (const server of servers) expect(await foundIds(server.db, 'لاندكروزر')).toEqual(landCruisers.sort())
      } finally {
        await Promise.all(servers.map((server) => server.close()))
      }
    } finally {
      await scratch.drop()
    }
  })
})
