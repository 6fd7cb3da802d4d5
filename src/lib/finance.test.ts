import { describe, expect, it } from 'vitest'
import { quoteFinance } from './finance'

describe('indicative finance quote', () => {
  it('spreads a flat profit over the term after the down payment', () => {
    // 120,000 price, 20,000 down → 100,000 financed; 4% × 5 years = 20,000 profit; 120,000 / 60.
    expect(quoteFinance({ priceSar: 120_000, downPaymentSar: 20_000, balloonSar: 0, termMonths: 60, annualProfitRatePercent: 4 })).toEqual({
      financedSar: 100_000,
      totalProfitSar: 20_000,
      monthlySar: 2_000,
      totalPaidSar: 140_000,
    })
  })

  it('takes the final balloon out of the monthly amount', () => {
    const quote = quoteFinance({
      priceSar: 120_000,
      downPaymentSar: 20_000,
      balloonSar: 30_000,
      termMonths: 60,
      annualProfitRatePercent: 4,
    })
    expect(quote?.monthlySar).toBe(1_500)
    expect(quote?.totalPaidSar).toBe(140_000)
  })

  it('refuses terms beyond 60 months and impossible amounts', () => {
    const base = { priceSar: 100_000, downPaymentSar: 10_000, balloonSar: 0, termMonths: 48, annualProfitRatePercent: 5 }
    expect(quoteFinance({ ...base, termMonths: 72 })).toBeNull()
    expect(quoteFinance({ ...base, termMonths: 6 })).toBeNull()
    expect(quoteFinance({ ...base, downPaymentSar: 95_000 })).toBeNull()
    expect(quoteFinance({ ...base, balloonSar: 60_000 })).toBeNull()
    expect(quoteFinance({ ...base, priceSar: Number.NaN })).toBeNull()
    expect(quoteFinance({ ...base, annualProfitRatePercent: -1 })).toBeNull()
  })
})
