import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idSchema, withLocale } from '../../contract/common'
import { applyForJobOperation } from '../../contract/job-applications-api'
import { jobApplicationSchema } from '../../contract/job-applications'
import { getDealerApi } from '../../dealer-api/client'

/** Made once per form in the browser and kept across retries and reloads (decision 0041). */
const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,200}$/)

/**
 * The apply form as it arrives: `multipart/form-data` (the CV is a file), read into the same
 * contract schema the form and the dealer API use.
 */
const applicationFormData = z.pipe(
  z.instanceof(FormData).transform((form): Record<string, unknown> => Object.fromEntries(form)),
  z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, jobId: z.coerce.number().pipe(idSchema), ...jobApplicationSchema.shape }),
)

/**
 * Sends an application with its CV for an open position. The CV is passed on to the dealer API as
 * the file it arrived as (streamed, not copied into text); the API decides its type from its bytes.
 * The same `idempotencyKey` with the same application answers the same reference again.
 */
export const applyForJob = createServerFn({ method: 'POST' })
  .validator(applicationFormData)
  .handler(({ data: { locale, idempotencyKey, jobId, ...application } }) =>
    getDealerApi().call(applyForJobOperation, { locale, idempotencyKey, params: { id: jobId }, body: application }),
  )
