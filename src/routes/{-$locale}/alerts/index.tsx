import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { pageHead } from '../../../lib/page-head'
import { optionalParam } from '../../../lib/search-params'
import { useLocale } from '../../../lib/i18n/use-locale'
import { AlertsListPage } from '../../../features/alerts/components/alert-pages'
import { answerAlertLinkPost } from '../../../features/alerts/alert-links.functions'
import { alertLinkStatuses } from '../../../features/alerts/alert-link-status'
import { alertsQuery } from '../../../features/alerts/alerts.queries'
import { answerInRouteLocale } from '../../../lib/route-locale'

/**
 * The list of one's alerts (decision 0098), opened by the signed link in every alert message. Its
 * "Remove" buttons post here (a plain form, before or without the page's script).
 */
export const Route = createFileRoute('/{-$locale}/alerts/')({
  validateSearch: z.object({
    token: optionalParam(z.string().check(z.maxLength(200))),
    status: optionalParam(z.enum(alertLinkStatuses)),
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, deps }) => {
    if (deps.token !== undefined) await context.queryClient.ensureQueryData(alertsQuery(context.locale, deps.token))
  },
  head: ({ match }) => {
    const head = pageHead(match.context, msg({ message: 'Your alerts', comment: 'Title of the list of a person’s alerts' }))
    // One person's page: nothing to index.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  server: {
    handlers: {
      POST: ({ request, params }) => answerInRouteLocale(params.locale, (locale) => answerAlertLinkPost(request, 'list', locale)),
    },
  },
  component: AlertsRoute,
})

function AlertsRoute() {
  const { token, status } = Route.useSearch()
  const locale = useLocale()
  const { data } = useQuery({ ...alertsQuery(locale, token ?? ''), enabled: token !== undefined })
  return <AlertsListPage token={token} status={status} lookup={data ?? null} />
}
