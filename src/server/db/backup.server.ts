/**
 * Backups of the embedded database while the server runs (decision 0061). PGlite lives inside the
 * server's process and its data directory is held by one process only (decision 0071), so `npm run
 * db:backup` asks the holder for the snapshot over the folder's lock socket (only this machine's
 * same user can reach it), and opens the directory itself only when nobody holds it. PostgreSQL
 * needs none of this: pg_dump reads a consistent snapshot from any client.
 * Runs in the command-line scripts too, so only erasable TypeScript is allowed here.
 */
import { renameSync, writeFileSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { onFolderRequest } from './folder-lock.server.ts'

/**
 * A consistent image of the database: a checkpoint (so a restore starts without replaying much),
 * then the data directory as a gzipped tarball, taken while no query runs. Written ahead-of-log,
 * so it is what a crash at that instant would leave: every committed transaction, nothing else.
 */
export async function snapshotPglite(client: PGlite): Promise<Blob> {
  await client.query('checkpoint')
  return client.dumpDataDir('gzip')
}

/** Writes `bytes` to `file` whole or not at all. */
export function writeAtomically(file: string, bytes: Uint8Array): void {
  const partial = `${file}.partial`
  writeFileSync(partial, bytes, { mode: 0o600 })
  renameSync(partial, file)
}

/** Answers backup requests for the folder this process holds until the answer is called. */
export async function serveBackups(dataDir: string, snapshot: () => Promise<Blob>): Promise<() => Promise<void>> {
  const stop = onFolderRequest(dataDir, 'backup', async (request) => {
    const file = request.file
    if (typeof file !== 'string' || !file.startsWith('/')) throw new Error('expected {"file": "/absolute/path"}')
    const bytes = new Uint8Array(await (await snapshot()).arrayBuffer())
    writeAtomically(file, bytes)
    return { bytes: bytes.length }
  })
  return async () => stop()
}

/**
 * pg_dump's and pg_restore's connection: the URL without its password, which goes in their
 * environment instead of the command line that other users of the machine can read in `ps`.
 */
export function postgresToolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}
