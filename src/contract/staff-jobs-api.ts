/** Job positions for editors in the dealer API (see ./operation.ts, ./staff-jobs.ts and decisions 0052, 0076, 0079). */
import { z } from 'zod'
import { idSchema, isoDateSchema, pageSchema, pagedSchema } from './common'
import { jobSchema } from './content'
import { defineOperation } from './operation'
import { jobDraftSchema, jobStatuses } from './staff-jobs'
import { citySlugs, employmentTypes } from './values'
import { restoreWindowDays } from './values'

const followsAtOnce = 'Every storefront process drops its cached jobs within two seconds.'

/** A position as editors see it: the public position, its status and, once deleted, when it goes for good. */
export const staffJobSchema = jobSchema.extend({
  status: z.enum(jobStatuses),
  deletedAt: z.string().nullable(),
  /** The Saudi day from which it may be deleted for good (later while applications to it are kept). */
  purgesOn: isoDateSchema.nullable(),
  /** What the editor's form starts from: both languages, requirements one a line. */
  edit: z.object({
    titleAr: z.string(),
    titleEn: z.string(),
    descriptionAr: z.string(),
    descriptionEn: z.string(),
    requirementsAr: z.string(),
    requirementsEn: z.string(),
    city: z.enum(citySlugs),
    employmentType: z.enum(employmentTypes),
  }),
})
export type StaffJob = z.infer<typeof staffJobSchema>

export const listStaffJobsInputSchema = z.object({
  /** Words of the title or city, in either language. */
  q: z.string().trim().max(100).optional(),
  /** One status; left out, every position that is not deleted. */
  status: z.enum(jobStatuses).optional(),
  page: pageSchema.default(1),
})

export const staffJobsPageSchema = pagedSchema(staffJobSchema)
export type StaffJobsPage = z.infer<typeof staffJobsPageSchema>

export const listStaffJobsOperation = defineOperation({
  method: 'get',
  path: '/staff/jobs',
  operationId: 'listStaffJobs',
  summary: 'Job positions, newest first, found by words and status, a page at a time',
  description: [
    '`status` is `open`, `closed` or `deleted` (restorable for',
    `${restoreWindowDays} days; \`purgesOn\` says when it may go for good). Without \`status\`, every position that is`,
    'not deleted. `q` finds words of the title or city in Arabic or English. Twenty a page; `total` counts every',
    'position found.',
  ].join(' '),
  tag: 'staff',
  query: listStaffJobsInputSchema,
  response: staffJobsPageSchema,
  staff: 'content',
})

export const createJobOperation = defineOperation({
  method: 'post',
  path: '/staff/jobs',
  operationId: 'createJob',
  summary: 'Open a new job position',
  description: [
    'Title and description in Arabic and English; `requirementsAr` and `requirementsEn` one requirement a line, as',
    'many in each language (at most 20); a city and the kind of employment. Published at once and open for',
    `applications. Audited as \`job.created\`. ${followsAtOnce}`,
  ].join(' '),
  tag: 'staff',
  body: jobDraftSchema,
  response: staffJobSchema,
  idempotency: 'required',
  staff: 'content',
})

export const updateJobOperation = defineOperation({
  method: 'put',
  path: '/staff/jobs/:id',
  operationId: 'updateJob',
  summary: 'Change a job position’s texts, city or kind of employment',
  description: [
    'The same body as `createJob`, whole. The position keeps its status (open or closed), its publication day and the',
    'applications made to it. Unchanged fields are not audited; a change is audited as `job.updated` with the',
    `changed fields before and after. A deleted position is 404 until restored. ${followsAtOnce}`,
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema }),
  body: jobDraftSchema,
  response: staffJobSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})

export const setJobOpenOperation = defineOperation({
  method: 'patch',
  path: '/staff/jobs/:id',
  operationId: 'setJobOpen',
  summary: 'Open or close a job position',
  description: [
    '`{ "open": false }` closes the position: it leaves the jobs page and takes no more applications (409',
    '`job_closed`); `{ "open": true }` opens it again. Saying what it already is changes nothing and is not',
    'audited; a change is audited as `job.opened` or `job.closed`. A deleted position is 404 until restored.',
    followsAtOnce,
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema }),
  body: z.object({ open: z.boolean() }),
  response: staffJobSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})

export const deleteJobOperation = defineOperation({
  method: 'delete',
  path: '/staff/jobs/:id',
  operationId: 'deleteJob',
  summary: `Delete a job position (restorable for ${restoreWindowDays} days)`,
  description: [
    'The position leaves the jobs page at once and takes no applications (404); the applications already made stay',
    `in the inbox. It can be restored for ${restoreWindowDays} days; then it is deleted for good once no application to`,
    `it is kept. Deleting a deleted position changes nothing. Audited as \`job.deleted\`. ${followsAtOnce}`,
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema }),
  response: staffJobSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})

export const restoreJobOperation = defineOperation({
  method: 'post',
  path: '/staff/jobs/:id/restore',
  operationId: 'restoreJob',
  summary: 'Restore a deleted job position exactly as it was (open or closed)',
  description: `Restoring a position that is not deleted changes nothing. Audited as \`job.restored\`. ${followsAtOnce}`,
  tag: 'staff',
  params: z.object({ id: idSchema }),
  response: staffJobSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})
