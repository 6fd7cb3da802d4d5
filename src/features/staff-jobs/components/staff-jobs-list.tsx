import { useState } from 'react'
import { useHydrated, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { StaffListEmpty } from '../../staff/components/staff-list'
import type { City } from '../../../contract/content'
import type { StaffJob } from '../../../contract/staff-jobs-api'
import type { JobStatus } from '../../../contract/staff-jobs'
import { formatDate } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { DeletedNote, StatusBadge, restorableUntil, useListAction, type StatusTone } from '../../staff/components/content-status'
import { changeJob, setJobOpen } from '../staff-jobs.functions'
import { JobForm } from './job-form'

const statusTone: Record<JobStatus, StatusTone> = { open: 'live', closed: 'over', deleted: 'deleted' }

/** What each status is called, on the list's badges and in its filter. */
export function useJobStatusLabels(): Record<JobStatus, string> {
  const { t } = useLingui()
  return {
    open: t({ message: 'Open', comment: 'Staff jobs page: status of a position visitors can apply for' }),
    closed: t({ message: 'Closed', comment: 'Staff jobs page: status of a position that takes no applications' }),
    deleted: t({ message: 'Deleted', comment: 'Staff offers page: status of an offer deleted by staff (restorable for 30 days)' }),
  }
}

/**
 * Every position found with its status, and what can be done with it: edit its texts (open or
 * closed), close (it leaves the jobs page and takes no more applications), reopen, delete (asked
 * first; restorable for 30 days) and restore.
 */
export function StaffJobsList({ jobs, cities }: { jobs: StaffJob[]; cities: City[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  // Before hydration the buttons have no handler: a press then would silently do nothing.
  const hydrated = useHydrated()
  const labels = useJobStatusLabels()
  const { busy, failure, run } = useListAction()
  const [deleting, setDeleting] = useState<StaffJob | null>(null)
  const [editing, setEditing] = useState<number | null>(null)
  const deletingTitle = deleting?.title ?? ''
  const until = restorableUntil(locale)

  const toggle = (job: StaffJob) =>
    run(`open:${job.id}`, async () => {
      const changed = await setJobOpen({ data: { locale, id: job.id, open: !job.open } })
      const title = changed.title
      notifySuccess(changed.open ? t`“${title}” is open again.` : t`“${title}” is closed.`)
      await router.invalidate()
    })
  const change = (job: StaffJob, action: 'delete' | 'restore') =>
    run(`${action}:${job.id}`, async () => {
      await changeJob({ data: { locale, id: job.id, action } })
      const title = job.title
      notifySuccess(
        action === 'delete'
          ? t({
              message: `“${title}” is deleted. You can restore it under “Deleted”.`,
              comment: 'Staff offers page: toast after deleting an offer; {title} is its title',
            })
          : t({ message: `“${title}” is restored.`, comment: 'Staff offers page: toast after restoring an offer; {title} is its title' }),
      )
      await router.invalidate()
    })

  if (jobs.length === 0)
    return (
      <StaffListEmpty>
        {t({ message: 'No position matches this search.', comment: 'Staff jobs page: the list is empty for the search and status chosen' })}
      </StaffListEmpty>
    )
  return (
    <div className="space-y-4">
      {failure ? <FormFailureNotice message={failure} /> : null}
      <ul className="divide-y divide-line rounded-2xl border border-line bg-white shadow-sm">
        {jobs.map((job) => (
          <li key={job.id} className="p-4 sm:p-5" data-testid="staff-job">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <div className="min-w-0 space-y-1">
                <p className="font-bold text-ink">{job.title}</p>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
                  <span>
                    {job.city.name} · {formatDate(job.publishedAt, locale)} ·
                  </span>
                  <StatusBadge tone={statusTone[job.status]}>{labels[job.status]}</StatusBadge>
                </p>
                {job.deletedAt && job.purgesOn ? <DeletedNote deletedAt={job.deletedAt} purgesOn={job.purgesOn} /> : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {job.status === 'deleted' ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={busy === `restore:${job.id}`}
                    disabled={!hydrated}
                    onClick={() => void change(job, 'restore')}
                  >
                    {t({ message: 'Restore', comment: 'Staff lists (offers, jobs, branches): button that brings a deleted item back' })}
                    <span className="sr-only">{` – ${job.title}`}</span>
                  </Button>
                ) : (
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-expanded={editing === job.id}
                      aria-controls={`job-${job.id}-editor`}
                      disabled={!hydrated}
                      onClick={() => setEditing(editing === job.id ? null : job.id)}
                    >
                      {t({ message: 'Edit', comment: 'Staff lists (offers, jobs): button that opens an item’s form' })}
                      <span className="sr-only">{` – ${job.title}`}</span>
                    </Button>
                    <Button
                      variant={job.open ? 'outline' : 'secondary'}
                      size="sm"
                      loading={busy === `open:${job.id}`}
                      disabled={!hydrated}
                      onClick={() => void toggle(job)}
                    >
                      {job.open
                        ? t({ message: 'Close position', comment: 'Staff jobs page: button that stops a position taking applications' })
                        : t({ message: 'Reopen position', comment: 'Staff jobs page: button that opens a closed position again' })}
                    </Button>
                    <Button variant="outline" size="sm" disabled={!hydrated} onClick={() => setDeleting(job)}>
                      {t({ message: 'Delete', comment: 'Staff lists (offers, jobs, branches): button that asks before deleting an item' })}
                      <span className="sr-only">{` – ${job.title}`}</span>
                    </Button>
                  </>
                )}
              </div>
            </div>
            {editing === job.id && job.status !== 'deleted' ? (
              <div id={`job-${job.id}-editor`} className="mt-5 border-t border-line pt-5">
                <JobForm
                  cities={cities}
                  job={job}
                  onSaved={async (saved) => {
                    const savedTitle = saved.title
                    notifySuccess(t({ message: `“${savedTitle}” is saved.`, comment: 'Staff jobs page: toast after saving a position' }))
                    setEditing(null)
                    await router.invalidate()
                  }}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t({
          message: 'Delete this position?',
          comment: 'Staff jobs page: title of the dialog that asks before deleting a position',
        })}
        confirmLabel={t({ message: 'Delete the position', comment: 'Staff jobs page: the dialog’s button that deletes the position' })}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await change(deleting, 'delete')
          setDeleting(null)
        }}
      >
        <p>
          {t({
            message: `“${deletingTitle}” leaves the jobs page at once and takes no more applications; those already received stay in the inbox. You can restore it until ${until}.`,
            comment: 'Staff jobs page: what deleting a position does; {until} is the last day it can be restored',
          })}
        </p>
      </ConfirmDialog>
    </div>
  )
}
