/**
 * `npm run staff:create -- --email a@b.sa --role admin|editor|sales [--name "…"]` makes a staff
 * account in the configured database (DATABASE_URL, or PGlite in DATA_DIR). The embedded database
 * is held by one process at a time (decision 0071): while the server runs, the server makes the
 * account (asked over the folder's lock socket, this machine's same user only); otherwise this
 * script holds the folder while it works. Behind another script holding it, it waits its turn.
 *
 * The password is read from standard input when one is piped in (`… < password.txt`, or
 * `printf '%s' "$PASSWORD" | npm run staff:create -- …`) and must pass the back office's rules (12
 * to 128 characters, not counting spaces around it); otherwise a one-time password is printed,
 * and the first sign-in must replace it. Several accounts at once: repeat `--email`, `--role` and
 * `--name` in the same order, and pipe one password per line.
 */
import { parseArgs } from 'node:util'
import { getEnv } from '../app.config.ts'
import { staffRoles, staffPasswordLimits } from '../src/contract/staff.ts'
import { parseNewStaffAccount, type NewStaffAccount } from '../src/domain/staff-accounts.ts'
import { createStaffAccounts, staffCreateOp, type StaffCreateOutcome } from '../src/dealer-api/staff-create-requests.ts'
import { openDatabase, type DbTarget } from '../src/server/db/connection.server.ts'
import { byHolderOrSelf, DatabaseFolderInUseError } from '../src/server/db/folder-lock.server.ts'

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

const refusals = {
  email: (given: string) => `"${given}" is not an e-mail address`,
  name: (given: string) => `the name for ${given} must be 1 to 100 characters`,
  role: (_given: string, role: string) => `the role must be one of ${staffRoles.join(', ')}, not "${role}"`,
  password: (given: string) =>
    `the password for ${given} must be ${staffPasswordLimits.minLength} to ${staffPasswordLimits.maxLength} characters, not counting spaces around it`,
}

const accounts: NewStaffAccount[] = emails.map((given, index) => {
  const role = roles[index]!
  const parsed = parseNewStaffAccount({
    email: given,
    role,
    name: values.name?.[index]?.trim() || given.trim().split('@')[0],
    password: passwords[index],
  })
  if ('invalid' in parsed) fail(refusals[parsed.invalid](given, role))
  return parsed.account
})

const env = getEnv()

async function createHere(target: DbTarget): Promise<StaffCreateOutcome[]> {
  const handle = await openDatabase(target, { seed: 'never' })
  try {
    return await createStaffAccounts(handle.db, accounts)
  } finally {
    await handle.close()
  }
}

let outcomes: StaffCreateOutcome[]
if (env.DATABASE_URL) {
  outcomes = await createHere({ engine: 'postgres', url: env.DATABASE_URL })
} else {
  const dataDir = env.DATA_DIR
  try {
    outcomes = await byHolderOrSelf(
      dataDir,
      { op: staffCreateOp, accounts },
      {
        timeoutMs: 60_000,
        fromHolder: (result) => result as StaffCreateOutcome[],
        self: () => createHere({ engine: 'pglite', dataDir, role: 'staff:create' }),
      },
    )
  } catch (error) {
    if (!(error instanceof DatabaseFolderInUseError)) throw error
    fail(error.message)
  }
}

for (const outcome of outcomes) {
  if (!outcome.created) {
    fail(
      outcome.reason === 'email_taken'
        ? `an account with ${outcome.email} already exists`
        : `the server refused ${outcome.email} (${outcome.field})`,
    )
  }
  print(`Created the ${outcome.role} account ${outcome.email}.`)
  if (outcome.oneTimePassword) {
    print(`One-time password for ${outcome.email} (shown once; the first sign-in must replace it): ${outcome.oneTimePassword}`)
  }
}
