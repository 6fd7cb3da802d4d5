import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { notFound } from '@tanstack/react-router'
import { NewsletterReadView } from '../../../../../features/newsletters/components/newsletter-read-view'
import { newsletterQuery } from '../../../../../features/newsletters/newsletters.queries'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'

/** One newsletter read again (decision 0091): when, to how many, and both languages' texts, read-only. */
export const Route = createFileRoute('/{-$locale}/staff/_desk/newsletters/$id')({
  beforeLoad: (args) => requireStaff(args, 'content'),
  errorComponent: StaffErrorPage,
  loader: async ({ context, params }) => {
    if (!z.safeParse(z.uuid(), params.id).success) throw notFound()
    return context.queryClient.ensureQueryData(newsletterQuery(context.locale, params.id))
  },
  head: ({ match, loaderData }) =>
    staffPageHead(
      match.context,
      loaderData
        ? msg({
            message: `Newsletter: ${loaderData.newsletter.subject[match.context.locale]}`,
            comment: 'Title of the staff page of one newsletter, with its subject',
          })
        : msg({ message: 'Newsletter', comment: 'Title of the staff page of one newsletter whose subject is unknown' }),
    ),
  component: NewsletterPage,
})

function NewsletterPage() {
  const { t } = useLingui()
  const { locale } = Route.useRouteContext()
  const { id } = Route.useParams()
  const { data } = useSuspenseQuery(newsletterQuery(locale, id))
  return (
    <StaffPageShell title={data.newsletter.subject[locale]} lead={t`Read-only: a newsletter cannot be changed once written.`}>
      <NewsletterReadView detail={data} />
    </StaffPageShell>
  )
}
