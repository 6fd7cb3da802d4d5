import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FormPreamble } from '../../../components/forms/form-preamble'
import { EmailField, NameField } from '../../../components/forms/person-fields'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { Button } from '../../../components/ui/button'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { ProgressBar } from '../../../components/ui/progress-bar'
import type { FieldErrorKey } from '../../../contract/field-errors'
import {
  cvExtensions,
  cvMediaTypes,
  cvProblem,
  jobApplicationLimits,
  jobApplicationSchema,
  type JobApplicationReceived,
} from '../../../contract/job-applications'
import { PublicError } from '../../../lib/errors'
import { cvMaxMegabytes, cvTypesText } from '../../../lib/field-messages'
import { useLocale } from '../../../lib/i18n/use-locale'
import { applyForJob } from '../job-applications.functions'
import { fetchReportingUpload } from '../upload-progress'

type Values = { name: string; phone: string; email: string; cv: File | null }
const defaults: Values = { name: '', phone: '', email: '', cv: null }

/** What the file picker offers: the accepted extensions and their types. */
const accept = [...cvExtensions.map((extension) => `.${extension}`), ...Object.values(cvMediaTypes)].join(',')

/**
 * The browser's verdict on a chosen CV, by the rule the API applies: at most `cvMaxBytes`, and its bytes
 * the kind its name says (src/lib/cv-type.ts, loaded only once a file is chosen).
 */
async function checkCv(file: File): Promise<FieldErrorKey | null> {
  if (file.size > jobApplicationLimits.cvMaxBytes) return 'cvSize'
  const { detectCvType } = await import('../../../lib/cv-type')
  return cvProblem(file, await detectCvType(new Uint8Array(await file.arrayBuffer())))
}

/**
 * The application for one open position: name, mobile, email and a CV, checked in the browser
 * before anything is sent, uploaded with its progress shown.
 */
export function JobApplicationForm({ jobId, onSent }: { jobId: number; onSent: (received: JobApplicationReceived) => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [progress, setProgress] = useState<number | null>(null)
  /** The browser's verdict on the chosen file, shown under the field until another is chosen. */
  const [refusedCv, setRefusedCv] = useState<{ file: File; problem: FieldErrorKey } | null>(null)

  const { form, formProps, errorText, summary, failure } = useContractForm({
    formId: `job-application-${jobId}`,
    defaultValues: defaults,
    schema: jobApplicationSchema,
    toInput: (values: Values) => ({ name: values.name, phone: values.phone, email: values.email, cv: values.cv ?? undefined }),
    // A file cannot be kept in sessionStorage; the visitor chooses it again after a reload.
    draftOmit: ['cv'],
    send: async (application, { idempotencyKey }) => {
      // A file the browser refused is never uploaded: the form shows why, as the server would.
      if (refusedCv && refusedCv.file === application.cv) {
        throw new PublicError({
          status: 415,
          code: 'unsupported_media_type',
          message: '',
          fields: { cv: [errorText(refusedCv.problem) ?? ''] },
        })
      }
      const body = new FormData()
      body.set('locale', locale)
      body.set('idempotencyKey', idempotencyKey)
      body.set('jobId', String(jobId))
      body.set('name', application.name)
      body.set('phone', application.phone)
      body.set('email', application.email)
      if (application.cv) body.set('cv', application.cv)
      setProgress(0)
      try {
        return await applyForJob({ data: body, fetch: fetchReportingUpload(setProgress) })
      } finally {
        setProgress(null)
      }
    },
    onSuccess: (received) => onSent(received),
  })

  /** A chosen file is checked at once; its verdict stands until another file is chosen. */
  const chooseFile = async (file: File | null) => {
    setRefusedCv(null)
    if (!file) return
    const problem = await checkCv(file)
    if (problem && form.getFieldValue('cv') === file) setRefusedCv({ file, problem })
  }

  return (
    <form
      {...formProps}
      aria-label={t({ message: 'Job application', comment: 'Apply dialog: name of the form, read by screen readers' })}
      className="space-y-5"
    >
      <FormPreamble summary={summary} />
      <form.AppField name="name">
        {() => <NameField label={t({ message: 'Full name', comment: 'Apply dialog: label of the applicant’s name' })} />}
      </form.AppField>
      <form.AppField name="phone">
        {(field) => (
          <field.TextField
            label={t({ message: 'Mobile number', comment: 'Order forms: label of the mobile number field' })}
            hint={t`A Saudi mobile we can call you on, e.g. 05X XXX XXXX.`}
            required
            preset="mobile"
            placeholder={t`Enter Mobile Number`}
          />
        )}
      </form.AppField>
      <form.AppField name="email">{() => <EmailField />}</form.AppField>
      <form.AppField name="cv">
        {(field) => (
          <field.FileField
            label={t({ message: 'CV', comment: 'Apply dialog: label of the file field for the curriculum vitae' })}
            hint={t({
              message: `${cvTypesText}, at most ${cvMaxMegabytes} MB.`,
              comment: 'Apply dialog: hint under the CV field; the file types and size come from the configuration',
            })}
            error={refusedCv && refusedCv.file === field.state.value ? errorText(refusedCv.problem) : undefined}
            required
            accept={accept}
            onChoose={(file) => void chooseFile(file)}
          />
        )}
      </form.AppField>
      {progress !== null ? (
        <ProgressBar
          label={t({ message: 'Uploading your CV…', comment: 'Apply dialog: label of the upload progress bar' })}
          fraction={progress}
        />
      ) : null}
      {failure ? (
        <FormFailureNotice
          key={`${failure.code}:${failure.message}`}
          message={failure.message}
          retryAfterSeconds={failure.retryAfterSeconds}
        />
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" variant="accent" size="lg" loading={busy} className="w-full sm:w-auto">
            {t({ message: 'Send application', comment: 'Apply dialog: the submit button' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
