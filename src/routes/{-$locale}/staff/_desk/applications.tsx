import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { idValue, optionalParam, pageParam } from '../../../../lib/search-params'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../features/staff/components/staff-error-page'
import { fetchJobApplications } from '../../../../features/staff/inbox/staff-inbox.functions'
import { JobApplicationsList } from '../../../../features/staff/inbox/components/job-applications-list'

const searchSchema = z.object({ job: optionalParam(idValue), page: pageParam() })

/** Job applications with their CVs, for sales and admin (decision 0054). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/applications')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ job: search.job, page: search.page }),
  beforeLoad: (args) => requireStaff(args, 'inbox'),
  loader: ({ context, deps }) => fetchJobApplications({ data: { locale: context.locale, ...deps } }),
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Job applications', comment: 'Title of the staff page listing job applications' })),
  errorComponent: StaffErrorPage,
  component: ApplicationsPage,
})

function ApplicationsPage() {
  const { t } = useLingui()
  const data = Route.useLoaderData()
  const { job } = Route.useSearch()
  return (
    <StaffPageShell title={t`Job applications`}>
      <JobApplicationsList data={data} job={job} />
    </StaffPageShell>
  )
}
