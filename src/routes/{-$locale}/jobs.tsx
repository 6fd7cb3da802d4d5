import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'
import { useLocale } from '../../lib/i18n/use-locale'
import { jobsQuery } from '../../features/content/content.queries'
import { JobCard } from '../../features/content/components/job-card'
import { ApplyForJob } from '../../features/job-applications/components/apply-for-job'

export const Route = createFileRoute('/{-$locale}/jobs')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(jobsQuery(context.locale))
  },
  head: ({ match }) => pageHead(match.context, msg`Jobs`, msg`Join our team. See the open positions in our branches and apply online.`),
  component: JobsPage,
})

function JobsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: jobs } = useSuspenseQuery(jobsQuery(locale))
  return (
    <PageShell title={t`Jobs`} lead={t`Join our team. See the open positions in our branches and apply online.`}>
      {jobs.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center text-ink-soft">
          {t`There are no open positions right now. Please check back soon.`}
        </p>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-2" data-testid="job-list">
          {jobs.items.map((job) => (
            <li key={job.id}>
              <JobCard job={job} action={job.open ? <ApplyForJob job={job} /> : null} />
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  )
}
