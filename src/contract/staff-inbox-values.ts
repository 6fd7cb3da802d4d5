/**
 * The staff inbox's list filters, zod-free: the inbox routes' search schemas read them in the
 * browser, and a route module's imports are part of every page's first load.
 */
export const contactMessageFilters = ['all', 'waiting', 'handled'] as const
export type ContactMessageFilter = (typeof contactMessageFilters)[number]

export const subscriberStatuses = ['confirmed', 'pending'] as const
export type SubscriberStatus = (typeof subscriberStatuses)[number]
