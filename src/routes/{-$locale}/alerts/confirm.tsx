import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { pageHead } from '../../../lib/page-head'
import { optionalParam } from '../../../lib/search-params'
import { AlertLinkPage } from '../../../features/alerts/components/alert-pages'
import { answerAlertLinkPost } from '../../../features/alerts/alert-links.functions'
import { alertLinkStatuses } from '../../../features/alerts/alert-link-status'
import { answerInRouteLocale } from '../../../lib/route-locale'

/** The confirmation link of an alerts e-mail (decision 0098): GET shows the page and its one button, which POSTs here. */
export const Route = createFileRoute('/{-$locale}/alerts/confirm')({
  validateSearch: z.object({
    token: optionalParam(z.string().check(z.maxLength(200))),
    status: optionalParam(z.enum(alertLinkStatuses)),
  }),
  head: ({ match }) => {
    const head = pageHead(
      match.context,
      msg({ message: 'Confirm your alerts', comment: 'Title of the page an alerts confirmation link opens' }),
    )
    // A page for one person's link: nothing to index.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  server: {
    handlers: {
      POST: ({ request, params }) => answerInRouteLocale(params.locale, (locale) => answerAlertLinkPost(request, 'confirm', locale)),
    },
  },
  component: AlertLinkRoute,
})

function AlertLinkRoute() {
  const { token, status } = Route.useSearch()
  return <AlertLinkPage kind="confirm" token={token} status={status} />
}
