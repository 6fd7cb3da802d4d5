/**
 * Every staff operation the API ships, found from the route list rather than listed by hand, so a
 * new one cannot forget its guard: anonymous and forged callers get 401, each role outside the
 * operation's area 403, and a cross-site mutation 403 before any of that — all before input is read.
 */
import { expect, it } from 'vitest'
import { staffAccess, staffRoles, type StaffRole } from '../contract/staff'
import { describeOnEngines } from '../server/db/describe-on-engines'
import { dealerApiRoutes } from './server-app'
import { staffTestApi } from './staff-test-kit'

const staffRoutes = dealerApiRoutes.filter((route) => route.staff !== undefined)
const samplePath = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'K7M2Q-9XD4R'))

describeOnEngines('every staff operation is guarded', ({ handle }) => {
  const { staffMember, call } = staffTestApi(dealerApiRoutes, handle)

  it('has staff operations to check (the list is not empty by mistake)', () => {
    expect(staffRoutes.length).toBeGreaterThanOrEqual(8)
  })

  it('answers 401 without a session or with a forged one', async () => {
    for (const route of staffRoutes) {
      for (const token of [undefined, 'forged-token', '']) {
        const answer = await call(route.method.toUpperCase(), samplePath(route.path), { token })
        expect(answer.status, `${route.method} ${route.path} with ${token ?? 'no'} token`).toBe(401)
        expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('unauthenticated')
      }
    }
  })

  it('answers 403 to every role outside the operation’s area', async () => {
    const members = new Map(await Promise.all(staffRoles.map(async (role) => [role, await staffMember(role)] as const)))
    for (const route of staffRoutes) {
      const allowed = staffAccess[route.staff!] as readonly StaffRole[]
      for (const role of staffRoles.filter((candidate) => !allowed.includes(candidate))) {
        const answer = await call(route.method.toUpperCase(), samplePath(route.path), { token: members.get(role)?.token })
        expect(answer.status, `${role} on ${route.method} ${route.path}`).toBe(403)
        expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('forbidden')
      }
    }
  })

  it('refuses a cross-site mutation even with a valid session', async () => {
    const admin = await staffMember('admin')
    for (const route of staffRoutes.filter((candidate) => candidate.method !== 'get')) {
      const answer = await call(route.method.toUpperCase(), samplePath(route.path), { token: admin.token, crossSite: true })
      expect(answer.status, `${route.method} ${route.path}`).toBe(403)
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('csrf_failed')
    }
  })
})
