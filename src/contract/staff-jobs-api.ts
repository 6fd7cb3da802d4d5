/** Opening and closing job positions in the dealer API (see ./operation.ts and decision 0052). */
import { z } from 'zod'
import { idSchema, listSchema } from './common'
import { jobSchema } from './content'
import { defineOperation } from './operation'

export const listStaffJobsOperation = defineOperation({
  method: 'get',
  path: '/staff/jobs',
  operationId: 'listStaffJobs',
  summary: 'Every job position, open and closed, newest first',
  tag: 'staff',
  response: listSchema(jobSchema),
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
    'audited; a change is audited as `job.opened` or `job.closed` and every storefront process drops its cached',
    'jobs within two seconds.',
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema }),
  body: z.object({ open: z.boolean() }),
  response: jobSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})
