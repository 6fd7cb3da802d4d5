import { useState } from 'react'
import { createFileRoute, stripSearchParams, useNavigate, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'
import { Button } from '../../../../components/ui/button'
import { jobStatuses } from '../../../../contract/staff-jobs'
import { useLocaleParam } from '../../../../lib/i18n/use-locale'
import { pageParam } from '../../../../lib/search-params'
import { notifySuccess } from '../../../../lib/notify'
import { citiesQuery } from '../../../../features/content/content.queries'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../features/staff/components/staff-error-page'
import { ContentListFilter } from '../../../../features/staff/components/content-list-filter'
import { StaffListPager } from '../../../../features/staff/inbox/components/staff-list-pager'
import { fetchStaffJobs } from '../../../../features/staff-jobs/staff-jobs.functions'
import { JobForm } from '../../../../features/staff-jobs/components/job-form'
import { StaffJobsList, useJobStatusLabels } from '../../../../features/staff-jobs/components/staff-jobs-list'

const searchSchema = z.object({
  q: z.optional(z.catch(z.string().check(z.maxLength(100)), '')),
  status: z.optional(z.catch(z.optional(z.enum(jobStatuses)), undefined)),
  page: pageParam(),
})

/** Job positions for editors and admins: find, publish, close, reopen, delete and restore (decisions 0052, 0076, 0079). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/jobs')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ q: '', page: 1 })] },
  loaderDeps: ({ search }) => ({ q: search.q ?? '', status: search.status, page: search.page }),
  beforeLoad: (args) => requireStaff(args, 'content'),
  // Staff data is read fresh on every visit: the page must show what just changed.
  staleTime: 0,
  loader: async ({ context: { locale, queryClient }, deps: { q, status, page } }) => {
    const [jobs, cities] = await Promise.all([
      fetchStaffJobs({ data: { locale, q: q || undefined, status, page } }),
      queryClient.ensureQueryData(citiesQuery(locale)),
    ])
    return { ...jobs, cities: cities.items }
  },
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
  const { items, cities, total, page, pageSize } = Route.useLoaderData()
  const { q, status } = Route.useLoaderDeps()
  const navigate = useNavigate()
  const router = useRouter()
  const localeParam = useLocaleParam()
  const labels = useJobStatusLabels()
  const [creating, setCreating] = useState(false)
  return (
    <StaffPageShell
      title={t`Job positions`}
      lead={t`Close a position when it is filled: it leaves the jobs page at once and takes no more applications.`}
    >
      <div className="space-y-6">
        <div>
          <Button aria-expanded={creating} aria-controls="new-job" onClick={() => setCreating(!creating)}>
            {t({ message: 'New position', comment: 'Staff jobs page: button that opens the form for a new position' })}
          </Button>
        </div>
        {creating ? (
          <section
            id="new-job"
            aria-labelledby="new-job-title"
            className="rounded-2xl border border-brand-600/30 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="new-job-title" className="mb-5 text-xl font-bold text-ink">
              {t({ message: 'New position', comment: 'Staff jobs page: heading of the form for a new position' })}
            </h2>
            <JobForm
              cities={cities}
              onSaved={async (job) => {
                const title = job.title
                notifySuccess(t({ message: `“${title}” is published.`, comment: 'Staff jobs page: toast after publishing a new position' }))
                setCreating(false)
                await router.invalidate()
              }}
            />
          </section>
        ) : null}
        <ContentListFilter
          key={`${q}:${status ?? ''}`}
          q={q}
          status={status}
          statuses={jobStatuses.map((value) => ({ value, label: labels[value] }))}
          allLabel={t({
            message: 'All but deleted',
            comment: 'Staff offers and jobs pages: the status choice that shows every item not deleted',
          })}
          searchLabel={t({ message: 'Find a position', comment: 'Staff jobs page: label of the search by words of the title or city' })}
          onSearch={(search) =>
            void navigate({
              to: '/{-$locale}/staff/jobs',
              params: { locale: localeParam },
              search: { q: search.q || undefined, status: search.status },
            })
          }
        />
        <StaffJobsList jobs={items} cities={cities} />
        <StaffListPager page={page} total={total} pageSize={pageSize} />
      </div>
    </StaffPageShell>
  )
}
