import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { OrderStatus } from '../../../contract/orders'
import { changeOrderStatusSchema, staffOrderLimits, type ChangeOrderStatusInput } from '../../../contract/staff-orders'
import type { StaffOrder } from '../../../contract/staff-orders-api'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { Field } from '../../../components/ui/field'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { textProps } from '../../../lib/forms/bind'
import { useContractForm } from '../../../lib/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { staffOrderStatusLabels } from '../staff-order-labels'
import { changeStaffOrderStatus } from '../staff-orders.functions'

type StepValues = { status: string; note: string }

/**
 * Moves the order to one of its next statuses with an internal note. It sends the status the page
 * shows as `from`: when a colleague moved the order in the meantime, the API refuses (409) and the
 * staff member reloads the order to see what changed before deciding again.
 */
export function OrderStatusForm({ order }: { order: StaffOrder }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const from = order.status
  const { form, formProps, fieldId, errorText, summary, failure } = useContractForm({
    formId: `staff-order-step-${order.reference}`,
    defaultValues: { status: order.nextStatuses[0] ?? '', note: '' } satisfies StepValues,
    schema: changeOrderStatusSchema,
    toInput: (values: StepValues): ChangeOrderStatusInput => ({
      from,
      status: values.status as ChangeOrderStatusInput['status'],
      note: values.note,
    }),
    // The choice depends on the status the page shows, which a reload may have changed.
    draftOmit: ['status'],
    send: (step, { idempotencyKey }) => changeStaffOrderStatus({ data: { locale, reference: order.reference, step, idempotencyKey } }),
    onSuccess: (changed) => {
      notifySuccess(t`The order is now: ${i18n._(staffOrderStatusLabels[changed.status])}`, {
        description: t`The buyer is told by SMS. Your note stays internal.`,
      })
      void router.invalidate()
    },
  })

  return (
    <form {...formProps} aria-labelledby="order-step-title" className="mt-3 space-y-4" data-testid="order-status-form">
      <ErrorSummary errors={summary} />
      <form.Field name="status">
        {(field) => (
          <Field
            label={t({ message: 'Move to', comment: 'Staff order page: label of the choice of the next status' })}
            id={fieldId(field.name)}
            error={errorText(field.state.meta.errors[0])}
            required
          >
            <Select {...textProps(field)}>
              {order.nextStatuses.map((status: OrderStatus) => (
                <option key={status} value={status}>
                  {i18n._(staffOrderStatusLabels[status])}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </form.Field>
      <form.Field name="note">
        {(field) => (
          <Field
            label={t({ message: 'Internal note', comment: 'Staff order page: label of the note kept with the status change' })}
            hint={t`For staff only: the buyer never sees it.`}
            id={fieldId(field.name)}
            error={errorText(field.state.meta.errors[0])}
          >
            <Textarea {...textProps(field)} rows={4} maxLength={staffOrderLimits.noteMaxLength} dir="auto" />
          </Field>
        )}
      </form.Field>
      {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
      {failure?.code === 'conflict' ? (
        <Button type="button" variant="secondary" className="w-full" onClick={() => void router.invalidate()}>
          {t({ message: 'Show the current status', comment: 'Staff order page: reloads an order a colleague changed meanwhile' })}
        </Button>
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" loading={busy} className="w-full">
            {t({ message: 'Save status', comment: 'Staff order page: button that applies the status change' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
