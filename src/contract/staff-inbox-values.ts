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

/** The stages an order shows in the inbox: every one but `awaiting_verification` (decision 0081). */
export const inboxStatuses = [
  'received',
  'under_review',
  'contacted',
  'approved',
  'ready',
  'completed',
  'rejected',
  'finance_declined',
  'cancelled',
  'duplicate',
  'lost',
] as const
export type InboxStatus = (typeof inboxStatuses)[number]

/** The inbox's assignee filter: `mine`, the signed-in staff member's orders; `nobody`, unassigned ones. */
export const inboxAssignees = ['mine', 'nobody'] as const
export type InboxAssignee = (typeof inboxAssignees)[number]

/**
 * The inbox's queues (decision 0087): `awaiting_reply`, company orders still waiting for their first
 * recorded contact, by time left (overdue first).
 */
export const inboxQueues = ['awaiting_reply'] as const
export type InboxQueue = (typeof inboxQueues)[number]

export const staffOrderLimits = {
  noteMaxLength: 1000,
  /** Longest search text: a name, company or e-mail address (a mobile or reference is shorter). */
  searchMaxLength: 100,
  pageSize: 20,
} as const
