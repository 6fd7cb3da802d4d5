/**
 * `npm run db:backup -- <file>` writes a consistent snapshot of the configured database, while
 * the server runs (decision 0061). Uploads (CVs, news covers, car pictures, logos) are rows of the
 * database, so they are in it.
 *
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, one transaction's snapshot, read
 *   alongside the server's own work.
 * - PGlite (DATA_DIR): the running server writes the data directory's image (asked over the
 *   folder's lock socket, decision 0071); with no server running, this script opens the directory
 *   itself, holding it meanwhile. Behind another script holding it, it waits its turn.
 *
 * Restore with `npm run db:restore -- <file>`.
 */
import { execFileSync } from 'node:child_process'
import { renameSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { getEnv } from '../app.config.ts'
import { postgresToolConnection, snapshotPglite, writeAtomically } from '../src/server/db/backup.server.ts'
import { byHolderOrSelf, DatabaseFolderInUseError } from '../src/server/db/folder-lock.server.ts'
import { openPglite } from '../src/server/db/pglite.server.ts'

const print = (line: string): void => {
  process.stdout.write(`${line}\n`)
}

const file = process.argv[2]
if (!file || file.startsWith('-')) {
  process.stderr.write('Usage: npm run db:backup -- <file>\n')
  process.exit(2)
}
const target = resolve(file)
const env = getEnv()
const startedAt = performance.now()
const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1)

if (env.DATABASE_URL) {
  const connection = postgresToolConnection(env.DATABASE_URL)
  execFileSync('pg_dump', ['--format=custom', '--no-owner', '--file', `${target}.partial`, '--dbname', connection.dbname], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: connection.env,
  })
  renameSync(`${target}.partial`, target)
  print(`Backed up PostgreSQL (pg_dump) to ${target}: ${statSync(target).size} bytes in ${seconds()} s.`)
} else {
  try {
    const done = await byHolderOrSelf(
      env.DATA_DIR,
      { op: 'backup', file: target },
      {
        // A snapshot of a large database takes the server a while.
        timeoutMs: 10 * 60 * 1000,
        fromHolder: (result) => ({ bytes: (result as { bytes: number }).bytes, by: ' (from the running server)' }),
        self: async () => {
          const client = await openPglite(env.DATA_DIR, undefined, 'db:backup')
          try {
            const bytes = new Uint8Array(await (await snapshotPglite(client)).arrayBuffer())
            writeAtomically(target, bytes)
            return { bytes: bytes.length, by: '' }
          } finally {
            await client.close()
          }
        },
      },
    )
    print(`Backed up the embedded database in ${env.DATA_DIR}${done.by} to ${target}: ${done.bytes} bytes in ${seconds()} s.`)
  } catch (error) {
    if (!(error instanceof DatabaseFolderInUseError)) throw error
    process.stderr.write(`db:backup: ${error.message}\n`)
    process.exit(1)
  }
}
