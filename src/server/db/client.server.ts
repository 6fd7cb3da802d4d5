/**
 * The server's one database: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR.
 * Opened on first use (migrated, and seeded with the demo catalogue when empty); every caller
 * during start-up awaits the same opening.
 */
import { getEnv } from '../../../app.config.ts'
import { log } from '../log.ts'
import { shutdownOwnedByHost } from '../lifecycle.ts'
import { startContentChangeRelay } from '../content-changes.server.ts'
import { openDatabase, type DbHandle, type DbTarget } from './connection.server.ts'
import { serveBackups } from './backup.server.ts'
import { planProcesses } from '../processes.ts'
import { DatabaseOffMainThreadError } from './errors.ts'
import type { Db } from './types.ts'

type ClientState = {
  opening: Promise<DbHandle> | null
  shutdownHooked: boolean
  /** Stops relaying the database's content changes to this process's threads. */
  stopRelay?: () => Promise<void>
  /** Stops taking backup requests for the embedded database (backup.server.ts). */
  stopBackups?: () => Promise<void>
}

// On globalThis so the dev server's module reloads reuse the open database instead of opening
// the same PGlite directory a second time.
const stateKey = Symbol.for('dealer-storefront.db-client')
const globalState = globalThis as typeof globalThis & { [stateKey]?: ClientState }
const state: ClientState = (globalState[stateKey] ??= { opening: null, shutdownHooked: false })

/** The shared drizzle instance, ready to query. */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db
}

/** The shared database with its engine, for health checks and logs. */
export function getDbHandle(): Promise<DbHandle> {
  state.opening ??= openShared()
  return state.opening
}

/** Closes the shared database; the next `getDb()` opens it again. */
export async function closeDb(): Promise<void> {
  const opening = state.opening
  state.opening = null
  if (!opening) return
  const handle = await opening.catch(() => null)
  const stopRelay = state.stopRelay
  state.stopRelay = undefined
  await stopRelay?.().catch(() => undefined)
  const stopBackups = state.stopBackups
  state.stopBackups = undefined
  await stopBackups?.().catch(() => undefined)
  await handle?.close()
}

export function configuredTarget(): DbTarget {
  const env = getEnv()
  // Each process of a cluster takes its share of the machine's connections (processes.ts).
  const maxConnections = planProcesses(env).poolSize ?? undefined
  return env.DATABASE_URL ? { engine: 'postgres', url: env.DATABASE_URL, maxConnections } : { engine: 'pglite', dataDir: env.DATA_DIR }
}

function openShared(): Promise<DbHandle> {
  hookShutdown()
  const target = configuredTarget()
  const startedAt = performance.now()
  const opening = openDatabase(target).then(async (handle) => {
    log.info('database ready', {
      engine: handle.engine,
      location: target.engine === 'pglite' ? target.dataDir : redactUrl(target.url),
      seededDemoCatalogue: handle.seeded,
      ms: Math.round(performance.now() - startedAt),
    })
    // Every cache of public content in this process hears of staff edits made anywhere on this
    // database. Without the relay they still expire on their own, so a failure is logged, not fatal.
    state.stopRelay = await startContentChangeRelay(handle).catch((error: unknown) => {
      log.error('content changes are not relayed', { error })
      return undefined
    })
    // `npm run db:backup` asks this process for the embedded database's snapshot while it runs.
    if (target.engine === 'pglite' && target.dataDir !== null && handle.snapshot) {
      state.stopBackups = await serveBackups(target.dataDir, handle.snapshot).catch((error: unknown) => {
        log.error('backups of the embedded database cannot be requested while this server runs', { error })
        return undefined
      })
    }
    return handle
  })
  opening.catch((error: unknown) => {
    log.error('database failed to open', { error })
    // Opening from the wrong thread will never succeed: the refusal stays, logged once. Any other
    // failure is not cached: the next request tries again (e.g. PostgreSQL came up late).
    if (error instanceof DatabaseOffMainThreadError) return
    if (state.opening === opening) state.opening = null
  })
  return opening
}

/**
 * PGlite's timers keep the event loop alive, so the process would not exit on a signal; closing
 * also lets PGlite finish its writes to DATA_DIR.
 */
function hookShutdown(): void {
  // The production server drains requests first and closes the database itself (server/serve.ts).
  if (state.shutdownHooked || shutdownOwnedByHost()) return
  state.shutdownHooked = true
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      closeDb()
        .catch((error: unknown) => log.error('database failed to close', { error, signal }))
        .finally(() => process.exit(0))
    })
  }
}

function redactUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}
