/**
 * Databases for test suites and benchmarks, on either engine, isolated from each other:
 *
 * - PGlite: a fresh in-memory instance per call, loaded from a cached initdb template.
 * - PostgreSQL: a fresh database per call, created from TEST_DATABASE_URL (the server must let
 *   that role CREATE DATABASE) and dropped on close. A database rather than a schema because
 *   drizzle-kit's migrations name the `public` schema explicitly.
 *
 * Suites in parallel vitest workers, and both engines in one run, never share tables.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import postgres from 'postgres'
import { openDatabase, type DbHandle, type OpenOptions } from './connection.server.ts'
import { createPgliteTemplate } from './pglite.server.ts'
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

export type ScratchDatabase = { url: string; drop(): Promise<void> }

/** A new, empty PostgreSQL database on the server of `baseUrl`. */
export async function createScratchPostgresDatabase(baseUrl: string, prefix = 'scratch'): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`create database "${name}"`)
  } finally {
    await admin.end({ timeout: 5 })
  }
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
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
function pgliteTemplate(): Promise<Blob> {
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

/** A migrated database of `engine` (seeded with the demo catalogue unless told otherwise). */
export async function openTestDatabase(engine: DbEngine, options: OpenOptions = {}): Promise<DbHandle> {
  if (engine === 'pglite') return openDatabase({ engine: 'pglite', dataDir: null, template: await pgliteTemplate() }, options)
  const baseUrl = testDatabaseUrl()
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set')
  const scratch = await createScratchPostgresDatabase(baseUrl, 'test')
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
