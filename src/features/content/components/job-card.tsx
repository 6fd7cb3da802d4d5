import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Job } from '../../../contract/content'
import { formatDate } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { ClockIcon, MapPinIcon } from '../../../components/icons/icons'
import { employmentTypeLabels } from '../content-labels'

/**
 * One open position: title, where, what kind of contract, since when, what it is and what it asks
 * for; `action` (applying) at its foot.
 */
export function JobCard({ job, action }: { job: Job; action?: ReactNode }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const id = useId()
  const published = formatDate(job.publishedAt, locale)
  return (
    <article aria-labelledby={`${id}-title`} className="flex h-full flex-col rounded-2xl border border-line bg-white p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {job.title}
      </h2>
      <dl className="mt-3 flex flex-wrap gap-2 text-sm">
        <div className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1">
          <dt>
            <MapPinIcon className="size-4 text-brand-700" />
            <span className="sr-only">{t({ message: 'City', comment: 'Job vacancy card: city of the job' })}</span>
          </dt>
          <dd className="font-medium text-ink">{job.city.name}</dd>
        </div>
        <div className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1">
          <dt className="sr-only">
            {t({ message: 'Employment type', comment: 'Job vacancy card: full time, part time, contract or internship' })}
          </dt>
          <dd className="font-medium text-brand-800">{i18n._(employmentTypeLabels[job.employmentType])}</dd>
        </div>
        <div className="inline-flex items-center gap-1.5 px-1 py-1 text-muted">
          <dt>
            <ClockIcon className="size-4" />
            <span className="sr-only">{t({ message: 'Published', comment: 'Job vacancy card: date the job was published' })}</span>
          </dt>
          <dd>
            <time dateTime={job.publishedAt}>{published}</time>
          </dd>
        </div>
      </dl>
      <p className="mt-4 leading-8 text-ink-soft">{job.description}</p>
      {job.requirements.length > 0 ? (
        <>
          <h3 className="mt-5 font-bold text-ink">
            {t({ message: 'Requirements', comment: 'Job vacancy card: heading of what the applicant needs' })}
          </h3>
          <ul className="mt-2 list-disc space-y-1 ps-6 leading-7 text-ink-soft">
            {job.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </>
      ) : null}
      {action ? <div className="mt-auto pt-6">{action}</div> : null}
    </article>
  )
}
