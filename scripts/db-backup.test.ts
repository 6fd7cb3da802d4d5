import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { serveBackups } from '../src/server/db/backup.server.ts'
import { openDatabase, type DbHandle } from '../src/server/db/connection.server.ts'
import { newsCovers, pictureFiles } from '../src/server/db/schema.ts'
import { createScratchPostgresDatabase, migratedPgliteDataDir, testDatabaseUrl } from '../src/server/db/testing.server.ts'

const run = promisify(execFile)
const root = mkdtempSync(join(tmpdir(), 'db-backup-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Runs one of the npm scripts as an operator would, against `database`. */
function script(name: 'db-backup' | 'db-restore', file: string, database: { DATA_DIR?: string; DATABASE_URL?: string }) {
  return run(process.execPath, [`scripts/${name}.ts`, file], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...database },
  })
}

/** Uploads as the site stores them: a news cover and a car picture, bytes in the database. */
async function storeUploads(db: DbHandle['db']) {
  const cover = { name: `${randomBytes(12).toString('hex')}.webp`, content: new Uint8Array(randomBytes(50_000)) }
  const picture = { name: `${randomBytes(12).toString('hex')}.avif`, content: new Uint8Array(randomBytes(20_000)) }
  await db.insert(newsCovers).values({ ...cover, mediaType: 'image/webp', width: 1200, height: 750 })
  await db.insert(pictureFiles).values({ ...picture, mediaType: 'image/avif' })
  return { cover, picture }
}

async function uploadsIn(db: DbHandle['db'], names: { cover: string; picture: string }) {
  const [cover] = await db.select({ content: newsCovers.content }).from(newsCovers).where(eq(newsCovers.name, names.cover))
  const [picture] = await db.select({ content: pictureFiles.content }).from(pictureFiles).where(eq(pictureFiles.name, names.picture))
  return { cover: cover && Buffer.from(cover.content), picture: picture && Buffer.from(picture.content) }
}

async function forgetUploads(db: DbHandle['db'], names: { cover: string; picture: string }) {
  await db.delete(newsCovers).where(eq(newsCovers.name, names.cover))
  await db.delete(pictureFiles).where(eq(pictureFiles.name, names.picture))
}

describe('db:backup and db:restore (decision 0061)', () => {
  it('round-trips the embedded database, uploads included, backed up while its server runs', { timeout: 180_000 }, async () => {
    // A folder made from the run's migrated template: making one is connection.test.ts's to test.
    const dataDir = migratedPgliteDataDir(join(root, 'pglite', 'data'))
    const file = join(root, 'pglite.backup')
    const server = await openDatabase({ engine: 'pglite', dataDir }, { seed: 'never' })
    // What the server does when it opens its data directory (client.server.ts).
    const stopBackups = await serveBackups(dataDir, server.snapshot!)
    let running = true
    try {
      const stored = await storeUploads(server.db)
      const names = { cover: stored.cover.name, picture: stored.picture.name }

      const backup = await script('db-backup', file, { DATA_DIR: dataDir })
      expect(backup.stdout).toMatch(/from the running server/)
      // Written after the backup: not in it.
      await forgetUploads(server.db, names)

      await expect(script('db-restore', file, { DATA_DIR: dataDir })).rejects.toMatchObject({
        stderr: expect.stringContaining(`in use by process ${process.pid} (server)`),
      })

      await stopBackups()
      await server.close()
      running = false
      const restore = await script('db-restore', file, { DATA_DIR: dataDir })
      expect(restore.stdout).toMatch(/previous one is kept as .*before-restore/)
      expect(readdirSync(join(root, 'pglite')).some((entry) => entry.startsWith('data.before-restore-'))).toBe(true)

      const restored = await openDatabase({ engine: 'pglite', dataDir }, { seed: 'never' })
      try {
        expect(await uploadsIn(restored.db, names)).toEqual({
          cover: Buffer.from(stored.cover.content),
          picture: Buffer.from(stored.picture.content),
        })
      } finally {
        await restored.close()
      }
    } finally {
      if (running) {
        await stopBackups()
        await server.close()
      }
    }
  })

  it('backs up the embedded database itself when no server runs', { timeout: 120_000 }, async () => {
    const dataDir = migratedPgliteDataDir(join(root, 'idle', 'data'))
    await (await openDatabase({ engine: 'pglite', dataDir }, { seed: 'never' })).close()
    const file = join(root, 'idle.backup')
    const backup = await script('db-backup', file, { DATA_DIR: dataDir })
    expect(backup.stdout).not.toMatch(/running server/)
    expect(existsSync(file)).toBe(true)
    await expect(script('db-restore', file, { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' })).rejects.toMatchObject({
      stderr: expect.stringMatching(/not a PostgreSQL backup/),
    })
  })

  const postgresUrl = testDatabaseUrl()
  it.skipIf(!postgresUrl)('round-trips a PostgreSQL database with pg_dump while it is in use', { timeout: 120_000 }, async () => {
    const scratch = await createScratchPostgresDatabase(postgresUrl as string, 'backup')
    const file = join(root, 'postgres.backup')
    try {
      const server = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 2 })
      let stored
      try {
        stored = await storeUploads(server.db)
        const backup = await script('db-backup', file, { DATABASE_URL: scratch.url })
        expect(backup.stdout).toMatch(/pg_dump/)
        await forgetUploads(server.db, { cover: stored.cover.name, picture: stored.picture.name })
      } finally {
        await server.close()
      }
      await script('db-restore', file, { DATABASE_URL: scratch.url })
      const restored = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 1 })
      try {
        expect(await uploadsIn(restored.db, { cover: stored.cover.name, picture: stored.picture.name })).toEqual({
          cover: Buffer.from(stored.cover.content),
          picture: Buffer.from(stored.picture.content),
        })
      } finally {
        await restored.close()
      }
    } finally {
      await scratch.drop()
    }
  })
})
