/**
 * Staff accounts: made by `npm run staff:create` (scripts/staff-create.ts) and, later, by admins.
 * Without a chosen password the account gets a one-time one that must be replaced at the first
 * sign-in.
 */
import { randomInt } from 'node:crypto'
import { and, asc, eq, max } from 'drizzle-orm'
import { oneTimePasswordShape } from '../contract/one-time-password.ts'
import { newStaffAccountSchema, newStaffPasswordSchema, staffRoles, type StaffAccount, type StaffRole } from '../contract/staff.ts'
import { staffAuthFor } from '../server/auth/staff-auth.server.ts'
import { staffAccounts, staffAuditLog, staffSessions, staffUsers } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'
import { removeSecondFactor } from './staff-second-factor.ts'
import { liftAccountLocks, locksOfAccounts, type AccountLock } from './staff-sign-in-locks.ts'

export type NewStaffAccount = { email: string; name: string; role: StaffRole; password?: string }

export type CreatedStaffAccount = { created: true; id: string; oneTimePassword?: string } | { created: false; reason: 'email_taken' }

/**
 * An account asked for outside the back office (`npm run staff:create`), by the back office's own
 * rules (contract/staff.ts): e-mail, name and role as an admin's form, a chosen password as a
 * password change (twelve spaces are not one). Answers the account, or the first field it fails on.
 */
export function parseNewStaffAccount(input: {
  email: unknown
  name: unknown
  role: unknown
  password?: unknown
}): { account: NewStaffAccount } | { invalid: 'email' | 'name' | 'role' | 'password' } {
  const fields = newStaffAccountSchema.safeParse({ email: input.email, name: input.name, role: input.role })
  if (!fields.success) {
    const field = fields.error.issues[0]?.path[0]
    return { invalid: field === 'name' || field === 'role' ? field : 'email' }
  }
  if (input.password === undefined) return { account: fields.data }
  const password = newStaffPasswordSchema.safeParse(input.password)
  if (!password.success) return { invalid: 'password' }
  return { account: { ...fields.data, password: password.data } }
}

/**
 * Five groups of four random digits (about 66 random bits, decision 0088), read out over the phone
 * once and then replaced. `randomInt` draws each group evenly from the cryptographic generator.
 */
export function oneTimePassword(): string {
  const { groups, digitsPerGroup, separator } = oneTimePasswordShape
  return Array.from({ length: groups }, () => String(randomInt(10 ** digitsPerGroup)).padStart(digitsPerGroup, '0')).join(separator)
}

export async function createStaffAccount(db: Db, account: NewStaffAccount): Promise<CreatedStaffAccount> {
  const email = account.email.trim().toLowerCase()
  const [taken] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email))
  if (taken) return { created: false, reason: 'email_taken' }
  const generated = account.password === undefined ? oneTimePassword() : undefined
  const auth = await staffAuthFor(db)
  // No request headers: a trusted server-side call, which the admin plugin allows without a session.
  const { user } = await auth.api.createUser({
    body: { email, name: account.name, role: account.role, password: account.password ?? generated },
  })
  await db
    .update(staffUsers)
    .set({ mustChangePassword: generated !== undefined })
    .where(eq(staffUsers.id, user.id))
  return { created: true, id: user.id, ...(generated ? { oneTimePassword: generated } : {}) }
}

type StaffUserRow = typeof staffUsers.$inferSelect

function lockOf(lock: AccountLock) {
  return { scope: lock.scope, address: lock.address, until: lock.until.toISOString() }
}

function accountOf(user: StaffUserRow, lastSignedInAt: Date | null, locks: readonly AccountLock[]): StaffAccount {
  const role = (staffRoles as readonly string[]).includes(user.role) ? (user.role as StaffRole) : 'editor'
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    active: !user.banned,
    mustChangePassword: user.mustChangePassword,
    secondFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt.toISOString(),
    lastSignedInAt: lastSignedInAt?.toISOString() ?? null,
    signInLocks: locks.map(lockOf),
  }
}

/** Every account, oldest first, with when it last signed in. */
export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  const lastSignIns = db
    .select({ userId: staffAuditLog.staffUserId, at: max(staffAuditLog.at).as('last_signed_in_at') })
    .from(staffAuditLog)
    .where(eq(staffAuditLog.action, 'staff.signed_in'))
    .groupBy(staffAuditLog.staffUserId)
    .as('last_sign_ins')
  const rows = await db
    .select({ user: staffUsers, lastSignedInAt: lastSignIns.at })
    .from(staffUsers)
    .leftJoin(lastSignIns, eq(lastSignIns.userId, staffUsers.id))
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.email))
  const locks = await locksOfAccounts(
    db,
    rows.map((row) => row.user),
  )
  return rows.map((row) => accountOf(row.user, row.lastSignedInAt, locks.get(row.user.id) ?? []))
}

async function accountById(db: Db, id: string): Promise<StaffAccount | undefined> {
  return (await listStaffAccounts(db)).find((account) => account.id === id)
}

export type AccountRefusal = { refused: 'not_found' } | { refused: 'email_taken' } | { refused: 'own_account' }

/** An admin makes an account; it gets a one-time password, which only this answer shows. */
export async function createStaffAccountAsAdmin(
  db: Db,
  admin: StaffActor,
  input: { email: string; name: string; role: StaffRole },
): Promise<{ account: StaffAccount; oneTimePassword: string } | AccountRefusal> {
  const made = await createStaffAccount(db, input)
  if (!made.created) return { refused: 'email_taken' }
  const account = await accountById(db, made.id)
  if (!account || !made.oneTimePassword) throw new Error('An account just made was not found')
  await recordStaffAction(db, admin, {
    action: 'staff.account_created',
    subjectType: 'staff',
    subjectId: made.id,
    after: { role: input.role },
  })
  return { account, oneTimePassword: made.oneTimePassword }
}

/**
 * An admin changes an account's role or whether it may sign in. Deactivating ends its sessions at
 * once. An admin's own account keeps its admin role and stays active, so there is always one admin
 * who can undo a mistake.
 */
export async function changeStaffAccount(
  db: Db,
  admin: StaffActor,
  id: string,
  change: { role?: StaffRole; active?: boolean },
): Promise<StaffAccount | AccountRefusal> {
  const before = await accountById(db, id)
  if (!before) return { refused: 'not_found' }
  if (id === admin.id && ((change.role !== undefined && change.role !== 'admin') || change.active === false))
    return { refused: 'own_account' }
  await db.transaction(async (tx) => {
    const set: Partial<StaffUserRow> = { updatedAt: new Date() }
    if (change.role !== undefined) set.role = change.role
    if (change.active !== undefined) set.banned = !change.active
    await tx.update(staffUsers).set(set).where(eq(staffUsers.id, id))
    if (change.active === false) await tx.delete(staffSessions).where(eq(staffSessions.userId, id))
    await recordStaffAction(tx, admin, {
      action: 'staff.account_changed',
      subjectType: 'staff',
      subjectId: id,
      before: { role: before.role, active: before.active },
      after: { role: change.role ?? before.role, active: change.active ?? before.active },
    })
  })
  const after = await accountById(db, id)
  if (!after) return { refused: 'not_found' }
  return after
}

/** A new one-time password (hashed by the library's own hasher); every session of the account ends. */
export async function resetStaffPassword(
  db: Db,
  admin: StaffActor,
  id: string,
): Promise<{ account: StaffAccount; oneTimePassword: string } | AccountRefusal> {
  const account = await accountById(db, id)
  if (!account) return { refused: 'not_found' }
  const password = oneTimePassword()
  const hash = await (await (await staffAuthFor(db)).$context).password.hash(password)
  await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(staffAccounts.userId, id), eq(staffAccounts.providerId, 'credential')))
    await tx.update(staffUsers).set({ mustChangePassword: true, updatedAt: new Date() }).where(eq(staffUsers.id, id))
    await tx.delete(staffSessions).where(eq(staffSessions.userId, id))
    await recordStaffAction(tx, admin, { action: 'staff.password_reset', subjectType: 'staff', subjectId: id })
    // The guesses counted against the old password say nothing about the new one.
    await liftLocks(tx, admin, account, 'password_reset')
  })
  return { account: { ...account, mustChangePassword: true, signInLocks: [] }, oneTimePassword: password }
}

async function liftLocks(db: Db, admin: StaffActor, account: StaffAccount, by: 'admin' | 'password_reset'): Promise<void> {
  const lifted = await liftAccountLocks(db, account)
  if (lifted.length === 0 && by === 'password_reset') return
  await recordStaffAction(db, admin, {
    action: 'staff.sign_in_locks_lifted',
    subjectType: 'staff',
    subjectId: account.id,
    before: { locks: lifted.map(lockOf) },
    after: { by },
  })
}

/** An admin lifts an account's sign-in locks: every failure counted against it is forgotten. */
export async function liftStaffSignInLocks(db: Db, admin: StaffActor, id: string): Promise<StaffAccount | AccountRefusal> {
  const account = await accountById(db, id)
  if (!account) return { refused: 'not_found' }
  await db.transaction((tx) => liftLocks(tx, admin, account, 'admin'))
  return { ...account, signInLocks: [] }
}

/**
 * An admin removes another account's second factor, for a lost phone (decision 0093): the account
 * signs in with its password alone (an admin then enrols again) and every session of it ends. A
 * password reset never does this: whoever resets a password must not also undo the second factor.
 */
export async function resetStaffSecondFactor(db: Db, admin: StaffActor, id: string): Promise<StaffAccount | AccountRefusal> {
  if (id === admin.id) return { refused: 'own_account' }
  const removed = await removeSecondFactor(db, admin, id)
  if (!removed) return { refused: 'not_found' }
  const account = await accountById(db, id)
  return account ?? { refused: 'not_found' }
}
