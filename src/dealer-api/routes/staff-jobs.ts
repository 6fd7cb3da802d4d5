import { listStaffJobsOperation, setJobOpenOperation } from '../../contract/staff-jobs-api'
import { listStaffJobs, setJobOpen } from '../../domain/staff-jobs'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'

/** Opening and closing positions (decision 0052). */
export const staffJobRoutes: RouteDefinition[] = [
  implement(listStaffJobsOperation, async ({ db, locale }) => ({ items: await listStaffJobs(await db(), locale) })),
  implement(setJobOpenOperation, async (context) => {
    const job = await setJobOpen(await context.db(), staffOf(context), context.params.id, context.body.open, context.locale)
    return job ?? notFound()
  }),
]
