/** Newsletters in the dealer API (decisions 0055, 0091): thin handlers over src/domain/newsletters.ts. */
import { msg } from '@lingui/core/macro'
import {
  cancelNewsletterOperation,
  getNewsletterOperation,
  listNewslettersOperation,
  sendNewsletterOperation,
  sendNewsletterTestOperation,
} from '../../contract/newsletters-api'
import { cancelNewsletter, listNewsletters, newsletterDetail, sendNewsletter, sendNewsletterTest } from '../../domain/newsletters'
import { ApiError, apiMessages } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { implement, implementInTwoSteps, notFound, staffOf, type RouteDefinition } from '../route-kit'
import { wakeNewsletterDispatcher } from '../newsletter-dispatcher'
import { wakeOutbox } from '../../server/outbox/outbox-worker.server'
import { mailLinkOrigin } from './subscriptions'

const alreadyGone = msg({
  message: 'This newsletter has already gone out and can no longer be cancelled.',
  comment: 'Error when cancelling a scheduled newsletter whose moment came while the page was open (back office)',
})

export const newsletterRoutes: RouteDefinition[] = [
  implement(listNewslettersOperation, async (context) => listNewsletters(await context.db())),
  implement(getNewsletterOperation, async (context) => (await newsletterDetail(await context.db(), context.params.id)) ?? notFound()),
  implementInTwoSteps(sendNewsletterOperation, {
    // In the request's transaction, which also keeps the answer under its Idempotency-Key.
    store: async (context) => {
      const staff = staffOf(context)
      const newsletter = await sendNewsletter(await context.db(), staff, context.body, mailLinkOrigin(context))
      if ('refused' in newsletter)
        throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { sendAt: [fieldMessages.sendAt] })
      return { newsletter }
    },
    // A repeat wakes it too, harmlessly: the dispatcher only ever takes pending recipients.
    afterCommit: async (_context, stored) => {
      wakeNewsletterDispatcher()
      return stored
    },
  }),
  implementInTwoSteps(sendNewsletterTestOperation, {
    store: async (context) => sendNewsletterTest(await context.db(), staffOf(context), context.body, mailLinkOrigin(context)),
    afterCommit: async (_context, stored) => {
      wakeOutbox()
      return stored
    },
  }),
  implement(cancelNewsletterOperation, async (context) => {
    const answer = await cancelNewsletter(await context.db(), staffOf(context), context.params.id)
    if (!('refused' in answer)) return { newsletter: answer }
    if (answer.refused === 'not_found') return notFound()
    throw new ApiError(409, 'conflict', alreadyGone)
  }),
]
