/**
 * A buyer's "My orders" (decision 0099): what the sign-in sends and what the API answers. zod/mini,
 * as the order forms' schemas: the sign-in form validates with these in the browser.
 */
import * as z from 'zod/mini'
import { alertSummarySchema } from './alerts.ts'
import { saudiMobileSchema, trackedOrderSchema, verificationCodeSchema } from './orders.ts'

export const buyerSignInCodeRequestSchema = z.object({ mobile: saudiMobileSchema })
export type BuyerSignInCodeRequestInput = z.input<typeof buyerSignInCodeRequestSchema>

export const buyerSignInSchema = z.object({ mobile: saudiMobileSchema, code: verificationCodeSchema })

const instant = z.iso.datetime({ offset: true })

/** The same answer whether or not the mobile has ordered: nothing tells them apart. */
export const buyerSignInCodeSentSchema = z.object({
  /** When the code just sent stops working. */
  expiresAt: instant,
  /** When a new code may be asked for. */
  resendAvailableAt: instant,
})
export type BuyerSignInCodeSent = z.output<typeof buyerSignInCodeSentSchema>

export const buyerSessionSchema = z.object({
  /** Present as `Authorization: Bearer <token>` on the buyer's operations; the storefront keeps it in an httpOnly cookie. */
  token: z.string(),
  /** The session ends then, whatever happens meanwhile. */
  expiresAt: instant,
})

/** An order as its buyer sees it: tracking's view, when it was placed, and whether they may still withdraw it. */
export const buyerOrderSchema = z.extend(trackedOrderSchema, {
  placedAt: instant,
  /** Staff have not approved it yet (nor closed it): the buyer may withdraw it. */
  withdrawable: z.boolean(),
})
export type BuyerOrder = z.output<typeof buyerOrderSchema>

export const buyerOrdersSchema = z.object({
  /** The mobile the session proved (E.164): every order listed was placed with it. */
  mobile: z.string(),
  /** When the session ends. */
  expiresAt: instant,
  /** Newest first. */
  orders: z.array(buyerOrderSchema),
  /** The confirmed SMS alerts of the same mobile, oldest first: a buyer may remove them here too. */
  alerts: z.array(alertSummarySchema),
})
export type BuyerOrders = z.output<typeof buyerOrdersSchema>

export const withdrawnOrderSchema = z.object({ order: buyerOrderSchema })

export const buyerSignedOutSchema = z.object({ signedOut: z.literal(true) })
