import type { OfferSummary } from '../../contract/content'

export type OfferStatus = 'upcoming' | 'current' | 'ended'

/** ISO dates compare as text; an old shared link still opens its offer, marked as ended. */
export function offerStatus(offer: Pick<OfferSummary, 'startsOn' | 'endsOn'>, today: string): OfferStatus {
  if (today < offer.startsOn) return 'upcoming'
  if (today > offer.endsOn) return 'ended'
  return 'current'
}
