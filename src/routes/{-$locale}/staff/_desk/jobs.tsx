import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../../../components/layout/page-shell'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../features/staff/components/staff-error-page'
import { fetchStaffJobs } from '../../../../features/staff-jobs/staff-jobs.functions'
import { StaffJobsList } from '../../../../features/staff-jobs/components/staff-jobs-list'

/** Job positions for editors and admins: open or close each one (decision 0052). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/jobs')({
  beforeLoad: (args) => requireStaff(args, 'content'),
  loader: ({ context }) => fetchStaffJobs({ data: { locale: context.locale } }),
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Job positions', comment: 'Title of the staff page where editors open and close positions' }),
    ),
  errorComponent: StaffErrorPage,
  component: StaffJobsPage,
})

function StaffJobsPage() {
  const { t } = useLingui()
  const { items } = Route.useLoaderData()
  return (
    <PageShell
      title={t`Job positions`}
      lead={t`Close a position when it is filled: it leaves the jobs page at once and takes no more applications.`}
    >
      <StaffJobsList jobs={items} />
    </PageShell>
  )
}
