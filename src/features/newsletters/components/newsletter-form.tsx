import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useLingui } from '@lingui/react/macro'
import { BilingualFieldsets } from '../../../components/forms/bilingual-fieldsets'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Notice } from '../../../components/ui/notice'
import { newsletterDraftSchema, newsletterLimits, type NewsletterDraftInput, type NewsletterList } from '../../../contract/newsletters'
import { schemaFieldIssues } from '../../../lib/forms/field-issues'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { sendNewsletter } from '../newsletters.functions'
import { newslettersQuery } from '../newsletters.queries'
import { NewsletterPreview } from './newsletter-preview'

const emptyDraft: NewsletterDraftInput = { subjectAr: '', bodyAr: '', subjectEn: '', bodyEn: '' }

/**
 * Writing a newsletter in both languages, with a live preview of each language's mail, and sending
 * it to the confirmed subscribers once the editor has confirmed how many they are (decision 0076:
 * a mail sent cannot be called back). The form's Idempotency-Key makes a double click send it once.
 */
export function NewsletterForm({ list }: { list: NewsletterList }) {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-newsletter',
    defaultValues: emptyDraft,
    schema: newsletterDraftSchema,
    toInput: (values: NewsletterDraftInput) => values,
    send: (draft, { idempotencyKey }) => sendNewsletter({ data: { locale, idempotencyKey, draft } }),
    onSuccess: async (newsletter) => {
      form.reset()
      const recipients = formatNumber(newsletter.recipients, locale)
      notifySuccess(t`The newsletter is on its way.`, {
        description: t`Recipients: ${recipients}. Its progress is shown below.`,
      })
      await queryClient.invalidateQueries({ queryKey: newslettersQuery(locale).queryKey })
    },
  })
  const [asking, setAsking] = useState(false)
  const values = useStore(form.store, (state) => state.values)
  const total = list.subscribers.ar + list.subscribers.en
  const totalText = formatNumber(total, locale)
  const arabicText = formatNumber(list.subscribers.ar, locale)
  const englishText = formatNumber(list.subscribers.en, locale)
  const rateText = formatNumber(list.ratePerMinute, locale)
  const bodyHint = t`Plain text. Leave an empty line between paragraphs; web addresses become links.`

  const languageLegends = {
    ar: t({ message: 'Arabic', comment: 'Newsletter form: heading of the Arabic subject and text' }),
    en: t({ message: 'English', comment: 'Newsletter form: heading of the English subject and text' }),
  }

  // A draft the contract refuses is submitted at once, to show its errors; a valid one is sent only
  // after the dialog's answer.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (schemaFieldIssues(newsletterDraftSchema, form.state.values)) return formProps.onSubmit(event)
    event.preventDefault()
    event.stopPropagation()
    setAsking(true)
  }

  return (
    <>
      <form {...formProps} onSubmit={submit} aria-labelledby="newsletter-form-title" className="space-y-6">
        <h2 id="newsletter-form-title" className="text-2xl font-bold text-ink">
          {t({ message: 'New newsletter', comment: 'Newsletters page: heading of the form that writes one' })}
        </h2>
        <ErrorSummary errors={summary} />
        <BilingualFieldsets legends={languageLegends}>
          {(language, control) => (
            <>
              <form.AppField name={language === 'ar' ? 'subjectAr' : 'subjectEn'}>
                {(field) => (
                  <field.TextField
                    label={
                      language === 'ar'
                        ? t({ message: 'Subject in Arabic', comment: 'Newsletter form: label of the Arabic e-mail subject field' })
                        : t({ message: 'Subject in English', comment: 'Newsletter form: label of the English e-mail subject field' })
                    }
                    required
                    {...control}
                    maxLength={newsletterLimits.subjectMaxLength}
                  />
                )}
              </form.AppField>
              <form.AppField name={language === 'ar' ? 'bodyAr' : 'bodyEn'}>
                {(field) => (
                  <field.TextareaField
                    label={
                      language === 'ar'
                        ? t({ message: 'Text in Arabic', comment: 'Newsletter form: label of the Arabic newsletter body field' })
                        : t({ message: 'Text in English', comment: 'Newsletter form: label of the English newsletter body field' })
                    }
                    hint={bodyHint}
                    required
                    {...control}
                    rows={10}
                    maxLength={newsletterLimits.bodyMaxLength}
                  />
                )}
              </form.AppField>
            </>
          )}
        </BilingualFieldsets>
        <section aria-labelledby="newsletter-preview-title" className="space-y-3">
          <h3 id="newsletter-preview-title" className="text-xl font-bold text-ink">
            {t({ message: 'Preview', comment: 'Newsletters page: heading above how each language’s mail will look' })}
          </h3>
          <p className="text-sm text-ink-soft">{t`Each subscriber gets the mail in the language they signed up in, ending with their own unsubscribe link.`}</p>
          <div className="grid gap-6 lg:grid-cols-2">
            <NewsletterPreview
              locale="ar"
              label={t`The mail in Arabic`}
              subject={values.subjectAr}
              body={values.bodyAr}
              emptyText={t`The Arabic text will show here.`}
            />
            <NewsletterPreview
              locale="en"
              label={t`The mail in English`}
              subject={values.subjectEn}
              body={values.bodyEn}
              emptyText={t`The English text will show here.`}
            />
          </div>
        </section>
        <div className="space-y-4">
          <Notice tone="info">
            {total === 0
              ? t`Nobody has confirmed a subscription yet: a newsletter sent now reaches no one.`
              : t`Confirmed subscribers: ${totalText} (${arabicText} in Arabic, ${englishText} in English). The emails go out at ${rateText} a minute at most.`}
          </Notice>
          {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(busy) => (
              <Button type="submit" size="lg" loading={busy}>
                {t({ message: 'Send newsletter', comment: 'Newsletters page: the button that sends the newsletter to the subscribers' })}
              </Button>
            )}
          </form.Subscribe>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        title={t({ message: 'Send the newsletter now?', comment: 'Newsletters page: title of the dialog that asks before sending' })}
        confirmLabel={t({ message: 'Send the newsletter', comment: 'Newsletters page: the dialog’s button that sends the newsletter' })}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          await form.handleSubmit()
          setAsking(false)
        }}
      >
        <p data-testid="newsletter-confirm-recipients">
          {total === 0
            ? t`Nobody has confirmed a subscription yet: a newsletter sent now reaches no one.`
            : t({
                message: `Recipients: ${totalText} confirmed subscribers (${arabicText} in Arabic, ${englishText} in English).`,
                comment: 'Newsletters page: in the dialog before sending, how many subscribers get the newsletter',
              })}
        </p>
        <p>
          {t({
            message: 'A newsletter cannot be called back once it is sent.',
            comment: 'Newsletters page: in the dialog before sending, that sending cannot be undone',
          })}
        </p>
      </ConfirmDialog>
    </>
  )
}
