/**
 * The orders inbox's URL: every filter, the search, the sort and the page live in it, so a view
 * can be reloaded, bookmarked and shared between staff. Like every URL schema here, a bad or stale
 * value is dropped instead of failing the page (src/lib/search-params.ts).
 */
import * as z from 'zod/mini'
import { isCalendarDay } from '../../contract/calendar-day'
import { orderTypes, purchaseTypes } from '../../contract/order-values'
import { inboxAssignees, inboxQueues, inboxStatuses, staffOrderLimits, staffOrderSorts } from '../../contract/staff-inbox-values'
import type { ListStaffOrdersInput } from '../../contract/staff-orders-api'
import { saudiCitySlugs } from '../../contract/saudi-city-slugs'
import { optionalParam, pageParam } from '../../lib/search-params'

const day = z.string().check(z.refine(isCalendarDay))

export const inboxSearchSchema = z.object({
  status: optionalParam(z.enum(inboxStatuses)),
  type: optionalParam(z.enum(orderTypes)),
  purchaseType: optionalParam(z.enum(purchaseTypes)),
  city: optionalParam(z.enum(saudiCitySlugs)),
  from: optionalParam(day),
  to: optionalParam(day),
  /** `mine`: "my orders", the signed-in staff member's; `nobody`: not yet assigned. */
  assignee: optionalParam(z.enum(inboxAssignees)),
  /** `awaiting_reply`: company orders still waiting for their first recorded contact, by time left (decision 0087). */
  queue: optionalParam(z.enum(inboxQueues)),
  q: optionalParam(z.string().check(z.trim(), z.minLength(1), z.maxLength(staffOrderLimits.searchMaxLength))),
  /** Not `sort`: the market's `sort` takes other values, and links that keep a page's search would mix them. */
  sortBy: z.catch(z._default(z.enum(staffOrderSorts), 'newest'), 'newest'),
  page: pageParam(),
})
export type InboxSearch = z.output<typeof inboxSearchSchema>

export const inboxSearchDefaults = { sortBy: 'newest', page: 1 } as const

/** The API's query for a view of the inbox. */
export function inboxQuery(search: InboxSearch): ListStaffOrdersInput {
  return { ...inboxFilters(search), sort: search.sortBy, page: search.page }
}

/** The filters and search in force, without sort and page: what the CSV export takes. */
export function inboxFilters(search: InboxSearch) {
  const { status, type, purchaseType, city, from, to, q, assignee, queue } = search
  return { status, type, purchaseType, city, from, to, q, assignee, queue }
}

export function hasInboxFilters(search: InboxSearch): boolean {
  return Boolean(
    search.queue ||
    search.assignee ||
    search.status ||
    search.type ||
    search.purchaseType ||
    search.city ||
    search.from ||
    search.to ||
    search.q,
  )
}
