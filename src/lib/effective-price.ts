/**
 * One price rule (issue 36, decision 0085): a car has a list price and, when staff set one, a sale
 * (competitive) price. The price a buyer pays, and so the one every card, filter, sort, calculator,
 * "from … / month", order, structured data and link preview uses, is the sale price when it is below
 * the list price; the list price is then shown struck through beside it. A sale price at or above the
 * list price is no saving and changes nothing.
 *
 * The database keeps the same figure in the generated column `cars.effective_price_sar` from
 * `effectivePriceSql`, so the market filters and sorts on exactly what the card shows.
 */

/** The car's two stored prices, riyals with VAT; the sale price is null when there is none. */
export type StoredPrices = { listPriceSar: number; salePriceSar: number | null }

/** What a buyer is shown: the price to pay, and the list price to strike through (null: none). */
export type ShownPrice = { priceSar: number; wasSar: number | null }

export function effectivePriceSar({ listPriceSar, salePriceSar }: StoredPrices): number {
  return salePriceSar !== null && salePriceSar < listPriceSar ? salePriceSar : listPriceSar
}

export function shownPrice(prices: StoredPrices): ShownPrice {
  const priceSar = effectivePriceSar(prices)
  return { priceSar, wasSar: priceSar < prices.listPriceSar ? prices.listPriceSar : null }
}

/**
 * The rule in SQL, over the `cars` columns, for the generated column. `least` ignores a null, so a
 * car without a sale price keeps its list price. A migration repeats it as text; the rule's test
 * reads the latest one, so the two cannot drift apart.
 */
export const effectivePriceSql = 'least(price_sar, competitive_price_sar)'
