/**
 * `npm run staff:create -- --email a@b.sa --role admin|editor|sales [--name "…"]` makes a staff
 * account in the configured database (DATABASE_URL, or PGlite in DATA_DIR: stop the server first,
 * the embedded database takes one process at a time).
 *
 * The password is read from standard input when one is piped in (`… < password.txt`, or
 * `printf '%s' "$PASSWORD" | npm run staff:create -- …`); otherwise a one-time password is printed,
 * and the first sign-in must replace it. Several accounts at once: repeat `--email`, `--role` and
 * `--name` in the same order, and pipe one password per line.
 */
import { parseArgs } from 'node:util'
import { getEnv } from '../app.config.ts'
import { isEmailAddress } from '../src/contract/email-address.ts'
import { staffRoles, staffPasswordLimits, type StaffRole } from '../src/contract/staff.ts'
import { createStaffAccount, type NewStaffAccount } from '../src/domain/staff-accounts.ts'
import { openDatabase, type DbTarget } from '../src/server/db/connection.server.ts'

const print = (line: string): void => {
  process.stdout.write(`${line}\n`)
}
function fail(message: string): never {
  process.stderr.write(`staff:create: ${message}\n`)
  process.exit(1)
}

const { values } = parseArgs({
  options: {
    email: { type: 'string', multiple: true },
    role: { type: 'string', multiple: true },
    name: { type: 'string', multiple: true },
  },
})
const emails = values.email ?? []
const roles = values.role ?? []
if (emails.length === 0) fail("give the account's e-mail address: --email name@example.com")
if (roles.length !== emails.length) fail(`give one role per account: --role ${staffRoles.join('|')}`)

async function passwordsFromStdin(): Promise<string[]> {
  if (process.stdin.isTTY) return []
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (text === '') return []
  // One password per line; a trailing line break is the shell's, not the password's.
  return text.replace(/\r?\n$/, '').split(/\r?\n/)
}

const passwords = await passwordsFromStdin()
if (passwords.length > 0 && passwords.length !== emails.length) fail(`pipe one password per account (${emails.length}), one per line`)

const accounts: NewStaffAccount[] = emails.map((given, index) => {
  const email = given.trim().toLowerCase()
  if (!isEmailAddress(email)) fail(`"${given}" is not an e-mail address`)
  const role = roles[index] as StaffRole
  if (!staffRoles.includes(role)) fail(`the role must be one of ${staffRoles.join(', ')}, not "${roles[index]}"`)
  const password = passwords[index]
  if (password !== undefined && (password.length < staffPasswordLimits.minLength || password.length > staffPasswordLimits.maxLength)) {
    fail(`the password for ${email} must be ${staffPasswordLimits.minLength} to ${staffPasswordLimits.maxLength} characters`)
  }
  return { email, role, name: values.name?.[index]?.trim() || email.split('@')[0]!, password }
})

const env = getEnv()
const target: DbTarget = env.DATABASE_URL ? { engine: 'postgres', url: env.DATABASE_URL } : { engine: 'pglite', dataDir: env.DATA_DIR }
const handle = await openDatabase(target, { seed: 'never' })
try {
  for (const account of accounts) {
    const result = await createStaffAccount(handle.db, account)
    if (!result.created) fail(`an account with ${account.email} already exists`)
    print(`Created the ${account.role} account ${account.email}.`)
    if (result.oneTimePassword) {
      print(`One-time password for ${account.email} (shown once; the first sign-in must replace it): ${result.oneTimePassword}`)
    }
  }
} finally {
  await handle.close()
}
