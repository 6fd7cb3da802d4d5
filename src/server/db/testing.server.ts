/**
 * Databases for test suites and benchmarks, on either engine, isolated from each other:
 *
 * - PGlite: a fresh in-memory instance per call, loaded from a cached initdb template.
 * - PostgreSQL: a fresh database per call, created from TEST_DATABASE_URL (the server must let
 *   that role CREATE DATABASE) and dropped on close. A database rather than a schema because
 *   drizzle-kit's migrations name the `public` schema explicitly.
 *
 * Suites in parallel vitest workers, and both engines in one run, never share tables.
 *
 * Migrating and seeding each suite's database cost seconds of CPU apiece, on ~50 databases a run.
 * So vitest's global setup (tests/db-templates.ts) migrates (and seeds) one database of each kind
 * per run, `prepareTestTemplates`, and each suite's database starts as a copy of it: a PGlite dump,
 * or PostgreSQL's `CREATE DATABASE … TEMPLATE`. The copy is still migrated and seeded on open as
 * before (both find nothing left to do), so a suite run without the global setup gets the same
 * database, only slower.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import postgres from 'postgres'
import { openDatabase, type DbHandle, type OpenOptions } from './connection.server.ts'
import { runDataSteps } from './data-steps.server.ts'
import { migrationsFolder } from './migrations-folder.server.ts'
import { createPgliteTemplate, openPglite } from './pglite.server.ts'
import * as schema from './schema.ts'
import { demoTodayNoon } from './seed/demo-calendar.ts'
import { seedDemoCatalogue } from './seed/demo-catalogue.server.ts'
import type { DbEngine } from './types.ts'

export type TestEngine = {
  engine: DbEngine
  /** Why the engine cannot run here, or null when it can. */
  unavailableReason: string | null
}

/**
 * The engines a test run covers. PostgreSQL joins when TEST_DATABASE_URL is set. Tests are not
 * the app, so they read their variable here rather than through app.config.ts.
 */
export function testEngines(): TestEngine[] {
  return [
    { engine: 'pglite', unavailableReason: null },
    {
      engine: 'postgres',
      unavailableReason: testDatabaseUrl() ? null : 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)',
    },
  ]
}

export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL
  return url === undefined || url === '' ? undefined : url
}

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> }

/** A new PostgreSQL database on the server of `baseUrl`: empty, or a copy of the database `template`. */
export async function createScratchPostgresDatabase(baseUrl: string, prefix = 'scratch', template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(template ? `create database "${name}" template "${template}"` : `create database "${name}"`)
  } finally {
    await admin.end({ timeout: 5 })
  }
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      const dropper = postgres(baseUrl, { max: 1, onnotice: () => {} })
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`)
      } finally {
        await dropper.end({ timeout: 5 })
      }
    },
  }
}

let templateInProcess: Promise<Blob> | undefined

/**
 * An initialised empty PGlite cluster, made once and kept in the temp directory (per PGlite
 * version), so each suite loads it in a fraction of a second instead of running initdb (~3 s).
 */
export function pgliteTemplate(): Promise<Blob> {
  templateInProcess ??= (async () => {
    const file = join(tmpdir(), `dealer-storefront-pglite-${pgliteVersion()}.tar`)
    if (existsSync(file)) return new Blob([readFileSync(file)])
    const template = await createPgliteTemplate()
    // Written aside and renamed, so a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`
    writeFileSync(partial, Buffer.from(await template.arrayBuffer()))
    renameSync(partial, file)
    return template
  })()
  return templateInProcess
}

function pgliteVersion(): string {
  // The package does not export its package.json; it sits one level above the entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }
  return manifest.version
}

type TemplateKind = 'migrated' | 'seeded'

/** Where the global setup tells the suites' worker processes about this run's templates. */
const templateVariable = (engine: DbEngine, kind: TemplateKind) => `TEST_DB_TEMPLATE_${engine.toUpperCase()}_${kind.toUpperCase()}`

const templateKind = (options: OpenOptions): TemplateKind => (options.seed === 'never' ? 'migrated' : 'seeded')

/** This run's template of `engine` and `kind` (a PGlite dump file, a PostgreSQL database name), if the global setup made one. */
function preparedTemplate(engine: DbEngine, kind: TemplateKind): string | undefined {
  const value = process.env[templateVariable(engine, kind)]
  return value === undefined || value === '' ? undefined : value
}

/**
 * Makes this run's templates (a migrated database, and one with the demo catalogue too) on every
 * available engine, and announces them to the worker processes through the environment. The
 * answer removes them.
 */
export async function prepareTestTemplates(): Promise<() => Promise<void>> {
  const cleanups: (() => Promise<void>)[] = []
  const announce = (engine: DbEngine, kind: TemplateKind, value: string) => (process.env[templateVariable(engine, kind)] = value)

  const pglite = async () => {
    const client = await openPglite(null, await pgliteTemplate())
    try {
      const db = drizzlePglite({ client, schema })
      await migratePglite(db, { migrationsFolder: migrationsFolder() })
      // As openDatabase does, so that the suites' copies do not each redo the steps on opening.
      await runDataSteps(db)
      const dump = async (kind: TemplateKind) => {
        await client.query('checkpoint')
        const file = join(tmpdir(), `dealer-storefront-test-${kind}-${process.pid}-${randomBytes(4).toString('hex')}.tar`)
        writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
        cleanups.push(async () => rmSync(file, { force: true }))
        announce('pglite', kind, file)
      }
      await dump('migrated')
      await seedDemoCatalogue(db, { now: demoTodayNoon })
      await dump('seeded')
    } finally {
      await client.close()
    }
  }

  const postgresTemplates = async (baseUrl: string) => {
    // Each made and closed before the next copies it: PostgreSQL copies only a database no one is connected to.
    const migrated = await createScratchPostgresDatabase(baseUrl, 'template')
    cleanups.push(() => migrated.drop())
    await (await openDatabase({ engine: 'postgres', url: migrated.url, maxConnections: 1 }, { seed: 'never' })).close()
    const seeded = await createScratchPostgresDatabase(baseUrl, 'template', migrated.name)
    cleanups.push(() => seeded.drop())
    await (
      await openDatabase({ engine: 'postgres', url: seeded.url, maxConnections: 1 }, { seed: 'if-empty', seededAt: demoTodayNoon })
    ).close()
    announce('postgres', 'migrated', migrated.name)
    announce('postgres', 'seeded', seeded.name)
  }

  const baseUrl = testDatabaseUrl()
  const made = await Promise.allSettled([pglite(), baseUrl ? postgresTemplates(baseUrl) : Promise.resolve()])
  const cleanup = async () => {
    for (const engine of ['pglite', 'postgres'] as const)
      for (const kind of ['migrated', 'seeded'] as const) delete process.env[templateVariable(engine, kind)]
    await Promise.all(cleanups.map((remove) => remove()))
  }
  const failed = made.find((result) => result.status === 'rejected')
  if (failed) {
    await cleanup()
    throw failed.reason
  }
  return cleanup
}

/** A migrated database of `engine` (seeded with the demo catalogue unless told otherwise). */
export async function openTestDatabase(engine: DbEngine, requested: OpenOptions = {}): Promise<DbHandle> {
  // Suites want the catalogue on both engines unless they say otherwise (PostgreSQL is not seeded by default).
  const options: OpenOptions = { seed: 'if-empty', seededAt: demoTodayNoon, ...requested }
  const template = preparedTemplate(engine, templateKind(options))
  if (engine === 'pglite') {
    const dump = template ? new Blob([readFileSync(template)]) : await pgliteTemplate()
    return openDatabase({ engine: 'pglite', dataDir: null, template: dump }, options)
  }
  const baseUrl = testDatabaseUrl()
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set')
  const scratch = await createScratchPostgresDatabase(baseUrl, 'test', template)
  try {
    const handle = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 4 }, options)
    return {
      ...handle,
      async close() {
        await handle.close()
        await scratch.drop()
      },
    }
  } catch (error) {
    await scratch.drop()
    throw error
  }
}

/**
 * Makes `dataDir` (missing or empty) a migrated PGlite data folder from this run's template, for a
 * suite that needs a folder but does not test making one: the server's first open still runs
 * initdb in a child process and every migration (seconds of CPU apiece), which the suites that
 * test it keep doing (connection.test.ts, client.test.ts). Opening the folder afterwards migrates
 * and runs the data steps as ever, finding nothing to do. Without the global setup's template,
 * leaves the folder to be made on opening.
 */
export function migratedPgliteDataDir(dataDir: string): string {
  const template = preparedTemplate('pglite', 'migrated')
  if (!template) return dataDir
  mkdirSync(dataDir, { recursive: true })
  if (readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty`)
  // PGlite's dump is a plain tarball whose members start at the cluster's root (`/PG_VERSION`, …).
  execFileSync('tar', ['-xf', template, '-C', dataDir], { stdio: ['ignore', 'ignore', 'pipe'] })
  return dataDir
}
