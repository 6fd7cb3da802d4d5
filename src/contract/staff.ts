/**
 * Staff accounts and sign-in (decision 0051). zod/mini: the sign-in and password forms validate
 * with the same schemas in the browser.
 */
import * as z from 'zod/mini'
import { normalizeDigits } from '../lib/digits.ts'
import { canonicalPassword } from './one-time-password.ts'
import { emailSchema, personNameSchema } from './orders.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { staffRoles } from './staff-roles.ts'

export { staffAccess, staffMayUse, staffRoles, type StaffArea, type StaffRole } from './staff-roles.ts'

export const staffPasswordLimits = { minLength: 12, maxLength: 128 } as const

const issue = (key: FieldErrorKey) => ({ error: key })

/**
 * A new password: long enough to resist guessing, short enough to hash cheaply. Kept as typed (a
 * one-time password's shape aside, see ./one-time-password.ts), but spaces around it do not count
 * towards its length (twelve spaces are not a password).
 */
export const newStaffPasswordSchema = z.string(issue('required')).check(
  z.overwrite(canonicalPassword),
  z.minLength(1, issue('required')),
  z.minLength(staffPasswordLimits.minLength, issue('password')),
  z.maxLength(staffPasswordLimits.maxLength, issue('password')),
  z.refine((password) => password.trim().length >= staffPasswordLimits.minLength, issue('password')),
)

/** A password as typed at sign-in: never trimmed, only bounded; a one-time password in its one written form. */
const typedPasswordSchema = z
  .string(issue('required'))
  .check(z.minLength(1, issue('required')), z.maxLength(staffPasswordLimits.maxLength, issue('password')), z.overwrite(canonicalPassword))

/**
 * `deviceToken`: the token an earlier sign-in on this browser answered with (the storefront keeps
 * it in an httpOnly cookie): a browser the account knows gets in with the right password while
 * failures others make lock the account for everyone else (decision 0072).
 */
export const staffSignInSchema = z.object({
  email: emailSchema,
  password: typedPasswordSchema,
  deviceToken: z.optional(z.string().check(z.maxLength(200))),
})
export type StaffSignInInput = z.input<typeof staffSignInSchema>

/** The current password and a new one, which must differ from it. */
export const staffPasswordChangeSchema = z
  .object({ currentPassword: typedPasswordSchema, newPassword: newStaffPasswordSchema })
  .check(z.refine((change) => change.newPassword !== change.currentPassword, { path: ['newPassword'], ...issue('samePassword') }))
export type StaffPasswordChangeInput = z.input<typeof staffPasswordChangeSchema>

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  /** Signed in with a one-time password: only the password change is open until it is done. */
  mustChangePassword: z.boolean(),
  /** Signs in with an authenticator app's code after the password (decision 0093). */
  secondFactorEnabled: z.boolean(),
  /** An admin without a second factor: only enrolling one (and the password change) is open until it is done. */
  mustEnrolSecondFactor: z.boolean(),
})
export type StaffMember = z.output<typeof staffMemberSchema>

/**
 * A new session: the token is what later calls present as `Authorization: Bearer …` (the
 * storefront keeps it in an httpOnly cookie and never shows it to scripts).
 */
export const staffSessionSchema = z.object({
  staff: staffMemberSchema,
  session: z.object({ token: z.string(), expiresAt: z.string(), absoluteExpiresAt: z.string() }),
})
export type StaffSession = z.output<typeof staffSessionSchema>

/** A sign-in's answer: the session, and the token that makes this browser known to the account (keep it, send it next time). */
export const staffSignedInSchema = z.object({
  staff: staffMemberSchema,
  session: staffSessionSchema.shape.session,
  device: z.object({ token: z.string(), expiresAt: z.string() }),
})

/**
 * A right password of an account with a second factor: no session yet. Send `challenge` with the
 * code to `POST /staff/session/second-factor` before `expiresAt`.
 */
export const staffSecondFactorChallengeSchema = z.object({
  secondFactor: z.object({ challenge: z.string(), expiresAt: z.string() }),
})

/** What `POST /staff/session` answers: a session, or the second factor's step. */
export const staffSignInAnswerSchema = z.union([staffSignedInSchema, staffSecondFactorChallengeSchema])

/**
 * An authenticator app's code (six digits, typed with spaces or Arabic-Indic digits alike) or a
 * backup code (as shown: letters, digits and a dash), in its one written form.
 */
export const secondFactorCodeSchema = z.string(issue('secondFactorCode')).check(
  z.overwrite((typed) => normalizeDigits(typed).replace(/\s+/g, '')),
  z.minLength(1, issue('secondFactorCode')),
  z.maxLength(32, issue('secondFactorCode')),
  z.regex(/^(?:\d{6}|[A-Za-z0-9-]{8,32})$/, issue('secondFactorCode')),
)

/** Whether a code as `secondFactorCodeSchema` wrote it is the app's (six digits) rather than a backup code. */
export function isAuthenticatorCode(code: string): boolean {
  return /^\d{6}$/.test(code)
}

export const staffSecondFactorSignInSchema = z.object({
  challenge: z.string().check(z.minLength(1), z.maxLength(500)),
  code: secondFactorCodeSchema,
  deviceToken: z.optional(z.string().check(z.maxLength(200))),
})

/** The code step as the sign-in page sends it: the challenge stays in the browser's httpOnly cookie. */
export const staffSecondFactorCodeSchema = z.object({ code: secondFactorCodeSchema })
export type StaffSecondFactorCodeInput = z.input<typeof staffSecondFactorCodeSchema>

/** Enrolling starts with the password again: a session left open on a desk cannot enrol an app of someone else's. */
export const staffSecondFactorSetupSchema = z.object({ password: typedPasswordSchema })
export type StaffSecondFactorSetupInput = z.input<typeof staffSecondFactorSetupSchema>

/** The new secret: as an `otpauth://` address for the QR code, and as text for typing it in. */
export const staffSecondFactorSetupAnswerSchema = z.object({ otpauthUri: z.string(), secret: z.string() })

/** The first right code ends the enrolment; the backup codes are in this answer only. */
export const staffSecondFactorEnrolledSchema = z.object({
  staff: staffMemberSchema,
  session: staffSessionSchema.shape.session,
  backupCodes: z.array(z.string()),
})

export const staffSecondFactorDisabledSchema = z.object({ staff: staffMemberSchema, session: staffSessionSchema.shape.session })

export const staffWhoAmISchema = z.object({ staff: staffMemberSchema })

export const staffSignedOutSchema = z.object({ signedOut: z.literal(true), sessionsEnded: z.number() })

/** An admin's new account: the password is a one-time one, shown once to the admin. */
export const newStaffAccountSchema = z.object({ email: emailSchema, name: personNameSchema, role: z.enum(staffRoles, issue('choice')) })
export type NewStaffAccountInput = z.input<typeof newStaffAccountSchema>

/** What an admin changes on an account: its role, or whether it may sign in at all. */
export const staffAccountChangeSchema = z.object({
  role: z.optional(z.enum(staffRoles, issue('choice'))),
  active: z.optional(z.boolean()),
})

export const staffLockScopes = ['address', 'account', 'device', 'session'] as const
export type StaffLockScope = (typeof staffLockScopes)[number]

/**
 * A lock in force on an account's sign-in (decision 0072): from one network address (`address`),
 * from every browser the account does not know (`account`), on one browser it knows (`device`), or
 * on the password change of one of its sessions (`session`).
 */
export const staffSignInLockSchema = z.object({ scope: z.enum(staffLockScopes), address: z.nullable(z.string()), until: z.string() })
export type StaffSignInLock = z.output<typeof staffSignInLockSchema>

export const staffAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  /** Signs in with an authenticator app's code after the password (decision 0093). */
  secondFactorEnabled: z.boolean(),
  createdAt: z.string(),
  /** When the account last signed in, if ever (from the audit log). */
  lastSignedInAt: z.nullable(z.string()),
  /** Sign-in locks in force now, soonest end first; an admin may lift them. */
  signInLocks: z.array(staffSignInLockSchema),
})
export type StaffAccount = z.output<typeof staffAccountSchema>

export const staffAccountListSchema = z.object({ items: z.array(staffAccountSchema) })
export const staffAccountWithPasswordSchema = z.object({ account: staffAccountSchema, oneTimePassword: z.string() })
