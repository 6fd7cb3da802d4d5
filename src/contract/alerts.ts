/**
 * Price, stock and new-match alerts (decision 0098). zod/mini: the alert form validates with the
 * same schema in the browser. A request watches a car (its price drop, its return to stock, or
 * both) or a market search (new cars matching it, the search as the market URL's query string),
 * and names where the alerts go: an e-mail address (confirmed by a link) or a Saudi mobile
 * (confirmed by an SMS code).
 */
import * as z from 'zod/mini'
import type { FieldErrorKey } from './field-errors.ts'
import { emailSchema, saudiMobileSchema, verificationCodeSchema } from './orders.ts'
import { maxId } from './values.ts'

const issue = (key: FieldErrorKey) => ({ error: key })

export const alertKinds = ['price_drop', 'back_in_stock', 'new_matches'] as const
export type AlertKind = (typeof alertKinds)[number]

/** The longest market query string an alert keeps (the market's filters fit well inside it). */
export const maxMarketQueryLength = 1000

const target = {
  carId: z.optional(z.int(issue('choice')).check(z.positive(issue('choice')), z.maximum(maxId, issue('choice')))),
  priceDrop: z.optional(z.boolean()),
  backInStock: z.optional(z.boolean()),
  marketQuery: z.optional(z.string().check(z.maxLength(maxMarketQueryLength, issue('choice')))),
}

export const newAlertSchema = z
  .discriminatedUnion('channel', [
    z.object({ ...target, channel: z.literal('email'), email: emailSchema }),
    z.object({ ...target, channel: z.literal('sms'), mobile: saudiMobileSchema }),
  ])
  .check(
    z.refine((input) => input.carId === undefined || input.priceDrop === true || input.backInStock === true, {
      ...issue('choice'),
      path: ['priceDrop'],
    }),
    z.refine((input) => (input.carId === undefined) !== (input.marketQuery === undefined), { ...issue('choice'), path: ['carId'] }),
  )
export type NewAlertInput = z.input<typeof newAlertSchema>
export type NewAlert = z.output<typeof newAlertSchema>

/** An e-mail request: a confirmation mail is on its way, if one was due (the answer never says more). */
export const alertConfirmationSentSchema = z.object({ status: z.literal('confirmation_sent') })
/** An SMS request: the code went to the mobile; `pendingId` names the request when the code is typed. */
export const alertCodeSentSchema = z.object({ status: z.literal('code_sent'), pendingId: z.uuid(), expiresAt: z.iso.datetime() })
export const alertRequestedSchema = z.union([alertConfirmationSentSchema, alertCodeSentSchema])
export type AlertRequested = z.output<typeof alertRequestedSchema>

export const verifyAlertCodeSchema = z.object({ pendingId: z.uuid(), mobile: saudiMobileSchema, code: verificationCodeSchema })
export type VerifyAlertCodeInput = z.input<typeof verifyAlertCodeSchema>

/**
 * A token from a message's link: `k.<id>.<expiry>.<signature>` confirms a request's alerts,
 * `a.<id>.<signature>` opens one's alerts and ends them (src/domain/subscription-tokens.ts).
 */
export const alertTokenSchema = z.string().check(z.regex(/^[ka](?:\.[A-Za-z0-9_-]{1,40}){2,3}$/))
export const alertTokenBodySchema = z.object({ token: alertTokenSchema })
export const removeAlertSchema = z.object({ token: alertTokenSchema, alertId: z.uuid() })

export const alertSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(alertKinds),
  /** The watched car (null for a search): its title in the language asked, its price now, and whether it is still for sale. */
  car: z.nullable(z.object({ id: z.number(), title: z.string(), priceSar: z.number(), onMarket: z.boolean() })),
  /** The saved search's filters, as the market's query string (`brand=toyota&priceMax=80000`). */
  marketQuery: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
})
export type AlertSummary = z.output<typeof alertSummarySchema>

export const alertListSchema = z.object({ channel: z.enum(['email', 'sms']), alerts: z.array(alertSummarySchema) })
export type AlertList = z.output<typeof alertListSchema>

export const alertsConfirmedSchema = z.object({ status: z.literal('confirmed') })
export const alertRemovedSchema = z.object({ status: z.literal('removed') })
export const alertsEndedSchema = z.object({ status: z.literal('unsubscribed') })
