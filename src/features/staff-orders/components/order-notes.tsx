import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { addOrderNoteSchema, staffOrderLimits, type AddOrderNoteInput } from '../../../contract/staff-orders'
import type { StaffOrder } from '../../../contract/staff-orders-api'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { Field } from '../../../components/ui/field'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Textarea } from '../../../components/ui/textarea'
import { formatDateTime } from '../../../lib/format'
import { textProps } from '../../../lib/forms/bind'
import { useContractForm } from '../../../lib/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { addStaffOrderNote } from '../staff-orders.functions'

/** Internal notes without a stage change (decision 0081): newest first, each with its author and time. */
export function OrderNotes({ order }: { order: StaffOrder }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const { form, formProps, fieldId, errorText, summary, failure } = useContractForm({
    formId: `staff-order-note-${order.reference}`,
    defaultValues: { text: '' },
    schema: addOrderNoteSchema,
    toInput: (values: { text: string }): AddOrderNoteInput => values,
    send: (note, { idempotencyKey }) => addStaffOrderNote({ data: { locale, reference: order.reference, note, idempotencyKey } }),
    onSuccess: () => {
      notifySuccess(t`Note added. The buyer does not see it.`)
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
        <form.Field name="text">
          {(field) => (
            <Field
              label={t({ message: 'New note', comment: 'Staff order page: label of the note written without changing the stage' })}
              hint={t`For staff only: the buyer never sees it.`}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
              required
            >
              <Textarea {...textProps(field)} rows={2} maxLength={staffOrderLimits.noteMaxLength} dir="auto" />
            </Field>
          )}
        </form.Field>
        {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => (
            <Button type="submit" variant="secondary" loading={busy} className="w-full">
              {t({ message: 'Add note', comment: 'Staff order page: button that saves an internal note' })}
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
                <bdi>{note.staffName}</bdi> · {formatDateTime(note.at, locale)}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
