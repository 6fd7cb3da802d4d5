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
import { citySlugs, maxId } from './values.ts'
import { buyerSteps, licenceStatuses, orderStatuses, orderTypes, purchaseTypes, workSectors } from './order-values.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { requiredLine } from './text.ts'
import { emailMaxLength, isEmailAddress } from './email-address.ts'

export {
  buyerStepOf,
  buyerSteps,
  closedOrderStages,
  isClosedStage,
  isNotifyingStage,
  notifyingOrderStages,
  openOrderStages,
  orderContactChannels,
  type OrderContactChannel,
  staffOrderStages,
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
} from './order-values.ts'

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
  maxQuantity: 500,
  codeLength: 6,
} as const

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
const citySchema = z.enum(citySlugs, issue('choice'))
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
  carId: carIdSchema,
}

/** Cash orders carry no finance fields; any a form still holds are dropped, never stored. */
export const individualOrderSchema = z.discriminatedUnion('purchaseType', [
  z.object({ type: z.literal('individual'), name: personNameSchema, ...contactFields, city: citySchema, purchaseType: z.literal('cash') }),
  z.object({
    type: z.literal('individual'),
    name: personNameSchema,
    ...contactFields,
    city: citySchema,
    purchaseType: z.literal('finance'),
    finance: financeDetailsSchema,
  }),
])

const companyFields = {
  type: z.literal('company'),
  companyName: requiredLine(orderLimits.textMaxLength),
  ceoName: personNameSchema,
  headquartersCity: citySchema,
  headquartersAddress: requiredLine(orderLimits.addressMaxLength),
  activity: requiredLine(orderLimits.textMaxLength),
  quantity: wholeNumber('quantity', orderLimits.minQuantity, orderLimits.maxQuantity),
  contactName: personNameSchema,
  ...contactFields,
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

/**
 * Order references: short, read aloud over the phone without confusion (Crockford's base32: no
 * I, L, O or U), and not guessable (50 random bits). Typed in any case, with or without the dash.
 */
export const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const referencePattern = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/

export const orderReferenceSchema = z.pipe(
  z.string(issue('required')),
  z.transform((value, context) => {
    const compact = normalizeDigits(value).toUpperCase().replace(/[\s-]/g, '')
    const reference = `${compact.slice(0, 5)}-${compact.slice(5)}`
    if (!referencePattern.test(reference)) {
      context.issues.push({ code: 'custom', message: 'reference', input: value })
      return z.NEVER
    }
    return reference
  }),
)

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

export const orderVerifiedSchema = z.object({ reference: z.string(), status: z.enum(orderStatuses) })
export type OrderVerified = z.output<typeof orderVerifiedSchema>

export const trackedOrderSchema = z.object({
  reference: z.string(),
  type: z.enum(orderTypes),
  purchaseType: z.enum(purchaseTypes),
  /** `id` is null once the dealer no longer lists the car; the title is the one ordered. */
  car: z.object({ id: z.nullable(z.number()), title: z.string() }),
  /** What the buyer sees (decision 0081): internal stages read as `received`, a duplicate as `closed`. */
  status: z.enum(buyerSteps),
  history: z.array(z.object({ status: z.enum(buyerSteps), at: instant })),
})
export type TrackedOrder = z.output<typeof trackedOrderSchema>
