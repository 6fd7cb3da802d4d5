/**
 * Staff sign-in, sessions and passwords (decision 0051), on Better Auth
 * (src/server/auth/staff-auth.server.ts) with the dealer's rules on top: failed sign-ins lock an
 * e-mail address for a while (counted in the database, so every process agrees), an unknown
 * address and a wrong password get the same answer, a session ends when idle and in any case a
 * working day after sign-in, and a one-time password must be replaced before anything else.
 *
 * Every password check (sign-in, and the current password of a password change) is counted as a
 * failure before the password is looked at, in one statement, and given back only when the
 * password was right: attempts that arrive at once, in one process or several, can never check
 * more passwords than the lockout allows.
 */
import { APIError } from 'better-auth/api'
import { and, eq, ne } from 'drizzle-orm'
import { appConfig } from '../../app.config'
import { staffRoles, type StaffMember, type StaffRole } from '../contract/staff'
import { staffAuthFor } from '../server/auth/staff-auth.server'
import { staffSessions, staffUsers } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { consumeRateLimit, resetRateLimit } from '../server/rate-limit.server'
import { recordStaffAction } from './staff-audit.ts'

/** A signed-in staff member, as a staff route sees them. */
export type SignedInStaff = StaffMember & { sessionToken: string }

export type SignInRefusal =
  /** Unknown address, wrong password or a deactivated account: never told apart. */
  | { refused: 'invalid' }
  /** Too many failures for this address, or too many attempts from this network address. */
  | { refused: 'locked'; retryAfterSeconds: number }

export type NewStaffSession = {
  staff: StaffMember
  session: { token: string; expiresAt: string; absoluteExpiresAt: string }
}

/** Failed password checks of one e-mail address, whether at sign-in or at a password change. */
const failureRule = (email: string) => ({
  bucket: 'staff.sign_in.failures',
  key: email.trim().toLowerCase(),
  limit: appConfig.staff.lockout.failures,
  windowSeconds: appConfig.staff.lockout.windowSeconds,
})

type Locked = { refused: 'locked'; retryAfterSeconds: number }

/**
 * Counts a password check against the address's failures before it is made; a locked address
 * gets the lock instead. The count is given back (reset) when the password turns out right.
 */
async function countPasswordCheck(db: Db, email: string): Promise<Locked | undefined> {
  const counted = await consumeRateLimit(db, failureRule(email))
  return counted.allowed ? undefined : { refused: 'locked', retryAfterSeconds: counted.retryAfterSeconds }
}

function bearer(token: string): Headers {
  return new Headers({ authorization: `Bearer ${token}` })
}

function absoluteEnd(createdAt: Date): Date {
  return new Date(createdAt.getTime() + appConfig.staff.absoluteSeconds * 1000)
}

function roleOf(value: unknown): StaffRole | undefined {
  return (staffRoles as readonly unknown[]).includes(value) ? (value as StaffRole) : undefined
}

async function staffMember(db: Db, userId: string): Promise<StaffMember | undefined> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, userId))
  const role = roleOf(user?.role)
  if (!user || !role || user.banned) return undefined
  return { id: user.id, name: user.name, email: user.email, role, mustChangePassword: user.mustChangePassword }
}

async function sessionAnswer(db: Db, token: string, staff: StaffMember): Promise<NewStaffSession> {
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.token, token))
  if (!row) throw new Error('A session Better Auth just made was not found')
  return {
    staff,
    session: { token, expiresAt: row.expiresAt.toISOString(), absoluteExpiresAt: absoluteEnd(row.createdAt).toISOString() },
  }
}

/** Signs a staff member in. `db` is the database itself: the library opens its own queries. */
export async function signInStaff(
  db: Db,
  input: { email: string; password: string },
  context: { address: string },
): Promise<NewStaffSession | SignInRefusal> {
  const fromAddress = await consumeRateLimit(db, {
    bucket: 'staff.sign_in.address',
    key: context.address,
    limit: appConfig.staff.perAddress.attempts,
    windowSeconds: appConfig.staff.perAddress.windowSeconds,
  })
  if (!fromAddress.allowed) return { refused: 'locked', retryAfterSeconds: fromAddress.retryAfterSeconds }
  // Locked by address typed, whether or not an account has it: the answer tells nothing about accounts.
  const locked = await countPasswordCheck(db, input.email)
  if (locked) return locked

  const auth = await staffAuthFor(db)
  let signedIn: { token: string; user: { id: string } }
  try {
    signedIn = await auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers: new Headers() })
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    return { refused: 'invalid' }
  }
  const staff = await staffMember(db, signedIn.user.id)
  if (!staff) {
    // A deactivated account or one without a known role: as if the password were wrong.
    await db.delete(staffSessions).where(eq(staffSessions.token, signedIn.token))
    return { refused: 'invalid' }
  }
  await resetRateLimit(db, failureRule(input.email))
  await recordStaffAction(db, staff, { action: 'staff.signed_in', subjectType: 'staff', subjectId: staff.id })
  return sessionAnswer(db, signedIn.token, staff)
}

/**
 * The staff member whose session `token` names, or undefined when it is unknown, idle too long,
 * past its absolute end, or its account was deactivated. Using a session moves its idle end.
 */
export async function staffFromSessionToken(db: Db, token: string): Promise<SignedInStaff | undefined> {
  const auth = await staffAuthFor(db)
  const found = await auth.api.getSession({ headers: bearer(token) }).catch((error: unknown) => {
    if (error instanceof APIError) return null
    throw error
  })
  if (!found) return undefined
  if (absoluteEnd(new Date(found.session.createdAt)).getTime() <= Date.now()) {
    await db.delete(staffSessions).where(eq(staffSessions.token, found.session.token))
    return undefined
  }
  const staff = await staffMember(db, found.user.id)
  return staff && { ...staff, sessionToken: found.session.token }
}

/** Ends this session, or with `everywhere` every session of the account. Returns how many ended. */
export async function signOutStaff(db: Db, staff: SignedInStaff, { everywhere }: { everywhere: boolean }): Promise<number> {
  const ended = await db
    .delete(staffSessions)
    .where(everywhere ? eq(staffSessions.userId, staff.id) : eq(staffSessions.token, staff.sessionToken))
    .returning({ id: staffSessions.id })
  await recordStaffAction(db, staff, {
    action: everywhere ? 'staff.signed_out_everywhere' : 'staff.signed_out',
    subjectType: 'staff',
    subjectId: staff.id,
  })
  return ended.length
}

export type PasswordChangeRefusal =
  | { refused: 'current_password_wrong' }
  /** Too many failed password checks for the account (sign-ins or changes): as a locked sign-in. */
  | Locked

/**
 * Replaces the password. Every other session of the account ends (whoever knew the old password is
 * out); this one goes on under a new token, which the answer carries. A wrong current password is
 * a failed sign-in: a stolen session cannot guess the password faster than the sign-in form, and a
 * locked account cannot change its password, even with the right one, until the lock ends.
 */
export async function changeStaffPassword(
  db: Db,
  staff: SignedInStaff,
  input: { currentPassword: string; newPassword: string },
): Promise<NewStaffSession | PasswordChangeRefusal> {
  const locked = await countPasswordCheck(db, staff.email)
  if (locked) return locked
  const auth = await staffAuthFor(db)
  let changed: { token: string | null }
  try {
    changed = await auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: bearer(staff.sessionToken),
    })
  } catch (error) {
    if (error instanceof APIError) return { refused: 'current_password_wrong' }
    throw error
  }
  await resetRateLimit(db, failureRule(staff.email))
  const token = changed.token ?? staff.sessionToken
  // The library made a new session for this browser; make sure nothing else survives the change.
  await db.delete(staffSessions).where(and(eq(staffSessions.userId, staff.id), ne(staffSessions.token, token)))
  await db.update(staffUsers).set({ mustChangePassword: false, updatedAt: new Date() }).where(eq(staffUsers.id, staff.id))
  await recordStaffAction(db, staff, { action: 'staff.password_changed', subjectType: 'staff', subjectId: staff.id })
  return sessionAnswer(db, token, { ...staff, mustChangePassword: false })
}
