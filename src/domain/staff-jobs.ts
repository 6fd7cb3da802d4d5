/**
 * Job positions as editors keep them (decision 0052): open or closed, audited, and announced to
 * every cache of the jobs page in the same transaction.
 */
import { eq } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { Job } from '../contract/content.ts'
import { jobs } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { announceContentChange } from '../server/content-changes.server.ts'
import { listJobs } from './content.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'

/** Every position, closed ones included, newest first. */
export function listStaffJobs(db: Db, locale: Locale): Promise<Job[]> {
  return listJobs(db, { includeClosed: true }, locale)
}

/** Opens or closes position `id`; null when there is none. Saying what it already is changes nothing. */
export async function setJobOpen(db: Db, actor: StaffActor, id: number, open: boolean, locale: Locale): Promise<Job | null> {
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx.select({ open: jobs.open }).from(jobs).where(eq(jobs.id, id)).for('update')
    if (!current) return null
    if (current.open !== open) {
      await tx.update(jobs).set({ open }).where(eq(jobs.id, id))
      await recordStaffAction(tx, actor, {
        action: open ? 'job.opened' : 'job.closed',
        subjectType: 'job',
        subjectId: id,
        before: { open: current.open },
        after: { open },
      })
      await announceContentChange(tx, 'jobs')
    }
    return true
  })
  if (!changed) return null
  return (await listStaffJobs(db, locale)).find((job) => job.id === id) ?? null
}
