/** Job applications in the dealer API (see ./operation.ts and ./job-applications.ts). */
import { z } from 'zod'
import { idSchema } from './common'
import { defineOperation } from './operation'
import { cvMediaTypes, jobApplicationLimits, jobApplicationReceivedSchema, jobApplicationSchema } from './job-applications'

export const applyForJobOperation = defineOperation({
  method: 'post',
  path: '/jobs/:id/applications',
  operationId: 'applyForJob',
  summary: 'Apply for an open position with a CV',
  description: [
    'A `multipart/form-data` body with `name`, `phone` (a Saudi mobile in any spelling, kept as E.164), `email`',
    'and `cv`, a file of at most 5 MB: PDF, Word (DOC or DOCX) or PNG. The type is decided from the file’s',
    'content, not its name or declared type, and must agree with its extension: anything else is 415',
    '`unsupported_media_type` with a field error on `cv` (so is a body that is not multipart). A body past',
    `${jobApplicationLimits.bodyMaxBytes} bytes is cut off while it streams and answered 413 \`payload_too_large\`.`,
    'An unknown job is 404, a closed one 409 `job_closed`. The same applicant (the same mobile, e-mail and name,',
    'ignoring case and spacing) applying again for the same job within 24 hours is answered 201 with',
    '`alreadyReceived: true` and no reference, and nothing new is stored; an application with the same mobile but',
    'another name or e-mail is kept as a new one with its own reference. At most 10 applications per client',
    'address an hour, and fewer per mobile and per e-mail (429 with `Retry-After`). CVs are never served at a public address.',
  ].join(' '),
  tag: 'jobs',
  params: z.object({ id: idSchema }),
  body: jobApplicationSchema,
  multipart: {
    fileFields: ['cv'],
    fileMediaTypes: Object.values(cvMediaTypes),
    maxBodyBytes: jobApplicationLimits.bodyMaxBytes,
    maxFileBytes: jobApplicationLimits.cvMaxBytes,
    fileTooLarge: 'cvSize',
  },
  response: jobApplicationReceivedSchema,
  successStatus: 201,
  idempotency: 'optional',
  canBeNotFound: true,
  canBeRateLimited: true,
})
