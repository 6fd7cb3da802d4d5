/**
 * `node tests/e2e/sign-in-staff.ts <data directory>`: signs each of the suite's staff accounts in
 * once, in the database of a data template (data-dir.ts) whose server is not running, and writes
 * the sessions' tokens to `<data directory>/staff-sessions.json`. Every server copied from the
 * template then knows these sessions, so a test starts signed in (staff-sessions.ts) instead of
 * paying a password hash and the sign-in page each time.
 *
 * The sign-in is the library's own (Better Auth checks the password and makes the session row,
 * as `POST /api/staff/session` has it do); the sign-in page, its limits, lockout and audit entry
 * are staff-auth.spec.ts's.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { staffAuthFor } from '../../src/server/auth/staff-auth.server.ts'
import { openDatabase } from '../../src/server/db/connection.server.ts'
import { staffAccounts, type StaffRole } from './staff-accounts.ts'

const [dataDir] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: node tests/e2e/sign-in-staff.ts <data directory>')

const handle = await openDatabase({ engine: 'pglite', dataDir }, { seed: 'never' })
try {
  const auth = await staffAuthFor(handle.db)
  const tokens: Partial<Record<StaffRole, string>> = {}
  for (const [role, account] of Object.entries(staffAccounts) as [StaffRole, (typeof staffAccounts)[StaffRole]][]) {
    const signedIn = await auth.api.signInEmail({ body: { email: account.email, password: account.password }, headers: new Headers() })
    tokens[role] = signedIn.token
  }
  writeFileSync(join(dataDir, 'staff-sessions.json'), `${JSON.stringify(tokens)}\n`)
} finally {
  await handle.close()
}
