/**
 * The second factor in the API (decision 0093), as a staff client sees it over HTTP: an admin
 * without one is refused everything but enrolling it, and wrong codes are limited like wrong passwords.
 */
import { expect, it } from 'vitest'
import { appConfig } from '../../../app.config'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { totpCode } from '../../../tests/totp'
import { staffTestApi } from '../staff-test-kit'
import { staffAccountRoutes } from './staff-accounts'
import { staffSessionRoutes } from './staff-session'

let addresses = 0
const freshAddress = () => `198.19.0.${++addresses}`

describeOnEngines('staff second factor API', ({ handle }) => {
  const { staffMember, call } = staffTestApi([...staffSessionRoutes, ...staffAccountRoutes], handle)

  it('refuses an admin without a second factor on staff operations (403) until the app is enrolled', async () => {
    const admin = await staffMember('admin', { secondFactor: false })
    const refused = await call('GET', '/staff/accounts', { token: admin.token, locale: 'ar' })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'second_factor_required' } })
    // Who they are and enrolling stay open.
    const me = await call('GET', '/staff/session', { token: admin.token })
    expect(await me.json()).toMatchObject({ staff: { mustEnrolSecondFactor: true } })
    const started = await call('POST', '/staff/second-factor', { token: admin.token, body: { password: admin.password } })
    expect(started.status).toBe(200)
    const { secret } = (await started.json()) as { secret: string }
    const wrong = await call('POST', '/staff/second-factor/confirm', { token: admin.token, body: { code: 'abc' } })
    expect(wrong.status).toBe(400)
    const confirmed = await call('POST', '/staff/second-factor/confirm', {
      token: admin.token,
      // As an Arabic keyboard types it, with a space in the middle.
      body: {
        code: totpCode(secret)
          .replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))
          .replace(/^(...)/, '$1 '),
      },
    })
    expect(confirmed.status).toBe(200)
    const { session, backupCodes } = (await confirmed.json()) as { session: { token: string }; backupCodes: string[] }
    expect(backupCodes.length).toBe(appConfig.staff.secondFactor.backupCodes)
    expect((await call('GET', '/staff/accounts', { token: session.token })).status).toBe(200)
  })

  it('answers a challenge instead of a session after the password, and limits wrong codes like wrong passwords (429)', async () => {
    const editor = await staffMember('editor', { secondFactor: true })
    const clientAddress = freshAddress()
    const signIn = async () => {
      const answer = await call('POST', '/staff/session', { body: { email: editor.email, password: editor.password }, clientAddress })
      expect(answer.status).toBe(200)
      const body = (await answer.json()) as { secondFactor?: { challenge: string }; session?: unknown }
      expect(body.session).toBeUndefined()
      return body.secondFactor?.challenge ?? ''
    }
    const secret = editor.secondFactorSecret ?? ''
    const free = appConfig.staff.signInLocks.address.free
    for (let attempt = 0; attempt < free; attempt++) {
      const code = String((Number(totpCode(secret)) + 7 + attempt) % 1_000_000).padStart(6, '0')
      const wrong = await call('POST', '/staff/session/second-factor', {
        body: { challenge: await signIn(), code },
        clientAddress,
        locale: 'ar',
      })
      expect(wrong.status).toBe(400)
      expect(await wrong.json()).toMatchObject({ error: { fields: { code: [expect.stringMatching(/الرمز/)] } } })
    }
    // Locked from this address now, the password step as well as the code.
    const locked = await call('POST', '/staff/session', { body: { email: editor.email, password: editor.password }, clientAddress })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    // From elsewhere, both factors sign in.
    const elsewhere = freshAddress()
    const answer = await call('POST', '/staff/session', {
      body: { email: editor.email, password: editor.password },
      clientAddress: elsewhere,
    })
    const { secondFactor } = (await answer.json()) as { secondFactor: { challenge: string } }
    const done = await call('POST', '/staff/session/second-factor', {
      body: { challenge: secondFactor.challenge, code: totpCode(secret) },
      clientAddress: elsewhere,
    })
    expect(done.status).toBe(200)
    expect(await done.json()).toMatchObject({ staff: { secondFactorEnabled: true }, session: { token: expect.any(String) } })
  })
})
