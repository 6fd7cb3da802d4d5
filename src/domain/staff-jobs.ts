/**
 * Job positions as editors keep them (decisions 0052, 0076, 0079): created with their texts in both
 * languages, opened and closed, deleted (a state, restorable for 30 days) and restored, each change
 * audited and announced to every cache of the jobs page in the same transaction. The housekeeping
 * round deletes for good what was deleted 30 days ago, once no application to it is kept (decision
 * 0049 keeps applications 180 days, and each names its position).
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, max, notExists, type SQL } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { StaffJob, StaffJobsPage } from '../contract/staff-jobs-api.ts'
import { requirementLines, type JobDraft, type JobStatus } from '../contract/staff-jobs.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import { announceContentChange } from '../server/content-changes.server.ts'
import { cities, jobApplications, jobs } from '../server/db/schema.ts'
import { foldedWordsCondition } from '../server/db/folded-search.ts'
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

export type StaffJobsFilter = { q?: string; status?: JobStatus; page?: number }

/** Positions a staff list shows at once (decision 0079). */
export const staffJobsPageSize = 20

function jobStatusCondition(status: JobStatus): SQL {
  switch (status) {
    case 'deleted':
      return isNotNull(jobs.deletedAt)
    case 'open':
      return and(isNull(jobs.deletedAt), eq(jobs.open, true))!
    case 'closed':
      return and(isNull(jobs.deletedAt), eq(jobs.open, false))!
  }
}

const jobWithCity = { job: jobs, cityAr: cities.nameAr, cityEn: cities.nameEn }

/**
 * A page of positions as editors see them, newest first: with a status, those in it; without,
 * every one not deleted. `q` matches words of the title or city in either language, folded as
 * the market folds them. Filtered and paged in SQL.
 */
export async function listStaffJobs(db: Db, locale: Locale, filter: StaffJobsFilter = {}): Promise<StaffJobsPage> {
  const page = filter.page ?? 1
  const where = and(
    foldedWordsCondition(filter.q, [jobs.titleAr, jobs.titleEn, cities.nameAr, cities.nameEn]),
    filter.status ? jobStatusCondition(filter.status) : isNull(jobs.deletedAt),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select(jobWithCity)
      .from(jobs)
      .innerJoin(cities, eq(cities.slug, jobs.citySlug))
      .where(where)
      .orderBy(desc(jobs.publishedAt), desc(jobs.id))
      .limit(staffJobsPageSize)
      .offset((page - 1) * staffJobsPageSize),
    db.select({ count: count() }).from(jobs).innerJoin(cities, eq(cities.slug, jobs.citySlug)).where(where),
  ])
  return { items: await staffJobsOf(db, rows, locale), total: total?.count ?? 0, page, pageSize: staffJobsPageSize }
}

/** Positions as editors see them; a deleted one with the day it may go for good. */
async function staffJobsOf(db: Db, rows: Array<{ job: JobRow; cityAr: string; cityEn: string }>, locale: Locale): Promise<StaffJob[]> {
  const deletedIds = rows.filter(({ job }) => job.deletedAt).map(({ job }) => job.id)
  const lastApplications = deletedIds.length
    ? await db
        .select({ jobId: jobApplications.jobId, at: max(jobApplications.createdAt) })
        .from(jobApplications)
        .where(inArray(jobApplications.jobId, deletedIds))
        .groupBy(jobApplications.jobId)
    : []
  return rows.map(({ job, cityAr, cityEn }) => {
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
      edit: jobEditOf(job),
    }
  })
}

type JobRow = typeof jobs.$inferSelect

/** A stored position as the editor's form holds it (requirements one a line in each language). */
function jobEditOf(job: JobRow): StaffJob['edit'] {
  return {
    titleAr: job.titleAr,
    titleEn: job.titleEn,
    descriptionAr: job.descriptionAr,
    descriptionEn: job.descriptionEn,
    requirementsAr: job.requirements.map((item) => item.ar).join('\n'),
    requirementsEn: job.requirements.map((item) => item.en).join('\n'),
    city: job.citySlug as StaffJob['edit']['city'],
    employmentType: job.employmentType,
  }
}

/** The columns a draft sets; the schema made the two requirement lists the same length. */
function jobColumns(draft: JobDraft) {
  const arabic = requirementLines(draft.requirementsAr)
  const english = requirementLines(draft.requirementsEn)
  return {
    citySlug: draft.city,
    titleAr: draft.titleAr,
    titleEn: draft.titleEn,
    descriptionAr: draft.descriptionAr,
    descriptionEn: draft.descriptionEn,
    requirements: arabic.map((ar, index) => ({ ar, en: english[index]! })),
    employmentType: draft.employmentType,
  }
}

async function staffJob(db: Db, id: number, locale: Locale): Promise<StaffJob | null> {
  const rows = await db.select(jobWithCity).from(jobs).innerJoin(cities, eq(cities.slug, jobs.citySlug)).where(eq(jobs.id, id))
  return (await staffJobsOf(db, rows, locale))[0] ?? null
}

/** A new position, open for applications at once; audited `job.created`. */
export async function createJob(db: Db, actor: StaffActor, draft: JobDraft, locale: Locale, now: Date = new Date()): Promise<StaffJob> {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(jobs)
      .values({ ...jobColumns(draft), publishedAt: now, open: true })
      .returning({ id: jobs.id })
    await recordStaffAction(tx, actor, { action: 'job.created', subjectType: 'job', subjectId: created!.id, after: draft })
    await announceContentChange(tx, 'jobs')
    return created!.id
  })
  return (await staffJob(db, id, locale))!
}

/**
 * Sets the texts, city and kind of employment of position `id`, whether open or closed (a typo in a
 * live advert is mended where it stands); null when there is none or it is deleted. Its status,
 * publication day and applications stay. Audited `job.updated` with only the changed fields.
 */
export async function updateJob(db: Db, actor: StaffActor, id: number, draft: JobDraft, locale: Locale): Promise<StaffJob | null> {
  const found = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update')
    if (!current || current.deletedAt) return false
    const before: Record<string, unknown> = jobEditOf(current)
    const after: Record<string, unknown> = {
      ...draft,
      requirementsAr: requirementLines(draft.requirementsAr).join('\n'),
      requirementsEn: requirementLines(draft.requirementsEn).join('\n'),
    }
    const changed = Object.keys(after).filter((key) => before[key] !== after[key])
    if (changed.length === 0) return true
    await tx.update(jobs).set(jobColumns(draft)).where(eq(jobs.id, id))
    await recordStaffAction(tx, actor, {
      action: 'job.updated',
      subjectType: 'job',
      subjectId: id,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    })
    await announceContentChange(tx, 'jobs')
    return true
  })
  return found ? staffJob(db, id, locale) : null
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
