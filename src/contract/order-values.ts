/**
 * The orders' enumerations, zod-free: the staff inbox's search schema reads them in the browser,
 * and a route module's imports are part of every page's first load. From ./orders.ts they would
 * bring the order forms' schemas with them (decision 0021).
 */

export const orderTypes = ['individual', 'company'] as const
export const purchaseTypes = ['cash', 'finance'] as const
export const workSectors = ['government', 'military', 'private', 'retired'] as const
export const licenceStatuses = ['valid', 'expired', 'none'] as const
export const orderStatuses = [
  'awaiting_verification',
  'received',
  'under_review',
  'contacted',
  'approved',
  'rejected',
  'completed',
] as const
/**
 * A finance order's credit answers are erased this many days after the order is closed (PDPL:
 * their purpose, the bank application, is over); staff pages say so.
 */
export const creditRetentionAfterCloseDays = 90

export type OrderType = (typeof orderTypes)[number]
export type PurchaseType = (typeof purchaseTypes)[number]
export type WorkSector = (typeof workSectors)[number]
export type LicenceStatus = (typeof licenceStatuses)[number]
export type OrderStatus = (typeof orderStatuses)[number]
