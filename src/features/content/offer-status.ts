import type { OfferSummary } from '../../contract/content'

export type OfferStatus = 'upcoming' | 'current' | 'ended'

/**
 * Today's date in Saudi Arabia, `YYYY-MM-DD`, the calendar offers' validity is written in.
 * Routes take it in their loader, so the server's HTML and the hydrating browser agree on it.
 */
export { saudiDate as saudiToday } from '../../domain/saudi-calendar'

/** ISO dates compare as text; an old shared link still opens its offer, marked as ended. */
export function offerStatus(offer: Pick<OfferSummary, 'startsOn' | 'endsOn'>, today: string): OfferStatus {
  if (today < offer.startsOn) return 'upcoming'
  if (today > offer.endsOn) return 'ended'
  return 'current'
}
