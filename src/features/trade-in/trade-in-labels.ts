import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { TradeInCondition, TradeInState } from '../../contract/trade-in-values'

/** Each condition as the buyer chooses it, and as staff and the status page read it back. */
export const conditionLabels: Record<TradeInCondition, MessageDescriptor> = {
  excellent: msg({
    message: 'Excellent: like new, nothing to repair',
    comment: 'Condition of the buyer’s own car on the “value my car” form and in the back office',
  }),
  good: msg({
    message: 'Good: light marks of normal use',
    comment: 'Condition of the buyer’s own car on the “value my car” form and in the back office',
  }),
  fair: msg({
    message: 'Fair: needs some repairs',
    comment: 'Condition of the buyer’s own car on the “value my car” form and in the back office',
  }),
  poor: msg({
    message: 'Poor: needs major repairs or does not run',
    comment: 'Condition of the buyer’s own car on the “value my car” form and in the back office',
  }),
}

/** Where a request stands, for the buyer and for staff. */
export const stateLabels: Record<TradeInState, MessageDescriptor> = {
  waiting: msg({
    message: 'Waiting for our estimate',
    comment: 'State of a confirmed “value my car” request that staff have not answered yet',
  }),
  estimated: msg({ message: 'Estimate valid', comment: 'State of a “value my car” request whose estimate still holds' }),
  expired: msg({ message: 'Estimate expired', comment: 'State of a “value my car” request whose estimate is past its last day' }),
}
