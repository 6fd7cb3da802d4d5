/**
 * "Price reduced" on a car's page (decision 0077): shown when the car's latest price change lowered it
 * within the last 30 days. The struck-through price is the lowest price the car had in the 30 days
 * before that reduction, so raising a price for a day and cutting it again never shows a made-up
 * "was" price. Null when there is nothing to show.
 */
export const priceReducedDays = 30

const dayMs = 86_400_000

export type PriceChangeAt = { changedAt: Date; oldPriceSar: number; newPriceSar: number }

export function reducedFromSar(
  history: readonly PriceChangeAt[],
  currentPriceSar: number,
  now: Date,
  days: number = priceReducedDays,
): number | null {
  const newestFirst = [...history].sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime())
  const latest = newestFirst[0]
  if (!latest || latest.newPriceSar !== currentPriceSar || latest.newPriceSar >= latest.oldPriceSar) return null
  if (now.getTime() - latest.changedAt.getTime() > days * dayMs) return null
  const windowStart = latest.changedAt.getTime() - days * dayMs
  let lowest = latest.oldPriceSar
  // Each earlier change inside the window: the price before it and the price it set were both held then.
  for (const change of newestFirst.slice(1)) {
    if (change.changedAt.getTime() < windowStart) break
    lowest = Math.min(lowest, change.oldPriceSar, change.newPriceSar)
  }
  return lowest > currentPriceSar ? lowest : null
}
