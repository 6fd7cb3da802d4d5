/** Staff sign-in's own rules, called directly (the API's view is in dealer-api/routes/staff-session.test.ts). */
import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { appConfig } from '../../app.config'
import type { StaffRole } from '../contract/staff'
import { describeOnEngines } from '../server/db/describe-on-engines'
import { rateLimits, staffAuditLog, staffSessions, staffUsers } from '../server/db/schema'
import { createStaffAccount } from './staff-accounts'
import { changeStaffPassword, signInStaff, signOutStaff, staffFromSessionToken, type NewStaffSession } from './staff-sessions'

let accounts = 0
let addresses = 0
/** A network address no other test signs in from, so the per-address limit of one never touches another. */
const freshAddress = () => ({ address: `192.0.2.${++addresses}` })
const { failures, windowSeconds } = appConfig.staff.lockout
/** More attempts at once than the lockout allows, as a script would send them. */
const parallelAttempts = failures + 7
const refusals = (answers: readonly object[]) => answers.map((answer) => ('refused' in answer ? answer.refused : 'done')).sort()

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
    if ('refused' in answer) throw new Error(`sign-in refused: ${answer.refused}`)
    return { ...member, answer, staff: { ...answer.staff, sessionToken: answer.session.token } }
  }

  /** Ends every lockout window in this suite's database: each failure moves past the window. */
  async function endLockoutWindows() {
    await db()
      .update(rateLimits)
      .set({ hits: sql`array(select hit - ${windowSeconds + 1}::integer * interval '1 second' from unnest(${rateLimits.hits}) as hit)` })
      .where(eq(rateLimits.bucket, 'staff.sign_in.failures'))
  }

  it(`checks at most ${failures} passwords for one address in a window, even when the attempts arrive at once`, async () => {
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
    const locked = await signInStaff(db(), { email, password }, freshAddress())
    expect(locked).toMatchObject({ refused: 'locked' })
    expect((locked as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60)
    await endLockoutWindows()
    expect(await signInStaff(db(), { email, password }, freshAddress())).toHaveProperty('session')
  })

  it(`counts wrong current passwords of a password change as failed sign-ins: at most ${failures}, even at once`, async () => {
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
    // Locked: the right current password changes nothing until the window ends, and sign-in is locked too.
    const locked = await changeStaffPassword(db(), staff, { currentPassword: password, newPassword })
    expect(locked).toMatchObject({ refused: 'locked' })
    expect((locked as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60)
    expect(await signInStaff(db(), { email, password }, freshAddress())).toMatchObject({ refused: 'locked' })
    await endLockoutWindows()
    expect(await changeStaffPassword(db(), staff, { currentPassword: password, newPassword })).toHaveProperty('session')
    expect(await signInStaff(db(), { email, password: newPassword }, freshAddress())).toHaveProperty('session')
  })

  it('refuses a password change while failed sign-ins lock the account, even with the right current password', async () => {
    const { staff, email, password } = await signedIn()
    for (let attempt = 0; attempt < failures; attempt++) {
      expect(await signInStaff(db(), { email, password: `wrong password ${attempt}` }, freshAddress())).toEqual({ refused: 'invalid' })
    }
    expect(
      await changeStaffPassword(db(), staff, { currentPassword: password, newPassword: 'a new long password while locked' }),
    ).toMatchObject({
      refused: 'locked',
    })
    // Nothing changed: once the window ends the old password still signs in.
    await endLockoutWindows()
    expect(await signInStaff(db(), { email, password }, freshAddress())).toHaveProperty('session')
  })

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
    for (let attempt = 0; attempt < failures - 1; attempt++) {
      expect(await signInStaff(db(), { email, password: `wrong again ${attempt}` }, freshAddress())).toEqual({ refused: 'invalid' })
    }
    expect(await signInStaff(db(), { email, password: 'x long new password here' }, freshAddress())).toHaveProperty('session')
  })

  it(`locks a network address after ${appConfig.staff.perAddress.attempts} attempts, whichever accounts it tries`, async () => {
    const member = await account()
    const address = freshAddress()
    for (let attempt = 0; attempt < appConfig.staff.perAddress.attempts; attempt++) {
      expect(await signInStaff(db(), { email: `nobody-${attempt}@staff.test`, password: 'not a password' }, address)).toEqual({
        refused: 'invalid',
      })
    }
    const locked = await signInStaff(db(), member, address)
    expect(locked).toMatchObject({ refused: 'locked' })
    expect((locked as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60)
    // The same account from another address signs in.
    expect(await signInStaff(db(), member, freshAddress())).toHaveProperty('session')
    // 31 password checks, each as slow as a real one on purpose (unknown addresses too): ~24 s on
    // an idle machine, near the default limit on a busy one.
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
