/**
 * The staff second factor's rules (decision 0093), called directly, on both engines. Codes are made
 * as an authenticator app makes them (tests/totp.ts, written from RFC 6238, not the library's own),
 * at a clock the test holds still.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { appConfig } from '../../app.config'
import type { StaffRole } from '../contract/staff'
import { describeOnEngines } from '../server/db/describe-on-engines'
import { staffAuditLog, staffSessions, staffTwoFactors, staffUsers } from '../server/db/schema'
import { totpCode, totpSecretOf } from '../../tests/totp'
import { createStaffAccount, resetStaffPassword, resetStaffSecondFactor } from './staff-accounts'
import {
  confirmSecondFactorEnrolment,
  disableOwnSecondFactor,
  startSecondFactorEnrolment,
  verifySignInSecondFactor,
} from './staff-second-factor'
import { signInStaff, staffFromSessionToken, type SecondFactorChallenge, type SignedIn, type SignedInStaff } from './staff-sessions'

/** A moment 5 s into a 30-second step, near now (sessions and locks are dated by the same clock). */
const fixedNow = Math.floor(Date.now() / 30_000) * 30_000 + 5_000

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: fixedNow })
})
afterAll(() => {
  vi.useRealTimers()
})

let accounts = 0
let addresses = 0
const freshAddress = () => ({ address: `198.18.0.${++addresses}` })

describeOnEngines('staff second factor', ({ db }) => {
  async function signedIn(role: StaffRole) {
    accounts += 1
    const email = `second-${accounts}-${crypto.randomUUID().slice(0, 8)}@staff.test`
    const password = `a long password ${accounts} for codes`
    const made = await createStaffAccount(db(), { email, name: `Staff ${accounts}`, role, password })
    if (!made.created) throw new Error('test account not created')
    const answer = await signInStaff(db(), { email, password }, freshAddress())
    if (!('session' in answer)) throw new Error('sign-in refused')
    const staff = await staffFromSessionToken(db(), answer.session.token)
    if (!staff) throw new Error('no session')
    return { email, password, id: made.id, staff }
  }

  /** Enrols `staff`'s app; answers its secret, backup codes and the session it goes on with. */
  async function enrolled(role: StaffRole) {
    const member = await signedIn(role)
    const started = await startSecondFactorEnrolment(db(), member.staff, { password: member.password })
    if ('refused' in started) throw new Error(`not started: ${started.refused}`)
    const done = await confirmSecondFactorEnrolment(db(), member.staff, { code: totpCode(started.secret) })
    if ('refused' in done) throw new Error(`not enrolled: ${done.refused}`)
    const staff: SignedInStaff = { ...done.staff, sessionToken: done.session.token }
    return { ...member, secret: started.secret, backupCodes: done.backupCodes, staff }
  }

  async function challenge(email: string, password: string, address = freshAddress()) {
    const answer = await signInStaff(db(), { email, password }, address)
    expect(answer).toHaveProperty('secondFactor')
    return (answer as SecondFactorChallenge).secondFactor.challenge
  }

  const actions = async (id: string) =>
    (await db().select({ action: staffAuditLog.action }).from(staffAuditLog).where(eq(staffAuditLog.subjectId, id))).map(
      (row) => row.action,
    )

  it('asks an admin without a second factor to enrol one, and enrols with the password, a QR secret and a first right code', async () => {
    const { password, id, staff } = await signedIn('admin')
    expect(staff).toMatchObject({ secondFactorEnabled: false, mustEnrolSecondFactor: true })
    expect(await startSecondFactorEnrolment(db(), staff, { password: 'not the password at all' })).toEqual({ refused: 'password_wrong' })
    expect(await confirmSecondFactorEnrolment(db(), staff, { code: '123456' })).toEqual({ refused: 'not_started' })

    const started = await startSecondFactorEnrolment(db(), staff, { password })
    if ('refused' in started) throw new Error(started.refused)
    expect(started.otpauthUri).toMatch(/^otpauth:\/\/totp\//)
    expect(new URL(started.otpauthUri).searchParams.get('issuer')).toBe(appConfig.staff.secondFactor.issuer)
    expect(totpSecretOf(started.otpauthUri)).toBe(started.secret)
    // Nothing is on until a right code: the account still signs in with its password alone.
    expect((await db().select().from(staffUsers).where(eq(staffUsers.id, id)))[0]?.twoFactorEnabled).toBe(false)

    // Last step's code and a made-up one are refused; the code of now is taken.
    const wrong = totpCode(started.secret, fixedNow - 5 * 60_000)
    expect(await confirmSecondFactorEnrolment(db(), staff, { code: wrong })).toEqual({ refused: 'code_wrong' })
    const done = await confirmSecondFactorEnrolment(db(), staff, { code: totpCode(started.secret) })
    if ('refused' in done) throw new Error(done.refused)
    expect(done.backupCodes).toHaveLength(appConfig.staff.secondFactor.backupCodes)
    expect(done.staff).toMatchObject({ secondFactorEnabled: true, mustEnrolSecondFactor: false })
    // The session goes on under a new token; the old one is gone.
    expect(done.session.token).not.toBe(staff.sessionToken)
    expect(await staffFromSessionToken(db(), staff.sessionToken)).toBeUndefined()
    expect(await staffFromSessionToken(db(), done.session.token)).toMatchObject({ id, mustEnrolSecondFactor: false })
    expect(await actions(id)).toContain('staff.second_factor_enrolled')
    expect(await actions(id)).toContain('staff.second_factor_failed')
  })

  it('asks for the code after a right password: no session until then, a wrong code is audited, a right one signs in once', async () => {
    const { email, password, id, secret } = await enrolled('editor')
    const sessionsBefore = await db().select().from(staffSessions).where(eq(staffSessions.userId, id))
    const first = await challenge(email, password)
    // The password alone opened nothing.
    expect(await db().select().from(staffSessions).where(eq(staffSessions.userId, id))).toHaveLength(sessionsBefore.length)

    const address = freshAddress()
    expect(
      await verifySignInSecondFactor(db(), { challenge: first, code: '000000' === totpCode(secret) ? '111111' : '000000' }, address),
    ).toEqual({
      refused: 'code_wrong',
    })
    expect(await actions(id)).toContain('staff.second_factor_failed')
    const answer = await verifySignInSecondFactor(db(), { challenge: first, code: totpCode(secret) }, address)
    expect(answer).toHaveProperty('session')
    expect(await staffFromSessionToken(db(), (answer as SignedIn).session.token)).toMatchObject({ id })
    // A challenge opens one session only; a forged one opens none.
    expect(await verifySignInSecondFactor(db(), { challenge: first, code: totpCode(secret) }, address)).toEqual({ refused: 'expired' })
    expect(await verifySignInSecondFactor(db(), { challenge: '2fa-made.up', code: totpCode(secret) }, address)).toEqual({
      refused: 'expired',
    })
  })

  it('takes each backup code once instead of the app, and audits it', async () => {
    const { email, password, id, backupCodes } = await enrolled('sales')
    const backup = backupCodes[0]!
    const answer = await verifySignInSecondFactor(db(), { challenge: await challenge(email, password), code: backup }, freshAddress())
    expect(answer).toHaveProperty('session')
    expect(await actions(id)).toContain('staff.second_factor_backup_code_used')
    expect(await verifySignInSecondFactor(db(), { challenge: await challenge(email, password), code: backup }, freshAddress())).toEqual({
      refused: 'code_wrong',
    })
  })

  it('counts wrong codes as failed sign-ins: past the free ones the address is locked, even for the right password and code', async () => {
    const { email, password, secret } = await enrolled('admin')
    const address = freshAddress()
    const free = appConfig.staff.signInLocks.address.free
    for (let attempt = 0; attempt < free; attempt++) {
      const code = String((Number(totpCode(secret)) + 1 + attempt) % 1_000_000).padStart(6, '0')
      // A new challenge each time: the library's own cap per challenge is not what is tested here.
      expect(await verifySignInSecondFactor(db(), { challenge: await challenge(email, password, address), code }, address)).toEqual({
        refused: 'code_wrong',
      })
    }
    expect(await signInStaff(db(), { email, password }, address)).toMatchObject({ refused: 'locked' })
    // Another address still gets in with both factors.
    const other = freshAddress()
    expect(
      await verifySignInSecondFactor(db(), { challenge: await challenge(email, password, other), code: totpCode(secret) }, other),
    ).toHaveProperty('session')
  })

  it('lets an admin remove another account’s second factor (its sessions end), never their own; a password reset keeps it', async () => {
    const admin = await enrolled('admin')
    const other = await enrolled('admin')
    expect(await resetStaffSecondFactor(db(), admin.staff, admin.id)).toEqual({ refused: 'own_account' })

    // A password reset leaves the app in place: the new password still leads to the code.
    const reset = await resetStaffPassword(db(), admin.staff, other.id)
    if ('refused' in reset) throw new Error(reset.refused)
    expect(reset.account.secondFactorEnabled).toBe(true)
    await challenge(other.email, reset.oneTimePassword)

    const removed = await resetStaffSecondFactor(db(), admin.staff, other.id)
    expect(removed).toMatchObject({ id: other.id, secondFactorEnabled: false })
    expect(await db().select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, other.id))).toEqual([])
    expect(await db().select().from(staffSessions).where(eq(staffSessions.userId, other.id))).toEqual([])
    const [row] = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectId, other.id), eq(staffAuditLog.action, 'staff.second_factor_reset')))
    expect(row?.staffUserId).toBe(admin.id)
    // The password alone signs in again, and the admin is sent to enrol anew.
    const again = await signInStaff(db(), { email: other.email, password: reset.oneTimePassword }, freshAddress())
    expect(again).toMatchObject({ staff: { mustEnrolSecondFactor: true } })
  })

  it('lets an editor remove their own second factor with the password; an admin must keep theirs', async () => {
    const admin = await enrolled('admin')
    expect(await disableOwnSecondFactor(db(), admin.staff, { password: admin.password })).toEqual({ refused: 'required_for_role' })
    const editor = await enrolled('editor')
    expect(await disableOwnSecondFactor(db(), editor.staff, { password: 'not my password at all' })).toEqual({ refused: 'password_wrong' })
    const off = await disableOwnSecondFactor(db(), editor.staff, { password: editor.password })
    expect(off).toMatchObject({ staff: { secondFactorEnabled: false } })
    expect(await actions(editor.id)).toContain('staff.second_factor_disabled')
    expect(await signInStaff(db(), { email: editor.email, password: editor.password }, freshAddress())).toHaveProperty('session')
  })
})
