/**
 * A showroom whose staff share one network address, with the per-address limit configured low
 * (STAFF_SIGN_IN_FAILURES_PER_ADDRESS, read once per process: set before anything reads the
 * environment), so right sign-ins many times past it stay cheap to check.
 */
import { expect, it, vi } from 'vitest'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { staffTestApi } from '../staff-test-kit'
import { staffSessionRoutes } from './staff-session'

const failuresPerAddress = vi.hoisted(() => {
  process.env.STAFF_SIGN_IN_FAILURES_PER_ADDRESS = '3'
  return 3
})

describeOnEngines('staff sign-in from a showroom behind one address', ({ handle }) => {
  const { staffMember, call } = staffTestApi(staffSessionRoutes, handle)
  const signIn = (email: string, password: string, clientAddress: string, deviceToken?: string) =>
    call('POST', '/staff/session', { body: { email, password, ...(deviceToken ? { deviceToken } : {}) }, clientAddress })

  it('never counts right passwords against the address, and limits its failures to the configured number', async () => {
    // Issue 35: 30 attempts per address were counted before the password was checked, so the 16th
    // right sign-in of a showroom was refused (429), and 30 requests from its guest Wi-Fi locked
    // every staff member out.
    const showroom = '198.18.5.1'
    const team = [await staffMember('sales'), await staffMember('editor')]
    const known = (await (await signIn(team[0]!.email, team[0]!.password, '198.18.5.2')).json()) as { device: { token: string } }
    for (let round = 0; round < failuresPerAddress * 4; round++) {
      const member = team[round % team.length]!
      expect((await signIn(member.email, member.password, showroom)).status).toBe(200)
    }
    for (let attempt = 0; attempt < failuresPerAddress; attempt++) {
      expect((await signIn(`nobody-${attempt}@staff.test`, 'not a password', showroom)).status).toBe(401)
    }
    const limited = await signIn(team[1]!.email, team[1]!.password, showroom)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // The address's failures hold only browsers the accounts do not know.
    expect((await signIn(team[0]!.email, team[0]!.password, showroom, known.device.token)).status).toBe(200)
  }, 180_000)
})
