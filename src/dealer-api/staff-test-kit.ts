/**
 * Test code only: a dealer API over a test database with staff accounts, and calls made as a
 * staff member (bearer token, CSRF pair), as an anonymous caller, or cross-site. Used by every staff
 * route's tests, so each checks the same refusals the same way.
 */
import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { StaffRole } from '../contract/staff'
import { createStaffAccount } from '../domain/staff-accounts'
import { confirmSecondFactorEnrolment, startSecondFactorEnrolment } from '../domain/staff-second-factor'
import { signInStaff, staffFromSessionToken } from '../domain/staff-sessions'
import { totpCode } from '../../tests/totp'
import type { DbHandle } from '../server/db/connection.server'
import type { Db } from '../server/db/types'
import { createDealerApiApp } from './app'
import { issueCsrfToken } from './csrf'
import type { RouteDefinition } from './route-kit'

const csrfSecret = 'the-secret-of-the-staff-api-tests-00001'
const csrf = issueCsrfToken(csrfSecret)

/** `secondFactorSecret`: the base32 secret of the account's authenticator app, when it has one. */
export type StaffCaller = { email: string; password: string; token: string; id: string; secondFactorSecret?: string }

export type StaffCallOptions = {
  token?: string
  body?: unknown
  locale?: 'ar' | 'en'
  /** Leave out the CSRF cookie and header, as a request another site makes a browser send. */
  crossSite?: boolean
  headers?: Record<string, string>
  /** The caller's network address, as the production server hands it to the app (not a header). */
  clientAddress?: string
}

let accounts = 0

export function staffTestApi(routes: RouteDefinition[], handle: () => DbHandle) {
  const api = createDealerApiApp(routes, { database: async () => handle(), csrfSecret: async () => csrfSecret })

  /**
   * A new account with `role`, signed in. An admin must have a second factor (decision 0093), so an
   * admin enrols one first unless `secondFactor` is false; another role enrols only when it is true.
   */
  async function staffMember(role: StaffRole, { secondFactor = role === 'admin' }: { secondFactor?: boolean } = {}): Promise<StaffCaller> {
    accounts += 1
    const email = `${role}-${accounts}-${crypto.randomUUID().slice(0, 8)}@staff.test`
    const password = `a long password ${accounts} for tests`
    const made = await createStaffAccount(handle().db, { email, name: `${role} ${accounts}`, role, password })
    if (!made.created) throw new Error('test account not created')
    const session = await signInStaff(handle().db, { email, password }, { address: `203.0.113.${accounts % 250}` })
    if (!('session' in session)) throw new Error('test account could not sign in')
    const caller = { email, password, token: session.session.token, id: made.id }
    return secondFactor ? enrol(caller) : caller
  }

  /** Enrols the caller's authenticator app (a secret of its own) and answers its new session. */
  async function enrol(caller: StaffCaller): Promise<StaffCaller> {
    const db = handle().db
    const staff = await staffFromSessionToken(db, caller.token)
    if (!staff) throw new Error('test account has no session')
    const started = await startSecondFactorEnrolment(db, staff, { password: caller.password })
    if ('refused' in started) throw new Error(`test account could not start enrolling: ${started.refused}`)
    const enrolled = await confirmSecondFactorEnrolment(db, staff, { code: totpCode(started.secret) })
    if ('refused' in enrolled) throw new Error(`test account could not enrol: ${enrolled.refused}`)
    return { ...caller, token: enrolled.session.token, secondFactorSecret: started.secret }
  }

  function call(method: string, path: string, options: StaffCallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { 'Content-Language': options.locale ?? 'en', ...options.headers }
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`
    if (method !== 'GET' && !options.crossSite) {
      headers.Cookie = `XSRF-TOKEN=${csrf}`
      headers['X-XSRF-TOKEN'] = csrf
    }
    let body: BodyInit | undefined
    // A multipart body goes as it is: the request sets its Content-Type with the boundary.
    if (options.body instanceof FormData) {
      body = options.body
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    return Promise.resolve(
      api.fetch(new Request(`http://api.test/api${path}`, { method, headers, body }), {
        clientAddress: options.clientAddress ?? '198.51.100.7',
      }),
    )
  }

  return { api, staffMember, enrol, call }
}

/** A table whose rows are deleted softly and purged 30 days later (offers, jobs, branches, news). */
type SoftDeleted = PgTable & { id: PgColumn; deletedAt: PgColumn }

/**
 * Moves a deleted row's delete `days` back, as if that time had passed: 29 days is still
 * restorable, 31 days is for the purge.
 */
export async function deletedDaysAgo(db: Db, table: SoftDeleted, id: number, days: number): Promise<void> {
  await db
    .update(table)
    .set({ deletedAt: new Date(Date.now() - days * 86_400_000) } as never)
    .where(eq(table.id, id))
}
