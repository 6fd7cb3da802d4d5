/**
 * Staff sign-in, sessions and passwords (decision 0051), on Better Auth
 * (src/server/auth/staff-auth.server.ts) with the dealer's rules on top: failed password checks
 * lock narrow scopes for a while (decision 0072: an account from one address, an account from
 * browsers it does not know, one known browser, one address across accounts), an unknown address
 * and a wrong password get the same answer, a browser the account signed in on before gets in
 * with the right password whoever else is failing, a session ends when idle and in any case a
 * working day after sign-in, and a one-time password must be replaced before anything else.
 *
 * Every password check takes its turn in each scope before the password is looked at and gives
 * it back when the password was right (src/domain/staff-sign-in-locks.ts): attempts that arrive at
 * once, in one process or several, never check more passwords than a scope allows, and right
 * passwords never count. Every failure and every lock it sets is written to the audit log.
 */
import { APIError } from 'better-auth/api'
import { and, eq, ne } from 'drizzle-orm'
import { appConfig } from '../../app.config.ts'
import { staffRoles, type StaffMember, type StaffRole } from '../contract/staff.ts'
import { staffAuthFor } from '../server/auth/staff-auth.server.ts'
import { staffSessions, staffUsers } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'
import { knownDevice, rememberDevice, type DeviceToken } from './staff-devices.ts'
import { forgetFailures, giveBack, takeTurn, type FailureCounter, type Locked, type Turn } from './staff-sign-in-locks.ts'

/** A signed-in staff member, as a staff route sees them. */
export type SignedInStaff = StaffMember & { sessionToken: string }

export type SignInRefusal =
  /** Unknown address, wrong password or a deactivated account: never told apart. */
  | { refused: 'invalid' }
  /** Too many failures in a scope this attempt counts in (its address, its account, its browser). */
  | Locked

export type NewStaffSession = {
  staff: StaffMember
  session: { token: string; expiresAt: string; absoluteExpiresAt: string }
}

/** A sign-in's answer: the session, and the token that makes this browser known to the account. */
export type SignedIn = NewStaffSession & { device: DeviceToken }

/** A right password of an account with a second factor: the code step comes next (staff-second-factor.ts). */
export type SecondFactorChallenge = { secondFactor: { challenge: string; expiresAt: string } }

/**
 * Takes a turn in every scope before a password check; when one is locked, gives the others back
 * and answers with that lock.
 */
export async function takeTurns(db: Db, counters: readonly FailureCounter[]): Promise<Turn[] | Locked> {
  const turns: Turn[] = []
  for (const counter of counters) {
    const turn = await takeTurn(db, counter)
    if ('refused' in turn) {
      for (const taken of turns) await giveBack(db, taken)
      return turn
    }
    turns.push(turn)
  }
  return turns
}

/** The failure, and each lock it set, in the audit log (the actor is whoever typed the e-mail address). */
export async function auditFailure(
  db: Db,
  actor: StaffActor,
  action: 'staff.sign_in_failed' | 'staff.password_change_failed' | 'staff.second_factor_failed',
  details: { accountId: string | undefined; address?: string; knownDevice: boolean; turns: readonly Turn[] },
): Promise<void> {
  const where = { address: details.address ?? null, knownDevice: details.knownDevice }
  await recordStaffAction(db, actor, { action, subjectType: 'staff', subjectId: details.accountId, after: where })
  for (const turn of details.turns) {
    if (!turn.lockedUntil) continue
    await recordStaffAction(db, actor, {
      action: 'staff.sign_in_locked',
      subjectType: 'staff',
      subjectId: details.accountId,
      after: {
        scope: turn.counter.scope,
        address: turn.counter.address ?? null,
        failures: turn.failures,
        until: turn.lockedUntil.toISOString(),
      },
    })
  }
}

export function bearer(token: string): Headers {
  return new Headers({ authorization: `Bearer ${token}` })
}

function absoluteEnd(createdAt: Date): Date {
  return new Date(createdAt.getTime() + appConfig.staff.absoluteSeconds * 1000)
}

function roleOf(value: unknown): StaffRole | undefined {
  return (staffRoles as readonly unknown[]).includes(value) ? (value as StaffRole) : undefined
}

export async function staffMember(db: Db, userId: string): Promise<StaffMember | undefined> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, userId))
  const role = roleOf(user?.role)
  if (!user || !role || user.banned) return undefined
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    mustChangePassword: user.mustChangePassword,
    secondFactorEnabled: user.twoFactorEnabled,
    mustEnrolSecondFactor: !user.twoFactorEnabled && appConfig.staff.secondFactor.requiredOf.includes(role),
  }
}

/** The library's signed two-factor cookie, which is the challenge of the code step. */
export async function secondFactorCookieName(db: Db): Promise<string> {
  const context = await (await staffAuthFor(db)).$context
  return context.createAuthCookie('two_factor').name
}

export async function sessionAnswer(db: Db, token: string, staff: StaffMember): Promise<NewStaffSession> {
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.token, token))
  if (!row) throw new Error('A session Better Auth just made was not found')
  return {
    staff,
    session: { token, expiresAt: row.expiresAt.toISOString(), absoluteExpiresAt: absoluteEnd(row.createdAt).toISOString() },
  }
}

/**
 * Signs a staff member in. `db` is the database itself: the library opens its own queries. A
 * browser known to the account (`deviceToken`) counts its failures alone; any other attempt counts
 * against its network address, the account from that address, and the account from unknown
 * browsers, each locked on its own.
 */
export async function signInStaff(
  db: Db,
  input: { email: string; password: string; deviceToken?: string | undefined },
  context: { address: string },
): Promise<SignedIn | SecondFactorChallenge | SignInRefusal> {
  const email = input.email.trim().toLowerCase()
  const [account] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email))
  const deviceId = await knownDevice(db, input.deviceToken, account?.id)
  const counters = signInCounters(email, account?.id, deviceId, context.address)
  const turns = await takeTurns(db, counters)
  if ('refused' in turns) return turns

  const failed = async () => {
    await auditFailure(db, { id: null, email }, 'staff.sign_in_failed', {
      accountId: account?.id,
      address: context.address,
      knownDevice: deviceId !== undefined,
      turns,
    })
    return { refused: 'invalid' } as const
  }
  const auth = await staffAuthFor(db)
  let signedIn: { token: string; user: { id: string } }
  try {
    const answer = await auth.api.signInEmail({ body: { email, password: input.password }, headers: new Headers(), returnHeaders: true })
    if ('twoFactorRedirect' in answer.response) {
      // A right password is no failure, but its failures are not forgotten until the code is right too:
      // otherwise a right password between guesses would wipe out the count of wrong codes.
      for (const turn of turns) await giveBack(db, turn)
      return secondFactorChallenge(db, answer.headers)
    }
    signedIn = answer.response as { token: string; user: { id: string } }
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    return failed()
  }
  const answer = await finishSignIn(db, { token: signedIn.token, userId: signedIn.user.id, turns }, { ...input, deviceId }, context)
  return answer ?? failed()
}

/**
 * A sign-in whose every step was right (`token`, the session the library made): the account must
 * still be active; the turns taken are handed back. Undefined for a deactivated account, whose
 * session is deleted again (as if the password were wrong).
 */
export async function finishSignIn(
  db: Db,
  signedIn: { token: string; userId: string; turns: readonly Turn[] },
  browser: { deviceToken?: string | undefined; deviceId: string | undefined },
  context: { address: string },
  audit: Record<string, unknown> = {},
): Promise<SignedIn | undefined> {
  const staff = await staffMember(db, signedIn.userId)
  if (!staff) {
    await db.delete(staffSessions).where(eq(staffSessions.token, signedIn.token))
    return undefined
  }
  // A right password is no failure: the address's and the browser's failures are forgotten, the
  // shared scopes (network, account) keep everyone else's.
  for (const turn of signedIn.turns) {
    if (turn.counter.scope === 'address' || turn.counter.scope === 'device') await forgetFailures(db, turn)
    else await giveBack(db, turn)
  }
  const device = await rememberDevice(db, browser.deviceToken, staff.id)
  await recordStaffAction(db, staff, {
    action: 'staff.signed_in',
    subjectType: 'staff',
    subjectId: staff.id,
    after: { address: context.address, knownDevice: browser.deviceId !== undefined, ...audit },
  })
  return { ...(await sessionAnswer(db, signedIn.token, staff)), device }
}

/**
 * The scopes a sign-in attempt counts in: a browser known to the account counts its failures alone;
 * any other attempt counts against its network address, the account from that address, and the
 * account from unknown browsers, each locked on its own.
 */
export function signInCounters(
  email: string,
  accountId: string | undefined,
  deviceId: string | undefined,
  address: string,
): FailureCounter[] {
  // Locked by address typed, whether or not an account has it: the answer tells nothing about accounts.
  return accountId && deviceId
    ? [{ scope: 'device', subject: `${accountId}:${deviceId}`, userId: accountId }]
    : [
        { scope: 'network', subject: address, address },
        { scope: 'address', subject: email, address, userId: accountId },
        { scope: 'account', subject: email, userId: accountId },
      ]
}

/** The challenge the library set as its signed cookie when the password was right. */
async function secondFactorChallenge(db: Db, headers: Headers): Promise<SecondFactorChallenge> {
  const name = await secondFactorCookieName(db)
  const cookie = headers.getSetCookie().find((line) => line.startsWith(`${name}=`))
  const value = cookie?.slice(name.length + 1).split(';')[0]
  if (!value) throw new Error('The auth library asked for a second factor without a challenge')
  const expiresAt = new Date(Date.now() + appConfig.staff.secondFactor.challengeSeconds * 1000)
  return { secondFactor: { challenge: decodeURIComponent(value), expiresAt: expiresAt.toISOString() } }
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
  /** Too many wrong current passwords in this session: as a locked sign-in. */
  | Locked

/**
 * Replaces the password. Every other session of the account ends (whoever knew the old password is
 * out); this one goes on under a new token, which the answer carries. Wrong current passwords lock
 * the session's password change as failed sign-ins lock a browser (a stolen session cannot guess
 * the password faster than the sign-in form), and only this session's: failures others make in
 * the account's name never stop its owner from changing the password.
 */
export async function changeStaffPassword(
  db: Db,
  staff: SignedInStaff,
  input: { currentPassword: string; newPassword: string },
): Promise<NewStaffSession | PasswordChangeRefusal> {
  const turn = await takeTurn(db, { scope: 'session', subject: staff.sessionToken, userId: staff.id })
  if ('refused' in turn) return turn
  const auth = await staffAuthFor(db)
  let changed: { token: string | null }
  try {
    changed = await auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: bearer(staff.sessionToken),
    })
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    await auditFailure(db, staff, 'staff.password_change_failed', { accountId: staff.id, knownDevice: false, turns: [turn] })
    return { refused: 'current_password_wrong' }
  }
  await forgetFailures(db, turn)
  const token = changed.token ?? staff.sessionToken
  // The library made a new session for this browser; make sure nothing else survives the change.
  await db.delete(staffSessions).where(and(eq(staffSessions.userId, staff.id), ne(staffSessions.token, token)))
  await db.update(staffUsers).set({ mustChangePassword: false, updatedAt: new Date() }).where(eq(staffUsers.id, staff.id))
  await recordStaffAction(db, staff, { action: 'staff.password_changed', subjectType: 'staff', subjectId: staff.id })
  return sessionAnswer(db, token, { ...staff, mustChangePassword: false })
}
