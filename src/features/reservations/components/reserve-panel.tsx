import { useLingui } from '@lingui/react/macro'
import { LinkButton } from '../../../components/ui/link-button'
import type { ReservationOffer } from '../../../contract/reservations'
import { formatSar } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'

/**
 * On a car page: "Reserve with a refundable deposit" while a unit can be reserved; "Reserved" when
 * every unit the dealer has ready is held for other buyers; nothing when the dealer holds none.
 */
export function ReservePanel({ carId, colorId, offer }: { carId: number; colorId?: number; offer: ReservationOffer }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const deposit = formatSar(offer.depositHalalas / 100, locale)
  if (offer.available === 0 && offer.reserved > 0) {
    return (
      <p
        className="inline-flex items-center rounded-full bg-accent-50 px-3 py-1 text-sm font-bold text-accent-600"
        data-testid="car-reserved"
      >
        {t({ message: 'Reserved', comment: 'Car page: every unit the dealer has ready is held by other buyers' })}
      </p>
    )
  }
  if (offer.available === 0) return null
  return (
    <div className="space-y-1">
      <LinkButton
        to="/{-$locale}/reserve"
        params={{ locale: localeParam }}
        search={{ carId, colorId }}
        variant="secondary"
        size="lg"
        data-testid="reserve-link"
      >
        {t({ message: `Reserve for ${deposit}`, comment: 'Car page: link to reserve the car, with the refundable deposit amount' })}
      </LinkButton>
      <p className="text-sm text-ink-soft">
        {t({ message: `Refundable in full · held for ${offer.holdHours} hours`, comment: 'Car page: under the reserve link' })}
      </p>
    </div>
  )
}
