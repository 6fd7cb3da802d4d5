import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { assignOrderSchema, type AssignOrderInput } from '../../../contract/staff-orders'
import type { StaffOrder } from '../../../contract/staff-orders-api'
import { Button } from '../../../components/ui/button'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { assignStaffOrder } from '../staff-orders.functions'

/** Who looks after the order: an active sales or admin account, or nobody. Audited; the buyer is not told. */
export function OrderAssigneeForm({ order }: { order: StaffOrder }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const { form, formProps, failure } = useContractForm({
    formId: `staff-order-assignee-${order.reference}`,
    defaultValues: { assigneeId: order.assignee?.id ?? '' },
    schema: assignOrderSchema,
    toInput: (values: { assigneeId: string }): AssignOrderInput => ({ assigneeId: values.assigneeId || null }),
    draftOmit: ['assigneeId'],
    send: (assignment) => assignStaffOrder({ data: { locale, reference: order.reference, assignment } }),
    onSuccess: (changed) => {
      notifySuccess(
        changed.assignee
          ? t({ message: `Assigned to ${changed.assignee.name}`, comment: 'Staff order page: notice after assigning; {0} is a staff name' })
          : t({ message: 'Nobody is assigned now', comment: 'Staff order page: notice after removing the assignee' }),
      )
      void router.invalidate()
    },
  })
  // An assignee whose account has since been deactivated stays shown until someone else is chosen.
  const team =
    order.assignee && !order.assignableStaff.some((member) => member.id === order.assignee?.id)
      ? [...order.assignableStaff, order.assignee]
      : order.assignableStaff
  return (
    <form {...formProps} className="flex flex-wrap items-end gap-3" data-testid="order-assignee-form">
      <form.AppField name="assigneeId">
        {(field) => (
          <field.SelectField
            label={t({
              message: 'Assigned to',
              comment: 'Staff order page: label of the choice of the salesperson who looks after the order',
            })}
            className="min-w-0 flex-1 basis-48"
          >
            <option value="">
              {t({ message: 'Nobody', comment: 'Staff order page: assignee choice meaning the order is not assigned' })}
            </option>
            {team.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </field.SelectField>
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" variant="secondary" loading={busy}>
            {t({ message: 'Assign', comment: 'Staff order page: button that saves the assignee' })}
          </Button>
        )}
      </form.Subscribe>
      {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
    </form>
  )
}
