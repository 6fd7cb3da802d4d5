/**
 * `npm run db:restore -- <file>` brings back a backup made by `npm run db:backup` (decision 0061).
 *
 * - PostgreSQL (DATABASE_URL): `pg_restore --clean --if-exists` in one transaction: the database's
 *   tables are replaced by the backup's, or nothing changes. Stop the servers first, or they keep
 *   serving what they cached.
 * - PGlite (DATA_DIR): refused while another process holds the directory (stop it first; the
 *   refusal names its pid, decision 0071), and held by this script meanwhile; the current
 *   directory is kept beside it as `<DATA_DIR>.before-restore-<time>`, and the backup's image
 *   becomes DATA_DIR.
 *
 * The server migrates a restored database on start, so a backup from an older version comes up to date.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readFileSync, readSync, closeSync, renameSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { getEnv } from '../app.config.ts'
import { postgresToolConnection } from '../src/server/db/backup.server.ts'
import { DatabaseFolderInUseError, lockDatabaseFolder } from '../src/server/db/folder-lock.server.ts'
import { pgliteExtensions, pgliteStartParams } from '../src/server/db/pglite.server.ts'

const print = (line: string): void => {
  process.stdout.write(`${line}\n`)
}
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const file = process.argv[2]
if (!file || file.startsWith('-')) fail('Usage: npm run db:restore -- <file>')
const source = resolve(file as string)
if (!existsSync(source)) fail(`${source} does not exist.`)

/** What kind of backup the file is, by its first bytes. */
function kindOf(path: string): 'pg_dump' | 'pglite' | 'unknown' {
  const head = Buffer.alloc(5)
  const fd = openSync(path, 'r')
  try {
    readSync(fd, head, 0, 5, 0)
  } finally {
    closeSync(fd)
  }
  if (head.toString('latin1') === 'PGDMP') return 'pg_dump'
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'
  return 'unknown'
}

const env = getEnv()
const kind = kindOf(source)

if (env.DATABASE_URL) {
  if (kind !== 'pg_dump') fail(`${source} is not a PostgreSQL backup (pg_dump --format=custom); DATABASE_URL is set.`)
  const connection = postgresToolConnection(env.DATABASE_URL as string)
  execFileSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', '--dbname', connection.dbname, source],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: connection.env,
    },
  )
  print(`Restored PostgreSQL from ${source}.`)
} else {
  if (kind !== 'pglite') fail(`${source} is not a backup of the embedded database; set DATABASE_URL to restore a PostgreSQL backup.`)
  const dataDir = resolve(env.DATA_DIR)
  const lock = await lockDatabaseFolder(dataDir, 'db:restore').catch((error: unknown) => {
    if (error instanceof DatabaseFolderInUseError) return fail(`db:restore: ${error.message}`)
    throw error
  })
  let keptAs: string | null = null
  if (existsSync(dataDir)) {
    keptAs = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    renameSync(dataDir, keptAs)
  }
  mkdirSync(dirname(dataDir), { recursive: true })
  const client = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([readFileSync(source)]),
    extensions: pgliteExtensions,
    startParams: pgliteStartParams(),
  })
  await client.query('select 1')
  await client.close()
  lock.release()
  print(`Restored the embedded database in ${dataDir} from ${source}.${keptAs ? ` The previous one is kept as ${keptAs}.` : ''}`)
}
