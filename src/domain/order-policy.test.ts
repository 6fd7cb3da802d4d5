import { expect, it } from 'vitest'
import { orderStatuses } from '../contract/order-values'
import { nextStatusesOf } from '../contract/staff-orders'
import { orderPolicy } from './order-policy'

it('counts as closed exactly the confirmed statuses no step leads out of', () => {
  const ends = orderStatuses.filter((status) => status !== 'awaiting_verification' && nextStatusesOf(status).length === 0)
  expect([...orderPolicy.closedStatuses].sort()).toEqual([...ends].sort())
})
