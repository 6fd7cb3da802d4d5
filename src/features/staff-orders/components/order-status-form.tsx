import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { closedOrderStages, openOrderStages, type OrderStatus } from '../../../contract/orders'
import {
  changeOrderStatusSchema,
  stageChangeNeedsReason,
  staffOrderLimits,
  type ChangeOrderStatusInput,
} from '../../../contract/staff-orders'
import type { StaffOrder } from '../../../contract/staff-orders-api'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { formatSaudiMobile } from '../../../lib/phone'
import { staffOrderStatusLabels } from '../../staff/staff-order-labels'
import { changeStaffOrderStatus } from '../staff-orders.functions'

type StepValues = { status: string; note: string; notify: boolean }

/** The stage staff most likely take next, offered first. */
const likelyNext: Partial<Record<OrderStatus, OrderStatus>> = {
  received: 'under_review',
  under_review: 'contacted',
  contacted: 'approved',
  approved: 'ready',
  ready: 'completed',
}

/**
 * Moves the order to any stage (decision 0081) with an internal reason, required to close or
 * reopen. Under the choice, the exact text message the buyer would get, as the server renders and
 * sends it, with "Send this text message" to untick ("do not notify"); the button names what
 * happens. It sends the stage the page shows as `from`: when a colleague moved the order in the
 * meantime, the API refuses (409) and the staff member reloads the order before deciding again.
 */
export function OrderStatusForm({ order }: { order: StaffOrder }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const from = order.status
  const isClosed = (closedOrderStages as readonly string[]).includes(from)
  const initial = likelyNext[from] ?? (isClosed ? 'under_review' : order.nextStatuses[0]) ?? ''
  const defaultValues: StepValues = { status: initial, note: '', notify: true }
  const { form, formProps, summary, failure } = useContractForm({
    formId: `staff-order-step-${order.reference}`,
    defaultValues,
    schema: changeOrderStatusSchema,
    toInput: (values: StepValues): ChangeOrderStatusInput => ({
      from,
      status: values.status as ChangeOrderStatusInput['status'],
      note: values.note,
      notify: values.notify,
    }),
    // The choice depends on the stage the page shows, which a reload may have changed.
    draftOmit: ['status', 'notify'],
    send: (step, { idempotencyKey }) => changeStaffOrderStatus({ data: { locale, reference: order.reference, step, idempotencyKey } }),
    onSuccess: (changed) => {
      const last = changed.history.at(-1)
      notifySuccess(t`The order is now: ${i18n._(staffOrderStatusLabels[changed.status])}`, {
        description: last?.notified
          ? t`The buyer is being texted. Your reason stays internal.`
          : t`The buyer was not texted. Your reason stays internal.`,
      })
      void router.invalidate()
    },
  })
  const offered = (stages: readonly OrderStatus[]) => stages.filter((stage) => order.nextStatuses.includes(stage))
  const buyerLanguage = order.locale === 'en' ? t`English` : t`Arabic`

  return (
    <form {...formProps} aria-labelledby="order-step-title" className="mt-3 space-y-4" data-testid="order-status-form">
      <ErrorSummary errors={summary} />
      <form.AppField name="status">
        {(field) => (
          <field.SelectField
            label={t({ message: 'Move to', comment: 'Staff order page: label of the choice of the stage to move the order to' })}
            required
          >
            <optgroup
              label={t({
                message: 'Open',
                context: 'order stages',
                comment: 'Staff order page: group of the stages that keep an order open',
              })}
            >
              {offered(openOrderStages).map((status) => (
                <option key={status} value={status}>
                  {i18n._(staffOrderStatusLabels[status])}
                </option>
              ))}
            </optgroup>
            <optgroup label={t({ message: 'Close as', comment: 'Staff order page: group of the outcomes that close an order' })}>
              {offered(closedOrderStages).map((status) => (
                <option key={status} value={status}>
                  {i18n._(staffOrderStatusLabels[status])}
                </option>
              ))}
            </optgroup>
          </field.SelectField>
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.status}>
        {(status) => {
          const needsReason = stageChangeNeedsReason(from, status)
          return (
            <form.AppField name="note">
              {(field) => (
                <field.TextareaField
                  label={
                    needsReason
                      ? t({
                          message: 'Reason',
                          comment: 'Staff order page: label of the internal reason, required to close or reopen an order',
                        })
                      : t({ message: 'Internal note', comment: 'Staff order page: label of the optional note kept with the stage change' })
                  }
                  hint={t`For staff only: the buyer never sees it.`}
                  required={needsReason}
                  rows={3}
                  maxLength={staffOrderLimits.noteMaxLength}
                  dir="auto"
                />
              )}
            </form.AppField>
          )
        }}
      </form.Subscribe>
      <form.Subscribe selector={(state) => [state.values.status, state.values.notify] as const}>
        {([status, notify]) => {
          const notice = order.notices.find((entry) => entry.status === status)
          return (
            <>
              {notice ? (
                <div className="space-y-2 rounded-xl border border-line bg-surface p-3" data-testid="sms-preview">
                  <p className="text-xs font-bold text-ink-soft">
                    {t({
                      message: `Text message to ${formatSaudiMobile(order.contact.mobile)}, in ${buyerLanguage}:`,
                      comment:
                        'Staff order page: above the exact SMS the buyer will get; {0} is the mobile, {buyerLanguage} the language it is written in',
                    })}
                  </p>
                  <p
                    data-testid="sms-text"
                    lang={order.locale}
                    dir={order.locale === 'ar' ? 'rtl' : 'ltr'}
                    className={`rounded-lg bg-white p-3 text-sm text-ink shadow-sm ${notify ? '' : 'line-through opacity-60'}`}
                  >
                    {/* The reference kept whole and left to right inside an Arabic line, as a phone shows it. */}
                    {notice.text.split(order.reference).flatMap((part, index) =>
                      index === 0
                        ? [part]
                        : [
                            <bdi key={index} dir="ltr" className="whitespace-nowrap">
                              {order.reference}
                            </bdi>,
                            part,
                          ],
                    )}
                  </p>
                  <form.AppField name="notify">
                    {(field) => (
                      <field.CheckboxField
                        label={t({
                          message: 'Send this text message',
                          comment:
                            'Staff order page: tick box under the SMS preview; untick it to change the stage without texting the buyer',
                        })}
                      />
                    )}
                  </form.AppField>
                </div>
              ) : (
                <p className="text-sm text-ink-soft" data-testid="sms-preview">
                  {t({
                    message: 'The buyer is not texted at this stage.',
                    comment: 'Staff order page: under the stage choice, for internal stages, duplicates and other stages that send no SMS',
                  })}
                </p>
              )}
              {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
              {failure?.code === 'conflict' ? (
                <Button type="button" variant="secondary" className="w-full" onClick={() => void router.invalidate()}>
                  {t({ message: 'Show the current status', comment: 'Staff order page: reloads an order a colleague changed meanwhile' })}
                </Button>
              ) : null}
              <form.Subscribe selector={(state) => state.isSubmitting}>
                {(busy) => (
                  <Button type="submit" loading={busy} className="w-full">
                    {notice && notify
                      ? t({
                          message: 'Save and text the buyer',
                          comment: 'Staff order page: button that changes the stage and sends the SMS shown above it',
                        })
                      : t({ message: 'Save stage', comment: 'Staff order page: button that changes the stage without texting the buyer' })}
                  </Button>
                )}
              </form.Subscribe>
            </>
          )
        }}
      </form.Subscribe>
    </form>
  )
}
