/**
 * A finance offer's least down payment (decisions 0084 and 0085): an offer quoted at "20% down"
 * is not given on less. The car page's calculator and the server's check of an order placed under
 * the offer read this one rule, so the figure the calculator refuses is the one the dealer's API
 * refuses, and the one it starts from (`advertisedDownPayment` at the same share) always passes.
 * The sentence that names the figure is `offer-down-payment-message.ts`.
 */
import { advertisedDownPayment, advertisedFinance } from './finance.ts'

/** What decides an offer's least down payment, as stored: no rate means no finance terms at all. */
export type OfferDownPaymentTerms = { profitRatePercent: number | string | null; minDownPaymentPercent: number | null }

/**
 * The share of the price an offer asks as the least first payment, as `offerTerms` quotes it: its
 * own percentage, else the advertised 15%; null for an offer with no finance terms (a cash offer),
 * which asks for nothing.
 */
export function offerDownPaymentShare(offer: OfferDownPaymentTerms): number | null {
  if (offer.profitRatePercent === null) return null
  return offer.minDownPaymentPercent === null ? advertisedFinance.downPaymentShare : offer.minDownPaymentPercent / 100
}

/** The least first payment, in whole riyals, an offer asking `share` of the price takes on `priceSar`. */
export function offerLeastDownPayment(priceSar: number, share: number): number {
  return advertisedDownPayment(priceSar, share)
}

/**
 * The least first payment when `downPaymentSar` is below it, else null (also for no share: an
 * offer without finance terms).
 */
export function offerDownPaymentShortfall(priceSar: number, downPaymentSar: number, share: number | null): number | null {
  if (share === null) return null
  const least = offerLeastDownPayment(priceSar, share)
  return downPaymentSar < least ? least : null
}
