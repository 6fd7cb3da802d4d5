import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { JobApplicationsPage, StaffJobApplication } from '../../../../contract/staff-inbox'
import { Button } from '../../../../components/ui/button'
import { buttonClass } from '../../../../components/ui/button-styles'
import { Field } from '../../../../components/ui/field'
import { ReferenceCode } from '../../../../components/ui/reference-code'
import { Select } from '../../../../components/ui/select'
import { formatDateTime, formatNumber } from '../../../../lib/format'
import { formatSaudiMobile } from '../../../../lib/phone'
import { useLocale } from '../../../../lib/i18n/use-locale'
import { cvDownloadPath } from '../staff-download-paths'
import { StaffList } from '../../components/staff-list'
import { mailtoHref } from '../../../../lib/mailto'

const cvKinds: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'image/png': 'PNG',
}

/** Job applications for sales: who applied for what and when, how to reach them, and the CV to download. */
export function JobApplicationsList({ data, job }: { data: JobApplicationsPage; job: number | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <div>
      {/* A plain GET form: it filters before the page's script runs too; with it, the choice applies at once. */}
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
        <Field label={t({ message: 'Position', comment: 'Staff applications: label of the filter by job position' })} className="min-w-64">
          <Select
            name="job"
            value={job === undefined ? '' : String(job)}
            onChange={(event) => {
              const value = event.currentTarget.value
              void navigate({ to: '.', search: { job: value === '' ? undefined : Number(value) } })
            }}
          >
            <option value="">
              {t({ message: 'All positions', comment: 'Staff applications: filter choice that shows every position' })}
            </option>
            {data.jobs.map((option) => (
              <option key={option.id} value={option.id}>
                {option.open
                  ? option.title
                  : t({
                      message: `${option.title} (closed)`,
                      comment: 'Staff applications filter: a position that no longer takes applications; {0} is its title',
                    })}
              </option>
            ))}
          </Select>
        </Field>
        <noscript>
          <Button type="submit" variant="outline">
            {t({ message: 'Show', comment: 'Staff lists: button that applies the chosen filter (shown only without JavaScript)' })}
          </Button>
        </noscript>
      </form>
      <StaffList
        count={data.items.length}
        empty={t({ message: 'No applications yet.', comment: 'Staff applications: shown when there is no job application to list' })}
        paging={data}
      >
        <ul className="space-y-4" data-testid="job-applications">
          {data.items.map((application) => (
            <JobApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      </StaffList>
    </div>
  )
}

function JobApplicationCard({ application }: { application: StaffJobApplication }) {
  const { t } = useLingui()
  const locale = useLocale()
  const language =
    application.locale === 'en'
      ? t({ message: 'English', comment: 'A language name: English' })
      : t({ message: 'Arabic', comment: 'A language name: Arabic' })
  const kilobytes = application.cv ? formatNumber(Math.max(1, Math.round(application.cv.sizeBytes / 1024)), locale) : ''
  const kind = application.cv ? (cvKinds[application.cv.mediaType] ?? '') : ''
  return (
    <li className="rounded-2xl border border-line bg-white p-5 shadow-sm" data-testid="job-application">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div>
          <h2 className="text-lg font-bold text-ink">
            <bdi>{application.name}</bdi>
          </h2>
          <p className="text-ink-soft">{application.job.title}</p>
        </div>
        <p className="text-sm text-ink-soft">
          <time dateTime={application.receivedAt}>{formatDateTime(application.receivedAt, locale)}</time>
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm lg:grid-cols-4">
        <div>
          <dt className="text-ink-soft">
            {t({ message: 'Reference', comment: 'Staff applications: label of the application reference' })}
          </dt>
          <dd className="font-medium text-ink">
            <ReferenceCode>{application.reference}</ReferenceCode>
          </dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t({ message: 'Mobile', comment: 'Staff lists: label of a phone number' })}</dt>
          <dd>
            <a href={`tel:${application.mobile}`} dir="ltr" className="font-medium text-brand-700 hover:underline">
              {formatSaudiMobile(application.mobile)}
            </a>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-ink-soft">{t({ message: 'Email', comment: 'Staff lists: label of an e-mail address' })}</dt>
          <dd className="truncate">
            <a href={mailtoHref(application.email)} dir="ltr" className="font-medium text-brand-700 hover:underline">
              {application.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t({ message: 'Language', comment: 'Staff lists: label of the language the visitor used' })}</dt>
          <dd className="font-medium text-ink">{language}</dd>
        </div>
      </dl>
      <div className="mt-4">
        {application.cv ? (
          // A plain link to the download route: the browser saves the attachment, nothing opens in the page.
          <a
            href={cvDownloadPath(locale, application.id)}
            download
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            data-testid="cv-download"
          >
            {t`Download CV (${kind}, ${kilobytes} KB)`}
          </a>
        ) : (
          <p className="text-sm text-ink-soft">
            {t({
              message: 'No CV attached.',
              comment: 'Staff applications: shown instead of the download button when an application has no CV',
            })}
          </p>
        )}
      </div>
    </li>
  )
}
