/**
 * The finance calculator's rate choice names a bank by its slug, the advertised rate, or an offer
 * running on the car as `offer-<id>` (decision 0085). The car page's URL keeps it, and the order
 * link reads it back (decision 0084): an offer chosen there is the order's offer, not a bank.
 */
export const offerRateChoice = (offerId: number): string => `offer-${offerId}`

/** The offer a rate choice names, or null when it names a bank or the advertised rate. */
export function offerIdOfRateChoice(choice: string | undefined): number | null {
  const match = /^offer-([1-9]\d{0,8})$/.exec(choice ?? '')
  return match ? Number(match[1]) : null
}
