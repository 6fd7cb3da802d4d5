/**
 * The orders' enumerations and the forms' limits, zod-free: the staff inbox's search schema and
 * the order pages' URL schemas read them in the browser, and a route module's imports are part of
 * every page's first load. From ./orders.ts they would bring the order forms' schemas with them,
 * built while every page starts (decision 0021).
 */

import { emailMaxLength } from './email-address.ts'

/** Limits of the order forms, stated once. */
export const orderLimits = {
  nameMaxLength: 100,
  textMaxLength: 200,
  addressMaxLength: 300,
  emailMaxLength,
  maxAmount: 10_000_000,
  maxInstallmentMonths: 60,
  minInstallmentMonths: 12,
  minQuantity: 1,
  /** Cars of one line of a company's order (one model in one colour). */
  maxQuantity: 500,
  /** Lines of a company's order: a fleet of more models is a conversation with sales, not a form. */
  maxOrderLines: 10,
  /** The last place a line's colour may name in its car's colour list (0 first). */
  maxColorIndex: 99,
  codeLength: 6,
} as const

export const orderTypes = ['individual', 'company'] as const
export const purchaseTypes = ['cash', 'finance'] as const
export const workSectors = ['government', 'military', 'private', 'retired'] as const
export const licenceStatuses = ['valid', 'expired', 'none'] as const
/**
 * An order's stage, internal to the dealer (decision 0081). `received` to `ready` are open;
 * the rest close the order with an outcome, and staff may reopen a closed order. What the buyer
 * sees and is texted is a coarser `BuyerStep` (`buyerStepOf`). New values are only ever appended:
 * PostgreSQL's enum gets them with `ALTER TYPE … ADD VALUE`.
 */
export const orderStatuses = [
  'awaiting_verification',
  'received',
  'under_review',
  'contacted',
  'approved',
  'rejected',
  'completed',
  'ready',
  'finance_declined',
  'cancelled',
  'duplicate',
  'lost',
] as const
/** The stages in the order staff pick them (the open ones first, as the work goes). */
export const openOrderStages = ['received', 'under_review', 'contacted', 'approved', 'ready'] as const
/** Outcomes: the order is closed; moving it to an open stage reopens it. */
export const closedOrderStages = ['completed', 'rejected', 'finance_declined', 'cancelled', 'duplicate', 'lost'] as const
/** Every stage staff may move a confirmed order to. */
export const staffOrderStages = [...openOrderStages, ...closedOrderStages] as const
export type StaffOrderStage = (typeof staffOrderStages)[number]

/**
 * What the buyer sees of an order (tracking) and is told about (SMS). Internal stages (under
 * review, contacted) read as `received`; a duplicate or an order lost to another dealer reads as
 * `closed`, never as a refusal.
 */
export const buyerSteps = [
  'awaiting_verification',
  'received',
  'approved',
  'ready',
  'completed',
  'declined',
  'cancelled',
  'closed',
] as const
export type BuyerStep = (typeof buyerSteps)[number]

const buyerStepByStatus: Record<(typeof orderStatuses)[number], BuyerStep> = {
  awaiting_verification: 'awaiting_verification',
  received: 'received',
  under_review: 'received',
  contacted: 'received',
  approved: 'approved',
  ready: 'ready',
  completed: 'completed',
  rejected: 'declined',
  finance_declined: 'declined',
  cancelled: 'cancelled',
  duplicate: 'closed',
  lost: 'closed',
}
export const buyerStepOf = (status: (typeof orderStatuses)[number]): BuyerStep => buyerStepByStatus[status]

/**
 * The stages that text the buyer (unless staff choose not to): the ones that mean something to
 * them. `received` is texted once, when the buyer confirms the order; a buyer who cancelled asked
 * for it themselves; a duplicate or a lost order is nothing the buyer needs to hear about.
 */
export const notifyingOrderStages = [
  'approved',
  'ready',
  'completed',
  'rejected',
  'finance_declined',
] as const satisfies readonly StaffOrderStage[]
export const isNotifyingStage = (status: string): boolean => (notifyingOrderStages as readonly string[]).includes(status)
export const isClosedStage = (status: string): boolean => (closedOrderStages as readonly string[]).includes(status)

/**
 * The stages from which the buyer may withdraw their own order in "My orders" (decision 0099):
 * before staff approved it. Once approved (or closed) only the showroom can change it.
 */
export const buyerWithdrawableStages = ['received', 'under_review', 'contacted'] as const satisfies readonly StaffOrderStage[]
export const buyerMayWithdraw = (status: string): boolean => (buyerWithdrawableStages as readonly string[]).includes(status)

/**
 * How staff reached a buyer when they record a contact on an order (decision 0087). The first one
 * recorded answers a company order's promise of a reply within 24 hours.
 */
export const orderContactChannels = ['call', 'whatsapp', 'email'] as const
export type OrderContactChannel = (typeof orderContactChannels)[number]

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

/**
 * How staff took an order for a buyer (decision 0092): on the phone, or in the showroom. An order
 * the buyer placed on the site has none.
 */
export const staffOrderChannels = ['phone', 'walk_in'] as const
export type StaffOrderChannel = (typeof staffOrderChannels)[number]
/**
 * How a staff-taken order's mobile was proven: the buyer read out the SMS code, or the staff member
 * saw the buyer in person and checked the mobile (walk-in only).
 */
export const staffOrderConfirmations = ['sms_code', 'in_person'] as const
export type StaffOrderConfirmation = (typeof staffOrderConfirmations)[number]
