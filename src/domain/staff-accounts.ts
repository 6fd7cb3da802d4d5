/**
 * Staff accounts: made by `npm run staff:create` (scripts/staff-create.ts) and, later, by admins.
 * Without a chosen password the account gets a one-time one that must be replaced at the first
 * sign-in.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { StaffRole } from '../contract/staff.ts'
import { staffAuthFor } from '../server/auth/staff-auth.server.ts'
import { staffUsers } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'

export type NewStaffAccount = { email: string; name: string; role: StaffRole; password?: string }

export type CreatedStaffAccount = { created: true; id: string; oneTimePassword?: string } | { created: false; reason: 'email_taken' }

/** 16 characters from 96 random bits: typed once, then replaced. */
function oneTimePassword(): string {
  return randomBytes(12).toString('base64url')
}

export async function createStaffAccount(db: Db, account: NewStaffAccount): Promise<CreatedStaffAccount> {
  const email = account.email.trim().toLowerCase()
  const [taken] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email))
  if (taken) return { created: false, reason: 'email_taken' }
  const generated = account.password === undefined ? oneTimePassword() : undefined
  const auth = await staffAuthFor(db)
  // No request headers: a trusted server-side call, which the admin plugin allows without a session.
  const { user } = await auth.api.createUser({
    body: { email, name: account.name, role: account.role, password: account.password ?? generated },
  })
  await db
    .update(staffUsers)
    .set({ mustChangePassword: generated !== undefined })
    .where(eq(staffUsers.id, user.id))
  return { created: true, id: user.id, ...(generated ? { oneTimePassword: generated } : {}) }
}
