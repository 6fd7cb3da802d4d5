/**
 * The staff second factor (decision 0093): an authenticator app's six-digit code (TOTP) after the
 * password, on Better Auth's two-factor plugin, which keeps the secret and the backup codes
 * encrypted in the database and checks the codes. Admins must have one; other roles may.
 *
 * The dealer's rules on top: a wrong code is a failed sign-in, counted in the same scopes as a wrong
 * password (staff-sign-in-locks.ts) and audited; enrolling starts with the password again and ends
 * with a first right code, whose answer alone shows the backup codes; an admin removes another
 * account's second factor (a lost phone), and a password reset leaves it alone.
 */
import { APIError } from 'better-auth/api'
import { and, eq, ne } from 'drizzle-orm'
import { isAuthenticatorCode } from '../contract/staff.ts'
import { staffAuthFor } from '../server/auth/staff-auth.server.ts'
import { staffSessions, staffTwoFactors, staffUsers, staffVerifications } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'
import { knownDevice } from './staff-devices.ts'
import { forgetFailures, giveBack, takeTurn, type Locked } from './staff-sign-in-locks.ts'
import {
  auditFailure,
  bearer,
  finishSignIn,
  secondFactorCookieName,
  sessionAnswer,
  signInCounters,
  takeTurns,
  type NewStaffSession,
  type SignedIn,
  type SignedInStaff,
} from './staff-sessions.ts'

export type SecondFactorRefusal =
  /** The code is neither the app's current one nor an unused backup code. */
  | { refused: 'code_wrong' }
  /** The challenge ended (ten minutes, five wrong codes, used) or was never given: the password again. */
  | { refused: 'expired' }
  | Locked

/** The library's errors that mean "this challenge is over", as opposed to a wrong code. */
const challengeOver = new Set([
  'INVALID_TWO_FACTOR_COOKIE',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  'TOTP_NOT_ENABLED',
  'BACKUP_CODES_NOT_ENABLED',
])

function errorCode(error: APIError): string {
  const body = error.body as { code?: unknown } | undefined
  return typeof body?.code === 'string' ? body.code : ''
}

/** The account a challenge was given to: the library signs `identifier.signature` and keeps the identifier. */
async function challengedAccount(db: Db, challenge: string): Promise<{ id: string; email: string } | undefined> {
  const identifier = challenge.split('.')[0]
  if (!identifier?.startsWith('2fa-')) return undefined
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, expiresAt: staffVerifications.expiresAt })
    .from(staffVerifications)
    .innerJoin(staffUsers, eq(staffUsers.id, staffVerifications.value))
    .where(eq(staffVerifications.identifier, identifier))
  return row && row.expiresAt.getTime() > Date.now() ? { id: row.id, email: row.email } : undefined
}

/**
 * The code step of a sign-in. Each code takes its turn in the scopes the password did (the known
 * browser's alone, or the address's, the account's from that address and from unknown browsers);
 * a wrong one is a failure there and in the audit log, and the sign-in's failures are forgotten only
 * when the code is right.
 */
export async function verifySignInSecondFactor(
  db: Db,
  input: { challenge: string; code: string; deviceToken?: string | undefined },
  context: { address: string },
): Promise<SignedIn | SecondFactorRefusal> {
  const account = await challengedAccount(db, input.challenge)
  if (!account) return { refused: 'expired' }
  const deviceId = await knownDevice(db, input.deviceToken, account.id)
  const turns = await takeTurns(db, signInCounters(account.email, account.id, deviceId, context.address))
  if ('refused' in turns) return turns

  const auth = await staffAuthFor(db)
  const headers = new Headers({ cookie: `${await secondFactorCookieName(db)}=${encodeURIComponent(input.challenge)}` })
  const backupCode = !isAuthenticatorCode(input.code)
  let signedIn: { token?: string | undefined }
  try {
    signedIn = backupCode
      ? await auth.api.verifyBackupCode({ body: { code: input.code }, headers })
      : await auth.api.verifyTOTP({ body: { code: input.code }, headers })
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    if (challengeOver.has(errorCode(error))) {
      for (const turn of turns) await giveBack(db, turn)
      return { refused: 'expired' }
    }
    await auditFailure(db, { id: null, email: account.email }, 'staff.second_factor_failed', {
      accountId: account.id,
      address: context.address,
      knownDevice: deviceId !== undefined,
      turns,
    })
    return { refused: 'code_wrong' }
  }
  if (!signedIn.token) throw new Error('The auth library made no session')
  const answer = await finishSignIn(
    db,
    { token: signedIn.token, userId: account.id, turns },
    { deviceToken: input.deviceToken, deviceId },
    context,
    { secondFactor: backupCode ? 'backup_code' : 'app' },
  )
  if (!answer) return { refused: 'expired' }
  if (backupCode) {
    await recordStaffAction(db, answer.staff, {
      action: 'staff.second_factor_backup_code_used',
      subjectType: 'staff',
      subjectId: account.id,
    })
  }
  return answer
}

export type EnrolmentRefusal =
  | { refused: 'password_wrong' }
  | { refused: 'code_wrong' }
  | { refused: 'already_enrolled' }
  | { refused: 'not_started' }
  | { refused: 'required_for_role' }
  | Locked

/**
 * Starts enrolling (the password again, counted as a wrong current password of a password change in
 * this session): a new secret, replacing one not yet confirmed. Sign-in is unchanged until the first
 * right code.
 */
export async function startSecondFactorEnrolment(
  db: Db,
  staff: SignedInStaff,
  input: { password: string },
): Promise<{ otpauthUri: string; secret: string } | EnrolmentRefusal> {
  if (staff.secondFactorEnabled) return { refused: 'already_enrolled' }
  const turn = await takeTurn(db, { scope: 'session', subject: staff.sessionToken, userId: staff.id })
  if ('refused' in turn) return turn
  const auth = await staffAuthFor(db)
  let started: { method: string; totpURI?: string | undefined }
  try {
    started = await auth.api.enableTwoFactor({ body: { password: input.password }, headers: bearer(staff.sessionToken) })
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    if (errorCode(error) === 'TOTP_ALREADY_ENABLED') {
      await giveBack(db, turn)
      return { refused: 'already_enrolled' }
    }
    await auditFailure(db, staff, 'staff.password_change_failed', { accountId: staff.id, knownDevice: false, turns: [turn] })
    return { refused: 'password_wrong' }
  }
  await forgetFailures(db, turn)
  const otpauthUri = 'totpURI' in started ? (started.totpURI ?? '') : ''
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? ''
  if (!secret) throw new Error('The auth library answered no secret')
  return { otpauthUri, secret }
}

/** The library's new session token, from the session cookie it set (the one its answer names has just been deleted). */
async function newSessionToken(db: Db, headers: Headers): Promise<string | undefined> {
  const context = await (await staffAuthFor(db)).$context
  const name = context.authCookies.sessionToken.name
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))
  const signed = line ? decodeURIComponent(line.slice(name.length + 1).split(';')[0] ?? '') : ''
  return signed.split('.')[0] || undefined
}

/** This session goes on under `token`; every other session of the account ends (whoever held one, it was before the change). */
async function keepOnlySession(db: Db, staff: SignedInStaff, token: string): Promise<void> {
  await db.delete(staffSessions).where(and(eq(staffSessions.userId, staff.id), ne(staffSessions.token, token)))
}

/**
 * Ends the enrolment with the app's first right code (wrong ones count as wrong current passwords
 * in this session). The backup codes are in this answer only; the session continues under a new token.
 */
export async function confirmSecondFactorEnrolment(
  db: Db,
  staff: SignedInStaff,
  input: { code: string },
): Promise<(NewStaffSession & { backupCodes: string[] }) | EnrolmentRefusal> {
  if (staff.secondFactorEnabled) return { refused: 'already_enrolled' }
  const [pending] = await db.select({ id: staffTwoFactors.id }).from(staffTwoFactors).where(eq(staffTwoFactors.userId, staff.id))
  if (!pending || !isAuthenticatorCode(input.code)) return pending ? { refused: 'code_wrong' } : { refused: 'not_started' }
  const turn = await takeTurn(db, { scope: 'session', subject: staff.sessionToken, userId: staff.id })
  if ('refused' in turn) return turn
  const auth = await staffAuthFor(db)
  let token: string | undefined
  try {
    const verified = await auth.api.verifyTOTP({ body: { code: input.code }, headers: bearer(staff.sessionToken), returnHeaders: true })
    token = await newSessionToken(db, verified.headers)
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    await auditFailure(db, staff, 'staff.second_factor_failed', { accountId: staff.id, knownDevice: false, turns: [turn] })
    return { refused: 'code_wrong' }
  }
  await forgetFailures(db, turn)
  if (!token) throw new Error('The auth library made no new session')
  await keepOnlySession(db, staff, token)
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: staff.id } })
  await recordStaffAction(db, staff, { action: 'staff.second_factor_enrolled', subjectType: 'staff', subjectId: staff.id })
  const updated = { ...staff, secondFactorEnabled: true, mustEnrolSecondFactor: false }
  return { ...(await sessionAnswer(db, token, updated)), backupCodes }
}

/** Removes one's own second factor (the password again). Admins must keep theirs. */
export async function disableOwnSecondFactor(
  db: Db,
  staff: SignedInStaff,
  input: { password: string },
): Promise<NewStaffSession | EnrolmentRefusal> {
  if (!staff.secondFactorEnabled) return { refused: 'not_started' }
  const [user] = await db.select({ role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.id, staff.id))
  if (user?.role === 'admin') return { refused: 'required_for_role' }
  const turn = await takeTurn(db, { scope: 'session', subject: staff.sessionToken, userId: staff.id })
  if ('refused' in turn) return turn
  const auth = await staffAuthFor(db)
  let token: string | undefined
  try {
    const disabled = await auth.api.disableTwoFactor({
      body: { password: input.password },
      headers: bearer(staff.sessionToken),
      returnHeaders: true,
    })
    token = await newSessionToken(db, disabled.headers)
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    await auditFailure(db, staff, 'staff.password_change_failed', { accountId: staff.id, knownDevice: false, turns: [turn] })
    return { refused: 'password_wrong' }
  }
  await forgetFailures(db, turn)
  if (!token) throw new Error('The auth library made no new session')
  await recordStaffAction(db, staff, { action: 'staff.second_factor_disabled', subjectType: 'staff', subjectId: staff.id })
  return sessionAnswer(db, token, { ...staff, secondFactorEnabled: false, mustEnrolSecondFactor: false })
}

/**
 * An admin removes another account's second factor (a lost phone): the secret and backup codes are
 * gone and every session of the account ends. Undefined for an unknown account.
 */
export async function removeSecondFactor(db: Db, admin: StaffActor, id: string): Promise<{ removed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ enabled: staffUsers.twoFactorEnabled }).from(staffUsers).where(eq(staffUsers.id, id))
    if (!user) return undefined
    const removed = await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, id)).returning({ id: staffTwoFactors.id })
    await tx.update(staffUsers).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(staffUsers.id, id))
    await tx.delete(staffSessions).where(eq(staffSessions.userId, id))
    await recordStaffAction(tx, admin, {
      action: 'staff.second_factor_reset',
      subjectType: 'staff',
      subjectId: id,
      before: { secondFactorEnabled: user.enabled },
    })
    return { removed: removed.length > 0 || user.enabled }
  })
}
