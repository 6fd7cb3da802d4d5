/**
 * Opens the embedded engine with the memory settings of docs/decisions/0005-pglite-memory.md.
 *
 * Two things kept the process near 600 MB: PostgreSQL's default shared memory (128 MB of
 * shared_buffers plus per-connection arrays for 100 connections) lives inside the WASM heap, which
 * never shrinks; and initdb on a new data directory runs a second and a third WASM instance whose
 * memory the process keeps after they are gone. So the server asks for small shared memory, and
 * a new directory is initialised by a short-lived child process.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join, resolve } from 'node:path'
import { isMainThread } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { DatabaseOffMainThreadError } from './errors.ts'
import { lockDatabaseFolder, type FolderRole } from './folder-lock.server.ts'

/**
 * PostgreSQL settings for a single-user, catalogue-sized database. The operating system already
 * caches the data files, so a large buffer pool would only hold a second copy in the WASM heap.
 */
export const pgliteSettings: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  // One backend runs; the default 100 sizes lock and AIO arrays for connections that never come.
  max_connections: '8',
  // Index builds grow the heap to this size for good; 16 MB builds the trigram index of 10,000
  // cars in memory all the same.
  maintenance_work_mem: '16MB',
  work_mem: '4MB',
}

export function pgliteStartParams(settings: Readonly<Record<string, string>> = pgliteSettings): string[] {
  return [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])]
}

/** What the migrations create: trigram search (cars), btree_gist (test-drive seats' exclusion constraint, decision 0100). */
export const pgliteExtensions = { pg_trgm, btree_gist }
const extensions = pgliteExtensions

/**
 * A PGlite with the extensions the migrations need. `dataDir` null keeps it in memory; an
 * in-memory database can start from `template`, a dump of an initialised cluster, and skip
 * initdb (the test suites do, see testing.server.ts). A data directory opens only on the main
 * thread (errors.ts says why) of the one process that holds it (folder-lock.server.ts, decision
 * 0071): another holder makes this throw DatabaseFolderInUseError, and closing gives it back.
 */
export async function openPglite(dataDir: string | null, template?: Blob, role: FolderRole = 'server'): Promise<PGlite> {
  if (dataDir === null)
    return PGlite.create({ ...(template ? { loadDataDir: template } : {}), extensions, startParams: pgliteStartParams() })
  if (!isMainThread) throw new DatabaseOffMainThreadError(resolve(dataDir))
  const lock = await lockDatabaseFolder(dataDir, role)
  let client: PGlite
  try {
    await ensureInitialisedDataDir(resolve(dataDir))
    client = await PGlite.create({ dataDir: resolve(dataDir), extensions, startParams: pgliteStartParams() })
  } catch (error) {
    lock.release()
    throw error
  }
  // Every caller closes the client; the folder is given back with it, once PGlite has written.
  const close = client.close.bind(client)
  client.close = async () => {
    try {
      await close()
    } finally {
      lock.release()
    }
  }
  return client
}

/** One turn of the event loop: sockets, timers and other threads' messages are served first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

type Queries = Pick<PGlite, 'query' | 'exec'>

function yieldBefore<T extends Queries>(target: T): T {
  const query = target.query.bind(target)
  const exec = target.exec.bind(target)
  target.query = (async (...args: Parameters<T['query']>) => {
    await nextTurn()
    return query(...(args as Parameters<PGlite['query']>))
  }) as T['query']
  target.exec = (async (...args: Parameters<T['exec']>) => {
    await nextTurn()
    return exec(...(args as Parameters<PGlite['exec']>))
  }) as T['exec']
  return target
}

/**
 * PGlite runs each query synchronously in this thread and settles it as a microtask, so a chain of
 * queries (an order's transaction, sixteen of them at once) never gave the event loop a turn:
 * 800 small write transactions kept it from every socket for 6–11 s, and with them the page
 * cache's answers, which this thread also gives (issue 37: cached home pages p50 1.26 s while
 * orders were placed). Each query, in a transaction or not, waits one turn of the loop first: a
 * cached page waits for at most the queries already running, not for every write queued.
 * Not applied by `openPglite` yet: with it, connection.test.ts's seeding tests ran past their
 * timeouts on a loaded machine, unexplained so far (decision 0062, amended 2026-11-29).
 */
export function yieldingBetweenQueries(client: PGlite): PGlite {
  yieldBefore(client)
  const transaction = client.transaction.bind(client)
  client.transaction = (callback) => transaction((tx) => callback(yieldBefore(tx)))
  return client
}

/** An initialised, empty cluster as an uncompressed tarball, for `openPglite(null, template)`. */
export async function createPgliteTemplate(): Promise<Blob> {
  const pg = await PGlite.create()
  try {
    return await pg.dumpDataDir('none')
  } finally {
    await pg.close()
  }
}

function isInitialised(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'))
}

/**
 * Creates the cluster in a sibling directory from a child process, then moves it into place, so
 * the server's heap never holds initdb and a crash halfway leaves no half-made directory behind.
 */
async function ensureInitialisedDataDir(dataDir: string): Promise<void> {
  if (isInitialised(dataDir)) return
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is neither empty nor a PGlite data directory; refusing to initialise it`)
  }
  const parent = dirname(dataDir)
  // PGlite does not create missing parents.
  mkdirSync(parent, { recursive: true })
  const staging = join(parent, `.${basename(dataDir)}.initdb-${process.pid}-${Date.now()}`)
  try {
    await initialiseInChildProcess(staging)
    if (existsSync(dataDir)) rmdirSync(dataDir)
    renameSync(staging, dataDir)
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

const childScript = `
const { PGlite } = require(process.argv[1])
PGlite.create({ dataDir: process.argv[2] })
  .then((pg) => pg.close())
  .then(() => process.exit(0), (error) => { console.error(error); process.exit(1) })
`

function initialiseInChildProcess(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true })
  // Resolved here, not in the child: the child has no module context to resolve from.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['-e', childScript, pgliteEntry, dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolvePromise()
      else reject(new Error(`PGlite initdb for ${dataDir} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`))
    })
  })
}
