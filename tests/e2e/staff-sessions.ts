import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { appConfig } from '../../app.config'
import { suiteTemplate } from './data-dir'
import { appPort } from './servers'
import type { StaffRole } from './staff-accounts'

/**
 * Staff tests start signed in. Every server the suite starts copies one data template holding the
 * staff accounts and one session per role (data-dir.ts, sign-in-staff.ts); the setup project
 * (staff-sessions.setup.ts) turns each session into a browser's saved state (Playwright's
 * storageState: the httpOnly session cookie as the sign-in would set it over HTTP) and checks it
 * opens the back office on the suite's server. A cookie of `localhost` reaches every port, so the
 * state works on the servers specs start too.
 */

type SavedState = {
  cookies: {
    name: string
    value: string
    domain: string
    path: string
    expires: number
    httpOnly: boolean
    secure: boolean
    sameSite: 'Lax'
  }[]
  origins: []
}

/** Where the setup saves `role`'s state (one folder per port, like the suite's other files). */
export function staffStatePath(role: StaffRole): string {
  return `.test-data/e2e-staff-state-${appPort}/${role}.json`
}

/** The state a browser has after `role` signed in over HTTP, from the suite template's session. */
export function templateStaffState(role: StaffRole): SavedState {
  const tokens = JSON.parse(readFileSync(join(suiteTemplate(), 'staff-sessions.json'), 'utf8')) as Partial<Record<StaffRole, string>>
  const token = tokens[role]
  if (!token) throw new Error(`the suite's data template has no ${role} session`)
  return {
    cookies: [
      {
        name: appConfig.staff.sessionCookie.name,
        value: token,
        domain: 'localhost',
        path: '/',
        expires: Math.floor(Date.now() / 1000) + appConfig.staff.absoluteSeconds,
        httpOnly: true,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [],
  }
}

/** `role`'s saved state (run with the `staff-sessions` project, which the suite's projects depend on). */
export function savedStaffState(role: StaffRole): SavedState {
  const path = staffStatePath(role)
  if (!existsSync(path)) throw new Error(`${path} is missing: the staff-sessions setup project writes it (do not run with --no-deps)`)
  return JSON.parse(readFileSync(path, 'utf8')) as SavedState
}
