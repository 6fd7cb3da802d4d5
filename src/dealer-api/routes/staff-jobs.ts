import {
  createJobOperation,
  deleteJobOperation,
  listStaffJobsOperation,
  restoreJobOperation,
  setJobOpenOperation,
  updateJobOperation,
} from '../../contract/staff-jobs-api'
import { createJob, deleteJob, listStaffJobs, restoreJob, setJobOpen, updateJob } from '../../domain/staff-jobs'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'

/** Positions for editors: list, create, edit, open or close, delete and restore (decisions 0052, 0076, 0079). */
export const staffJobRoutes: RouteDefinition[] = [
  implement(listStaffJobsOperation, async ({ db, locale, query }) => listStaffJobs(await db(), locale, query)),
  implement(createJobOperation, async (context) => createJob(await context.db(), staffOf(context), context.body, context.locale)),
  implement(updateJobOperation, async (context) => {
    return (await updateJob(await context.db(), staffOf(context), context.params.id, context.body, context.locale)) ?? notFound()
  }),
  implement(setJobOpenOperation, async (context) => {
    const job = await setJobOpen(await context.db(), staffOf(context), context.params.id, context.body.open, context.locale)
    return job ?? notFound()
  }),
  implement(deleteJobOperation, async (context) => {
    return (await deleteJob(await context.db(), staffOf(context), context.params.id, context.locale)) ?? notFound()
  }),
  implement(restoreJobOperation, async (context) => {
    return (await restoreJob(await context.db(), staffOf(context), context.params.id, context.locale)) ?? notFound()
  }),
]
