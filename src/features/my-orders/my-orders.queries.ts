import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import { fetchMyOrders } from './my-orders.functions'

/** The buyer's orders: always asked again (a session ends by itself, staff move orders). */
export const myOrdersQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['my-orders', locale], queryFn: () => fetchMyOrders({ data: { locale } }), staleTime: 0 })
