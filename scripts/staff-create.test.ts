/**
 * `npm run staff:create` on the embedded database (decision 0071). Before it, the script opened
 * the data folder of a running server itself: it printed "Created" for accounts that then did not
 * exist. And it took twelve spaces as an admin's password, with no change forced at sign-in.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStaffCreateRequests } from '../src/dealer-api/staff-create-requests.ts'
import { openDatabase, type DbHandle } from '../src/server/db/connection.server.ts'
import { lockDatabaseFolder } from '../src/server/db/folder-lock.server.ts'
import { staffUsers } from '../src/server/db/schema.ts'
import { migratedPgliteDataDir } from '../src/server/db/testing.server.ts'

const root = mkdtempSync(join(tmpdir(), 'staff-create-test-'))
const dataDir = join(root, 'data')
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Runs the script as an operator would, the password piped in. */
function staffCreate(args: string[], password: string | null = null) {
  const child = promisify(execFile)(process.execPath, ['scripts/staff-create.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  })
  if (password === null) child.child.stdin!.end()
  else child.child.stdin!.end(`${password}\n`)
  return child
}

async function account(db: DbHandle['db'], email: string) {
  const [row] = await db
    .select({ role: staffUsers.role, mustChange: staffUsers.mustChangePassword })
    .from(staffUsers)
    .where(eq(staffUsers.email, email))
  return row ?? null
}

describe('staff:create on the embedded database', () => {
  let server: DbHandle
  let stopServing: () => void
  beforeAll(async () => {
    // What the server does: it holds the folder and takes the script's accounts (background-work.ts).
    // From the run's migrated template: making a folder is connection.test.ts's to test.
    server = await openDatabase({ engine: 'pglite', dataDir: migratedPgliteDataDir(dataDir) }, { seed: 'never' })
    stopServing = serveStaffCreateRequests(dataDir, server.db)
  }, 120_000)

  it('makes the account in the running server database, which has it afterwards', async () => {
    const made = await staffCreate(['--email', 'Owner@Dealer.example', '--role', 'admin'])
    expect(made.stdout).toContain('Created the admin account owner@dealer.example.')
    expect(made.stdout).toMatch(/One-time password for owner@dealer\.example .*: \S{16}/)
    expect(await account(server.db, 'owner@dealer.example')).toEqual({ role: 'admin', mustChange: true })
  }, 60_000)

  it('refuses a password the back office would refuse: twelve spaces are not one', async () => {
    await expect(staffCreate(['--email', 'spaces@dealer.example', '--role', 'admin'], ' '.repeat(12))).rejects.toMatchObject({
      stderr: expect.stringContaining('the password for spaces@dealer.example must be 12 to 128 characters, not counting spaces around it'),
    })
    expect(await account(server.db, 'spaces@dealer.example')).toBeNull()

    const made = await staffCreate(['--email', 'editor@dealer.example', '--role', 'editor'], '  a sound passphrase  ')
    expect(made.stdout).toContain('Created the editor account editor@dealer.example.')
    expect(await account(server.db, 'editor@dealer.example')).toEqual({ role: 'editor', mustChange: false })
  }, 60_000)

  it('is refused, naming the holder pid, by a process that holds the folder and does not make accounts', async () => {
    stopServing()
    await server.close()
    const lock = await lockDatabaseFolder(dataDir, 'script')
    try {
      await expect(staffCreate(['--email', 'late@dealer.example', '--role', 'sales'])).rejects.toMatchObject({
        stderr: expect.stringContaining(`in use by process ${process.pid} (script)`),
      })
    } finally {
      lock.release()
    }
    // With nobody holding it, the script opens the folder itself.
    const made = await staffCreate(['--email', 'late@dealer.example', '--role', 'sales'])
    expect(made.stdout).toContain('Created the sales account late@dealer.example.')
    const reopened = await openDatabase({ engine: 'pglite', dataDir }, { seed: 'never' })
    try {
      expect(await account(reopened.db, 'late@dealer.example')).toEqual({ role: 'sales', mustChange: true })
    } finally {
      await reopened.close()
    }
  }, 120_000)
})
