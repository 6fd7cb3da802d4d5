import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idSchema, withLocale } from '../../contract/common'
import { listStaffJobsOperation, setJobOpenOperation } from '../../contract/staff-jobs-api'
import { callAsStaff } from '../staff/staff-api.server'

/** Every position, open and closed, as the signed-in editor sees them. */
export const fetchStaffJobs = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => callAsStaff(listStaffJobsOperation, { locale: data.locale }))

/** Opens or closes a position (audited by the API; the jobs page follows at once). */
export const setJobOpen = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, open: z.boolean() }))
  .handler(({ data: { locale, id, open } }) => callAsStaff(setJobOpenOperation, { locale, params: { id }, body: { open } }))
