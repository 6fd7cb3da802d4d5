/**
 * Opens a database on either engine, brings its schema up to date and, when it holds no
 * catalogue yet, seeds the demo catalogue. The app's singleton (client.server.ts), the scripts
 * and the test suites all open databases through here.
 */
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { migrationsFolder } from './migrations-folder.server.ts'
import { openPglite } from './pglite.server.ts'
import * as schema from './schema.ts'
import { hasCatalogue, seedDemoCatalogue } from './seed/demo-catalogue.server.ts'
import type { Db, DbEngine } from './types.ts'

export type DbTarget =
  /** `dataDir` null keeps the database in memory (tests), optionally from a template dump. */
  { engine: 'pglite'; dataDir: string | null; template?: Blob } | { engine: 'postgres'; url: string; maxConnections?: number }

export type OpenOptions = {
  /** `if-empty` (default) seeds the demo catalogue into a database without brands. */
  seed?: 'if-empty' | 'never'
}

export type DbHandle = {
  readonly db: Db
  readonly engine: DbEngine
  /** Whether this open seeded the demo catalogue (the database had none). */
  readonly seeded: boolean
  /**
   * Calls `onNotify` with the payload of every `NOTIFY` on `channel` (from any process on the same
   * database; on PGlite, this process) once its transaction commits. Resolves to the unsubscribe.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

export const defaultPostgresPoolSize = 10

// Any constant works as long as every instance of the app uses the same one.
const migrationLockKey = 7_305_530_001

export async function openDatabase(target: DbTarget, options: OpenOptions = {}): Promise<DbHandle> {
  return target.engine === 'pglite'
    ? openPgliteDatabase(target.dataDir, target.template, options)
    : openPostgresDatabase(target.url, target.maxConnections ?? defaultPostgresPoolSize, options)
}

async function openPgliteDatabase(dataDir: string | null, template: Blob | undefined, options: OpenOptions): Promise<DbHandle> {
  const client: PGlite = await openPglite(dataDir, template)
  try {
    const db = drizzlePglite({ client, schema })
    await migratePglite(db, { migrationsFolder: migrationsFolder() })
    const seeded = await seedIfEmpty(db, options)
    return {
      db,
      engine: 'pglite',
      seeded,
      listen: async (channel, onNotify) => {
        const unlisten = await client.listen(channel, onNotify)
        return () => unlisten()
      },
      close: () => client.close(),
    }
  } catch (error) {
    await client.close()
    throw error
  }
}

async function openPostgresDatabase(url: string, max: number, options: OpenOptions): Promise<DbHandle> {
  // "relation already exists, skipping" and similar NOTICEs are not the app's business.
  const quiet = { onnotice: () => {} }
  // Instances starting together would otherwise race to migrate and seed. A session-level
  // advisory lock needs one connection for the whole sequence, hence a client of its own.
  const setup = postgres(url, { ...quiet, max: 1 })
  let seeded: boolean
  try {
    await setup`select pg_advisory_lock(${migrationLockKey})`
    try {
      const setupDb = drizzlePostgres({ client: setup, schema })
      await migratePostgres(setupDb, { migrationsFolder: migrationsFolder() })
      seeded = await seedIfEmpty(setupDb, options)
    } finally {
      await setup`select pg_advisory_unlock(${migrationLockKey})`
    }
  } finally {
    await setup.end({ timeout: 5 })
  }
  const client = postgres(url, { ...quiet, max, idle_timeout: 60 })
  const db = drizzlePostgres({ client, schema })
  return {
    db,
    engine: 'postgres',
    seeded,
    // postgres.js listens on a connection of its own, outside the pool, and listens again after a reconnect.
    listen: async (channel, onNotify) => {
      const { unlisten } = await client.listen(channel, onNotify)
      return unlisten
    },
    close: () => client.end({ timeout: 5 }),
  }
}

async function seedIfEmpty(db: Db, options: OpenOptions): Promise<boolean> {
  if (options.seed === 'never') return false
  if (await hasCatalogue(db)) return false
  return (await seedDemoCatalogue(db)) !== null
}
