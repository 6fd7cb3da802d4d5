/**
 * The branch that should handle an order: the one nearest to the buyer's city as the crow flies
 * (decision 0086). The order forms preselect it and the API falls back on it when a client names
 * no branch, so both choose alike.
 */

export type Place = { lat: number; lng: number }

const earthRadiusKm = 6371
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Place, b: Place): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The nearest of `branches` to `from`; on a tie the earlier one (branches come in the dealer's order). */
export function nearestBranch<B extends Place>(from: Place, branches: readonly B[]): B | undefined {
  let best: B | undefined
  let bestKm = Infinity
  for (const branch of branches) {
    const km = distanceKm(from, branch)
    if (km < bestKm) {
      best = branch
      bestKm = km
    }
  }
  return best
}
