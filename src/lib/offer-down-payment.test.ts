import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { advertisedDownPayment, advertisedInstalment, offerTerms, quoteFinance } from './finance'
import { offerDownPaymentShare, offerDownPaymentShortfall, offerLeastDownPayment } from './offer-down-payment'

describe('offerDownPaymentShare', () => {
  it('is the offer’s own least percentage, as a share of the price', () => {
    expect(offerDownPaymentShare({ profitRatePercent: 0, minDownPaymentPercent: 20 })).toBe(0.2)
    expect(offerDownPaymentShare({ profitRatePercent: '3.50', minDownPaymentPercent: 0 })).toBe(0)
    expect(offerDownPaymentShare({ profitRatePercent: '0.00', minDownPaymentPercent: 90 })).toBe(0.9)
  })

  it('is the advertised 15% for a finance offer that sets none, and nothing for an offer without finance terms', () => {
    expect(offerDownPaymentShare({ profitRatePercent: 0, minDownPaymentPercent: null })).toBe(0.15)
    expect(offerDownPaymentShare({ profitRatePercent: null, minDownPaymentPercent: null })).toBeNull()
    expect(offerDownPaymentShare({ profitRatePercent: null, minDownPaymentPercent: 20 })).toBeNull()
  })

  it('is the share the offer is quoted on (offerTerms), so the offer page, the calculator and the order agree', () => {
    for (const minDownPaymentPercent of [null, 0, 10, 20, 35, 90]) {
      const share = offerDownPaymentShare({ profitRatePercent: 0, minDownPaymentPercent })
      expect(share).toBe(offerTerms({ profitRatePercent: 0, financeTermMonths: 12, minDownPaymentPercent }).downPaymentShare)
    }
  })
})

describe('offerLeastDownPayment', () => {
  it('is the share of the price in whole riyals, rounded as the calculator starts from it', () => {
    expect(offerLeastDownPayment(67_000, 0.2)).toBe(13_400)
    expect(offerLeastDownPayment(67_003, 0.2)).toBe(13_401)
    expect(offerLeastDownPayment(67_002, 0.2)).toBe(13_400)
    expect(offerLeastDownPayment(99_900, 0)).toBe(0)
  })
})

describe('offerDownPaymentShortfall', () => {
  it('names the least first payment when the one given is below it, and nothing at or above it', () => {
    expect(offerDownPaymentShortfall(67_000, 13_399, 0.2)).toBe(13_400)
    expect(offerDownPaymentShortfall(67_000, 0, 0.2)).toBe(13_400)
    expect(offerDownPaymentShortfall(67_000, 13_400, 0.2)).toBeNull()
    expect(offerDownPaymentShortfall(67_000, 20_000, 0.2)).toBeNull()
  })

  it('asks nothing of an offer without finance terms, nor of one that asks 0%', () => {
    expect(offerDownPaymentShortfall(67_000, 0, null)).toBeNull()
    expect(offerDownPaymentShortfall(67_000, 0, 0)).toBeNull()
  })

  it('accepts the figure the calculator starts an offer from, and refuses one riyal less (any price, any share)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 90 }), (price, percent) => {
        const share = percent / 100
        const start = advertisedDownPayment(price, share)
        expect(offerDownPaymentShortfall(price, start, share)).toBeNull()
        if (start > 0) expect(offerDownPaymentShortfall(price, start - 1, share)).toBe(start)
      }),
    )
  })

  it('refuses exactly the first payments below the least one, whatever the amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 90 }),
        (price, down, percent) => {
          const least = offerLeastDownPayment(price, percent / 100)
          expect(offerDownPaymentShortfall(price, down, percent / 100)).toBe(down < least ? least : null)
        },
      ),
    )
  })

  it('leaves the offer page’s own figure quotable: its down payment passes and the instalment is the advertised one', () => {
    const terms = offerTerms({ profitRatePercent: 0, financeTermMonths: 12, minDownPaymentPercent: 20 })
    const down = advertisedDownPayment(67_000, terms.downPaymentShare)
    expect(offerDownPaymentShortfall(67_000, down, terms.downPaymentShare)).toBeNull()
    const quote = quoteFinance({ priceSar: 67_000, downPaymentSar: down, balloonSar: 0, termMonths: 12, annualProfitRatePercent: 0 })
    expect(quote.ok && quote.quote.monthlySar).toBe(advertisedInstalment(67_000, terms))
  })
})
