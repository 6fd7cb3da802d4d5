/**
 * Indicative car-finance instalments as Saudi banks quote them: a flat annual profit rate on the
 * financed amount (price − down payment), spread over the term, with an optional final balloon
 * ("last batch") paid at the end instead of in the monthly amount. Only indicative: the bank's
 * offer depends on salary, commitments and its own fees.
 *
 * The rules a Saudi lender applies, and the figures, are in
 * docs/decisions/0050-amounts-and-finance-rules.md. One function quotes both the calculator and
 * the "from … / month" on cards and car pages, with the assumptions in `advertisedFinance`.
 */
import { advertisedFinance } from './advertised-finance.ts'

export type FinanceInput = {
  priceSar: number
  downPaymentSar: number
  balloonSar: number
  termMonths: number
  annualProfitRatePercent: number
  /** Monthly salary, when the visitor gave one: the instalment must then fit SAMA's share of it. */
  salarySar?: number
}

export type FinanceQuote = {
  financedSar: number
  totalProfitSar: number
  monthlySar: number
  totalPaidSar: number
}

export const financeRules = {
  minTermMonths: 12,
  maxTermMonths: 60,
  /** At least a tenth of the price is financed; a larger down payment is a cash purchase. */
  maxDownPaymentShare: 0.9,
  /** The final (balloon) payment is at most 40% of the price. */
  maxBalloonShare: 0.4,
  /** SAMA's responsible-lending limit: monthly instalments at most a third (33.33%) of the salary. */
  maxSalaryShare: 1 / 3,
} as const

/** What the "from … / month" assumes, and where the calculator starts: 15% down, 60 months, 4.49%. */
export { advertisedFinance }

/** Why an instalment cannot be quoted: the rule, with the numbers that broke it. */
export type FinanceRefusal =
  | { rule: 'amounts' }
  | { rule: 'term'; minTermMonths: number; maxTermMonths: number }
  | { rule: 'belowPrice'; priceSar: number; downPaymentSar: number; balloonSar: number }
  | { rule: 'downPayment'; maxDownPaymentSar: number }
  | { rule: 'balloon'; maxBalloonSar: number }
  | { rule: 'salary'; monthlySar: number; maxMonthlySar: number; salarySar: number }

export type FinanceResult =
  | { ok: true; quote: FinanceQuote; /** The most a salary allows a month, when one was given. */ maxMonthlySar?: number }
  | { ok: false; refusal: FinanceRefusal }

/** The most a lender finances as a balloon or takes as a down payment, in whole riyals. */
export function financeCaps(priceSar: number) {
  return {
    maxDownPaymentSar: Math.floor(priceSar * financeRules.maxDownPaymentShare),
    maxBalloonSar: Math.floor(priceSar * financeRules.maxBalloonShare),
  }
}

/** The highest monthly instalment a salary allows under SAMA's limit, in whole riyals. */
export function maxInstalmentFor(salarySar: number): number {
  return Math.floor(salarySar * financeRules.maxSalaryShare)
}

export function quoteFinance(input: FinanceInput): FinanceResult {
  const { priceSar, downPaymentSar, balloonSar, termMonths, annualProfitRatePercent, salarySar } = input
  const refuse = (refusal: FinanceRefusal): FinanceResult => ({ ok: false, refusal })
  const numbers = [priceSar, downPaymentSar, balloonSar, termMonths, annualProfitRatePercent, salarySar ?? 0]
  if (!numbers.every(Number.isFinite) || numbers.some((value) => value < 0) || priceSar === 0) return refuse({ rule: 'amounts' })
  const { minTermMonths, maxTermMonths } = financeRules
  if (!Number.isInteger(termMonths) || termMonths < minTermMonths || termMonths > maxTermMonths) {
    return refuse({ rule: 'term', minTermMonths, maxTermMonths })
  }
  if (downPaymentSar + balloonSar >= priceSar) return refuse({ rule: 'belowPrice', priceSar, downPaymentSar, balloonSar })
  const { maxDownPaymentSar, maxBalloonSar } = financeCaps(priceSar)
  if (downPaymentSar > maxDownPaymentSar) return refuse({ rule: 'downPayment', maxDownPaymentSar })
  if (balloonSar > maxBalloonSar) return refuse({ rule: 'balloon', maxBalloonSar })

  const financedSar = priceSar - downPaymentSar
  const totalProfitSar = financedSar * (annualProfitRatePercent / 100) * (termMonths / 12)
  const monthlySar = Math.round((financedSar + totalProfitSar - balloonSar) / termMonths)
  const quote: FinanceQuote = {
    financedSar: Math.round(financedSar),
    totalProfitSar: Math.round(totalProfitSar),
    monthlySar,
    totalPaidSar: Math.round(downPaymentSar + financedSar + totalProfitSar),
  }
  if (salarySar === undefined) return { ok: true, quote }
  const maxMonthlySar = maxInstalmentFor(salarySar)
  if (monthlySar > maxMonthlySar) return refuse({ rule: 'salary', monthlySar, maxMonthlySar, salarySar })
  return { ok: true, quote, maxMonthlySar }
}

/** The down payment the advertised instalment assumes, and the calculator starts with. */
export function advertisedDownPayment(priceSar: number, downPaymentShare: number = advertisedFinance.downPaymentShare): number {
  return Math.round(priceSar * downPaymentShare)
}

/** What a finance offer sets of its own; what it leaves out is the advertised assumption. */
export type OfferFinanceTerms = { downPaymentShare?: number; termMonths?: number; annualProfitRatePercent?: number }

/**
 * The "from … / month" of a car: the calculator's own quote at the advertised assumptions, so the
 * card, the car page and the calculator's first figure are the same number. A finance offer (a 0%
 * offer) quotes its cars on its own rate, term and least down payment instead, so the figure is
 * one the offer gives: 0% over 60 months would be a figure a 12-month offer never quotes.
 */
export function advertisedInstalment(priceSar: number, terms: OfferFinanceTerms = {}): number {
  const { downPaymentShare, termMonths, annualProfitRatePercent } = { ...advertisedFinance, ...definedOnly(terms) }
  const result = quoteFinance({
    priceSar,
    downPaymentSar: advertisedDownPayment(priceSar, downPaymentShare),
    balloonSar: 0,
    termMonths,
    annualProfitRatePercent,
  })
  // Only a price of 0 has no quote; the catalogue's prices are positive.
  return result.ok ? result.quote.monthlySar : 0
}

/** A finance offer as stored: its rate, and the term and least down payment (percent) it may set. */
export type FinanceOffer = { profitRatePercent: number; financeTermMonths: number | null; minDownPaymentPercent: number | null }

/**
 * The whole terms a finance offer is quoted on: what it leaves unset is the advertised assumption.
 * The offer page's "from … / month", the words stating them beside it, and the car page
 * calculator's choice of the offer all start here, so the three give the same figure.
 */
export function offerTerms(offer: FinanceOffer): Required<OfferFinanceTerms> {
  return {
    annualProfitRatePercent: offer.profitRatePercent,
    termMonths: offer.financeTermMonths ?? advertisedFinance.termMonths,
    downPaymentShare: offer.minDownPaymentPercent === null ? advertisedFinance.downPaymentShare : offer.minDownPaymentPercent / 100,
  }
}

// An offer's term left unset arrives as undefined; it must not replace the advertised figure.
function definedOnly(terms: OfferFinanceTerms): OfferFinanceTerms {
  return Object.fromEntries(Object.entries(terms).filter(([, value]) => value !== undefined))
}
