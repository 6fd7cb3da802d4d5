/**
 * The staff inboxes' list filters, sorts and limits, zod-free: the inbox routes' search schemas
 * read them in the browser, and a route module's imports are part of every page's first load.
 */
export const contactMessageFilters = ['all', 'waiting', 'handled'] as const
export type ContactMessageFilter = (typeof contactMessageFilters)[number]

export const subscriberStatuses = ['confirmed', 'pending'] as const
export type SubscriberStatus = (typeof subscriberStatuses)[number]

/** How the orders inbox can be sorted. */
export const staffOrderSorts = ['newest', 'oldest'] as const
export type StaffOrderSort = (typeof staffOrderSorts)[number]

/** The statuses an order shows in the inbox: every one but `awaiting_verification`. */
export const inboxStatuses = ['received', 'under_review', 'contacted', 'approved', 'rejected', 'completed'] as const
export type InboxStatus = (typeof inboxStatuses)[number]

export const staffOrderLimits = {
  noteMaxLength: 1000,
  /** Longest search text: a mobile number written with spaces, or a reference. */
  searchMaxLength: 40,
  pageSize: 20,
} as const
