/**
 * `npm run staff:create -- --email a@b.sa --role admin|editor|sales [--name "…"]` makes a staff
 * account in the configured database (DATABASE_URL, or PGlite in DATA_DIR: stop the server first,
 * the embedded database takes one process at a time).
 *
 * The password is read from standard input when one is piped in (`… < password.txt`, or
 * `printf '%s' "$PASSWORD" | npm run staff:create -- …`); otherwise a one-time password is printed,
 * and the first sign-in must replace it.
 */
import { parseArgs } from 'node:util'
import { getEnv } from '../app.config.ts'
import { staffRoles, staffPasswordLimits, type StaffRole } from '../src/contract/staff.ts'
import { createStaffAccount } from '../src/domain/staff-accounts.ts'
import { openDatabase, type DbTarget } from '../src/server/db/connection.server.ts'

const print = (line: string): void => {
  process.stdout.write(`${line}\n`)
}
function fail(message: string): never {
  process.stderr.write(`staff:create: ${message}\n`)
  process.exit(1)
}

const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } })
const email = values.email?.trim().toLowerCase()
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail("give the account's e-mail address: --email name@example.com")
const role = values.role as StaffRole | undefined
if (!role || !staffRoles.includes(role)) fail(`give the role: --role ${staffRoles.join('|')}`)
const name = values.name?.trim() || email.split('@')[0]!

async function passwordFromStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  // One trailing line break is the shell's, not the password's.
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
  return text === '' ? undefined : text
}

const password = await passwordFromStdin()
if (password !== undefined && (password.length < staffPasswordLimits.minLength || password.length > staffPasswordLimits.maxLength)) {
  fail(`the password must be ${staffPasswordLimits.minLength} to ${staffPasswordLimits.maxLength} characters`)
}

const env = getEnv()
const target: DbTarget = env.DATABASE_URL ? { engine: 'postgres', url: env.DATABASE_URL } : { engine: 'pglite', dataDir: env.DATA_DIR }
const handle = await openDatabase(target, { seed: 'never' })
try {
  const result = await createStaffAccount(handle.db, { email, name, role, password })
  if (!result.created) fail(`an account with ${email} already exists`)
  print(`Created the ${role} account ${email}.`)
  if (result.oneTimePassword) {
    print(`One-time password (shown once; the first sign-in must replace it): ${result.oneTimePassword}`)
  }
} finally {
  await handle.close()
}
