/**
 * Staff sign-in's own rules, called directly (the API's view is in dealer-api/routes/staff-session.test.ts).
 * Locks: decision 0072.
 */
import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { appConfig } from '../../app.config'
import type { StaffRole } from '../contract/staff'
import { describeOnEngines } from '../server/db/describe-on-engines'
import { staffAuditLog, staffSessions, staffSignInFailures, staffUsers } from '../server/db/schema'
import { createStaffAccount } from './staff-accounts'
import {
  changeStaffPassword,
  signInStaff,
  signOutStaff,
  staffFromSessionToken,
  type NewStaffSession,
  type SignedIn,
} from './staff-sessions'
import { takeTurn } from './staff-sign-in-locks'

let accounts = 0
let addresses = 0
/** A network address no other test signs in from, so the per-address limit of one never touches another. */
const freshAddress = () => ({ address: `192.0.2.${++addresses}` })
const { address: perAccountAndAddress, firstLockSeconds, maxLockSeconds } = appConfig.staff.signInLocks
const failures = perAccountAndAddress.free
/** More attempts at once than the lockout allows, as a script would send them. */
const parallelAttempts = failures + 7
const refusals = (answers: readonly object[]) => answers.map((answer) => ('refused' in answer ? answer.refused : 'done')).sort()
const retryAfter = (answer: object) => (answer as { retryAfterSeconds: number }).retryAfterSeconds

describeOnEngines('staff sign-in rules', ({ db }) => {
  async function account(role: StaffRole = 'editor') {
    accounts += 1
    const email = `rules-${accounts}-${crypto.randomUUID().slice(0, 8)}@staff.test`
    const password = `a long password ${accounts} for the rules`
    const made = await createStaffAccount(db(), { email, name: `Staff ${accounts}`, role, password })
    if (!made.created) throw new Error('test account not created')
    return { email, password, id: made.id }
  }

  async function signedIn(role: StaffRole = 'editor') {
    const member = await account(role)
    const answer = await signInStaff(db(), member, freshAddress())
    if (!('session' in answer)) throw new Error('sign-in refused')
    return { ...member, answer, staff: { ...answer.staff, sessionToken: answer.session.token } }
  }

  /** Moves every failure and lock in this suite's database `seconds` into the past, as if that time went by. */
  async function timePasses(seconds: number) {
    const rows = await db().select().from(staffSignInFailures)
    for (const row of rows) {
      await db()
        .update(staffSignInFailures)
        .set({
          hits: row.hits.map((hit) => hit - seconds * 1000),
          lockedUntil: row.lockedUntil && new Date(row.lockedUntil.getTime() - seconds * 1000),
        })
        .where(
          and(
            eq(staffSignInFailures.scope, row.scope),
            eq(staffSignInFailures.subjectHash, row.subjectHash),
            eq(staffSignInFailures.address, row.address),
          ),
        )
    }
  }

  it(`checks at most ${failures} passwords for one account from one address, even when the attempts arrive at once`, async () => {
    const { email, password } = await account()
    const address = freshAddress()
    const answers = await Promise.all(
      Array.from({ length: parallelAttempts }, (_, attempt) =>
        signInStaff(db(), { email, password: `wrong password ${attempt}` }, address),
      ),
    )
    // Only a counted attempt is checked; the others are refused before the password is looked at.
    expect(refusals(answers)).toEqual([
      ...Array<string>(failures).fill('invalid'),
      ...Array<string>(parallelAttempts - failures).fill('locked'),
    ])
    const locked = await signInStaff(db(), { email, password }, address)
    expect(locked).toMatchObject({ refused: 'locked' })
    expect(retryAfter(locked)).toBeLessThanOrEqual(firstLockSeconds)
    // Another address is not held by it.
    expect(await signInStaff(db(), { email, password }, freshAddress())).toHaveProperty('session')
    await timePasses(firstLockSeconds)
    expect(await signInStaff(db(), { email, password }, address)).toHaveProperty('session')
  })

  it('doubles the wait with each failure past the free ones, up to an hour, rather than holding a fixed lock', async () => {
    const { email, password } = await account()
    const address = freshAddress()
    for (let attempt = 0; attempt < failures; attempt++) {
      expect(await signInStaff(db(), { email, password: `wrong ${attempt}` }, address)).toEqual({ refused: 'invalid' })
    }
    const waits: number[] = []
    for (let lock = 0; lock < 7; lock++) {
      const refused = await signInStaff(db(), { email, password }, address)
      waits.push(retryAfter(refused))
      await timePasses(retryAfter(refused))
      expect(await signInStaff(db(), { email, password: `wrong again ${lock}` }, address)).toEqual({ refused: 'invalid' })
    }
    // Each wait is measured a moment after the lock began: within a few seconds of its length.
    const lengths = [1, 2, 4, 8, 16, 32, 60].map((minutes) => Math.min(maxLockSeconds, minutes * 60))
    waits.forEach((wait, index) => {
      expect(wait).toBeLessThanOrEqual(lengths[index]!)
      expect(wait).toBeGreaterThan(lengths[index]! - 30)
    })
    // A right password after the lock ends forgets the address's failures.
    await timePasses(maxLockSeconds)
    expect(await signInStaff(db(), { email, password }, address)).toHaveProperty('session')
    expect(await signInStaff(db(), { email, password: 'one typo' }, address)).toEqual({ refused: 'invalid' })
    expect(await signInStaff(db(), { email, password }, address)).toHaveProperty('session')
  }, 120_000)

  it('locks an account for browsers it does not know after many failures from many addresses; a known browser still gets in', async () => {
    const { email, password, id } = await account('admin')
    const first = await signInStaff(db(), { email, password }, freshAddress())
    if (!('session' in first)) throw new Error('first sign-in refused')
    // As the checks of that many failures from that many addresses would count them, without
    // spending a password check on each.
    const { free } = appConfig.staff.signInLocks.account
    for (let failure = 0; failure < free; failure++) await takeTurn(db(), { scope: 'account', subject: email, userId: id })
    const stranger = await signInStaff(db(), { email, password }, freshAddress())
    expect(stranger).toMatchObject({ refused: 'locked' })
    expect(retryAfter(stranger)).toBeLessThanOrEqual(firstLockSeconds)
    // The owner's browser, known to the account, gets in with the right password; a forged or
    // altered token does not.
    const known = await signInStaff(db(), { email, password, deviceToken: first.device.token }, freshAddress())
    expect(known).toHaveProperty('session')
    expect((known as SignedIn).device.token).toBe(first.device.token)
    const altered = `${first.device.token.slice(0, -2)}${first.device.token.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await signInStaff(db(), { email, password, deviceToken: altered }, freshAddress())).toMatchObject({ refused: 'locked' })
    // The known browser's own failures lock that browser alone.
    for (let attempt = 0; attempt < failures; attempt++) {
      expect(await signInStaff(db(), { email, password: `mine ${attempt}`, deviceToken: first.device.token }, freshAddress())).toEqual({
        refused: 'invalid',
      })
    }
    expect(await signInStaff(db(), { email, password, deviceToken: first.device.token }, freshAddress())).toMatchObject({
      refused: 'locked',
    })
  }, 120_000)

  it(`counts wrong current passwords of a password change per session: at most ${failures}, even at once`, async () => {
    const { staff, email, password } = await signedIn()
    const newPassword = 'a new long password after the lock'
    const answers = await Promise.all(
      Array.from({ length: parallelAttempts }, (_, attempt) =>
        changeStaffPassword(db(), staff, { currentPassword: `not the password ${attempt}`, newPassword }),
      ),
    )
    expect(refusals(answers)).toEqual([
      ...Array<string>(failures).fill('current_password_wrong'),
      ...Array<string>(parallelAttempts - failures).fill('locked'),
    ])
    // Locked: the right current password changes nothing until the lock ends; sign-in is not held by it.
    const locked = await changeStaffPassword(db(), staff, { currentPassword: password, newPassword })
    expect(locked).toMatchObject({ refused: 'locked' })
    expect(retryAfter(locked)).toBeLessThanOrEqual(firstLockSeconds)
    expect(await signInStaff(db(), { email, password }, freshAddress())).toHaveProperty('session')
    await timePasses(firstLockSeconds)
    expect(await changeStaffPassword(db(), staff, { currentPassword: password, newPassword })).toHaveProperty('session')
    expect(await signInStaff(db(), { email, password: newPassword }, freshAddress())).toHaveProperty('session')
  })

  it('lets the owner change the password while failed sign-ins in their name lock the account elsewhere', async () => {
    const { staff, email, password } = await signedIn()
    const address = freshAddress()
    for (let attempt = 0; attempt < failures; attempt++) {
      expect(await signInStaff(db(), { email, password: `wrong password ${attempt}` }, address)).toEqual({ refused: 'invalid' })
    }
    expect(await signInStaff(db(), { email, password }, address)).toMatchObject({ refused: 'locked' })
    const changed = await changeStaffPassword(db(), staff, { currentPassword: password, newPassword: 'a new long password while locked' })
    expect(changed).toHaveProperty('session')
  }, 90_000)

  it('gives the failures back after a successful password change, as after a successful sign-in', async () => {
    const { staff, email, password } = await signedIn()
    for (let attempt = 0; attempt < failures - 1; attempt++) {
      expect(
        await changeStaffPassword(db(), staff, { currentPassword: `not it ${attempt}`, newPassword: 'x long new password here' }),
      ).toEqual({
        refused: 'current_password_wrong',
      })
    }
    const changed = (await changeStaffPassword(db(), staff, {
      currentPassword: password,
      newPassword: 'x long new password here',
    })) as NewStaffSession
    expect(changed).toHaveProperty('session')
    const address = freshAddress()
    for (let attempt = 0; attempt < failures - 1; attempt++) {
      expect(await signInStaff(db(), { email, password: `wrong again ${attempt}` }, address)).toEqual({ refused: 'invalid' })
    }
    expect(await signInStaff(db(), { email, password: 'x long new password here' }, address)).toHaveProperty('session')
    expect(await signInStaff(db(), { email, password: 'one more typo' }, address)).toEqual({ refused: 'invalid' })
    expect(await signInStaff(db(), { email, password: 'x long new password here' }, address)).toHaveProperty('session')

    // Eleven password checks: past the default limit on a busy machine.
  }, 90_000)

  it('refuses an account whose role is no longer one the back office knows, as if the password were wrong', async () => {
    const { email, password, id, answer } = await signedIn('sales')
    await db().update(staffUsers).set({ role: 'owner' }).where(eq(staffUsers.id, id))
    expect(await staffFromSessionToken(db(), answer.session.token)).toBeUndefined()
    expect(await signInStaff(db(), { email, password }, freshAddress())).toEqual({ refused: 'invalid' })
    // The session the library opened for that sign-in is gone again; only the earlier one is left.
    expect(await db().select({ token: staffSessions.token }).from(staffSessions).where(eq(staffSessions.userId, id))).toEqual([
      { token: answer.session.token },
    ])
  })

  it('records sign-in, sign-out, sign-out everywhere and a password change in the audit log, about the staff member', async () => {
    const { id, email, password, staff } = await signedIn()
    const changed = (await changeStaffPassword(db(), staff, {
      currentPassword: password,
      newPassword: 'another long password for the audit',
    })) as NewStaffSession
    const current = { ...changed.staff, sessionToken: changed.session.token }
    await signOutStaff(db(), current, { everywhere: false })
    const again = (await signInStaff(db(), { email, password: 'another long password for the audit' }, freshAddress())) as NewStaffSession
    await signOutStaff(db(), { ...again.staff, sessionToken: again.session.token }, { everywhere: true })
    const lines = await db()
      .select({ action: staffAuditLog.action, subjectType: staffAuditLog.subjectType, subjectId: staffAuditLog.subjectId })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffEmail, email))
      .orderBy(staffAuditLog.id)
    expect(lines).toEqual(
      ['staff.signed_in', 'staff.password_changed', 'staff.signed_out', 'staff.signed_in', 'staff.signed_out_everywhere'].map((action) => ({
        action,
        subjectType: 'staff',
        subjectId: id,
      })),
    )
  })

  it('remembers a changed one-time password: the account no longer has to change it', async () => {
    const email = `first-${crypto.randomUUID()}@staff.test`
    const made = await createStaffAccount(db(), { email, name: 'New Hire', role: 'editor' })
    if (!made.created || !made.oneTimePassword) throw new Error('expected a one-time password')
    const first = (await signInStaff(db(), { email, password: made.oneTimePassword }, freshAddress())) as NewStaffSession
    expect(first.staff.mustChangePassword).toBe(true)
    const changed = (await changeStaffPassword(
      db(),
      { ...first.staff, sessionToken: first.session.token },
      { currentPassword: made.oneTimePassword, newPassword: 'a brand new long password' },
    )) as NewStaffSession
    expect(await staffFromSessionToken(db(), changed.session.token)).toMatchObject({ mustChangePassword: false })
    const [stored] = await db()
      .select({ mustChangePassword: staffUsers.mustChangePassword })
      .from(staffUsers)
      .where(eq(staffUsers.id, made.id))
    expect(stored).toEqual({ mustChangePassword: false })
  })

  it('answers a wrong current password as such, and changes nothing', async () => {
    const { staff, email, password } = await signedIn()
    expect(
      await changeStaffPassword(db(), staff, { currentPassword: 'not the password', newPassword: 'x long new password here' }),
    ).toEqual({
      refused: 'current_password_wrong',
    })
    expect(await signInStaff(db(), { email, password }, freshAddress())).toHaveProperty('session')
  })
})
