import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { addOrderNoteSchema, staffOrderLimits, type AddOrderNoteInput } from '../../../contract/staff-orders'
import type { StaffOrder } from '../../../contract/staff-orders-api'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { orderContactChannels, type OrderContactChannel } from '../../../contract/order-values'
import { formatDateTime } from '../../../lib/format'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { addStaffOrderNote } from '../staff-orders.functions'

/** `contact`: a channel of `orderContactChannels`, or '' for an internal note (the schema checks what is sent). */
type NoteValues = { text: string; contact: string }

/**
 * Internal notes without a stage change (decision 0081), and the contacts with the buyer staff
 * record (decision 0087): the first contact is the order's first reply. Newest first, each with
 * its author, time and how the buyer was reached.
 */
export function OrderNotes({ order }: { order: StaffOrder }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const channelLabel = useContactChannelLabel()
  const { form, formProps, summary, failure } = useContractForm({
    formId: `staff-order-note-${order.reference}`,
    // A company order still awaiting its reply offers the contact first: that is what keeps the promise.
    defaultValues: { text: '', contact: order.replyDueAt ? 'call' : '' } as NoteValues,
    schema: addOrderNoteSchema,
    toInput: (values: NoteValues): AddOrderNoteInput => ({
      text: values.text,
      contact: values.contact === '' ? null : (values.contact as OrderContactChannel),
    }),
    send: (note, { idempotencyKey }) => addStaffOrderNote({ data: { locale, reference: order.reference, note, idempotencyKey } }),
    onSuccess: (_, note) => {
      notifySuccess(note.contact ? t`Contact recorded. The buyer does not see the note.` : t`Note added. The buyer does not see it.`)
      form.reset()
      void router.invalidate()
    },
  })
  return (
    <section aria-labelledby="order-notes-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 id="order-notes-title" className="text-lg font-bold text-ink">
        {t({ message: 'Notes', comment: 'Staff order page: heading of the internal notes' })}
      </h2>
      <form {...formProps} aria-labelledby="order-notes-title" className="mt-3 space-y-3" data-testid="order-note-form">
        <ErrorSummary errors={summary} />
        {order.replyDueAt ? (
          <p className={`text-sm font-bold ${order.replyOverdue ? 'text-danger' : 'text-accent-600'}`} data-testid="order-reply-due">
            {t({
              message: `First reply due by ${formatDateTime(order.replyDueAt, locale)}. Record the call, WhatsApp or e-mail here.`,
              comment: 'Staff order page: the 24-hour deadline of a company order nobody has contacted yet; {0} is a date and time',
            })}
          </p>
        ) : order.firstReplyAt ? (
          <p className="text-sm text-ink-soft" data-testid="order-first-reply">
            {t({
              message: `First reply ${formatDateTime(order.firstReplyAt, locale)}`,
              comment: 'Staff order page: when staff first recorded a contact with the buyer; {0} is a date and time',
            })}
          </p>
        ) : null}
        <form.AppField name="contact">
          {(field) => (
            <field.SelectField
              label={t({
                message: 'This note records',
                comment: 'Staff order page: label of the choice whether a note records a contact with the buyer',
              })}
            >
              <option value="">
                {t({ message: 'An internal note only', comment: 'Staff order page: the note records no contact with the buyer' })}
              </option>
              {orderContactChannels.map((channel) => (
                <option key={channel} value={channel}>
                  {channelLabel(channel)}
                </option>
              ))}
            </field.SelectField>
          )}
        </form.AppField>
        <form.AppField name="text">
          {(field) => (
            <field.TextareaField
              label={t({ message: 'New note', comment: 'Staff order page: label of the note written without changing the stage' })}
              hint={t`For staff only: the buyer never sees it.`}
              required
              rows={2}
              maxLength={staffOrderLimits.noteMaxLength}
              dir="auto"
            />
          )}
        </form.AppField>
        {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
        <form.Subscribe selector={(state) => [state.isSubmitting, state.values.contact !== ''] as const}>
          {([busy, contact]) => (
            <Button type="submit" variant="secondary" loading={busy} className="w-full">
              {contact
                ? t({ message: 'Record contact', comment: 'Staff order page: button that saves a note recording a contact with the buyer' })
                : t({ message: 'Add note', comment: 'Staff order page: button that saves an internal note' })}
            </Button>
          )}
        </form.Subscribe>
      </form>
      {order.notes.length > 0 ? (
        <ol className="mt-4 space-y-3" data-testid="order-notes">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-surface p-3">
              <p className="whitespace-pre-line text-sm text-ink" dir="auto">
                {note.text}
              </p>
              <p className="mt-1 text-xs text-ink-soft">
                {note.contactChannel ? <span className="font-bold text-brand-800">{channelLabel(note.contactChannel)} · </span> : null}
                <bdi>{note.staffName}</bdi> · {formatDateTime(note.at, locale)}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}

/** How staff reached the buyer, as the note form's choice and the note's line say it. */
function useContactChannelLabel() {
  const { t } = useLingui()
  return (channel: OrderContactChannel) =>
    ({
      call: t({ message: 'A call with the buyer', comment: 'Staff order page: the note records a phone call with the buyer' }),
      whatsapp: t({
        message: 'A WhatsApp chat with the buyer',
        comment: 'Staff order page: the note records a WhatsApp conversation with the buyer',
      }),
      email: t({ message: 'An e-mail to the buyer', comment: 'Staff order page: the note records an e-mail sent to the buyer' }),
    })[channel]
}
