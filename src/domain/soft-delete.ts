/**
 * Deleting content as a state (decision 0076): a row with `deleted_at` is hidden from the public
 * and restorable for `restoreWindowDays`; the housekeeping round then deletes it for good.
 */
import { restoreWindowDays } from '../contract/values.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import type { StaffActor } from './staff-audit.ts'

const dayMs = 86_400_000

/** Rows deleted at or before this moment are past their restore window. */
export function purgeCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - restoreWindowDays * dayMs)
}

/** The Saudi calendar day from which a row deleted at `deletedAt` may be gone for good. */
export function purgesOn(deletedAt: Date): string {
  return saudiDate(new Date(deletedAt.getTime() + restoreWindowDays * dayMs))
}

/** Who the audit log names for what the housekeeping round deletes for good: no one signed in. */
export const housekeepingActor: StaffActor = { id: null, email: 'housekeeping' }
