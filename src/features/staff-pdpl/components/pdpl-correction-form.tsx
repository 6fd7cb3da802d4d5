import { useHydrated, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { pdplCorrectionSchema, type PdplCorrectionInput } from '../../../contract/pdpl'
import { emailInputProps, mobileInputProps, nameInputProps } from '../../../lib/forms/input-presets'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { correctPdplRequest } from '../pdpl.functions'

const empty: PdplCorrectionInput = { name: '', email: '', mobile: '' }

/** The corrected name, address or mobile, written on every record found (the audit log keeps both). */
export function PdplCorrectionForm({ requestId }: { requestId: string }) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const locale = useLocale()
  const router = useRouter()
  const { form, formProps, summary, failure } = useContractForm({
    formId: `staff-pdpl-correction-${requestId}`,
    defaultValues: empty,
    schema: pdplCorrectionSchema,
    toInput: (values: PdplCorrectionInput) => values,
    send: (correction) => correctPdplRequest({ data: { locale, id: requestId, correction } }),
    onSuccess: () => {
      form.reset()
      notifySuccess(t({ message: 'Corrected on every record.', comment: 'Personal-data desk: toast after contact fields were corrected' }))
      void router.invalidate()
    },
  })
  const fields = [
    {
      name: 'name',
      label: t({ message: 'Correct name', comment: 'Personal-data desk: label of the corrected name' }),
      props: nameInputProps,
    },
    {
      name: 'email',
      label: t({ message: 'Correct e-mail', comment: 'Personal-data desk: label of the corrected e-mail address' }),
      props: emailInputProps,
    },
    {
      name: 'mobile',
      label: t({ message: 'Correct mobile', comment: 'Personal-data desk: label of the corrected mobile number' }),
      props: mobileInputProps,
    },
  ] as const
  return (
    <form {...formProps} aria-labelledby="pdpl-correct-title" className="space-y-4 rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 id="pdpl-correct-title" className="text-xl font-bold text-ink">
        {t({ message: 'Correct contact details', comment: 'Personal-data desk: heading of the correction form' })}
      </h2>
      <p className="text-sm text-ink-soft">
        {t({
          message: 'Fill in only what is wrong; an empty field keeps what the records hold. The change is written to the audit log.',
          comment: 'Personal-data desk: explanation above the correction form',
        })}
      </p>
      <ErrorSummary errors={summary} />
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-3">
        {fields.map((item) => (
          <form.AppField key={item.name} name={item.name}>
            {(field) => (
              <field.TextField label={item.label} {...item.props} autoComplete="off" dir={item.name === 'name' ? undefined : 'ltr'} />
            )}
          </form.AppField>
        ))}
      </div>
      {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" variant="secondary" loading={busy} disabled={!hydrated}>
            {t({ message: 'Correct on every record', comment: 'Personal-data desk: submit button of the correction form' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
