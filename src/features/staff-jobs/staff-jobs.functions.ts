import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idSchema, idempotencyKeySchema, withLocale } from '../../contract/common'
import { jobDraftSchema } from '../../contract/staff-jobs'
import {
  createJobOperation,
  deleteJobOperation,
  listStaffJobsInputSchema,
  listStaffJobsOperation,
  restoreJobOperation,
  setJobOpenOperation,
  updateJobOperation,
} from '../../contract/staff-jobs-api'
import { callAsStaff } from '../staff/staff-api.server'

/** The positions a search and status ask for, as the signed-in editor sees them. */
export const fetchStaffJobs = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, ...listStaffJobsInputSchema.shape }))
  .handler(({ data: { locale, ...query } }) => callAsStaff(listStaffJobsOperation, { locale, query }))

/** Opens a new position; the same `idempotencyKey` opens it once. */
export const createJob = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, draft: jobDraftSchema }))
  .handler(({ data: { locale, idempotencyKey, draft } }) => callAsStaff(createJobOperation, { locale, idempotencyKey, body: draft }))

/** Changes a position's texts, city or kind of employment (audited by the API; the jobs page follows at once). */
export const saveJob = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, draft: jobDraftSchema }))
  .handler(({ data: { locale, id, draft } }) => callAsStaff(updateJobOperation, { locale, params: { id }, body: draft }))

/** Opens or closes a position (audited by the API; the jobs page follows at once). */
export const setJobOpen = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, open: z.boolean() }))
  .handler(({ data: { locale, id, open } }) => callAsStaff(setJobOpenOperation, { locale, params: { id }, body: { open } }))

/** Deletes (restorable for 30 days) or restores a position. */
export const changeJob = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, action: z.enum(['delete', 'restore']) }))
  .handler(({ data: { locale, id, action } }) =>
    callAsStaff(action === 'delete' ? deleteJobOperation : restoreJobOperation, { locale, params: { id } }),
  )
