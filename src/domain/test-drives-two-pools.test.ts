/**
 * Decision 0100's rule on PostgreSQL across connection pools: two pools on one database, as two
 * server processes hold (src/server/processes.ts forks one pool per process), book one slot of
 * capacity 2 at once, 25 bookings each. Exactly two get a seat, whichever pool serves them.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookTestDriveSchema } from '../contract/test-drives.ts'
import { openDatabase, type DbHandle } from '../server/db/connection.server.ts'
import { branches, branchSpecialHours, cars, testDrives, testDriveSeats } from '../server/db/schema.ts'
import { createScratchPostgresDatabase, testDatabaseUrl, type ScratchDatabase } from '../server/db/testing.server.ts'
import { createTestDrive, testDriveRules } from './test-drives.ts'
import { addDays, saudiMoment } from './test-drive-slots.ts'

const postgresUrl = testDatabaseUrl()
const open = [{ opens: '09:00', closes: '21:00' }]
const everyDay = { saturday: open, sunday: open, monday: open, tuesday: open, wednesday: open, thursday: open, friday: open }

describe.skipIf(!postgresUrl)('test-drive seats from two connection pools on one PostgreSQL database', () => {
  let scratch: ScratchDatabase
  const handles: DbHandle[] = []

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(postgresUrl as string, 'drives2p')
    handles.push(await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 10 }, { seed: 'if-empty' }))
    handles.push(await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 10 }, { seed: 'if-empty' }))
    await handles[0]!.db.update(branches).set({ openingHours: everyDay })
    await handles[0]!.db.delete(branchSpecialHours)
  }, 60_000)
  afterAll(async () => {
    for (const handle of handles) await handle.close()
    await scratch?.drop()
  })

  it('50 concurrent bookings for one slot of capacity 2, 25 from each pool, yield exactly 2', async () => {
    const db = handles[0]!.db
    const [car] = await db.select({ id: cars.id }).from(cars).limit(1)
    const [branch] = await db.select({ id: branches.id }).from(branches).orderBy(branches.sort, branches.id).limit(1)
    const now = saudiMoment('2026-12-06', '08:00')
    const startsAt = saudiMoment(addDays('2026-12-06', 1), '10:30')
    const attempts = Array.from({ length: 50 }, async (_, index) => {
      const pool = handles[index % 2]!.db
      const input = bookTestDriveSchema.parse({
        carId: car!.id,
        branchId: branch!.id,
        startsAt: startsAt.toISOString(),
        name: 'Faisal',
        mobile: `05${String(30_000_000 + index).slice(-8)}`,
      })
      try {
        return await pool.transaction(async (tx) => {
          const result = await createTestDrive(tx, input, { address: `198.18.0.${index}`, locale: 'ar' }, 'https://dealer.example', now)
          if ('refused' in result) throw new Error(JSON.stringify(result))
          return result.reference
        })
      } catch (error) {
        return error instanceof Error ? error.message : 'error'
      }
    })
    const results = await Promise.all(attempts)
    expect(results.filter((result) => /^[0-9A-Z]{5}-[0-9A-Z]{5}$/.test(result))).toHaveLength(testDriveRules.seatsPerSlot)
    expect(results.filter((result) => result.includes('slotFull'))).toHaveLength(50 - testDriveRules.seatsPerSlot)
    expect(await db.select().from(testDriveSeats).where(eq(testDriveSeats.startsAt, startsAt))).toHaveLength(2)
    expect(await db.select().from(testDrives).where(eq(testDrives.startsAt, startsAt))).toHaveLength(2)
  })
})
