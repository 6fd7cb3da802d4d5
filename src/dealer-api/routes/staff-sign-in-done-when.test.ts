/**
 * Issue 35's "Done when" for sign-in, literally and with the shipped limits (no setting changed):
 * 100 right sign-ins from one address within 15 minutes all succeed while 31 failures from it are
 * limited, and an admin unlocks a locked account. Passwords are hashed cheaply (vitest.config.ts),
 * so the 130-odd checks take seconds.
 */
import { expect, it } from 'vitest'
import { appConfig } from '../../../app.config'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { staffTestApi } from '../staff-test-kit'
import { staffAccountRoutes } from './staff-accounts'
import { staffSessionRoutes } from './staff-session'

const perAddress = appConfig.staff.signInLocks.network.free

describeOnEngines('staff sign-in: 100 right sign-ins and 31 failures from one address', ({ handle }) => {
  const { staffMember, call } = staffTestApi([...staffSessionRoutes, ...staffAccountRoutes], handle)
  const signIn = (email: string, password: string, clientAddress: string, deviceToken?: string) =>
    call('POST', '/staff/session', { body: { email, password, ...(deviceToken ? { deviceToken } : {}) }, clientAddress })
  const stranger = (n: number) => `nobody-${n}-${crypto.randomUUID().slice(0, 8)}@staff.test`

  it('lets every right sign-in through and limits the 31st failure; an admin unlocks a locked account', async () => {
    expect(perAddress).toBe(30)
    const showroom = '198.18.35.1'
    const team = await Promise.all([staffMember('sales'), staffMember('sales'), staffMember('editor'), staffMember('admin')])
    const started = Date.now()
    const answers: number[] = []
    let failures = 0
    // Right sign-ins from browsers the accounts do not know yet (no device token), so each would
    // count against the address if a right password counted; 29 failures come in between.
    for (let n = 0; n < 100; n++) {
      const member = team[n % team.length]!
      answers.push((await signIn(member.email, member.password, showroom)).status)
      if (n % 3 === 2 && failures < perAddress - 1) {
        failures += 1
        expect((await signIn(stranger(failures), 'not a password', showroom)).status).toBe(401)
      }
    }
    expect(answers).toEqual(Array.from({ length: 100 }, () => 200))
    expect(failures).toBe(29)
    expect((await signIn(stranger(30), 'not a password', showroom)).status).toBe(401)
    const limited = await signIn(stranger(31), 'not a password', showroom)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // All of it within the limit's 15-minute window.
    expect(Date.now() - started).toBeLessThan(appConfig.staff.signInLocks.network.windowSeconds * 1000)

    // An account locked from another address (five wrong passwords), lifted by an admin.
    const admin = team[3]!
    const locked = team[1]!
    const elsewhere = '198.18.35.2'
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(locked.email, `wrong password ${attempt}`, elsewhere)).status).toBe(401)
    }
    expect((await signIn(locked.email, locked.password, elsewhere)).status).toBe(429)
    const lifted = await call('DELETE', `/staff/accounts/${locked.id}/sign-in-locks`, { token: admin.token })
    expect(lifted.status).toBe(200)
    expect(await lifted.json()).toMatchObject({ id: locked.id, signInLocks: [] })
    expect((await signIn(locked.email, locked.password, elsewhere)).status).toBe(200)
  }, 180_000)
})
