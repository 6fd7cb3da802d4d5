import { useState } from 'react'
import { useHydrated, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import type { Job } from '../../../contract/content'
import { describeError } from '../../../lib/errors'
import { formatDate } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { setJobOpen } from '../staff-jobs.functions'

/**
 * Every position with whether visitors can apply for it, and the one button that changes that.
 * A closed position leaves the jobs page at once and takes no more applications.
 */
export function StaffJobsList({ jobs }: { jobs: Job[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  // Before hydration the button has no handler: a press then would silently do nothing.
  const hydrated = useHydrated()
  const [busyId, setBusyId] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const toggle = async (job: Job) => {
    setBusyId(job.id)
    setFailure(null)
    try {
      const changed = await setJobOpen({ data: { locale, id: job.id, open: !job.open } })
      const title = changed.title
      notifySuccess(changed.open ? t`“${title}” is open again.` : t`“${title}” is closed.`)
      await router.invalidate()
    } catch (error) {
      setFailure(describeError(error, { exposeInternals: false }).message ?? t`The position could not be changed. Please try again.`)
    } finally {
      setBusyId(null)
    }
  }

  if (jobs.length === 0) return <p className="text-ink-soft">{t`There are no positions yet.`}</p>
  return (
    <div className="space-y-4">
      {failure ? <FormFailureNotice message={failure} /> : null}
      <ul className="divide-y divide-line rounded-2xl border border-line bg-white shadow-sm">
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5" data-testid="staff-job">
            <div className="min-w-0">
              <p className="font-bold text-ink">{job.title}</p>
              <p className="mt-1 text-sm text-ink-soft">
                {job.city.name} · {formatDate(job.publishedAt, locale)} ·{' '}
                <span className={job.open ? 'font-bold text-success' : 'font-bold text-danger'}>
                  {job.open
                    ? t({ message: 'Open', comment: 'Staff jobs page: status of a position visitors can apply for' })
                    : t({ message: 'Closed', comment: 'Staff jobs page: status of a position that takes no applications' })}
                </span>
              </p>
            </div>
            <Button
              variant={job.open ? 'outline' : 'secondary'}
              size="sm"
              loading={busyId === job.id}
              disabled={!hydrated}
              onClick={() => void toggle(job)}
            >
              {job.open
                ? t({ message: 'Close position', comment: 'Staff jobs page: button that stops a position taking applications' })
                : t({ message: 'Reopen position', comment: 'Staff jobs page: button that opens a closed position again' })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
