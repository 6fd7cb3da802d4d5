import { describe, expect, it } from 'vitest'
import { financeLimits, quoteFinance } from './finance'

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

  it('quotes terms of 12 to 60 months and refuses anything shorter or longer', () => {
    const base = { priceSar: 100_000, downPaymentSar: 10_000, balloonSar: 0, termMonths: 48, annualProfitRatePercent: 5 }
    // 90,000 financed at 5% a year: 4,500 profit per year of the term.
    expect(quoteFinance({ ...base, termMonths: 60 })).toEqual({
      financedSar: 90_000,
      totalProfitSar: 22_500,
      monthlySar: 1_875,
      totalPaidSar: 122_500,
    })
    expect(quoteFinance({ ...base, termMonths: 12 })).toEqual({
      financedSar: 90_000,
      totalProfitSar: 4_500,
      monthlySar: 7_875,
      totalPaidSar: 104_500,
    })
    expect(quoteFinance({ ...base, termMonths: 61 })).toBeNull()
    expect(quoteFinance({ ...base, termMonths: 72 })).toBeNull()
    expect(quoteFinance({ ...base, termMonths: 11 })).toBeNull()
    expect(financeLimits).toEqual({ minTermMonths: 12, maxTermMonths: 60, maxDownPaymentShare: 0.9, maxBalloonShare: 0.5 })
  })

  it('accepts no down payment up to 90% down, a balloon up to half the price, and a 0% rate', () => {
    const base = { priceSar: 100_000, downPaymentSar: 10_000, balloonSar: 0, termMonths: 48, annualProfitRatePercent: 5 }
    expect(quoteFinance({ ...base, downPaymentSar: 0 })?.financedSar).toBe(100_000)
    expect(quoteFinance({ ...base, downPaymentSar: 90_000 })?.financedSar).toBe(10_000)
    expect(quoteFinance({ ...base, downPaymentSar: 90_001 })).toBeNull()
    expect(quoteFinance({ ...base, balloonSar: 50_000 })?.monthlySar).toBe(Math.round((90_000 + 18_000 - 50_000) / 48))
    expect(quoteFinance({ ...base, balloonSar: 50_001 })).toBeNull()
    expect(quoteFinance({ ...base, annualProfitRatePercent: 0 })).toEqual({
      financedSar: 90_000,
      totalProfitSar: 0,
      monthlySar: 1_875,
      totalPaidSar: 100_000,
    })
  })

  it('refuses impossible amounts', () => {
    const base = { priceSar: 100_000, downPaymentSar: 10_000, balloonSar: 0, termMonths: 48, annualProfitRatePercent: 5 }
    expect(quoteFinance(base)).not.toBeNull()
    expect(quoteFinance({ ...base, priceSar: 0 })).toBeNull()
    expect(quoteFinance({ ...base, downPaymentSar: -1 })).toBeNull()
    expect(quoteFinance({ ...base, balloonSar: -1 })).toBeNull()
    expect(quoteFinance({ ...base, annualProfitRatePercent: -1 })).toBeNull()
    for (const field of ['priceSar', 'downPaymentSar', 'balloonSar', 'termMonths', 'annualProfitRatePercent'] as const) {
      expect(quoteFinance({ ...base, [field]: Number.NaN }), field).toBeNull()
      expect(quoteFinance({ ...base, [field]: Number.POSITIVE_INFINITY }), field).toBeNull()
    }
  })

  it('refuses a balloon that leaves nothing to pay monthly', () => {
    // 10% down and a 50% balloon at 0% over 12 months still leaves 40% to pay monthly …
    expect(
      quoteFinance({ priceSar: 100_000, downPaymentSar: 10_000, balloonSar: 50_000, termMonths: 12, annualProfitRatePercent: 0 })
        ?.monthlySar,
    ).toBe(3_333)
    // … but with 50% down and a 50% balloon nothing is left.
    expect(
      quoteFinance({ priceSar: 100_000, downPaymentSar: 50_000, balloonSar: 50_000, termMonths: 12, annualProfitRatePercent: 0 }),
    ).toBeNull()
  })

  it('rounds every amount to whole riyals', () => {
    expect(quoteFinance({ priceSar: 100_000.4, downPaymentSar: 0.2, balloonSar: 0, termMonths: 36, annualProfitRatePercent: 3.3 })).toEqual(
      {
        financedSar: 100_000,
        totalProfitSar: 9_900,
        monthlySar: 3_053,
        totalPaidSar: 109_900,
      },
    )
  })
})
