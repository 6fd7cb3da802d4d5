/** Newsletters in the dealer API (decision 0055): thin handlers over src/domain/newsletters.ts. */
import { listNewslettersOperation, sendNewsletterOperation } from '../../contract/newsletters-api'
import { listNewsletters, sendNewsletter } from '../../domain/newsletters'
import { implement, implementInTwoSteps, staffOf, type RouteDefinition } from '../route-kit'
import { wakeNewsletterDispatcher } from '../newsletter-dispatcher'
import { mailLinkOrigin } from './subscriptions'

export const newsletterRoutes: RouteDefinition[] = [
  implement(listNewslettersOperation, async (context) => listNewsletters(await context.db())),
  implementInTwoSteps(sendNewsletterOperation, {
    // In the request's transaction, which also keeps the answer under its Idempotency-Key.
    store: async (context) => {
      const staff = staffOf(context)
      const newsletter = await sendNewsletter(await context.db(), staff, context.body, mailLinkOrigin(context))
      return { newsletter }
    },
    // A repeat wakes it too, harmlessly: the dispatcher only ever takes pending recipients.
    afterCommit: async (_context, stored) => {
      wakeNewsletterDispatcher()
      return stored
    },
  }),
]
