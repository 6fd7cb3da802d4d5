import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { signInPageAccounts, staffAccounts } from './staff-accounts.ts'

/**
 * Fresh data directories for the suite's production servers, copied from a template made once
 * instead of made from nothing by each server. A new PGlite directory costs initdb in a child
 * process, every migration and the demo catalogue's seed: 7 s of CPU, 20 to 60 s on a busy
 * two-core machine, and the suite starts a dozen servers. A copy of the same result takes a
 * fraction of a second, and each server still gets a directory of its own, so no test sees
 * another's data.
 *
 * A template's name carries a hash of the files that make its content (the migrations, the seed,
 * the PGlite version; for a variant, the code that fills it), so a change makes a new template
 * rather than reusing a stale one. `npm run test:e2e` deletes them with the other .test-data/e2e*
 * directories.
 *
 * A server's directory is a copy of the suite's template: the demo catalogue, the staff accounts of
 * every role and one signed-in session for each (staff-sessions.ts), so the staff specs start
 * signed in on whichever server they use, and a removed car and offer (remove-listings.ts).
 */

const root = new URL('../../', import.meta.url).pathname

/** What goes into a template on top of the migrated, seeded database (e.g. staff accounts). */
export type TemplateVariant = {
  /** Part of the directory name: letters, digits and dashes. */
  name: string
  /** Files and folders (from the repository root) whose content decides what `fill` writes. */
  sources: string[]
  /** Anything else that decides it (e.g. the accounts to create). */
  key: string
  /** Fills the directory (a copy of the base template), synchronously. */
  fill(dataDir: string): void
}

function filesUnder(path: string): string[] {
  const absolute = join(root, path)
  if (!statSync(absolute).isDirectory()) return [absolute]
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

function hashOf(sources: string[], extra = ''): string {
  const hash = createHash('sha256').update(extra)
  for (const file of sources.flatMap(filesUnder)) hash.update('\0').update(file.slice(root.length)).update('\0').update(readFileSync(file))
  return hash.digest('hex').slice(0, 12)
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/**
 * The template directory `name`, made by `make` into a new directory by the first caller; callers
 * at the same time (other test workers, the web servers) wait for it. With `renewOlderThanMs`, a
 * template made longer ago than that is made again (checked under the lock, so no one copies it
 * while it is replaced).
 */
function ensureTemplate(name: string, make: (dir: string) => void, { renewOlderThanMs }: { renewOlderThanMs?: number } = {}): string {
  const template = join(root, '.test-data', name)
  const lock = `${template}.lock`
  const stale = () => renewOlderThanMs !== undefined && existsSync(template) && Date.now() - statSync(template).mtimeMs > renewOlderThanMs
  mkdirSync(join(root, '.test-data'), { recursive: true })
  for (let waited = 0; !existsSync(template) || stale(); waited += 200) {
    try {
      mkdirSync(lock)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // Another process is making it; a lock older than three minutes belongs to one that died.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true })
      if (waited > 240_000) throw new Error(`the e2e data template ${template} was not made within 4 minutes`)
      sleep(200)
      continue
    }
    try {
      if (existsSync(template) && !stale()) break
      rmSync(template, { recursive: true, force: true })
      const partial = `${template}.partial-${process.pid}`
      rmSync(partial, { recursive: true, force: true })
      make(partial)
      // Renamed whole once made, so no one copies half a directory.
      renameSync(partial, template)
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
  return template
}

/** The migrated database with the demo catalogue, made by `npm run db:seed` as an operator would. */
function baseTemplate(): string {
  const key = hashOf(['drizzle', 'src/server/db/seed', 'node_modules/@electric-sql/pglite/package.json'])
  return ensureTemplate(`e2e-template-${key}`, (dir) => {
    execFileSync(process.execPath, ['scripts/seed.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  })
}

/** What makes the staff accounts and their sessions in the suite's template. */
const staffSources = [
  'scripts/staff-create.ts',
  'src/domain/staff-accounts.ts',
  'src/domain/staff-audit.ts',
  'src/server/auth',
  'src/server/secrets.server.ts',
  'src/contract/staff.ts',
  'tests/e2e/staff-accounts.ts',
  'tests/e2e/sign-in-staff.ts',
  'src/server/db/schema.ts',
  // And what gives the suite's template its removed car and offer (missing-listings.spec.ts).
  'tests/e2e/remove-listings.ts',
]

/**
 * The suite's template: the base, the staff accounts of every role made with `npm run staff:create`
 * as an operator would (the passwords piped in), and one signed-in session per role whose tokens
 * are in its `staff-sessions.json` (sign-in-staff.ts); also the sign-in page's own accounts
 * (`signInPageAccounts`, not signed in), so staff-auth.spec.ts runs on the shared server. A session ends after two idle hours
 * (app.config.ts), so a run starts from a template made in the last `renewOlderThanMs`
 * (fresh-data-dir.ts, when the suite's servers start), and servers started during the run copy
 * that one.
 */
export function suiteTemplate({ renewOlderThanMs }: { renewOlderThanMs?: number } = {}): string {
  const base = baseTemplate()
  const accounts = [...Object.values(staffAccounts), ...Object.values(signInPageAccounts)]
  const name = `${base.split('/').at(-1)}-suite-${hashOf(staffSources, JSON.stringify(accounts))}`
  const env = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: '' }
  return ensureTemplate(
    name,
    (dir) => {
      cpSync(base, dir, { recursive: true })
      const args = accounts.flatMap((account) => ['--email', account.email, '--role', account.role, '--name', account.name])
      execFileSync(process.execPath, ['scripts/staff-create.ts', ...args], {
        cwd: root,
        env: { ...env, DATA_DIR: dir },
        input: accounts.map((account) => account.password).join('\n'),
        stdio: ['pipe', 'ignore', 'inherit'],
      })
      execFileSync(process.execPath, ['tests/e2e/sign-in-staff.ts', dir], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
      // A car and an offer that were on sale and removed, their ids in `removed-listings.json`.
      execFileSync(process.execPath, ['tests/e2e/remove-listings.ts', dir], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
    },
    { renewOlderThanMs },
  )
}

/** The ids of the suite template's removed car and offer (remove-listings.ts). */
export function removedListings(): { car: number; offer: number } {
  return JSON.parse(readFileSync(join(suiteTemplate(), 'removed-listings.json'), 'utf8')) as { car: number; offer: number }
}

/**
 * Empties `dataDir` and fills it with a copy of the suite's template (the demo catalogue, staff
 * accounts and their sessions, the removed listings), or with the base template and what `variant` adds to it.
 */
export function freshDataDir(dataDir: string, variant?: TemplateVariant): void {
  const base = baseTemplate()
  const template = variant
    ? ensureTemplate(`${base.split('/').at(-1)}-${variant.name}-${hashOf(variant.sources, variant.key)}`, (dir) => {
        cpSync(base, dir, { recursive: true })
        variant.fill(dir)
      })
    : suiteTemplate()
  rmSync(dataDir, { recursive: true, force: true })
  cpSync(template, dataDir, { recursive: true })
}
