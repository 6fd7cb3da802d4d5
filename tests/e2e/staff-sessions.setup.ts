import { request, test as setup, expect } from '@playwright/test'
import { staffAccounts, type StaffRole } from './staff-accounts'
import { staffStatePath, templateStaffState } from './staff-sessions'

/**
 * Saves each role's signed-in browser state (staff-sessions.ts) once per run, after checking that
 * it opens the back office on the suite's server as that person.
 */
for (const role of Object.keys(staffAccounts) as StaffRole[]) {
  setup(`${staffAccounts[role].name}, ${role}, starts signed in`, async ({ baseURL }) => {
    const browser = await request.newContext({ baseURL, storageState: templateStaffState(role) })
    const desk = await browser.get('/en/staff', { maxRedirects: 0 })
    expect(desk.status(), `the ${role}'s session opens the back office`).toBe(200)
    expect(await desk.text()).toContain(staffAccounts[role].name)
    await browser.storageState({ path: staffStatePath(role) })
    await browser.dispose()
  })
}
