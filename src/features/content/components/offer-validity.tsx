import { Trans } from '@lingui/react/macro'
import type { OfferSummary } from '../../../contract/content'
import { formatDate, formatHijriDate } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { ClockIcon } from '../../../components/icons/icons'
import { unbreakable } from '../../../lib/no-break'

/** "Valid from … to …", Gregorian, with the Hijri dates under it. */
export function OfferValidity({ offer }: { offer: Pick<OfferSummary, 'startsOn' | 'endsOn'> }) {
  const locale = useLocale()
  const from = formatDate(offer.startsOn, locale)
  const to = formatDate(offer.endsOn, locale)
  const hijriFrom = unbreakable(formatHijriDate(offer.startsOn, locale))
  const hijriTo = unbreakable(formatHijriDate(offer.endsOn, locale))
  return (
    <div className="flex items-start gap-2 text-sm" data-testid="offer-validity">
      <ClockIcon className="mt-1 size-4 shrink-0 text-brand-700" />
      <div>
        <p className="font-medium text-ink">
          <Trans>
            Valid from <time dateTime={offer.startsOn}>{from}</time> to <time dateTime={offer.endsOn}>{to}</time>
          </Trans>
        </p>
        <p className="text-muted">
          <Trans comment="Offer page: the offer dates in the Hijri calendar, first day to last day">
            {hijriFrom} to {hijriTo}
          </Trans>
        </p>
      </div>
    </div>
  )
}
