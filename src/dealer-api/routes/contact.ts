import { msg } from '@lingui/core/macro'
import { sendContactMessageOperation } from '../../contract/contact-api'
import { receiveContactMessage } from '../../domain/contact'
import { ApiError, apiMessages, RateLimitedError } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { wakeOutbox } from '../../server/outbox/outbox-worker.server'
import { implementInTwoSteps, type RouteDefinition } from '../route-kit'

/** Said next to the form, with the wait counted down below it. */
export const senderLimited = msg`We have already received several messages from this e-mail address or mobile number in the last hour. We will answer them; you can send another one later.`

export const contactRoutes: RouteDefinition[] = [
  implementInTwoSteps(sendContactMessageOperation, {
    store: async (context) => {
      const answer = await receiveContactMessage(await context.db(), context.body, {
        address: context.clientAddress,
        locale: context.locale,
      })
      if (!('refused' in answer)) return answer
      if (answer.refused === 'rate_limited') throw new RateLimitedError(answer.retryAfterSeconds)
      if (answer.refused === 'sender_limited') throw new RateLimitedError(answer.retryAfterSeconds, senderLimited)
      throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { formStartedAt: [fieldMessages.tooFast] })
    },
    // The dealer's notification was written with the message; the worker goes now, not at its next round.
    afterCommit: async (_context, stored) => {
      wakeOutbox()
      return stored
    },
  }),
]
