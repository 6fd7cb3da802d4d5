/** Admins manage staff accounts; nobody else may, and every change is audited. */
import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { staffAuditLog } from '../../server/db/schema'
import { staffTestApi } from '../staff-test-kit'
import { staffAccountRoutes } from './staff-accounts'
import { staffSessionRoutes } from './staff-session'

describeOnEngines('staff accounts API', ({ handle }) => {
  const { staffMember, call } = staffTestApi([...staffSessionRoutes, ...staffAccountRoutes], handle)
  const newEmail = () => `made-${crypto.randomUUID().slice(0, 8)}@staff.test`

  it('refuses every account operation to anonymous callers, editors and sales, and cross-site', async () => {
    const editor = await staffMember('editor')
    const sales = await staffMember('sales')
    const admin = await staffMember('admin')
    const body = { email: newEmail(), name: 'Nobody', role: 'admin' }
    for (const token of [undefined, editor.token, sales.token]) {
      const expected = token === undefined ? 401 : 403
      expect((await call('GET', '/staff/accounts', { token })).status).toBe(expected)
      expect((await call('POST', '/staff/accounts', { token, body })).status).toBe(expected)
      expect((await call('PATCH', `/staff/accounts/${admin.id}`, { token, body: { active: false } })).status).toBe(expected)
      expect((await call('POST', `/staff/accounts/${admin.id}/password-reset`, { token })).status).toBe(expected)
    }
    const forbidden = await call('GET', '/staff/accounts', { token: editor.token, locale: 'en' })
    expect(await forbidden.json()).toMatchObject({
      error: { code: 'forbidden', message: 'Your account does not have access to this page.' },
    })
    expect((await call('POST', '/staff/accounts', { token: admin.token, body, crossSite: true })).status).toBe(403)
    expect((await call('GET', '/staff/accounts', { token: admin.token })).status).toBe(200)
  })

  it('makes an account with a one-time password that must be replaced, and refuses the same address twice', async () => {
    const admin = await staffMember('admin')
    const email = newEmail()
    const made = await call('POST', '/staff/accounts', { token: admin.token, body: { email, name: 'Noura', role: 'sales' } })
    expect(made.status).toBe(201)
    const body = (await made.json()) as { account: { id: string; role: string; mustChangePassword: boolean }; oneTimePassword: string }
    expect(body.account).toMatchObject({ role: 'sales', mustChangePassword: true, active: true, lastSignedInAt: null })
    const signIn = await call('POST', '/staff/session', { body: { email, password: body.oneTimePassword } })
    expect(((await signIn.json()) as { staff: { mustChangePassword: boolean } }).staff.mustChangePassword).toBe(true)
    const again = await call('POST', '/staff/accounts', { token: admin.token, body: { email, name: 'Noura', role: 'sales' } })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      error: { code: 'conflict', fields: { email: ['A staff account with this e-mail address already exists.'] } },
    })
    const listed = (await (await call('GET', '/staff/accounts', { token: admin.token })).json()) as { items: { email: string }[] }
    expect(listed.items.map((item) => item.email)).toContain(email)
  })

  it('changes a role and deactivates an account, ending its sessions at once, with before and after in the audit log', async () => {
    const admin = await staffMember('admin')
    const sales = await staffMember('sales')
    const promoted = await call('PATCH', `/staff/accounts/${sales.id}`, { token: admin.token, body: { role: 'editor' } })
    expect(await promoted.json()).toMatchObject({ role: 'editor', active: true })
    expect(await (await call('GET', '/staff/session', { token: sales.token })).json()).toMatchObject({ staff: { role: 'editor' } })
    const off = await call('PATCH', `/staff/accounts/${sales.id}`, { token: admin.token, body: { active: false } })
    expect(await off.json()).toMatchObject({ active: false })
    expect((await call('GET', '/staff/session', { token: sales.token })).status).toBe(401)
    expect((await call('POST', '/staff/session', { body: { email: sales.email, password: sales.password } })).status).toBe(401)
    const audit = await handle().db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, sales.id))
    expect(audit.filter((line) => line.action === 'staff.account_changed').map((line) => [line.before, line.after])).toEqual([
      [
        { role: 'sales', active: true },
        { role: 'editor', active: true },
      ],
      [
        { role: 'editor', active: true },
        { role: 'editor', active: false },
      ],
    ])
    // Besides the admin's changes, only the account's own sign-ins (and its refused one, made in its name).
    expect(
      audit.every((line) => line.staffEmail === admin.email || ['staff.signed_in', 'staff.sign_in_failed'].includes(line.action)),
    ).toBe(true)
  })

  it('never lets an admin lock themselves out', async () => {
    const admin = await staffMember('admin')
    expect((await call('PATCH', `/staff/accounts/${admin.id}`, { token: admin.token, body: { active: false } })).status).toBe(409)
    expect((await call('PATCH', `/staff/accounts/${admin.id}`, { token: admin.token, body: { role: 'sales' } })).status).toBe(409)
    expect((await call('PATCH', `/staff/accounts/unknown-id`, { token: admin.token, body: { role: 'sales' } })).status).toBe(404)
  })

  it('resets a password: the old one stops working, sessions end, the new one-time password must be replaced', async () => {
    const admin = await staffMember('admin')
    const editor = await staffMember('editor')
    const reset = await call('POST', `/staff/accounts/${editor.id}/password-reset`, { token: admin.token })
    expect(reset.status).toBe(200)
    const { oneTimePassword } = (await reset.json()) as { oneTimePassword: string }
    expect((await call('GET', '/staff/session', { token: editor.token })).status).toBe(401)
    expect((await call('POST', '/staff/session', { body: { email: editor.email, password: editor.password } })).status).toBe(401)
    const signIn = await call('POST', '/staff/session', { body: { email: editor.email, password: oneTimePassword } })
    expect(signIn.status).toBe(200)
    expect(await signIn.json()).toMatchObject({ staff: { mustChangePassword: true } })
  })

  /** Five wrong passwords for `email` from `clientAddress`: that account is locked from there. */
  async function lockOut(email: string, clientAddress: string) {
    for (let attempt = 0; attempt < 5; attempt++) {
      await call('POST', '/staff/session', { body: { email, password: `wrong password ${attempt}` }, clientAddress })
    }
  }

  it('shows an account’s sign-in locks to admins, who lift them: the right password gets in again at once', async () => {
    // Issue 32/35: nothing lifted a lock and the admin could not see one.
    const admin = await staffMember('admin')
    const sales = await staffMember('sales')
    const from = '198.18.7.1'
    await lockOut(sales.email, from)
    const refused = await call('POST', '/staff/session', { body: { email: sales.email, password: sales.password }, clientAddress: from })
    expect(refused.status).toBe(429)
    const listed = (await (await call('GET', '/staff/accounts', { token: admin.token })).json()) as {
      items: { id: string; signInLocks: { scope: string; address: string | null; until: string }[] }[]
    }
    const locks = listed.items.find((item) => item.id === sales.id)?.signInLocks
    expect(locks).toEqual([{ scope: 'address', address: from, until: expect.any(String) }])
    expect(Date.parse(locks![0]!.until)).toBeGreaterThan(Date.now())
    expect(listed.items.find((item) => item.id === admin.id)?.signInLocks).toEqual([])

    for (const token of [undefined, sales.token]) {
      expect((await call('DELETE', `/staff/accounts/${sales.id}/sign-in-locks`, { token })).status).toBe(token ? 403 : 401)
    }
    expect((await call('DELETE', `/staff/accounts/${sales.id}/sign-in-locks`, { token: admin.token, crossSite: true })).status).toBe(403)
    const lifted = await call('DELETE', `/staff/accounts/${sales.id}/sign-in-locks`, { token: admin.token })
    expect(lifted.status).toBe(200)
    expect(await lifted.json()).toMatchObject({ id: sales.id, signInLocks: [] })
    const again = await call('POST', '/staff/session', { body: { email: sales.email, password: sales.password }, clientAddress: from })
    expect(again.status).toBe(200)
    const audit = await handle()
      .db.select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectId, sales.id), eq(staffAuditLog.action, 'staff.sign_in_locks_lifted')))
    expect(audit).toEqual([
      expect.objectContaining({
        staffUserId: admin.id,
        staffEmail: admin.email,
        before: { locks: [{ scope: 'address', address: from, until: locks![0]!.until }] },
        after: { by: 'admin' },
      }),
    ])
    expect((await call('DELETE', '/staff/accounts/unknown-id/sign-in-locks', { token: admin.token })).status).toBe(404)
  }, 120_000)

  it('lifts an account’s sign-in locks when an admin resets its password', async () => {
    // Issue 35: a password reset did not lift the lock, so the new one-time password got 429.
    const admin = await staffMember('admin')
    const editor = await staffMember('editor')
    const from = '198.18.8.1'
    await lockOut(editor.email, from)
    const reset = await call('POST', `/staff/accounts/${editor.id}/password-reset`, { token: admin.token })
    const answer = (await reset.json()) as { account: { signInLocks: unknown[] }; oneTimePassword: string }
    expect(answer.account.signInLocks).toEqual([])
    const { oneTimePassword } = answer
    const signIn = await call('POST', '/staff/session', { body: { email: editor.email, password: oneTimePassword }, clientAddress: from })
    expect(signIn.status).toBe(200)
    const actions = await handle()
      .db.select({ action: staffAuditLog.action, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectId, editor.id), eq(staffAuditLog.staffEmail, admin.email)))
      .orderBy(staffAuditLog.id)
    expect(actions).toEqual([
      { action: 'staff.password_reset', after: null },
      { action: 'staff.sign_in_locks_lifted', after: { by: 'password_reset' } },
    ])
  }, 120_000)
})
