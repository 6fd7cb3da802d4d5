/**
 * Failed staff password checks and the locks they set (decision 0072), in the database so every
 * process agrees. A failure counts in narrow scopes, never against an account as a whole for
 * everyone: one account from one network address, one account from the browsers it does not know,
 * one browser it knows, one session's password change, one address across accounts. Each scope
 * lets a few failures through, then locks itself alone, for a minute, then twice as long after
 * each further failure, up to an hour.
 *
 * A check takes its turn before the password is looked at (one row, locked while it is counted, so
 * attempts that arrive at once in any number of processes take turns) and gives it back when the
 * password was right: concurrent guesses can never check more passwords than the scope allows,
 * and a right password never counts.
 */
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm'
import { appConfig, getEnv } from '../../app.config.ts'
import { staffSignInFailures } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { hashLimitKey } from '../server/rate-limit.server.ts'

export type LockScope = (typeof staffSignInFailures.scope.enumValues)[number]

/** One scope's count of failures: what it counts, and whom. */
export type FailureCounter = {
  scope: LockScope
  /** The e-mail address typed, a device, a session or a network address; stored only as a keyed hash. */
  subject: string
  /** The network address, kept for `address` and `network` so an admin sees where a lock came from. */
  address?: string
  /** The account, when one has the e-mail address typed. */
  userId?: string | null
}

/** A check counted as a failure until it is given back. */
export type Turn = { counter: FailureCounter; subjectHash: string; hit: number; failures: number; lockedUntil: Date | null }

export type Locked = { refused: 'locked'; retryAfterSeconds: number }

/** Subjects of every scope are hashed alike, so an account's rows are found from its e-mail address. */
const hashBucket = 'staff.sign_in'

type Rule = { free: number; windowSeconds: number }

function ruleOf(scope: LockScope): Rule {
  const locks = appConfig.staff.signInLocks
  if (scope === 'network') return { ...locks.network, free: getEnv().STAFF_SIGN_IN_FAILURES_PER_ADDRESS }
  return locks[scope]
}

/** How long the `count`-th failure within a window locks its scope: not at all before `free`, then doubling. */
export function lockSecondsAfter(count: number, free: number): number {
  if (count < free) return 0
  const { firstLockSeconds, maxLockSeconds } = appConfig.staff.signInLocks
  return Math.min(maxLockSeconds, firstLockSeconds * 2 ** Math.min(count - free, 20))
}

function lockEnd(hits: readonly number[], rule: Rule): Date | null {
  const seconds = lockSecondsAfter(hits.length, rule.free)
  const last = hits.at(-1)
  return seconds > 0 && last !== undefined ? new Date(last + seconds * 1000) : null
}

function recent(hits: readonly number[], now: number, rule: Rule): number[] {
  return hits.filter((hit) => hit > now - rule.windowSeconds * 1000).sort((a, b) => a - b)
}

/** When a row says nothing any more: its newest failure left the window and its lock ended. */
function expiry(hits: readonly number[], lockedUntil: Date | null, rule: Rule, now: number): Date {
  const lastLeaves = (hits.at(-1) ?? now) + rule.windowSeconds * 1000
  return new Date(Math.max(lastLeaves, lockedUntil?.getTime() ?? 0))
}

function subjectHashOf(db: Db, subject: string): Promise<string> {
  return hashLimitKey(db, hashBucket, subject.trim().toLowerCase())
}

function rowOf(scope: LockScope, subjectHash: string, address: string) {
  return and(
    eq(staffSignInFailures.scope, scope),
    eq(staffSignInFailures.subjectHash, subjectHash),
    eq(staffSignInFailures.address, address),
  )
}

/** The database's clock in milliseconds, so every process counts on one clock. */
const databaseNow = sql<number>`(extract(epoch from statement_timestamp()) * 1000)::float8`.mapWith(Number)

/**
 * Counts a check as a failure before the password is looked at, unless the scope is locked: then
 * the lock's wait, and nothing is counted. The database's clock decides, so processes agree.
 */
export async function takeTurn(db: Db, counter: FailureCounter): Promise<Turn | Locked> {
  const rule = ruleOf(counter.scope)
  const subjectHash = await subjectHashOf(db, counter.subject)
  const address = counter.address ?? ''
  return db.transaction(async (tx) => {
    await tx
      .insert(staffSignInFailures)
      .values({ scope: counter.scope, subjectHash, address, userId: counter.userId ?? null, hits: [], expiresAt: new Date() })
      .onConflictDoNothing()
    const [found] = await tx
      .select({ row: staffSignInFailures, now: databaseNow })
      .from(staffSignInFailures)
      .where(rowOf(counter.scope, subjectHash, address))
      .for('update')
    if (!found) throw new Error('A sign-in failure row just written was not found')
    const { row, now } = found
    if (row.lockedUntil && row.lockedUntil.getTime() > now) {
      return { refused: 'locked', retryAfterSeconds: Math.max(1, Math.ceil((row.lockedUntil.getTime() - now) / 1000)) }
    }
    const hits = [...recent(row.hits, now, rule), now]
    const lockedUntil = lockEnd(hits, rule)
    await tx
      .update(staffSignInFailures)
      .set({ hits, lockedUntil, expiresAt: expiry(hits, lockedUntil, rule, now), userId: counter.userId ?? row.userId })
      .where(rowOf(counter.scope, subjectHash, address))
    return { counter, subjectHash, hit: now, failures: hits.length, lockedUntil }
  })
}

/** The password was right (or never checked): the turn's failure was none; the scope is as it was. */
export async function giveBack(db: Db, turn: Turn): Promise<void> {
  const rule = ruleOf(turn.counter.scope)
  const where = rowOf(turn.counter.scope, turn.subjectHash, turn.counter.address ?? '')
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffSignInFailures).where(where).for('update')
    if (!row) return
    const at = row.hits.indexOf(turn.hit)
    if (at < 0) return
    const hits = row.hits.filter((_, index) => index !== at)
    const lockedUntil = lockEnd(hits, rule)
    await tx
      .update(staffSignInFailures)
      .set({ hits, lockedUntil, expiresAt: expiry(hits, lockedUntil, rule, turn.hit) })
      .where(where)
  })
}

/** Forgets a scope's failures (a right password from that address, browser or session). */
export async function forgetFailures(db: Db, turn: Turn): Promise<void> {
  await db.delete(staffSignInFailures).where(rowOf(turn.counter.scope, turn.subjectHash, turn.counter.address ?? ''))
}

/** A lock in force on an account, as an admin sees it. */
export type AccountLock = { scope: Exclude<LockScope, 'network'>; address: string | null; until: Date }

function accountRows(userId: string, emailHash: string) {
  return or(
    eq(staffSignInFailures.userId, userId),
    and(inArray(staffSignInFailures.scope, ['address', 'account']), eq(staffSignInFailures.subjectHash, emailHash)),
  )
}

/** The locks in force now on each of these accounts, soonest end first. */
export async function locksOfAccounts(db: Db, accounts: readonly { id: string; email: string }[]): Promise<Map<string, AccountLock[]>> {
  const locks = new Map<string, AccountLock[]>()
  if (accounts.length === 0) return locks
  const byHash = new Map<string, string>()
  for (const account of accounts) byHash.set(await subjectHashOf(db, account.email), account.id)
  const rows = await db
    .select()
    .from(staffSignInFailures)
    .where(
      and(
        gt(staffSignInFailures.lockedUntil, new Date()),
        or(
          inArray(
            staffSignInFailures.userId,
            accounts.map((account) => account.id),
          ),
          and(inArray(staffSignInFailures.scope, ['address', 'account']), inArray(staffSignInFailures.subjectHash, [...byHash.keys()])),
        ),
      ),
    )
    .orderBy(staffSignInFailures.lockedUntil)
  for (const row of rows) {
    const id = row.scope === 'address' || row.scope === 'account' ? byHash.get(row.subjectHash) : row.userId
    if (!id || row.scope === 'network' || !row.lockedUntil) continue
    const lock: AccountLock = { scope: row.scope, address: row.address || null, until: row.lockedUntil }
    locks.set(id, [...(locks.get(id) ?? []), lock])
  }
  return locks
}

/**
 * Forgets every failure counted against an account (every address, unknown and known browsers, its
 * sessions' password changes), so its locks end. Returns the locks that were in force.
 */
export async function liftAccountLocks(db: Db, account: { id: string; email: string }): Promise<AccountLock[]> {
  const emailHash = await subjectHashOf(db, account.email)
  const deleted = await db.delete(staffSignInFailures).where(accountRows(account.id, emailHash)).returning()
  const now = Date.now()
  return deleted.flatMap((row) =>
    row.scope !== 'network' && row.lockedUntil && row.lockedUntil.getTime() > now
      ? [{ scope: row.scope, address: row.address || null, until: row.lockedUntil }]
      : [],
  )
}

/** Deletes the rows that say nothing any more; returns how many. */
export async function pruneSignInFailures(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(staffSignInFailures)
    .where(lte(staffSignInFailures.expiresAt, now))
    .returning({ scope: staffSignInFailures.scope })
  return deleted.length
}
