import { useEffect, useRef, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { FormPreamble } from '../../../components/forms/form-preamble'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { Button } from '../../../components/ui/button'
import { FieldHint } from '../../../components/ui/field'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { Notice } from '../../../components/ui/notice'
import { contactLimits, contactMessageSchema } from '../../../contract/contact'
import { notifySuccess } from '../../../lib/notify'
import { useLocale } from '../../../lib/i18n/use-locale'
import { contactDraftOmit, contactFormDefaults, contactMessageInput } from '../contact-form-values'
import { sendContactMessage } from '../contact.functions'
import { MessageCounter } from './message-counter'

export const contactFormId = 'contact'

/**
 * The contact page's form: name, email, an optional mobile and the message (10 to 5,000
 * characters). Checked in the browser by the contract's schema and again by the server; what was
 * typed is kept in the tab until the message is sent (an error, a reload or the language switch
 * loses nothing); a success toast, then an empty form for the next message. Bots meet a trap
 * field and a minimum fill time (decision 0046); the "too quick" refusal is shown by the button,
 * where sending again is one press away.
 */
export function ContactForm() {
  const { t } = useLingui()
  const locale = useLocale()

  const { form, formProps, fieldId, errorText, summary, failure } = useContractForm({
    formId: contactFormId,
    defaultValues: contactFormDefaults,
    schema: contactMessageSchema,
    toInput: contactMessageInput,
    draftOmit: contactDraftOmit,
    send: (message, { idempotencyKey }) => sendContactMessage({ data: { locale, idempotencyKey, message } }),
    onSuccess: () => {
      form.reset()
      markShown()
      notifySuccess(t`Your message has been sent.`, { description: t`Thank you for writing to us. We will reply as soon as we can.` })
    },
  })

  /** The fill time is measured from when this form could first be typed in (and again after each message sent). */
  const markShown = () => form.setFieldValue('formStartedAt', Date.now(), { dontUpdateMeta: true, dontValidate: true })
  // After the draft is restored (the hook's effect runs first), never in the server's HTML.
  useEffect(markShown, [form])

  // The time is not the visitor's to change, so its verdict ("sent too quickly") stands only
  // until they press "Send" again.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    form.setFieldMeta('formStartedAt', (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
    formProps.onSubmit(event)
  }

  return (
    <form {...formProps} onSubmit={submit} aria-labelledby="contact-form-title" className="relative space-y-6">
      <h2 id="contact-form-title" className="text-2xl font-bold text-ink">
        {t({ message: 'Send us a message', comment: 'Contact page: heading of the contact form' })}
      </h2>
      <FormPreamble summary={summary} />
      <div className="grid gap-x-6 gap-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8">
        <form.AppField name="name">
          {(field) => (
            <field.TextField
              label={t({ message: 'Full name', comment: 'Contact form: label of the name field' })}
              required
              preset="name"
              placeholder={t`Enter Name`}
            />
          )}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={t({ message: 'Email', comment: 'Contact form: label of the e-mail address field' })}
              required
              preset="email"
              placeholder={t`Enter Email`}
            />
          )}
        </form.AppField>
        <form.AppField name="mobile">
          {(field) => (
            <field.TextField
              label={t({
                message: 'Mobile number (optional)',
                comment: 'Contact form: label of the mobile number field, which may be left empty',
              })}
              hint={
                <Trans>
                  If you would like us to call you back, e.g.{' '}
                  <bdi dir="ltr" className="whitespace-nowrap">
                    05X XXX XXXX
                  </bdi>
                  .
                </Trans>
              }
              className="sm:col-span-2"
              preset="mobile"
              placeholder={t`Enter Mobile Number`}
              controlClassName="sm:max-w-[calc(50%-0.75rem)]"
            />
          )}
        </form.AppField>
        <form.AppField name="message">
          {(field) => (
            <field.TextareaField
              label={t({ message: 'Your message', comment: 'Contact form: label of the message text area' })}
              required
              className="sm:col-span-2"
              aria-describedby={`${fieldId(field.name)}-limit`}
              placeholder={t({
                message: 'Enter Message',
                comment: "Placeholder inside the contact form's message field (spec wording, like Enter Name)",
              })}
            >
              {/* The hint with the counter at the end of its line (the counter is not part of the description). */}
              <div className="flex items-start justify-between gap-3">
                <FieldHint id={`${fieldId(field.name)}-limit`}>{t`Between 10 and 5,000 characters.`}</FieldHint>
                <div className="mt-1 shrink-0">
                  <MessageCounter text={field.state.value} max={contactLimits.messageMaxLength} />
                </div>
              </div>
            </field.TextareaField>
          )}
        </form.AppField>
        <form.Field name="website">
          {(field) => (
            <HoneypotField
              id={fieldId(field.name)}
              name={field.name}
              label={t({
                message: 'Leave this field empty',
                comment: 'Contact form: label of a field hidden from people (a trap for bots)',
              })}
              value={field.state.value}
              onChange={field.handleChange}
            />
          )}
        </form.Field>
      </div>

      <div className="space-y-4">
        <form.Field name="formStartedAt">
          {(field) => <TooQuickNotice id={fieldId(field.name)} message={errorText(field.state.meta.errors[0])} />}
        </form.Field>
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
              {t({ message: 'Send message', comment: 'Contact form: the submit button' })}
            </Button>
          )}
        </form.Subscribe>
      </div>
    </form>
  )
}

/**
 * "Sent too quickly": the verdict on the fill time, by the button. It takes focus when it arrives
 * (no field of the visitor's is wrong), and the error summary's link leads here.
 */
function TooQuickNotice({ id, message }: { id: string; message: string | undefined }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (message) box.current?.focus()
  }, [message])
  if (!message) return null
  return (
    <div id={id} ref={box} tabIndex={-1} className="rounded-xl">
      <Notice tone="error">{message}</Notice>
    </div>
  )
}
