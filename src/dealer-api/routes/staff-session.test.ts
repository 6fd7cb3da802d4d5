/** Staff sign-in and sessions in the API, as a staff client and an attacker see them. */
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { createStaffAccount } from '../../domain/staff-accounts'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { staffAuditLog, staffSessions, staffUsers } from '../../server/db/schema'
import { staffTestApi } from '../staff-test-kit'
import { staffSessionRoutes } from './staff-session'

type SignedInBody = { session: { token: string }; device: { token: string; expiresAt: string } }

describeOnEngines('staff sessions API', ({ handle }) => {
  const { staffMember, call } = staffTestApi(staffSessionRoutes, handle)
  const signIn = (
    email: string,
    password: string,
    locale: 'ar' | 'en' = 'en',
    { clientAddress, deviceToken }: { clientAddress?: string; deviceToken?: string } = {},
  ) => call('POST', '/staff/session', { body: { email, password, ...(deviceToken ? { deviceToken } : {}) }, locale, clientAddress })

  it('signs in with the right password, and the token opens the session', async () => {
    const editor = await staffMember('editor')
    const answer = await signIn(editor.email.toUpperCase(), editor.password)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const body = (await answer.json()) as {
      staff: { role: string; email: string }
      session: { token: string; expiresAt: string; absoluteExpiresAt: string }
    }
    expect(body.staff).toMatchObject({ role: 'editor', email: editor.email, mustChangePassword: false })
    const idleEnd = Date.parse(body.session.expiresAt) - Date.now()
    expect(idleEnd).toBeGreaterThan(110 * 60_000)
    expect(idleEnd).toBeLessThanOrEqual(120 * 60_000)
    expect(Date.parse(body.session.absoluteExpiresAt) - Date.now()).toBeGreaterThan(11.9 * 3600_000)
    const me = await call('GET', '/staff/session', { token: body.session.token })
    expect(me.status).toBe(200)
    expect(await me.json()).toEqual({ staff: expect.objectContaining({ email: editor.email, role: 'editor' }) })
    // Nothing about the session is in the answer but its token: no password hash, no other field.
    expect(JSON.stringify(body)).not.toMatch(/scrypt|"password"|hash/i)
  })

  it('answers an unknown address and a wrong password alike, in the language asked', async () => {
    const sales = await staffMember('sales')
    const wrong = await signIn(sales.email, 'not the password at all', 'ar')
    const unknown = await signIn(`nobody-${crypto.randomUUID()}@staff.test`, 'not the password at all', 'ar')
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const [wrongBody, unknownBody] = [await wrong.json(), await unknown.json()]
    expect(wrongBody).toEqual(unknownBody)
    expect(wrongBody).toEqual({ error: { code: 'sign_in_failed', message: expect.stringMatching(/[\u0600-\u06ff]/) } })
  })

  it('locks an account from one network address after five failures, even for the right password, and tells how long', async () => {
    const editor = await staffMember('editor')
    const from = { clientAddress: '198.18.0.1' }
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(editor.email, `wrong password ${attempt}`, 'en', from)).status).toBe(401)
    }
    const locked = await signIn(editor.email, editor.password, 'en', from)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(50)
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(await locked.json()).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringMatching(/try again in (1 minute|\d+ seconds)\./) },
    })
    // Only from that address: the owner elsewhere is not held by it.
    expect((await signIn(editor.email, editor.password, 'en', { clientAddress: '198.18.0.2' })).status).toBe(200)
    // An address nobody has is locked the same way: the lock says nothing about accounts.
    const nobody = `nobody-${crypto.randomUUID()}@staff.test`
    for (let attempt = 0; attempt < 5; attempt++) await signIn(nobody, 'wrong password', 'en', from)
    expect((await signIn(nobody, 'wrong password', 'en', from)).status).toBe(429)
  })

  it('does not keep the owner out after 20 failed sign-ins in their name from 20 addresses', async () => {
    // Issue 32: five wrong passwords every 15 minutes from anywhere kept any account (admins
    // included) locked for ever, the right password answered 429 and nothing lifted it.
    const owner = await staffMember('admin', { secondFactor: false })
    const known = (await (await signIn(owner.email, owner.password, 'en', { clientAddress: '198.18.1.1' })).json()) as SignedInBody
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await signIn(owner.email, `a guess number ${attempt}`, 'en', { clientAddress: `198.18.2.${attempt + 1}` })
      expect(answer.status).toBe(401)
    }
    // From the owner's own address and a browser never seen, and from a browser the account knows.
    expect((await signIn(owner.email, owner.password, 'en', { clientAddress: '198.18.1.1' })).status).toBe(200)
    expect((await signIn(owner.email, owner.password, 'en', { clientAddress: '198.18.3.1' })).status).toBe(200)
    const again = await signIn(owner.email, owner.password, 'en', { clientAddress: '198.18.2.1', deviceToken: known.device.token })
    expect(again.status).toBe(200)
    // The browser keeps its token: the same one comes back.
    expect(((await again.json()) as SignedInBody).device.token).toBe(known.device.token)
  }, 120_000)

  it('lets a browser the account knows in with the right password while others at its address are locked out', async () => {
    // A showroom behind one address: anyone on its guest Wi-Fi failed in the owner's name.
    const owner = await staffMember('admin', { secondFactor: false })
    const showroom = { clientAddress: '198.18.4.1' }
    const known = (await (await signIn(owner.email, owner.password, 'en', showroom)).json()) as SignedInBody
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn(owner.email, `guest wifi ${attempt}`, 'en', showroom)).status).toBe(401)
    expect((await signIn(owner.email, owner.password, 'en', showroom)).status).toBe(429)
    const forged = `${known.device.token.slice(0, 25)}${'A'.repeat(43)}`
    expect((await signIn(owner.email, owner.password, 'en', { ...showroom, deviceToken: forged })).status).toBe(429)
    // Another account's browser token opens nothing for this one.
    const other = await staffMember('sales')
    const otherDevice = (await (await signIn(other.email, other.password, 'en', { clientAddress: '198.18.4.2' })).json()) as SignedInBody
    expect((await signIn(owner.email, owner.password, 'en', { ...showroom, deviceToken: otherDevice.device.token })).status).toBe(429)
    const inside = await signIn(owner.email, owner.password, 'en', { ...showroom, deviceToken: known.device.token })
    expect(inside.status).toBe(200)
    // A wrong password from the known browser is still a failure, counted for that browser alone.
    expect((await signIn(owner.email, 'not it', 'en', { ...showroom, deviceToken: known.device.token })).status).toBe(401)
  }, 120_000)

  it('refuses staff operations without a session, with an unknown token, and after sign-out', async () => {
    expect((await call('GET', '/staff/session')).status).toBe(401)
    expect((await call('GET', '/staff/session', { token: 'forged-token' })).status).toBe(401)
    const editor = await staffMember('editor')
    const out = await call('DELETE', '/staff/session', { token: editor.token })
    expect(out.status).toBe(200)
    expect(await out.json()).toEqual({ signedOut: true, sessionsEnded: 1 })
    const after = await call('GET', '/staff/session', { token: editor.token })
    expect(after.status).toBe(401)
    expect(await after.json()).toMatchObject({ error: { code: 'unauthenticated' } })
  })

  it('refuses a cross-site sign-out or sign-in (no CSRF pair) before doing anything', async () => {
    const editor = await staffMember('editor')
    const forged = await call('DELETE', '/staff/session', { token: editor.token, crossSite: true })
    expect(forged.status).toBe(403)
    expect(await forged.json()).toMatchObject({ error: { code: 'csrf_failed' } })
    expect((await call('GET', '/staff/session', { token: editor.token })).status).toBe(200)
    expect(
      (await call('POST', '/staff/session', { body: { email: editor.email, password: editor.password }, crossSite: true })).status,
    ).toBe(403)
  })

  it('signs out everywhere: every session of the account ends', async () => {
    const admin = await staffMember('admin', { secondFactor: false })
    const second = (await (await signIn(admin.email, admin.password)).json()) as { session: { token: string } }
    const out = await call('DELETE', '/staff/sessions', { token: admin.token })
    expect(await out.json()).toEqual({ signedOut: true, sessionsEnded: 2 })
    expect((await call('GET', '/staff/session', { token: second.session.token })).status).toBe(401)
  })

  it('ends a session two idle hours after its last use, and twelve hours after sign-in whatever its use', async () => {
    const idle = await staffMember('sales')
    await handle()
      .db.update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.token, idle.token))
    expect((await call('GET', '/staff/session', { token: idle.token })).status).toBe(401)
    const old = await staffMember('sales')
    await handle()
      .db.update(staffSessions)
      .set({ createdAt: new Date(Date.now() - 12 * 3600_000 - 1000) })
      .where(eq(staffSessions.token, old.token))
    expect((await call('GET', '/staff/session', { token: old.token })).status).toBe(401)
    expect(await handle().db.select().from(staffSessions).where(eq(staffSessions.token, old.token))).toEqual([])
  })

  it('with a one-time password, opens only the password change; the change ends the other sessions', async () => {
    const email = `first-${crypto.randomUUID()}@staff.test`
    const made = await createStaffAccount(handle().db, { email, name: 'New Hire', role: 'sales' })
    if (!made.created || !made.oneTimePassword) throw new Error('expected a one-time password')
    expect(made.oneTimePassword).toMatch(/^\d{4}(-\d{4}){4}$/)
    const first = (await (await signIn(email, made.oneTimePassword)).json()) as {
      staff: { mustChangePassword: boolean }
      session: { token: string }
    }
    expect(first.staff.mustChangePassword).toBe(true)
    const other = (await (await signIn(email, made.oneTimePassword)).json()) as { session: { token: string } }
    const short = await call('POST', '/staff/password', {
      token: first.session.token,
      body: { currentPassword: made.oneTimePassword, newPassword: 'short' },
    })
    expect(short.status).toBe(400)
    expect(await short.json()).toMatchObject({ error: { fields: { newPassword: ['Please choose a password of 12 to 128 characters.'] } } })
    const wrong = await call('POST', '/staff/password', {
      token: first.session.token,
      body: { currentPassword: 'not it at all', newPassword: 'a brand new long password' },
    })
    expect(await wrong.json()).toMatchObject({ error: { fields: { currentPassword: ['The current password is incorrect.'] } } })
    const changed = await call('POST', '/staff/password', {
      token: first.session.token,
      body: { currentPassword: made.oneTimePassword, newPassword: 'a brand new long password' },
    })
    expect(changed.status).toBe(200)
    const body = (await changed.json()) as { staff: { mustChangePassword: boolean }; session: { token: string } }
    expect(body.staff.mustChangePassword).toBe(false)
    expect((await call('GET', '/staff/session', { token: body.session.token })).status).toBe(200)
    expect((await call('GET', '/staff/session', { token: other.session.token })).status).toBe(401)
    expect((await signIn(email, made.oneTimePassword)).status).toBe(401)
    expect((await signIn(email, 'a brand new long password')).status).toBe(200)
  })

  it('limits wrong current passwords of a session like failed sign-ins, then answers as a locked sign-in does, even to the right one', async () => {
    const editor = await staffMember('editor')
    const change = (currentPassword: string) =>
      call('POST', '/staff/password', { token: editor.token, body: { currentPassword, newPassword: 'a brand new long password' } })
    for (let attempt = 0; attempt < 5; attempt++) expect((await change(`not it ${attempt}`)).status).toBe(400)
    const locked = await change(editor.password)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(50)
    expect(await locked.json()).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringMatching(/try again in (1 minute|\d+ seconds)\./) },
    })
    expect((await call('GET', '/staff/session', { token: editor.token })).status).toBe(200)
  })

  it('refuses a new password of only spaces, or the current one again, next to the new password and in the language asked', async () => {
    const editor = await staffMember('editor')
    const change = (newPassword: string, locale: 'ar' | 'en' = 'en') =>
      call('POST', '/staff/password', { token: editor.token, body: { currentPassword: editor.password, newPassword }, locale })
    const spaces = await change(' '.repeat(12))
    expect(spaces.status).toBe(400)
    expect(await spaces.json()).toMatchObject({ error: { fields: { newPassword: ['Please choose a password of 12 to 128 characters.'] } } })
    const padded = await change(`  ${'x'.repeat(10)}  `)
    expect(await padded.json()).toMatchObject({ error: { fields: { newPassword: ['Please choose a password of 12 to 128 characters.'] } } })
    const same = await change(editor.password)
    expect(same.status).toBe(400)
    expect(await same.json()).toMatchObject({
      error: { fields: { newPassword: ['Please choose a new password that differs from your current one.'] } },
    })
    const sameInArabic = await change(editor.password, 'ar')
    expect(await sameInArabic.json()).toMatchObject({
      error: { fields: { newPassword: ['يُرجى اختيار كلمة مرور جديدة تختلف عن كلمة المرور الحالية.'] } },
    })
    // Refused by the form's rules before the password is checked: no failure counted, the change still goes through.
    const changed = await change('a brand new long password')
    expect(changed.status).toBe(200)
  })

  it('refuses a deactivated account as if the password were wrong', async () => {
    const sales = await staffMember('sales')
    await handle().db.update(staffUsers).set({ banned: true }).where(eq(staffUsers.email, sales.email))
    const answer = await signIn(sales.email, sales.password)
    expect(answer.status).toBe(401)
    expect(await answer.json()).toMatchObject({ error: { code: 'sign_in_failed' } })
  })

  it('writes sign-ins and sign-outs to the audit log, never a password', async () => {
    const editor = await staffMember('editor')
    await call('DELETE', '/staff/session', { token: editor.token })
    const lines = await handle().db.select().from(staffAuditLog).where(eq(staffAuditLog.staffEmail, editor.email))
    expect(lines.map((line) => line.action)).toEqual(['staff.signed_in', 'staff.signed_out'])
    expect(JSON.stringify(lines)).not.toContain(editor.password)
  })

  it('writes every failed sign-in and every lock it sets to the audit log, with the address, never the password', async () => {
    const editor = await staffMember('editor')
    const from = { clientAddress: '198.18.6.1' }
    for (let attempt = 0; attempt < 5; attempt++) await signIn(editor.email, `wrong password ${attempt}`, 'en', from)
    await signIn(editor.email, editor.password, 'en', from)
    const lines = await handle().db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, editor.id)).orderBy(staffAuditLog.id)
    const failures = lines.filter((line) => line.action === 'staff.sign_in_failed')
    expect(failures).toHaveLength(5)
    expect(failures[0]).toMatchObject({ staffUserId: null, staffEmail: editor.email, after: { address: '198.18.6.1', knownDevice: false } })
    const locks = lines.filter((line) => line.action === 'staff.sign_in_locked')
    expect(locks).toEqual([
      expect.objectContaining({ after: { scope: 'address', address: '198.18.6.1', failures: 5, until: expect.any(String) } }),
    ])
    // The refused sixth attempt checked no password: no failure written for it.
    expect(lines.at(-1)?.action).toBe('staff.sign_in_locked')
    expect(JSON.stringify(lines)).not.toContain('wrong password')
  })
})
