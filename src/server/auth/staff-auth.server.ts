/**
 * Staff authentication through Better Auth (decision 0051): e-mail + password accounts hashed by
 * the library (scrypt), database sessions through its drizzle adapter (PGlite and PostgreSQL
 * alike), roles through its admin plugin, a second factor through its two-factor plugin, and the bearer plugin so that the dealer API reads a
 * session from `Authorization: Bearer <token>` rather than from a cookie of its own: the
 * storefront keeps the token in its own httpOnly cookie, and outside callers present it the same
 * way, so a cross-site page can never make a browser send it.
 *
 * Better Auth's HTTP handler is not mounted: the dealer API's own routes call `auth.api`, so sign-in
 * goes through the API's contract, errors, CSRF check, limits and audit log like every other write.
 */
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, bearer, twoFactor } from 'better-auth/plugins'
import { createAccessControl } from 'better-auth/plugins/access'
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access'
import { appConfig, getEnv } from '../../../app.config.ts'
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from '../db/schema.ts'
import type { Db } from '../db/types.ts'
import { log } from '../log.ts'
import { storedSecret } from '../secrets.server.ts'
import { staffPasswordHashing } from './password-hashing.server.ts'

const accessControl = createAccessControl(defaultStatements)
/** Only an admin manages accounts; editors and sales get no account powers from the library. */
const noAccountPowers = accessControl.newRole({ user: [], session: [] })

function createStaffAuth(db: Db, secret: string) {
  const env = getEnv()
  return betterAuth({
    appName: 'Murooj Motors staff',
    secret,
    baseURL: env.PUBLIC_ORIGIN ?? 'http://localhost',
    basePath: '/api/staff/auth',
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are made by `npm run staff:create` and by admins, never by signing up.
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // The library's own scrypt, named so that its cost is tested (password-hashing.server.ts).
      password: staffPasswordHashing,
    },
    user: {
      additionalFields: { mustChangePassword: { type: 'boolean', required: false, defaultValue: false, input: false } },
    },
    session: {
      // Sliding: each use at least `updateAge` after the last refresh moves the end forward, so
      // `expiresIn` is the idle limit. The absolute limit is checked on top (staff-session.server.ts).
      expiresIn: appConfig.staff.idleSeconds,
      updateAge: 5 * 60,
      // Every request reads the session row, so a sign-out or a deactivation takes effect at once.
      cookieCache: { enabled: false },
    },
    // The library's limiter guards its HTTP handler, which is not mounted; sign-in is limited in
    // the database by the API (src/domain/staff-sign-in.ts).
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { disableIpTracking: true },
      useSecureCookies: env.PUBLIC_ORIGIN?.startsWith('https:') ?? false,
    },
    telemetry: { enabled: false },
    logger: {
      level: 'error',
      // The logger redacts e-mail addresses and numbers the library's text might carry.
      log: (level, message) => log.error('auth library', { level, event: String(message).slice(0, 200) }),
    },
    plugins: [
      admin({
        ac: accessControl,
        roles: { admin: adminAc, editor: noAccountPowers, sales: noAccountPowers },
        adminRoles: ['admin'],
        defaultRole: 'editor',
      }),
      bearer(),
      // Authenticator-app codes after the password (decision 0093). Wrong codes count in the
      // dealer's own sign-in locks (src/domain/staff-second-factor.ts), which know a browser the
      // account signed in on; the library's account-wide lock would let anyone holding the password
      // lock the owner out, so it is off. Its per-challenge cap (five codes, then the password again) stays.
      twoFactor({
        issuer: appConfig.staff.secondFactor.issuer,
        twoFactorCookieMaxAge: appConfig.staff.secondFactor.challengeSeconds,
        accountLockout: { enabled: false },
        backupCodeOptions: { amount: appConfig.staff.secondFactor.backupCodes, length: 10 },
      }),
    ],
  })
}

export type StaffAuth = ReturnType<typeof createStaffAuth>

const authByDb = new WeakMap<Db, Promise<StaffAuth>>()

/**
 * The Better Auth instance over `db` (the database itself, never a transaction: the library opens
 * its own). Its signing key is STAFF_AUTH_SECRET, else one kept in the database.
 */
export function staffAuthFor(db: Db): Promise<StaffAuth> {
  let auth = authByDb.get(db)
  if (!auth) {
    const configured = getEnv().STAFF_AUTH_SECRET
    auth = (configured ? Promise.resolve(configured) : storedSecret(db, 'staff-auth')).then((secret) => createStaffAuth(db, secret))
    auth.catch(() => authByDb.delete(db))
    authByDb.set(db, auth)
  }
  return auth
}
