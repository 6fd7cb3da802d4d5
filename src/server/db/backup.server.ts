/**
 * Backups of the embedded database while the server runs (decision 0061). PGlite lives inside the
 * server's process and its data directory can be opened by one process only, so `npm run
 * db:backup` asks the running server for the snapshot over a Unix socket next to the directory
 * (only this machine's same user can reach it), and opens the directory itself only when no server
 * holds it. PostgreSQL needs none of this: pg_dump reads a consistent snapshot from any client.
 * Runs in the command-line scripts too, so only erasable TypeScript is allowed here.
 */
import { chmodSync, existsSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { basename, dirname, join, resolve } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'

/** Where the server holding `dataDir` takes backup requests. */
export function backupSocketPath(dataDir: string): string {
  const absolute = resolve(dataDir)
  return join(dirname(absolute), `.${basename(absolute)}.backup.sock`)
}

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

type BackupReply = { ok: true; bytes: number } | { ok: false; error: string }

/** Answers backup requests for `dataDir` until the answer is called. */
export async function serveBackups(dataDir: string, snapshot: () => Promise<Blob>): Promise<() => Promise<void>> {
  const path = backupSocketPath(dataDir)
  // Left by a server that was killed: one data directory has one server, so it is not in use.
  rmSync(path, { force: true })
  const server = createServer((socket) => {
    let request = ''
    socket.setEncoding('utf8')
    socket.on('error', () => socket.destroy())
    socket.on('data', (chunk: string) => {
      request += chunk
      if (!request.includes('\n')) return
      const answer = (reply: BackupReply) => socket.end(`${JSON.stringify(reply)}\n`)
      let file: unknown
      try {
        file = (JSON.parse(request.slice(0, request.indexOf('\n'))) as { file?: unknown }).file
      } catch {
        file = undefined
      }
      if (typeof file !== 'string' || !file.startsWith('/')) return answer({ ok: false, error: 'expected {"file": "/absolute/path"}' })
      snapshot()
        .then(async (blob) => {
          const bytes = new Uint8Array(await blob.arrayBuffer())
          writeAtomically(file, bytes)
          answer({ ok: true, bytes: bytes.length })
        })
        .catch((error: unknown) => answer({ ok: false, error: error instanceof Error ? error.message : 'snapshot failed' }))
    })
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(path, () => done())
  })
  chmodSync(path, 0o600)
  return () =>
    new Promise<void>((done) => {
      server.close(() => done())
      rmSync(path, { force: true })
    })
}

/**
 * Asks the server holding `dataDir` to write its snapshot to `file`. Answers the size written, or
 * null when no server holds the directory.
 */
export function requestBackupFromServer(dataDir: string, file: string): Promise<number | null> {
  const path = backupSocketPath(dataDir)
  if (!existsSync(path)) return Promise.resolve(null)
  return new Promise((done, fail) => {
    const socket = connect(path)
    let reply = ''
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.write(`${JSON.stringify({ file: resolve(file) })}\n`))
    socket.on('data', (chunk: string) => (reply += chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file without a server behind it: the server was killed; the directory is free.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') done(null)
      else fail(error)
    })
    socket.on('end', () => {
      try {
        const parsed = JSON.parse(reply) as BackupReply
        if (parsed.ok) done(parsed.bytes)
        else fail(new Error(`the server could not write the backup: ${parsed.error}`))
      } catch {
        fail(new Error('the server gave no answer to the backup request'))
      }
    })
  })
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
