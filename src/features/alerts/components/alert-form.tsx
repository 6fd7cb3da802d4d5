import { useId, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { Button } from '../../../components/ui/button'
import { ChoiceGroup } from '../../../components/ui/choice-group'
import { Radio } from '../../../components/ui/checkbox'
import { Field } from '../../../components/ui/field'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { Notice } from '../../../components/ui/notice'
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input'
import { newAlertSchema, verifyAlertCodeSchema, type NewAlertInput } from '../../../contract/alerts'
import { PublicError } from '../../../lib/errors'
import { fieldMessages } from '../../../lib/field-messages'
import { isFieldErrorKey } from '../../../contract/field-errors'
import { useLocale } from '../../../lib/i18n/use-locale'
import { requestAlert, verifyAlertCode } from '../alerts.functions'
import type { AlertTarget } from './alert-toggle'
import * as z from 'zod/mini'

type AlertFormValues = { channel: 'email' | 'sms'; email: string; mobile: string; priceDrop: boolean; backInStock: boolean }

/** The form's values as the contract takes them: what is watched, and where the alerts go. */
export function alertInput(target: AlertTarget, values: AlertFormValues): NewAlertInput {
  const watched =
    'carId' in target
      ? { carId: target.carId, priceDrop: values.priceDrop, backInStock: !target.available && values.backInStock }
      : { marketQuery: target.marketQuery }
  return values.channel === 'sms'
    ? { ...watched, channel: 'sms', mobile: values.mobile }
    : { ...watched, channel: 'email', email: values.email }
}

type Step = { at: 'form' } | { at: 'mail' } | { at: 'code'; pendingId: string; mobile: string } | { at: 'on' }

/**
 * Asking for alerts (decision 0098), loaded when the visitor opens the alerts panel: on a car, its
 * price drop and (when it is not available now) its return to stock; on the market, new cars
 * matching the search in the address. By e-mail (a confirmation link follows) or by SMS (the code
 * is typed here). The contract's schema checks it in the browser and again on the server.
 */
export function AlertForm({ target }: { target: AlertTarget }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [step, setStep] = useState<Step>({ at: 'form' })
  const isCar = 'carId' in target
  const formId = isCar ? `alert-car-${target.carId}` : 'alert-market'

  const { form, formProps, fieldId, summary, failure } = useContractForm({
    formId,
    defaultValues: { channel: 'email', email: '', mobile: '', priceDrop: true, backInStock: isCar && !target.available } as AlertFormValues,
    schema: newAlertSchema,
    toInput: (values: AlertFormValues) => alertInput(target, values),
    send: (alert, { idempotencyKey }) => requestAlert({ data: { locale, idempotencyKey, alert } }),
    onSuccess: (answer, values) =>
      setStep(answer.status === 'code_sent' ? { at: 'code', pendingId: answer.pendingId, mobile: values.mobile } : { at: 'mail' }),
  })

  if (step.at === 'mail')
    return (
      <Notice
        tone="success"
        title={t({ message: 'Almost done', comment: 'Alerts form: heading once the confirmation e-mail is on its way' })}
      >
        {t`Please check your inbox and open the link we sent you to confirm your alerts.`}
      </Notice>
    )
  if (step.at === 'on')
    return (
      <Notice tone="success" title={t({ message: 'Your alerts are on', comment: 'Alerts form: heading once SMS alerts are confirmed' })}>
        {t`We will send you at most one text message a day. Each one has a link to your alerts, where you can remove them.`}
      </Notice>
    )
  if (step.at === 'code') return <CodeStep pendingId={step.pendingId} mobile={step.mobile} onConfirmed={() => setStep({ at: 'on' })} />

  return (
    <form {...formProps} className="space-y-5">
      <ErrorSummary errors={summary} />
      {isCar ? (
        <ChoiceGroup legend={t({ message: 'Tell me', comment: 'Alerts form on a car page: legend of the choices of what to be told' })}>
          <form.AppField name="priceDrop">
            {(field) => (
              <field.CheckboxField label={t({ message: 'When the price drops', comment: 'Alerts form: a choice of what to be told' })} />
            )}
          </form.AppField>
          {target.available ? null : (
            <form.AppField name="backInStock">
              {(field) => (
                <field.CheckboxField
                  label={t({ message: 'When it is back in stock', comment: 'Alerts form: a choice of what to be told' })}
                />
              )}
            </form.AppField>
          )}
        </ChoiceGroup>
      ) : (
        <p className="text-sm text-ink-soft">{t`We will tell you when a new car matching this search arrives.`}</p>
      )}
      <form.Field name="channel">
        {(field) => (
          <ChoiceGroup legend={t({ message: 'Send them by', comment: 'Alerts form: legend of the choice between e-mail and SMS' })}>
            {(['email', 'sms'] as const).map((channel) => (
              <Radio
                key={channel}
                id={`${fieldId('channel')}-${channel}`}
                name={field.name}
                value={channel}
                checked={field.state.value === channel}
                onChange={() => field.handleChange(channel)}
                label={
                  channel === 'email'
                    ? t({ message: 'E-mail', comment: 'Alerts form: the e-mail choice' })
                    : t({ message: 'SMS', comment: 'Alerts form: the text message choice' })
                }
              />
            ))}
          </ChoiceGroup>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.channel}>
        {(channel) =>
          channel === 'sms' ? (
            <form.AppField name="mobile">
              {(field) => (
                <field.TextField
                  label={t({ message: 'Mobile number', comment: 'Alerts form: label of the mobile number field' })}
                  required
                  preset="mobile"
                  placeholder={t`Enter Mobile Number`}
                  hint={
                    <Trans>
                      We will send a confirmation code to it, e.g.{' '}
                      <bdi dir="ltr" className="whitespace-nowrap">
                        05X XXX XXXX
                      </bdi>
                      .
                    </Trans>
                  }
                />
              )}
            </form.AppField>
          ) : (
            <form.AppField name="email">
              {(field) => (
                <field.TextField
                  label={t({ message: 'E-mail', comment: 'Alerts form: label of the e-mail address field' })}
                  required
                  preset="email"
                  placeholder={t`Enter Email`}
                  hint={t`We will send a link to confirm your alerts.`}
                />
              )}
            </form.AppField>
          )
        }
      </form.Subscribe>
      <p className="text-sm text-ink-soft">{t`At most one message a day. Every message has a link to remove your alerts.`}</p>
      {failure ? <FormFailureNotice message={failure.message} retryAfterSeconds={failure.retryAfterSeconds} /> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" variant="primary" loading={busy}>
            {t({ message: 'Turn on alerts', comment: 'Alerts form: the submit button' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}

/** The SMS code that confirms the alerts, typed in any digits. */
function CodeStep({ pendingId, mobile, onConfirmed }: { pendingId: string; mobile: string; onConfirmed: () => void }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const [state, setState] = useState<{ busy?: boolean; error?: string; failure?: string }>({})

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (state.busy) return
    const parsed = z.safeParse(verifyAlertCodeSchema, { pendingId, mobile, code })
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? 'code'
      setState({ error: i18n._(fieldMessages[isFieldErrorKey(key) ? key : 'code']) })
      input.current?.focus()
      return
    }
    setState({ busy: true })
    try {
      await verifyAlertCode({ data: { locale, verification: parsed.data } })
      onConfirmed()
    } catch (error) {
      const message =
        error instanceof PublicError ? error.message : t`We could not reach the dealer. Please check your connection and try again.`
      const onField = error instanceof PublicError && (error.code === 'code_incorrect' || error.code === 'validation_failed')
      setState(onField ? { error: message } : { failure: message })
      if (onField) input.current?.focus()
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Notice tone="info">{t`We sent a confirmation code to your mobile. Type it here to turn on your alerts.`}</Notice>
      <Field
        id={id}
        label={t({ message: 'Confirmation code', comment: 'Alerts form: label of the SMS code field' })}
        error={state.error}
        required
      >
        <OneTimeCodeInput ref={input} value={code} onChange={setCode} />
      </Field>
      {state.failure ? <Notice tone="error">{state.failure}</Notice> : null}
      <Button type="submit" variant="primary" loading={state.busy}>
        {t({ message: 'Confirm', comment: 'Alerts form: the button under the SMS code' })}
      </Button>
    </form>
  )
}
