import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'
import { NewsletterForm } from '../../../../../features/newsletters/components/newsletter-form'
import { NewsletterHistory } from '../../../../../features/newsletters/components/newsletter-history'
import { newslettersQuery } from '../../../../../features/newsletters/newsletters.queries'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'

/** Newsletters to the mailing list (decisions 0055, 0091): editors and admins write, test, send or schedule, and follow them. */
export const Route = createFileRoute('/{-$locale}/staff/_desk/newsletters/')({
  beforeLoad: (args) => requireStaff(args, 'content'),
  loader: ({ context }) => context.queryClient.ensureQueryData(newslettersQuery(context.locale)),
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Newsletters', comment: 'Title of the staff page where editors write and send newsletters' }),
    ),
  component: NewslettersPage,
})

function NewslettersPage() {
  const { t } = useLingui()
  const { locale } = Route.useRouteContext()
  const { data } = useSuspenseQuery(newslettersQuery(locale))
  return (
    <StaffPageShell
      title={t`Newsletters`}
      lead={t`Write a newsletter in Arabic and English, send yourself a test, then send it to everyone who confirmed their subscription, now or later.`}
    >
      <div className="space-y-12">
        <NewsletterForm list={data} />
        <NewsletterHistory newsletters={data.newsletters} />
      </div>
    </StaffPageShell>
  )
}
