/**
 * Purchase orders: what a visitor sends, and what the API answers. Written with zod/mini because
 * the order forms validate with the very same schemas in the browser (decision 0021); the
 * server function and the API validate again with them. Field issues carry a key from
 * ./field-errors.ts, which the storefront turns into a sentence in the visitor's language.
 */
import * as z from 'zod/mini'
import { normalizeDigits } from '../lib/digits.ts'
import { parseAmount } from '../lib/amount.ts'
import { toSaudiMobileE164 } from '../lib/phone.ts'
import { maxId } from './values.ts'
import { saudiCitySlugs } from './saudi-city-slugs.ts'
import { crNumberSchema, vatNumberSchema } from './registration-numbers.ts'
import { buyerSteps, licenceStatuses, orderLimits, orderStatuses, orderTypes, purchaseTypes, workSectors } from './order-values.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { requiredLine } from './text.ts'
import { orderReferenceSchema } from './order-reference.ts'
import { isEmailAddress } from './email-address.ts'

export {
  buyerMayWithdraw,
  buyerStepOf,
  buyerSteps,
  buyerWithdrawableStages,
  closedOrderStages,
  isClosedStage,
  isNotifyingStage,
  notifyingOrderStages,
  openOrderStages,
  orderContactChannels,
  type OrderContactChannel,
  staffOrderStages,
  staffOrderChannels,
  type StaffOrderChannel,
  staffOrderConfirmations,
  type StaffOrderConfirmation,
  licenceStatuses,
  orderStatuses,
  orderTypes,
  purchaseTypes,
  workSectors,
  type BuyerStep,
  type LicenceStatus,
  type OrderStatus,
  type StaffOrderStage,
  type OrderType,
  type PurchaseType,
  type WorkSector,
  orderLimits,
} from './order-values.ts'

const issue = (key: FieldErrorKey) => ({ error: key })

/** One line: a name goes on a row of the dealer's plain-text mail (`hasLineBreak`). */
export const personNameSchema = requiredLine(orderLimits.nameMaxLength, 'name')

/** Typed any way a Saudi types it; kept as E.164. */
export const saudiMobileSchema = z.pipe(
  z.string(issue('required')),
  z.transform((value, context) => {
    const e164 = toSaudiMobileE164(value)
    if (e164 === null) {
      context.issues.push({ code: 'custom', message: 'mobile', input: value })
      return z.NEVER
    }
    return e164
  }),
)

export { emailAddressPattern } from './email-address.ts'

/**
 * An e-mail address as every form and the API take it: the one rule of ./email-address.ts, which
 * the mail and the pages can carry unchanged. Kept trimmed and in lower case.
 */
export const emailSchema = z.string(issue('required')).check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, issue('required')),
  // Lengths included (254 in all, 64 before the @).
  z.refine(isEmailAddress, issue('email')),
)

/**
 * A whole number of riyals or months: a JSON number, or text as a visitor types it, read by the
 * one amount parser (src/lib/amount.ts) that the calculator and the price filter use too.
 */
function wholeNumber(key: FieldErrorKey, min: number, max: number) {
  return z.pipe(
    z.union([z.number(), z.string()], issue('required')),
    z.transform((value, context) => {
      const result = parseAmount(value, { min, max })
      if (result.ok) return result.value
      context.issues.push({ code: 'custom', message: result.reason === 'empty' ? 'required' : key, input: value })
      return z.NEVER
    }),
  )
}

const amountSchema = wholeNumber('amount', 0, orderLimits.maxAmount)
const carIdSchema = z.int(issue('required')).check(z.positive(issue('required')), z.maximum(maxId, issue('required')))
/** Any Saudi city of ./saudi-cities.ts (decision 0086): where the buyer lives, or where a company's cars go. */
const citySchema = z.enum(saudiCitySlugs, issue('choice'))
/**
 * The branch that handles the order. The forms preselect the nearest to the city; a client that
 * names none gets that nearest one too (src/lib/nearest-branch.ts).
 */
const branchIdSchema = z.optional(z.int(issue('choice')).check(z.positive(issue('choice')), z.maximum(maxId, issue('choice'))))
// A list to choose from, like the other finance answers: its sentence says so, empty or not.
const bankSchema = z.string(issue('choice')).check(z.minLength(1, issue('choice')), z.maxLength(64, issue('choice')))

/** What a visitor answers about their finance; asked, validated and kept only for finance. */
export const financeDetailsSchema = z.object({
  bank: bankSchema,
  workSector: z.enum(workSectors, issue('choice')),
  salary: amountSchema,
  monthlyCommitments: amountSchema,
  downPayment: amountSchema,
  installmentMonths: wholeNumber('months', orderLimits.minInstallmentMonths, orderLimits.maxInstallmentMonths),
  /**
   * The final (balloon) payment the calculator's plan ends with; absent or 0 for none. Its upper
   * limit depends on the car's price, so the server checks it (src/lib/finance.ts's rules).
   */
  finalPayment: z.optional(amountSchema),
  hasMortgage: z.boolean(issue('choice')),
  hasPaymentDelays: z.boolean(issue('choice')),
  licenceStatus: z.enum(licenceStatuses, issue('choice')),
  /** Saudi PDPL: credit data is processed only with this explicit consent. */
  creditConsent: z.literal(true, issue('consent')),
})
export type FinanceDetails = z.output<typeof financeDetailsSchema>

const contactFields = {
  mobile: saudiMobileSchema,
  email: emailSchema,
}

const optionalIdSchema = z.optional(z.int(issue('choice')).check(z.positive(issue('choice')), z.maximum(maxId, issue('choice'))))

/**
 * What the buyer chose on the way (decision 0084): the car's colour (one of its colours, by id)
 * and the offer the order starts from. Whether they belong to the car, and the offer is live, is
 * the server's to check.
 */
const choiceFields = {
  colorId: optionalIdSchema,
  offerId: optionalIdSchema,
}

const individualFields = {
  type: z.literal('individual'),
  name: personNameSchema,
  ...contactFields,
  carId: carIdSchema,
  ...choiceFields,
  city: citySchema,
  branchId: branchIdSchema,
}

/** Cash orders carry no finance fields; any a form still holds are dropped, never stored. */
export const individualOrderSchema = z.discriminatedUnion('purchaseType', [
  z.object({ ...individualFields, purchaseType: z.literal('cash') }),
  z.object({ ...individualFields, purchaseType: z.literal('finance'), finance: financeDetailsSchema }),
])

/** One line of a company's order: a car (model and trim), its colour or none preferred, how many. */
export const orderLineSchema = z.object({
  carId: carIdSchema,
  /**
   * One of the car's colours by its place in the car's list (0 first), as the car page's `color`
   * names it; null or absent: the company has no preference.
   */
  color: z.optional(
    z.nullable(z.int(issue('choice')).check(z.nonnegative(issue('choice')), z.maximum(orderLimits.maxColorIndex, issue('choice')))),
  ),
  quantity: wholeNumber('quantity', orderLimits.minQuantity, orderLimits.maxQuantity),
})
export type OrderLine = z.output<typeof orderLineSchema>

const companyFields = {
  type: z.literal('company'),
  companyName: requiredLine(orderLimits.textMaxLength),
  /** Commercial registration and VAT numbers, by the dealer settings' own rule (the VAT number goes on the invoice). */
  crNumber: crNumberSchema,
  vatNumber: vatNumberSchema,
  ceoName: personNameSchema,
  headquartersCity: citySchema,
  headquartersAddress: requiredLine(orderLimits.addressMaxLength),
  activity: requiredLine(orderLimits.textMaxLength),
  lines: z
    .array(orderLineSchema, issue('orderLines'))
    .check(z.minLength(1, issue('orderLines')), z.maxLength(orderLimits.maxOrderLines, issue('orderLines'))),
  deliveryCity: citySchema,
  branchId: branchIdSchema,
  contactName: personNameSchema,
  ...contactFields,
  /** The offer the quotation request starts from; it must list every line's car (or list none). */
  offerId: choiceFields.offerId,
}

export const companyOrderSchema = z.discriminatedUnion('purchaseType', [
  z.object({ ...companyFields, purchaseType: z.literal('cash') }),
  z.object({ ...companyFields, purchaseType: z.literal('finance'), bank: bankSchema }),
])

export const placeOrderSchema = z.discriminatedUnion('type', [individualOrderSchema, companyOrderSchema])
export type PlaceOrderInput = z.input<typeof placeOrderSchema>
export type PlaceOrder = z.output<typeof placeOrderSchema>
export type IndividualOrder = z.output<typeof individualOrderSchema>
export type CompanyOrder = z.output<typeof companyOrderSchema>

// In a module of their own: the trade-in page's URL schema, in every page's first load, reads them.
export { orderReferenceSchema, referenceAlphabet, referencePattern } from './order-reference.ts'

/** Six digits, typed or pasted in any digits, spaces ignored. */
export const verificationCodeSchema = z.pipe(
  z.string(issue('required')),
  z.transform((value, context) => {
    const code = normalizeDigits(value).replace(/\s/g, '')
    if (!new RegExp(`^\\d{${orderLimits.codeLength}}$`).test(code)) {
      context.issues.push({ code: 'custom', message: 'code', input: value })
      return z.NEVER
    }
    return code
  }),
)

/**
 * The code steps name the order by its reference and the mobile it was placed with, as tracking
 * does: a reference alone told anyone whether it existed, and let anyone use up its five tries.
 */
export const verifyOrderSchema = z.object({ code: verificationCodeSchema, mobile: saudiMobileSchema })
export const resendOrderCodeSchema = z.object({ mobile: saudiMobileSchema })
export const trackOrderSchema = z.object({ reference: orderReferenceSchema, phone: saudiMobileSchema })
export type TrackOrderInput = z.input<typeof trackOrderSchema>

// ── Answers ───────────────────────────────────────────────────────────────────────────────────

const instant = z.iso.datetime({ offset: true })

export const orderPlacedSchema = z.object({
  reference: z.string(),
  status: z.literal('awaiting_verification'),
  /** When the code just sent stops working. */
  expiresAt: instant,
  /** When a new code may be asked for. */
  resendAvailableAt: instant,
})
export type OrderPlaced = z.output<typeof orderPlacedSchema>

export const codeResentSchema = z.object({ expiresAt: instant, resendAvailableAt: instant })
export type CodeResent = z.output<typeof codeResentSchema>

const localizedSchema = z.object({ ar: z.string(), en: z.string() })

/**
 * What was ordered, as the success screen sums it up: names in both languages, so the language
 * switch after the confirmation shows it in the new one. `plan` is a finance order's plan.
 */
export const orderSummarySchema = z.object({
  type: z.enum(orderTypes),
  purchaseType: z.enum(purchaseTypes),
  car: localizedSchema,
  color: z.nullable(localizedSchema),
  offer: z.nullable(localizedSchema),
  city: localizedSchema,
  bank: z.nullable(localizedSchema),
  plan: z.nullable(z.object({ downPayment: z.number(), termMonths: z.number(), finalPayment: z.number() })),
  quantity: z.nullable(z.number()),
})
export type OrderSummary = z.output<typeof orderSummarySchema>

export const orderVerifiedSchema = z.object({
  reference: z.string(),
  status: z.enum(orderStatuses),
  /** Absent when the order was confirmed by an earlier request (a repeat finds it confirmed). */
  summary: z.optional(orderSummarySchema),
})
export type OrderVerified = z.output<typeof orderVerifiedSchema>

export const trackedOrderSchema = z.object({
  reference: z.string(),
  type: z.enum(orderTypes),
  purchaseType: z.enum(purchaseTypes),
  /** `id` is null once the dealer no longer lists the car; the title is the one ordered. */
  car: z.object({ id: z.nullable(z.number()), title: z.string() }),
  /** The colour and offer as they were named when ordered, in the request's language. */
  color: z.nullable(z.string()),
  offer: z.nullable(z.string()),
  /** A finance order's bank and plan, as the buyer chose them. */
  bank: z.nullable(z.string()),
  plan: z.nullable(z.object({ downPayment: z.number(), termMonths: z.number(), finalPayment: z.number() })),
  /** A company's lines (model, colour or null for any, quantity); empty for an individual's order. */
  lines: z.array(z.object({ title: z.string(), color: z.nullable(z.string()), quantity: z.number() })),
  /** What the buyer sees (decision 0081): internal stages read as `received`, a duplicate as `closed`. */
  status: z.enum(buyerSteps),
  history: z.array(z.object({ status: z.enum(buyerSteps), at: instant })),
})
export type TrackedOrder = z.output<typeof trackedOrderSchema>
