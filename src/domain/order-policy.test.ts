import { expect, it } from 'vitest'
import { orderStatuses } from '../contract/order-values'
import { nextStatusesOf } from '../contract/staff-orders'
import { orderPolicy } from './order-policy'

it('counts as closed the outcomes only, and every closed order can be reopened (decision 0081)', () => {
  expect([...orderPolicy.closedStatuses].sort()).toEqual(['cancelled', 'completed', 'duplicate', 'finance_declined', 'lost', 'rejected'])
  for (const status of orderPolicy.closedStatuses) expect(nextStatusesOf(status)).toContain('under_review')
  for (const status of orderStatuses.filter((status) => status !== 'awaiting_verification')) {
    expect(nextStatusesOf(status)).not.toContain(status)
    expect(nextStatusesOf(status)).not.toContain('awaiting_verification')
  }
  expect(nextStatusesOf('awaiting_verification')).toEqual([])
})
