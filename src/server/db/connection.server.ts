/**
 * Opens a database on either engine and brings its schema and its data steps
 * (data-steps.server.ts) up to date. The embedded default (PGlite) is also seeded with the demo
 * catalogue when it holds none, so one command shows a working site; a PostgreSQL database is a
 * real dealer's and is only migrated, never filled with demo cars unless asked (`npm run db:seed`,
 * or `seed: 'if-empty'`; decision 0061). The app's singleton (client.server.ts), the scripts and
 * the test suites all open databases through here.
 */
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { runDataSteps } from './data-steps.server.ts'
import { defaultListenHeartbeatMs, listenWithWatchdog } from './listen-watchdog.server.ts'
import { migrationsFolder } from './migrations-folder.server.ts'
import { openPglite, yieldingBetweenQueries } from './pglite.server.ts'
import type { FolderRole } from './folder-lock.server.ts'
import { snapshotPglite } from './backup.server.ts'
import * as schema from './schema.ts'
import { hasCatalogue, seedDemoCatalogue } from './seed/demo-catalogue.server.ts'
import type { Db, DbEngine } from './types.ts'

export type DbTarget =
  /**
   * `dataDir` null keeps the database in memory (tests), optionally from a template dump. A folder
   * is held by one process at a time; `role` (default `server`) is what this one tells the others
   * it refuses (folder-lock.server.ts).
   */
  | {
      engine: 'pglite'
      dataDir: string | null
      template?: Blob
      role?: FolderRole
      /** How often a folder's write-ahead log is checkpointed when it grew (`checkpointPeriodically`); small in tests. */
      checkpointEveryMs?: number
    }
  | {
      engine: 'postgres'
      url: string
      maxConnections?: number
      /** How often each `listen` proves it still hears its channel (listen-watchdog.server.ts); small in tests. */
      listenHeartbeatMs?: number
    }

export type OpenOptions = {
  /**
   * `if-empty` seeds the demo catalogue into a database without brands. The default is the
   * engine's: `if-empty` on PGlite, `never` on PostgreSQL.
   */
  seed?: 'if-empty' | 'never'
  /**
   * When the demo is seeded: its offers and articles are dated around it (seed/demo-calendar.ts).
   * The data tests pin it to the demo's own day, so their dates stay the ones the data names.
   */
  seededAt?: Date
}

/** Whether an open seeds when not told: only the embedded default, never a production PostgreSQL database. */
export function defaultSeedFor(engine: DbEngine): NonNullable<OpenOptions['seed']> {
  return engine === 'pglite' ? 'if-empty' : 'never'
}

export type DbHandle = {
  readonly db: Db
  readonly engine: DbEngine
  /** Whether this open seeded the demo catalogue (it was asked to, or PGlite, and the database had none). */
  readonly seeded: boolean
  /**
   * Calls `onNotify` with the payload of every `NOTIFY` on `channel` (from any process on the same
   * database; on PGlite, this process) once its transaction commits. Resolves to the unsubscribe.
   * `onListen` is called each time the subscription is in place: first, and again whenever a lost
   * listening connection has been made anew (notifications sent while it was down are lost).
   * On PostgreSQL a watchdog makes it anew when its heartbeats stop coming back, which postgres.js
   * alone would not notice (listen-watchdog.server.ts);
   * payloads starting with its `heartbeatPrefix` are its own and never reach `onNotify`.
   */
  listen(channel: string, onNotify: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>
  /** PGlite only: a consistent snapshot of the whole database, for backups (backup.server.ts). */
  snapshot?: () => Promise<Blob>
  close(): Promise<void>
}

export const defaultPostgresPoolSize = 10

// Any constant works as long as every instance of the app uses the same one.
const migrationLockKey = 7_305_530_001

export async function openDatabase(target: DbTarget, options: OpenOptions = {}): Promise<DbHandle> {
  return target.engine === 'pglite'
    ? openPgliteDatabase(target.dataDir, target.template, target.role, target.checkpointEveryMs ?? defaultCheckpointEveryMs, options)
    : openPostgresDatabase(
        target.url,
        target.maxConnections ?? defaultPostgresPoolSize,
        target.listenHeartbeatMs ?? defaultListenHeartbeatMs,
        options,
      )
}

async function openPgliteDatabase(
  dataDir: string | null,
  template: Blob | undefined,
  role: FolderRole | undefined,
  checkpointEveryMs: number,
  options: OpenOptions,
): Promise<DbHandle> {
  const client: PGlite = await openPglite(dataDir, template, role)
  let stopCheckpoints = async () => {}
  try {
    const db = drizzlePglite({ client, schema })
    await migratePglite(db, { migrationsFolder: migrationsFolder() })
    await runDataSteps(db)
    const seeded = await seedIfEmpty(db, 'pglite', options)
    if (dataDir !== null) {
      stopCheckpoints = checkpointPeriodically(client, checkpointEveryMs)
      // A server's database, once migrated and seeded: from here its queries share the thread
      // with visitors' requests, so each lets the event loop turn first (pglite.server.ts).
      yieldingBetweenQueries(client)
    }
    return {
      db,
      engine: 'pglite',
      seeded,
      listen: async (channel, onNotify, onListen) => {
        const unlisten = await client.listen(channel, onNotify)
        // In-process: the subscription is never lost, so it is in place once, now.
        onListen?.()
        return () => unlisten()
      },
      snapshot: () => snapshotPglite(client),
      close: async () => {
        await stopCheckpoints()
        await client.close()
      },
    }
  } catch (error) {
    await stopCheckpoints()
    await client.close()
    throw error
  }
}

export const defaultCheckpointEveryMs = 10_000

/**
 * PGlite runs no checkpointer process: the write-ahead log since the last checkpoint (made at a
 * clean close, or past max_wal_size, 1 GB by default) is all replayed after a crash, ~2.8 s for
 * 45 s of steady writes measured here (issue 32, decision 0071). So every `everyMs` the log is
 * checkpointed if it grew (every 10 s): a kill -9 then replays at most that long of writes. A checkpoint
 * writes at most the 16 MB of shared buffers (decision 0005), between queries.
 */
function checkpointPeriodically(client: PGlite, everyMs: number): () => Promise<void> {
  let checkpointedAt = ''
  let round: Promise<void> | null = null
  const walPosition = async () =>
    (await client.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows[0]?.lsn ?? ''
  const timer = setInterval(() => {
    round ??= (async () => {
      if ((await walPosition()) === checkpointedAt) return
      await client.query('checkpoint')
      // The checkpoint's own record moves the log on: what counts as "nothing new" is after it.
      checkpointedAt = await walPosition()
    })()
      // A failed round (the database closing under it) is tried again at the next tick.
      .catch(() => undefined)
      .finally(() => {
        round = null
      })
  }, everyMs)
  // Never keeps the process alive on its own.
  timer.unref()
  return async () => {
    clearInterval(timer)
    await round
  }
}

async function openPostgresDatabase(url: string, max: number, heartbeatMs: number, options: OpenOptions): Promise<DbHandle> {
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
      await runDataSteps(setupDb)
      seeded = await seedIfEmpty(setupDb, 'postgres', options)
    } finally {
      await setup`select pg_advisory_unlock(${migrationLockKey})`
    }
  } finally {
    await setup.end({ timeout: 5 })
  }
  const client = postgres(url, { ...quiet, max, idle_timeout: 60 })
  const db = drizzlePostgres({ client, schema })
  // The subscriptions' stop functions, so that closing the database also ends their connections.
  const listening = new Set<() => Promise<void>>()
  return {
    db,
    engine: 'postgres',
    seeded,
    // Each subscription listens on a dedicated client (postgres.js listens on a connection of its
    // own, outside the pool, and listens again after it closes); the watchdog replaces the client
    // when its heartbeats stop coming back.
    listen: async (channel, onNotify, onListen) => {
      const stop = await listenWithWatchdog(
        {
          channel,
          heartbeatMs,
          subscribe: async (onPayload, listened) => {
            const dedicated = postgres(url, { ...quiet, max: 1 })
            try {
              await dedicated.listen(channel, onPayload, listened)
            } catch (error) {
              // The database is still unreachable: no connection is left behind for the next attempt.
              await dedicated.end({ timeout: 0 })
              throw error
            }
            return { end: () => dedicated.end({ timeout: 5 }) }
          },
          notify: async (payload) => {
            await client`select pg_notify(${channel}, ${payload})`
          },
        },
        onNotify,
        onListen,
      )
      const unlisten = async () => {
        listening.delete(unlisten)
        await stop()
      }
      listening.add(unlisten)
      return unlisten
    },
    // Together: a heartbeat waiting on the pool ends with it, and then its subscription stops.
    close: async () => {
      await Promise.all([...[...listening].map((unlisten) => unlisten()), client.end({ timeout: 5 })])
    },
  }
}

async function seedIfEmpty(db: Db, engine: DbEngine, options: OpenOptions): Promise<boolean> {
  if ((options.seed ?? defaultSeedFor(engine)) === 'never') return false
  if (await hasCatalogue(db)) return false
  return (await seedDemoCatalogue(db, { now: options.seededAt })) !== null
}
