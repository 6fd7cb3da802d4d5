/**
 * Runs one test suite against every engine: PGlite always, PostgreSQL when TEST_DATABASE_URL is
 * set. A skipped PostgreSQL suite is reported as skipped and announced on the console, so a
 * green run without PostgreSQL cannot pass for a run with it. Test code only.
 */
import { afterAll, beforeAll, describe } from 'vitest'
import type { DbHandle, OpenOptions } from './connection.server.ts'
import { openTestDatabase, testEngines } from './testing.server.ts'
import type { Db, DbEngine } from './types.ts'

export type EngineSuite = {
  engine: DbEngine
  /** The suite's database; valid inside tests and hooks. */
  db(): Db
  handle(): DbHandle
}

export function describeOnEngines(name: string, body: (suite: EngineSuite) => void, options: OpenOptions = {}): void {
  for (const { engine, unavailableReason } of testEngines()) {
    if (unavailableReason) {
      console.warn(`\n⚠ "${name}" on ${engine} is SKIPPED: ${unavailableReason}\n`)
    }
    describe.skipIf(unavailableReason !== null)(`${name} [${engine}]`, () => {
      let handle: DbHandle | undefined
      beforeAll(async () => {
        handle = await openTestDatabase(engine, options)
      })
      afterAll(async () => {
        await handle?.close()
      })
      const current = (): DbHandle => {
        if (!handle) throw new Error(`The ${engine} test database is not open`)
        return handle
      }
      body({ engine, db: () => current().db, handle: current })
    })
  }
}
