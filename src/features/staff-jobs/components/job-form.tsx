import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import type { City } from '../../../contract/content'
import type { StaffJob } from '../../../contract/staff-jobs-api'
import { jobDraftSchema, jobTextLimits, type JobDraftInput } from '../../../contract/staff-jobs'
import { employmentTypes } from '../../../contract/values'
import { textProps } from '../../../lib/forms/bind'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { employmentTypeLabels } from '../../content/content-labels'
import { createJob, saveJob } from '../staff-jobs.functions'

type JobFormValues = Omit<JobDraftInput, 'city' | 'employmentType'> & { city: string; employmentType: string }

const emptyJob: JobFormValues = {
  titleAr: '',
  titleEn: '',
  descriptionAr: '',
  descriptionEn: '',
  requirementsAr: '',
  requirementsEn: '',
  city: '',
  employmentType: 'full_time',
}

/**
 * A position's title, description and requirements in both languages, its city and kind of
 * employment: a new one when `job` is not given, else that position, open or closed.
 */
export function JobForm({ cities, job, onSaved }: { cities: City[]; job?: StaffJob; onSaved: (job: StaffJob) => Promise<void> | void }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { form, formProps, summary, failure } = useContractForm({
    formId: job ? `staff-job-${job.id}` : 'staff-job-new',
    defaultValues: job ? job.edit : emptyJob,
    schema: jobDraftSchema,
    toInput: (values: JobFormValues) => values as JobDraftInput,
    send: (draft, { idempotencyKey }) =>
      job
        ? saveJob({ data: { locale, id: job.id, draft: draft as never } })
        : createJob({ data: { locale, idempotencyKey, draft: draft as never } }),
    onSuccess: (saved) => onSaved(saved),
  })

  const text = (
    name: 'titleAr' | 'titleEn' | 'descriptionAr' | 'descriptionEn' | 'requirementsAr' | 'requirementsEn',
    label: string,
    hint?: string,
  ) => {
    const arabic = name.endsWith('Ar')
    const long = !name.startsWith('title')
    return (
      <form.AppField name={name}>
        {(field) => (
          <field.FieldFrame label={label} hint={hint} required={!name.startsWith('requirements')}>
            {long ? (
              <Textarea
                {...textProps(field)}
                rows={name.startsWith('requirements') ? 5 : 4}
                maxLength={name.startsWith('requirements') ? jobTextLimits.requirementsMaxLength : jobTextLimits.descriptionMaxLength}
                dir={arabic ? 'rtl' : 'ltr'}
                lang={arabic ? 'ar' : 'en'}
              />
            ) : (
              <Input
                {...textProps(field)}
                maxLength={jobTextLimits.titleMaxLength}
                dir={arabic ? 'rtl' : 'ltr'}
                lang={arabic ? 'ar' : 'en'}
              />
            )}
          </field.FieldFrame>
        )}
      </form.AppField>
    )
  }
  const oneALine = t({
    message: 'One requirement a line, as many in English as in Arabic.',
    comment: 'Staff jobs page: hint under a position’s requirements',
  })

  return (
    <form {...formProps} className="space-y-5" data-testid={job ? 'staff-job-form' : 'new-job-form'}>
      <ErrorSummary errors={summary} />
      <div className="grid gap-5 md:grid-cols-2">
        {text('titleAr', t({ message: 'Title (Arabic)', comment: 'Staff offers page: the offer’s title written in Arabic' }))}
        {text('titleEn', t({ message: 'Title (English)', comment: 'Staff offers page: the offer’s title written in English' }))}
        {text('descriptionAr', t({ message: 'Description (Arabic)', comment: 'Staff jobs page: what a position is about, in Arabic' }))}
        {text('descriptionEn', t({ message: 'Description (English)', comment: 'Staff jobs page: what a position is about, in English' }))}
        {text(
          'requirementsAr',
          t({ message: 'Requirements (Arabic)', comment: 'Staff jobs page: what a position asks of applicants, in Arabic' }),
          oneALine,
        )}
        {text(
          'requirementsEn',
          t({ message: 'Requirements (English)', comment: 'Staff jobs page: what a position asks of applicants, in English' }),
          oneALine,
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <form.AppField name="city">
          {(field) => (
            <field.SelectField label={t({ message: 'City', comment: 'Staff jobs page: the city a position is in' })} required>
              <option value="">{t({ message: 'Choose a city', comment: 'Staff jobs page: the empty choice of the city list' })}</option>
              {cities.map((city) => (
                <option key={city.slug} value={city.slug}>
                  {city.name}
                </option>
              ))}
            </field.SelectField>
          )}
        </form.AppField>
        <form.AppField name="employmentType">
          {(field) => (
            <field.SelectField
              label={t({ message: 'Employment', comment: 'Staff jobs page: the kind of employment (full time, part time…)' })}
              required
            >
              {employmentTypes.map((type) => (
                <option key={type} value={type}>
                  {i18n._(employmentTypeLabels[type])}
                </option>
              ))}
            </field.SelectField>
          )}
        </form.AppField>
      </div>
      {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" loading={busy}>
            {job
              ? t({ message: 'Save position', comment: 'Staff jobs page: button that saves the changes to a position' })
              : t({ message: 'Publish position', comment: 'Staff jobs page: button that creates and publishes a new position' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
