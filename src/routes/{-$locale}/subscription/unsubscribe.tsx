import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { pageHead } from '../../../lib/page-head'
import { optionalParam } from '../../../lib/search-params'
import { SubscriptionLinkPage } from '../../../features/subscriptions/components/subscription-link-page'
import { answerSubscriptionLinkPost } from '../../../features/subscriptions/subscription-links.functions'
import { subscriptionLinkStatuses } from '../../../features/subscriptions/subscription-link-status'
import { answerInRouteLocale } from '../../../lib/route-locale'

/**
 * The link of a mailing-list mail (decision 0048): GET shows the page and its one button, which
 * POSTs here, as does a mail provider's one-click unsubscribe (RFC 8058).
 */
export const Route = createFileRoute('/{-$locale}/subscription/unsubscribe')({
  validateSearch: z.object({
    token: optionalParam(z.string().check(z.maxLength(200))),
    status: optionalParam(z.enum(subscriptionLinkStatuses)),
  }),
  head: ({ match }) => {
    const head = pageHead(
      match.context,
      msg({ message: 'Unsubscribe from our mailing list', comment: 'Title of the page an unsubscribe link in our emails opens' }),
    )
    // A page for one person's link: nothing to index.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  server: {
    handlers: {
      POST: ({ request, params }) =>
        answerInRouteLocale(params.locale, (locale) => answerSubscriptionLinkPost(request, 'unsubscribe', locale)),
    },
  },
  component: SubscriptionLinkRoute,
})

function SubscriptionLinkRoute() {
  const { token, status } = Route.useSearch()
  return <SubscriptionLinkPage kind="unsubscribe" token={token} status={status} />
}
