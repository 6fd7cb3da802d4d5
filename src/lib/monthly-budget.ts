/**
 * The market's "monthly instalment up to …" filter (issue 40, decision 0096). The advertised
 * instalment (`advertisedInstalment`, the "from … / month" on every card) never falls as the price
 * rises, so "instalment at most M" is the same set of cars as "price at most P" for the highest
 * price P whose instalment is still at most M. The database then filters and sorts on the one
 * price column it already indexes, and the figure a card shows is by construction the one the
 * filter used: no second formula in SQL to drift from the calculator.
 */
import { advertisedInstalment } from './finance.ts'

/** The highest price the API takes (src/contract/catalogue.ts); the search never goes past it. */
export const maxBudgetPriceSar = 100_000_000

/** The highest whole-riyal price whose advertised instalment is at most `monthlySar` (0 when none is). */
export function highestPriceWithin(monthlySar: number): number {
  if (!(monthlySar >= 0)) return 0
  if (advertisedInstalment(maxBudgetPriceSar) <= monthlySar) return maxBudgetPriceSar
  // Invariant: instalment(low) <= monthlySar < instalment(high).
  let low = 0
  let high = maxBudgetPriceSar
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (advertisedInstalment(middle) <= monthlySar) low = middle
    else high = middle
  }
  return low
}
