import { describe, expect, it } from 'vitest'
import {
  advertisedDownPayment,
  advertisedFinance,
  advertisedInstalment,
  offerTerms,
  financeCaps,
  financeRules,
  maxInstalmentFor,
  quoteFinance,
  type FinanceInput,
} from './finance'

const base: FinanceInput = { priceSar: 100_000, downPaymentSar: 10_000, balloonSar: 0, termMonths: 48, annualProfitRatePercent: 5 }

function monthly(input: FinanceInput) {
  const result = quoteFinance(input)
  return result.ok ? result.quote.monthlySar : result.refusal
}

describe('indicative finance quote', () => {
  it('spreads a flat profit over the term after the down payment', () => {
    // 120,000 price, 20,000 down → 100,000 financed; 4% × 5 years = 20,000 profit; 120,000 / 60.
    expect(quoteFinance({ priceSar: 120_000, downPaymentSar: 20_000, balloonSar: 0, termMonths: 60, annualProfitRatePercent: 4 })).toEqual({
      ok: true,
      quote: { financedSar: 100_000, totalProfitSar: 20_000, monthlySar: 2_000, totalPaidSar: 140_000 },
    })
  })

  it('takes the final balloon out of the monthly amount', () => {
    const result = quoteFinance({
      priceSar: 120_000,
      downPaymentSar: 20_000,
      balloonSar: 30_000,
      termMonths: 60,
      annualProfitRatePercent: 4,
    })
    expect(result).toEqual({
      ok: true,
      quote: { financedSar: 100_000, totalProfitSar: 20_000, monthlySar: 1_500, totalPaidSar: 140_000 },
    })
  })

  it('refuses the 27-riyal quote: 60,000 down and a 40,000 balloon on a 94,900 car', () => {
    const input = { priceSar: 94_900, downPaymentSar: 60_000, balloonSar: 40_000, termMonths: 60, annualProfitRatePercent: 4.49 }
    expect(quoteFinance(input)).toEqual({
      ok: false,
      refusal: { rule: 'belowPrice', priceSar: 94_900, downPaymentSar: 60_000, balloonSar: 40_000 },
    })
    // Within the price, the balloon is still above 40% of it (37,960).
    expect(quoteFinance({ ...input, downPaymentSar: 20_000 })).toEqual({ ok: false, refusal: { rule: 'balloon', maxBalloonSar: 37_960 } })
  })

  it('needs the down payment and the balloon together below the price', () => {
    expect(monthly({ ...base, downPaymentSar: 60_000, balloonSar: 39_999, termMonths: 12, annualProfitRatePercent: 0 })).toBe(0)
    expect(monthly({ ...base, downPaymentSar: 60_000, balloonSar: 39_988, termMonths: 12, annualProfitRatePercent: 0 })).toBe(1)
    expect(monthly({ ...base, downPaymentSar: 60_000, balloonSar: 40_000, termMonths: 12, annualProfitRatePercent: 0 })).toEqual({
      rule: 'belowPrice',
      priceSar: 100_000,
      downPaymentSar: 60_000,
      balloonSar: 40_000,
    })
  })

  it('quotes terms of 12 to 60 whole months and refuses anything else', () => {
    // 90,000 financed at 5% a year: 4,500 profit per year of the term.
    expect(quoteFinance({ ...base, termMonths: 60 })).toEqual({
      ok: true,
      quote: { financedSar: 90_000, totalProfitSar: 22_500, monthlySar: 1_875, totalPaidSar: 122_500 },
    })
    expect(quoteFinance({ ...base, termMonths: 12 })).toEqual({
      ok: true,
      quote: { financedSar: 90_000, totalProfitSar: 4_500, monthlySar: 7_875, totalPaidSar: 104_500 },
    })
    const term = { rule: 'term', minTermMonths: 12, maxTermMonths: 60 }
    expect(monthly({ ...base, termMonths: 61 })).toEqual(term)
    expect(monthly({ ...base, termMonths: 72 })).toEqual(term)
    expect(monthly({ ...base, termMonths: 11 })).toEqual(term)
    expect(monthly({ ...base, termMonths: 36.5 })).toEqual(term)
    expect(financeRules).toEqual({
      minTermMonths: 12,
      maxTermMonths: 60,
      maxDownPaymentShare: 0.9,
      maxBalloonShare: 0.4,
      maxSalaryShare: 1 / 3,
    })
  })

  it('accepts no down payment up to 90% down, a balloon up to 40% of the price, and a 0% rate', () => {
    expect(financeCaps(94_900)).toEqual({ maxDownPaymentSar: 85_410, maxBalloonSar: 37_960 })
    expect(quoteFinance({ ...base, downPaymentSar: 0 })).toMatchObject({ ok: true, quote: { financedSar: 100_000 } })
    expect(quoteFinance({ ...base, downPaymentSar: 90_000 })).toMatchObject({ ok: true, quote: { financedSar: 10_000 } })
    expect(monthly({ ...base, downPaymentSar: 90_001 })).toEqual({ rule: 'downPayment', maxDownPaymentSar: 90_000 })
    expect(monthly({ ...base, balloonSar: 40_000 })).toBe(Math.round((90_000 + 18_000 - 40_000) / 48))
    expect(monthly({ ...base, balloonSar: 40_001 })).toEqual({ rule: 'balloon', maxBalloonSar: 40_000 })
    expect(quoteFinance({ ...base, annualProfitRatePercent: 0 })).toEqual({
      ok: true,
      quote: { financedSar: 90_000, totalProfitSar: 0, monthlySar: 1_875, totalPaidSar: 100_000 },
    })
  })

  it('keeps the instalment within a third of the salary when one is given (SAMA)', () => {
    // 1,875 a month (60 months); a third of 5,625 is exactly 1,875.
    const sixty = { ...base, termMonths: 60 }
    expect(maxInstalmentFor(5_625)).toBe(1_875)
    expect(maxInstalmentFor(7_500)).toBe(2_500)
    expect(maxInstalmentFor(5_624)).toBe(1_874)
    expect(quoteFinance({ ...sixty, salarySar: 5_625 })).toEqual({
      ok: true,
      quote: { financedSar: 90_000, totalProfitSar: 22_500, monthlySar: 1_875, totalPaidSar: 122_500 },
      maxMonthlySar: 1_875,
    })
    expect(monthly({ ...sixty, salarySar: 5_624 })).toEqual({ rule: 'salary', monthlySar: 1_875, maxMonthlySar: 1_874, salarySar: 5_624 })
    expect(monthly({ ...sixty, salarySar: 0 })).toEqual({ rule: 'salary', monthlySar: 1_875, maxMonthlySar: 0, salarySar: 0 })
  })

  it('refuses impossible amounts', () => {
    expect(quoteFinance(base).ok).toBe(true)
    expect(monthly({ ...base, priceSar: 0 })).toEqual({ rule: 'amounts' })
    expect(monthly({ ...base, downPaymentSar: -1 })).toEqual({ rule: 'amounts' })
    expect(monthly({ ...base, balloonSar: -1 })).toEqual({ rule: 'amounts' })
    expect(monthly({ ...base, annualProfitRatePercent: -1 })).toEqual({ rule: 'amounts' })
    expect(monthly({ ...base, salarySar: -1 })).toEqual({ rule: 'amounts' })
    for (const field of ['priceSar', 'downPaymentSar', 'balloonSar', 'termMonths', 'annualProfitRatePercent', 'salarySar'] as const) {
      expect(monthly({ ...base, [field]: Number.NaN }), field).toEqual({ rule: 'amounts' })
      expect(monthly({ ...base, [field]: Number.POSITIVE_INFINITY }), field).toEqual({ rule: 'amounts' })
    }
  })

  it('rounds every amount to whole riyals', () => {
    expect(quoteFinance({ priceSar: 100_000.4, downPaymentSar: 0.2, balloonSar: 0, termMonths: 36, annualProfitRatePercent: 3.3 })).toEqual(
      {
        ok: true,
        quote: { financedSar: 100_000, totalProfitSar: 9_900, monthlySar: 3_053, totalPaidSar: 109_900 },
      },
    )
  })
})

describe('the advertised "from … / month"', () => {
  it('is the calculator quote at 15% down, 60 months and 4.49%', () => {
    expect(advertisedFinance).toEqual({ downPaymentShare: 0.15, termMonths: 60, annualProfitRatePercent: 4.49 })
    expect(advertisedDownPayment(94_900)).toBe(14_235)
    // 80,665 financed × (1 + 4.49% × 5) ÷ 60 = 1,646.24.
    expect(advertisedInstalment(94_900)).toBe(1_646)
    const calculator = quoteFinance({
      priceSar: 94_900,
      downPaymentSar: 14_235,
      balloonSar: 0,
      termMonths: 60,
      annualProfitRatePercent: 4.49,
    })
    expect(calculator.ok && calculator.quote.monthlySar).toBe(advertisedInstalment(94_900))
    expect(advertisedInstalment(100_000)).toBe(1_735)
    expect(advertisedInstalment(0)).toBe(0)
  })

  it("is quoted at an offer's own rate when it has one: 0% spreads the financed amount evenly", () => {
    // 80,665 financed ÷ 60 = 1,344.42.
    expect(advertisedInstalment(94_900, { annualProfitRatePercent: 0 })).toBe(1_344)
    expect(advertisedInstalment(94_900, { annualProfitRatePercent: 4.49 })).toBe(advertisedInstalment(94_900))
  })

  it("is quoted on an offer's own term and least down payment, as the calculator quotes them", () => {
    // 0% for 12 months with 20% down: 75,920 financed ÷ 12 = 6,326.67.
    const offer = { annualProfitRatePercent: 0, termMonths: 12, downPaymentShare: 0.2 }
    expect(advertisedInstalment(94_900, offer)).toBe(6_327)
    const calculator = quoteFinance({ priceSar: 94_900, downPaymentSar: 18_980, balloonSar: 0, termMonths: 12, annualProfitRatePercent: 0 })
    expect(calculator.ok && calculator.quote.monthlySar).toBe(advertisedInstalment(94_900, offer))
    expect(advertisedDownPayment(94_900, 0.2)).toBe(18_980)
    // Each left out is the advertised one: 4.49% over 24 months with 15% down = 80,665 × 1.0898 ÷ 24.
    expect(advertisedInstalment(94_900, { termMonths: 24 })).toBe(3_663)
    expect(advertisedInstalment(94_900, { downPaymentShare: 0.3 })).toBe(1_356)
    expect(advertisedInstalment(94_900, { termMonths: undefined, annualProfitRatePercent: undefined })).toBe(1_646)
  })
})

describe('offerTerms', () => {
  it("takes an offer's rate, term and least down payment", () => {
    expect(offerTerms({ profitRatePercent: 0, financeTermMonths: 12, minDownPaymentPercent: 20 })).toEqual({
      annualProfitRatePercent: 0,
      termMonths: 12,
      downPaymentShare: 0.2,
    })
  })

  it('fills what the offer leaves unset with the advertised term and down payment', () => {
    const terms = offerTerms({ profitRatePercent: 1.99, financeTermMonths: null, minDownPaymentPercent: null })
    expect(terms).toEqual({ annualProfitRatePercent: 1.99, termMonths: 60, downPaymentShare: 0.15 })
    expect(advertisedInstalment(94_900, terms)).toBe(advertisedInstalment(94_900, { annualProfitRatePercent: 1.99 }))
    expect(offerTerms({ profitRatePercent: 0, financeTermMonths: null, minDownPaymentPercent: 0 }).downPaymentShare).toBe(0)
  })
})
