import { msg } from '@lingui/core/macro'
import { applyForJobOperation } from '../../contract/job-applications-api'
import { receiveJobApplication } from '../../domain/job-applications'
import { ApiError, apiMessages, RateLimitedError } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { wakeOutbox } from '../../server/outbox/outbox-worker.server'
import { implementInTwoSteps, notFound, type RouteDefinition } from '../route-kit'

const jobClosed = msg`This position is no longer open. Please choose another one.`
/** Said in the dialog, with the wait counted down below it. */
const senderLimited = msg`We have already received several applications from this mobile number or e-mail address today. You can apply for another position later.`

export const jobApplicationRoutes: RouteDefinition[] = [
  implementInTwoSteps(applyForJobOperation, {
    store: async (context) => {
      const { cv, ...fields } = context.body
      const bytes = new Uint8Array(await cv.arrayBuffer())
      const answer = await receiveJobApplication(
        await context.db(),
        context.params.id,
        { ...fields, cv: { bytes, fileName: cv.name } },
        { address: context.clientAddress, locale: context.locale },
      )
      if (!('refused' in answer)) return answer
      switch (answer.refused) {
        case 'not_found':
          return notFound()
        case 'closed':
          throw new ApiError(409, 'job_closed', jobClosed)
        case 'cv_type':
          throw new ApiError(415, 'unsupported_media_type', apiMessages.unsupportedMediaType, { cv: [fieldMessages.cvType] })
        case 'rate_limited':
          throw new RateLimitedError(answer.retryAfterSeconds)
        case 'sender_limited':
          throw new RateLimitedError(answer.retryAfterSeconds, senderLimited)
      }
    },
    // The dealer's notification was written with the application; the worker goes now.
    afterCommit: async (_context, stored) => {
      wakeOutbox()
      return stored
    },
  }),
]
