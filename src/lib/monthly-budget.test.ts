import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { advertisedInstalment } from './finance'
import { highestPriceWithin, maxBudgetPriceSar } from './monthly-budget'

describe('highestPriceWithin', () => {
  it('is the price limit of exactly the cars whose advertised instalment fits the month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 0, max: 120_000 }), (priceSar, monthlySar) => {
        expect(advertisedInstalment(priceSar) <= monthlySar).toBe(priceSar <= highestPriceWithin(monthlySar))
      }),
      { numRuns: 2000 },
    )
  })

  it('sits on the boundary: its own instalment fits, one riyal more does not', () => {
    for (const monthlySar of [500, 1999, 2000, 2001, 3333]) {
      const limit = highestPriceWithin(monthlySar)
      expect(advertisedInstalment(limit)).toBeLessThanOrEqual(monthlySar)
      expect(advertisedInstalment(limit + 1)).toBeGreaterThan(monthlySar)
    }
    // 2,000 a month at 15% down, 60 months and 4.49% buys a car of about 115,000 riyals.
    expect(highestPriceWithin(2000)).toBeGreaterThan(114_000)
    expect(highestPriceWithin(2000)).toBeLessThan(116_000)
  })

  it('answers no car for a negative or unreadable month, and every car for a huge one', () => {
    expect(highestPriceWithin(-1)).toBe(0)
    expect(highestPriceWithin(Number.NaN)).toBe(0)
    // Only a price of a few riyals rounds to nothing a month; no car costs that.
    expect(advertisedInstalment(highestPriceWithin(0))).toBe(0)
    expect(highestPriceWithin(0)).toBeLessThan(100)
    expect(highestPriceWithin(10_000_000)).toBe(maxBudgetPriceSar)
  })
})
