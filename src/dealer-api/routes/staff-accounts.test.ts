/** Admins manage staff accounts; nobody else may, and every change is audited. */
import { eq } from 'drizzle-orm'
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
      error: { code: 'conflict', fields: { email: ['A staff account with this email address already exists.'] } },
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
    expect(audit.every((line) => line.staffEmail === admin.email || line.action === 'staff.signed_in')).toBe(true)
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
})
