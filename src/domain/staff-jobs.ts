/**
 * Job positions as editors keep them (decisions 0052, 0076, 0079): created with their texts in both
 * languages, opened and closed, deleted (a state, restorable for 30 days) and restored, each change
 * audited and announced to every cache of the jobs page in the same transaction. The housekeeping
 * round deletes for good what was deleted 30 days ago, once no application to it is kept (decision
 * 0049 keeps applications 180 days, and each names its position).
 */
import { and, desc, eq, inArray, isNotNull, lte, max, notExists } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { StaffJob } from '../contract/staff-jobs-api.ts'
import { requirementLines, type JobDraft, type JobStatus } from '../contract/staff-jobs.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import { announceContentChange } from '../server/content-changes.server.ts'
import { cities, jobApplications, jobs } from '../server/db/schema.ts'
import { foldWords } from '../server/db/search-text.ts'
import type { Db } from '../server/db/types.ts'
import { jobApplicationPolicy } from './job-applications.ts'
import { inLocale, localizeText } from './localize.ts'
import { housekeepingActor, purgeCutoff, purgesOn } from './soft-delete.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'

const day = 86_400_000

export function jobStatus(row: { open: boolean; deletedAt: Date | null }): JobStatus {
  if (row.deletedAt) return 'deleted'
  return row.open ? 'open' : 'closed'
}

export type StaffJobsFilter = { q?: string; status?: JobStatus; ids?: number[] }

/**
 * Positions as editors see them, newest first: with a status, those in it; without, every one not
 * deleted. `q` matches words of the title or city in either language, folded as the market folds
 * them. A dealer has tens of positions, so both are applied here rather than in SQL.
 */
export async function listStaffJobs(db: Db, locale: Locale, filter: StaffJobsFilter = {}): Promise<StaffJob[]> {
  const rows = await db
    .select({ job: jobs, cityAr: cities.nameAr, cityEn: cities.nameEn })
    .from(jobs)
    .innerJoin(cities, eq(cities.slug, jobs.citySlug))
    .where(filter.ids ? inArray(jobs.id, filter.ids) : undefined)
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
  const words = filter.q ? foldWords(filter.q).split(' ').filter(Boolean) : []
  const wanted = rows.filter(({ job, cityAr, cityEn }) => {
    const status = jobStatus(job)
    if (filter.ids === undefined && (filter.status ? status !== filter.status : status === 'deleted')) return false
    const text = ` ${foldWords(job.titleAr, job.titleEn, cityAr, cityEn)} `
    return words.every((word) => text.includes(` ${word}`))
  })
  const deletedIds = wanted.filter(({ job }) => job.deletedAt).map(({ job }) => job.id)
  const lastApplications = deletedIds.length
    ? await db
        .select({ jobId: jobApplications.jobId, at: max(jobApplications.createdAt) })
        .from(jobApplications)
        .where(inArray(jobApplications.jobId, deletedIds))
        .groupBy(jobApplications.jobId)
    : []
  return wanted.map(({ job, cityAr, cityEn }) => {
    const lastApplication = lastApplications.find((row) => row.jobId === job.id)?.at ?? null
    // Kept while an application to it is: the later of the restore window and that application's retention.
    const purgeDay = job.deletedAt
      ? [
          purgesOn(job.deletedAt),
          lastApplication ? saudiDate(new Date(lastApplication.getTime() + jobApplicationPolicy.retentionDays * day)) : '',
        ]
          .sort()
          .at(-1)!
      : null
    return {
      id: job.id,
      title: inLocale(locale, job.titleAr, job.titleEn),
      description: inLocale(locale, job.descriptionAr, job.descriptionEn),
      requirements: job.requirements.map((item) => localizeText(locale, item)),
      city: { slug: job.citySlug, name: inLocale(locale, cityAr, cityEn) },
      employmentType: job.employmentType,
      publishedAt: job.publishedAt.toISOString(),
      open: job.open,
      status: jobStatus(job),
      deletedAt: job.deletedAt?.toISOString() ?? null,
      purgesOn: purgeDay,
    }
  })
}

async function staffJob(db: Db, id: number, locale: Locale): Promise<StaffJob | null> {
  return (await listStaffJobs(db, locale, { ids: [id] }))[0] ?? null
}

/** A new position, open for applications at once; audited `job.created`. */
export async function createJob(db: Db, actor: StaffActor, draft: JobDraft, locale: Locale, now: Date = new Date()): Promise<StaffJob> {
  const arabic = requirementLines(draft.requirementsAr)
  const english = requirementLines(draft.requirementsEn)
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(jobs)
      .values({
        citySlug: draft.city,
        titleAr: draft.titleAr,
        titleEn: draft.titleEn,
        descriptionAr: draft.descriptionAr,
        descriptionEn: draft.descriptionEn,
        // The schema made the two lists the same length.
        requirements: arabic.map((ar, index) => ({ ar, en: english[index]! })),
        employmentType: draft.employmentType,
        publishedAt: now,
        open: true,
      })
      .returning({ id: jobs.id })
    await recordStaffAction(tx, actor, { action: 'job.created', subjectType: 'job', subjectId: created!.id, after: draft })
    await announceContentChange(tx, 'jobs')
    return created!.id
  })
  return (await staffJob(db, id, locale))!
}

/** Opens or closes position `id`; null when there is none (or it is deleted). Saying what it already is changes nothing. */
export async function setJobOpen(db: Db, actor: StaffActor, id: number, open: boolean, locale: Locale): Promise<StaffJob | null> {
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx.select({ open: jobs.open, deletedAt: jobs.deletedAt }).from(jobs).where(eq(jobs.id, id)).for('update')
    if (!current || current.deletedAt) return null
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
  return staffJob(db, id, locale)
}

/** Deletes position `id` (decision 0076): off the jobs page at once, no more applications. */
export function deleteJob(db: Db, actor: StaffActor, id: number, locale: Locale, now: Date = new Date()) {
  return setDeleted(db, actor, id, now, locale)
}

/** Brings a deleted position back as it was, open or closed. */
export function restoreJob(db: Db, actor: StaffActor, id: number, locale: Locale) {
  return setDeleted(db, actor, id, null, locale)
}

async function setDeleted(db: Db, actor: StaffActor, id: number, deletedAt: Date | null, locale: Locale): Promise<StaffJob | null> {
  const found = await db.transaction(async (tx) => {
    const [current] = await tx.select({ deletedAt: jobs.deletedAt }).from(jobs).where(eq(jobs.id, id)).for('update')
    if (!current) return false
    if ((current.deletedAt === null) === (deletedAt === null)) return true
    await tx.update(jobs).set({ deletedAt }).where(eq(jobs.id, id))
    await recordStaffAction(tx, actor, {
      action: deletedAt ? 'job.deleted' : 'job.restored',
      subjectType: 'job',
      subjectId: id,
      before: { deletedAt: current.deletedAt?.toISOString() ?? null },
      after: { deletedAt: deletedAt?.toISOString() ?? null },
    })
    await announceContentChange(tx, 'jobs')
    return true
  })
  return found ? staffJob(db, id, locale) : null
}

/**
 * The housekeeping round's part: positions deleted more than 30 days ago, to which no application
 * is kept any more, are deleted for good. Audited `job.purged`. Returns how many went.
 */
export async function purgeDeletedJobs(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(jobs)
      .where(
        and(
          isNotNull(jobs.deletedAt),
          lte(jobs.deletedAt, purgeCutoff(now)),
          notExists(tx.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.jobId, jobs.id))),
        ),
      )
      .returning({ id: jobs.id, titleEn: jobs.titleEn, deletedAt: jobs.deletedAt })
    for (const job of gone) {
      await recordStaffAction(tx, housekeepingActor, {
        action: 'job.purged',
        subjectType: 'job',
        subjectId: job.id,
        before: { titleEn: job.titleEn, deletedAt: job.deletedAt?.toISOString() ?? null },
      })
    }
    if (gone.length > 0) await announceContentChange(tx, 'jobs')
    return gone.length
  })
}
