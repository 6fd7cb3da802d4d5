import { useHydrated } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Select } from '../../../components/ui/select'
import { newPdplRequestSchema, pdplRequestKinds, type NewPdplRequestInput, type PdplRequest } from '../../../contract/pdpl'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { storedLocale } from '../../../lib/i18n/locale'
import { saudiDate } from '../../../lib/saudi-calendar'
import { logPdplRequest } from '../pdpl.functions'
import { usePdplLabels } from './pdpl-labels'

/** The admin logs a request as it arrived (by mail, phone or at the counter); its page opens next. */
export function NewPdplRequestForm({ onLogged }: { onLogged: (request: PdplRequest) => void }) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const locale = useLocale()
  const labels = usePdplLabels()
  const defaults: NewPdplRequestInput = { subject: '', kind: 'access', receivedOn: saudiDate(), language: locale }
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-pdpl-request',
    defaultValues: defaults,
    schema: newPdplRequestSchema,
    toInput: (values: NewPdplRequestInput) => values,
    send: (request) => logPdplRequest({ data: { locale, request } }),
    onSuccess: (request) => {
      form.reset()
      onLogged(request)
    },
  })
  return (
    <form
      {...formProps}
      aria-labelledby="pdpl-new-title"
      className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="pdpl-new-title" className="text-xl font-bold text-ink">
        {t({ message: 'Log a request', comment: 'Personal-data desk: heading of the form that logs a new request' })}
      </h2>
      <ErrorSummary errors={summary} />
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
        <form.AppField name="subject">
          {(field) => (
            <field.TextField
              label={t({ message: 'Mobile or e-mail', comment: 'Personal-data desk: label of the field naming whom the request is about' })}
              hint={t({
                message: 'Any spelling of a Saudi mobile works: 05…, +966…, with spaces or Arabic digits.',
                comment: 'Personal-data desk: hint under the mobile-or-email field',
              })}
              required
              dir="ltr"
              autoComplete="off"
              maxLength={254}
              data-testid="pdpl-subject"
            />
          )}
        </form.AppField>
        <form.AppField name="kind">
          {(field) => (
            <field.FieldFrame
              label={t({ message: 'The person asks for', comment: 'Personal-data desk: label of the kind of request' })}
              required
            >
              <Select
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value as NewPdplRequestInput['kind'])}
                onBlur={field.handleBlur}
              >
                {pdplRequestKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {labels.kind(kind)}
                  </option>
                ))}
              </Select>
            </field.FieldFrame>
          )}
        </form.AppField>
        <form.AppField name="receivedOn">
          {(field) => (
            <field.TextField
              label={t({ message: 'Received on', comment: 'Personal-data desk: label of the day the request arrived' })}
              required
              type="date"
              max={saudiDate()}
            />
          )}
        </form.AppField>
        <form.AppField name="language">
          {(field) => (
            <field.FieldFrame
              label={t({ message: 'The person’s language', comment: 'Personal-data desk: label of the language the export is written in' })}
              required
            >
              <Select
                value={field.state.value}
                onChange={(event) => field.handleChange(storedLocale(event.target.value))}
                onBlur={field.handleBlur}
              >
                <option value="ar">{labels.language('ar')}</option>
                <option value="en">{labels.language('en')}</option>
              </Select>
            </field.FieldFrame>
          )}
        </form.AppField>
      </div>
      {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" loading={busy} disabled={!hydrated} data-testid="pdpl-log">
            {t({
              message: 'Log and find the data',
              comment: 'Personal-data desk: submit button that logs a request and opens its records',
            })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
