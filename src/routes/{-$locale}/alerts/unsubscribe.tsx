import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { pageHead } from '../../../lib/page-head'
import { optionalParam } from '../../../lib/search-params'
import { AlertLinkPage } from '../../../features/alerts/components/alert-pages'
import { answerAlertLinkPost } from '../../../features/alerts/alert-links.functions'
import { alertLinkStatuses } from '../../../features/alerts/alert-link-status'
import { answerInRouteLocale } from '../../../lib/route-locale'

/** The unsubscribe link of every alert message (decision 0098): GET shows the page and its one button, which POSTs here, as does a mail provider's one-click unsubscribe (RFC 8058). */
export const Route = createFileRoute('/{-$locale}/alerts/unsubscribe')({
  validateSearch: z.object({
    token: optionalParam(z.string().check(z.maxLength(200))),
    status: optionalParam(z.enum(alertLinkStatuses)),
  }),
  head: ({ match }) => {
    const head = pageHead(
      match.context,
      msg({ message: 'Remove all your alerts', comment: 'Title of the page the unsubscribe link of an alert message opens' }),
    )
    // A page for one person's link: nothing to index.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  server: {
    handlers: {
      POST: ({ request, params }) => answerInRouteLocale(params.locale, (locale) => answerAlertLinkPost(request, 'unsubscribe', locale)),
    },
  },
  component: AlertLinkRoute,
})

function AlertLinkRoute() {
  const { token, status } = Route.useSearch()
  return <AlertLinkPage kind="unsubscribe" token={token} status={status} />
}
