/**
 * Indicative car-finance instalments as Saudi banks quote them: a flat annual profit rate on the
 * financed amount (price − down payment), spread over the term, with an optional final balloon
 * ("last batch") paid at the end instead of in the monthly amount. Only indicative: the bank's
 * offer depends on salary, commitments and its own fees.
 */
export type FinanceInput = {
  priceSar: number
  downPaymentSar: number
  balloonSar: number
  termMonths: number
  annualProfitRatePercent: number
}

export type FinanceQuote = {
  financedSar: number
  totalProfitSar: number
  monthlySar: number
  totalPaidSar: number
}

export const financeLimits = { minTermMonths: 12, maxTermMonths: 60, maxDownPaymentShare: 0.9, maxBalloonShare: 0.5 } as const

export function quoteFinance(input: FinanceInput): FinanceQuote | null {
  const { priceSar, downPaymentSar, balloonSar, termMonths, annualProfitRatePercent } = input
  if (![priceSar, downPaymentSar, balloonSar, termMonths, annualProfitRatePercent].every(Number.isFinite)) return null
  if (priceSar <= 0 || downPaymentSar < 0 || balloonSar < 0 || annualProfitRatePercent < 0) return null
  if (termMonths < financeLimits.minTermMonths || termMonths > financeLimits.maxTermMonths) return null
  if (downPaymentSar > priceSar * financeLimits.maxDownPaymentShare) return null
  if (balloonSar > priceSar * financeLimits.maxBalloonShare) return null

  const financedSar = priceSar - downPaymentSar
  const totalProfitSar = financedSar * (annualProfitRatePercent / 100) * (termMonths / 12)
  const instalmentsPart = financedSar + totalProfitSar - balloonSar
  if (instalmentsPart <= 0) return null
  const monthlySar = instalmentsPart / termMonths
  return {
    financedSar: Math.round(financedSar),
    totalProfitSar: Math.round(totalProfitSar),
    monthlySar: Math.round(monthlySar),
    totalPaidSar: Math.round(downPaymentSar + financedSar + totalProfitSar),
  }
}
