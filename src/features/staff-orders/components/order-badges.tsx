import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { OrderStatus } from '../../../contract/orders'
import { appConfig } from '../../../../app.config'
import { ClockIcon } from '../../../components/icons/icons'
import { staffOrderStatusLabels, statusTone } from '../../staff/staff-order-labels'

/** An order's status as a badge: its name in words, the colour only helps. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui()
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ${statusTone[status]}`}>
      {i18n._(staffOrderStatusLabels[status])}
    </span>
  )
}

/** A company order nobody answered within the reply time the dealer promises. */
export function OverdueBadge() {
  const { t } = useLingui()
  const hours = appConfig.companyOrderReplyHours
  return (
    <span
      className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-danger/40 bg-danger/5 px-2.5 py-0.5 text-xs font-bold text-danger"
      data-testid="reply-overdue"
    >
      <ClockIcon className="size-3.5" />
      {t({
        message: plural(hours, { one: 'No reply for an hour', other: 'No reply for # hours' }),
        comment: 'Staff inbox: flag on a company order nobody has answered in time',
      })}
    </span>
  )
}
