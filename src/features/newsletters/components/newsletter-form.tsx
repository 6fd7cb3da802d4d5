import { useMemo, useState, type FormEvent } from 'react'
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
import {
  newsletterDraftSchema,
  newsletterLimits,
  newsletterSendSchema,
  type NewsletterList,
  type NewsletterSendInput,
} from '../../../contract/newsletters'
import { schemaFieldIssues } from '../../../lib/forms/field-issues'
import { describeError } from '../../../lib/errors'
import { idempotencyKeyFor } from '../../../lib/forms/idempotency-key'
import { formatDateTime, formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { sendNewsletter, sendNewsletterTest } from '../newsletters.functions'
import { newslettersQuery } from '../newsletters.queries'
import { NewsletterPreview } from './newsletter-preview'

const emptyDraft: Required<NewsletterSendInput> = { subjectAr: '', bodyAr: '', subjectEn: '', bodyEn: '', sendAt: '' }

/** A `datetime-local` value (Saudi time, UTC+3 all year) as the instant it names. */
const saudiInstant = (value: string) => new Date(`${value}:00+03:00`)

/**
 * Writing a newsletter in both languages, with a live preview of each language's mail, a test send
 * of both to the editor's own address, and sending it (now, or at a moment in Saudi time) to the
 * confirmed subscribers once the editor has confirmed how many they are (decisions 0076, 0091: a
 * mail sent cannot be called back). The form's Idempotency-Key makes a double click send it once.
 */
export function NewsletterForm({ list }: { list: NewsletterList }) {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-newsletter',
    defaultValues: emptyDraft,
    schema: newsletterSendSchema,
    toInput: (values: Required<NewsletterSendInput>) => values,
    send: (draft, { idempotencyKey }) => sendNewsletter({ data: { locale, idempotencyKey, draft } }),
    onSuccess: async (newsletter) => {
      form.reset()
      if (newsletter.scheduledFor) {
        const when = formatDateTime(newsletter.scheduledFor, locale)
        notifySuccess(t`The newsletter is scheduled.`, {
          description: t({
            message: `It goes on ${when} (Saudi time) to those subscribed then. You can cancel it below until then.`,
            comment: 'Newsletters page: notice after scheduling; {when} is the date and time',
          }),
        })
      } else {
        const recipients = formatNumber(newsletter.recipients, locale)
        notifySuccess(t`The newsletter is on its way.`, {
          description: t`Recipients: ${recipients}. Its progress is shown below.`,
        })
      }
      await queryClient.invalidateQueries({ queryKey: newslettersQuery(locale).queryKey })
    },
  })
  const [asking, setAsking] = useState(false)
  const [testing, setTesting] = useState(false)
  // One key per test: a double click sends one pair of mails; the next test gets a new key.
  const testKey = useMemo(() => idempotencyKeyFor('staff-newsletter-test'), [])
  const values = useStore(form.store, (state) => state.values)
  const scheduledText =
    values.sendAt && !Number.isNaN(saudiInstant(values.sendAt).getTime()) ? formatDateTime(saudiInstant(values.sendAt), locale) : null
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
    const test = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'test'
    const schema = test ? newsletterDraftSchema : newsletterSendSchema
    if (schemaFieldIssues(schema, form.state.values)) return formProps.onSubmit(event)
    event.preventDefault()
    event.stopPropagation()
    if (test) void sendTest()
    else setAsking(true)
  }

  // The draft as it stands, to the editor's own address: both languages, through the outbox.
  const sendTest = async () => {
    setTesting(true)
    try {
      const { subjectAr, bodyAr, subjectEn, bodyEn } = form.state.values
      const sent = await sendNewsletterTest({
        data: { locale, idempotencyKey: testKey.current(), draft: { subjectAr, bodyAr, subjectEn, bodyEn } },
      })
      testKey.renew()
      const address = sent.to
      notifySuccess(t({ message: 'The test is on its way to you.', comment: 'Newsletters page: notice after a test send' }), {
        description: t({
          message: `Both languages’ mails go to ${address}. Nobody else gets them.`,
          comment: 'Newsletters page: under the test-send notice; {address} is the signed-in staff member’s e-mail',
        }),
      })
    } catch (error) {
      notifyError(describeError(error, { exposeInternals: false }).message ?? t`The test could not be sent. Please try again.`)
    } finally {
      setTesting(false)
    }
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
          <form.AppField name="sendAt">
            {(field) => (
              <field.TextField
                label={t({
                  message: 'Send later (Saudi time)',
                  comment: 'Newsletters page: label of the date-and-time field that schedules the newsletter',
                })}
                hint={t({
                  message:
                    'Leave empty to send now. A scheduled newsletter goes to those subscribed at that moment, and can be cancelled until then.',
                  comment: 'Newsletters page: hint under the schedule field',
                })}
                type="datetime-local"
                dir="ltr"
                controlClassName="max-w-xs"
              />
            )}
          </form.AppField>
          {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
          <div className="flex flex-wrap gap-3">
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(busy) => (
                <Button type="submit" size="lg" loading={busy} name="action" value="send">
                  {values.sendAt
                    ? t({
                        message: 'Schedule newsletter',
                        comment: 'Newsletters page: the button that schedules the newsletter for the chosen moment',
                      })
                    : t({
                        message: 'Send newsletter',
                        comment: 'Newsletters page: the button that sends the newsletter to the subscribers',
                      })}
                </Button>
              )}
            </form.Subscribe>
            <Button
              type="submit"
              size="lg"
              variant="outline"
              loading={testing}
              name="action"
              value="test"
              data-testid="newsletter-test-send"
            >
              {t({
                message: 'Send a test to me',
                comment: 'Newsletters page: the button that sends both languages’ mails to the signed-in staff member only',
              })}
            </Button>
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        title={
          scheduledText
            ? t({
                message: `Schedule the newsletter for ${scheduledText}?`,
                comment:
                  'Newsletters page: title of the dialog that asks before scheduling; {scheduledText} is the date and time in Saudi time',
              })
            : t({ message: 'Send the newsletter now?', comment: 'Newsletters page: title of the dialog that asks before sending' })
        }
        confirmLabel={
          scheduledText
            ? t({ message: 'Schedule the newsletter', comment: 'Newsletters page: the dialog’s button that schedules the newsletter' })
            : t({ message: 'Send the newsletter', comment: 'Newsletters page: the dialog’s button that sends the newsletter' })
        }
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
          {scheduledText
            ? t({
                message: 'The count is today’s: it goes to those subscribed at that moment. It can be cancelled until then.',
                comment: 'Newsletters page: in the dialog before scheduling, that the recipients are fixed when it goes',
              })
            : t({
                message: 'A newsletter cannot be called back once it is sent.',
                comment: 'Newsletters page: in the dialog before sending, that sending cannot be undone',
              })}
        </p>
      </ConfirmDialog>
    </>
  )
}
