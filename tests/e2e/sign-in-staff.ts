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
 *
 * Then every account with a `secondFactorSecret` (the admins) gets that authenticator secret, as if
 * it had enrolled an app (decision 0093): the sessions above were opened before, so they count as
 * signed in with both factors, and a sign-in through the page types the code tests/totp.ts makes.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { symmetricEncrypt } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { staffAuthFor } from '../../src/server/auth/staff-auth.server.ts'
import { openDatabase } from '../../src/server/db/connection.server.ts'
import { staffTwoFactors, staffUsers } from '../../src/server/db/schema.ts'
import { signInPageAccounts, staffAccounts, type StaffAccount, type StaffRole } from './staff-accounts.ts'

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

  // The library keeps a secret encrypted with its key; `base32:` marks one given as an app shows it.
  const key = (await auth.$context).secretConfig
  const accounts: StaffAccount[] = [...Object.values(staffAccounts), ...Object.values(signInPageAccounts)]
  for (const account of accounts) {
    if (!account.secondFactorSecret) continue
    const [user] = await handle.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, account.email))
    if (!user) throw new Error(`no account ${account.email} to enrol`)
    await handle.db.insert(staffTwoFactors).values({
      id: crypto.randomUUID(),
      userId: user.id,
      secret: await symmetricEncrypt({ key, data: `base32:${account.secondFactorSecret}` }),
      backupCodes: await symmetricEncrypt({ key, data: '[]' }),
      verified: true,
    })
    await handle.db.update(staffUsers).set({ twoFactorEnabled: true }).where(eq(staffUsers.id, user.id))
  }
} finally {
  await handle.close()
}
