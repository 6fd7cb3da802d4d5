/**
 * The staff audit log: every staff action, written in the same transaction as the change it
 * records, so the log never claims a change that was rolled back nor misses one that was kept.
 */
import { staffAuditLog } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'

/** Who acted: a staff account, or (`id` null) someone who typed this e-mail address at sign-in. */
export type StaffActor = { id: string | null; email: string }

/** The server's own housekeeping, for what it does when a staff member's decision runs out (a deleted photo's 30 days). */
export const housekeepingActor: StaffActor = { id: null, email: 'housekeeping' }

export type StaffAction = {
  /** What was done, e.g. `staff.signed_in`, `order.status_changed`, `news.published`. */
  action: string
  subjectType?: string
  subjectId?: string | number
  /** For a change: the state before and after (only the fields that changed, never credit data). */
  before?: unknown
  after?: unknown
}

export async function recordStaffAction(db: Db, actor: StaffActor, action: StaffAction): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffUserId: actor.id,
    staffEmail: actor.email,
    action: action.action,
    subjectType: action.subjectType ?? null,
    subjectId: action.subjectId === undefined ? null : String(action.subjectId),
    before: action.before ?? null,
    after: action.after ?? null,
  })
}
