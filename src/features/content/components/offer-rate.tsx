import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'

/**
 * A finance offer's profit rate, "Profit rate 0%". Only null hides it: 0 is the offer's point, so
 * the check is never a truthiness one.
 */
export function OfferRate({ ratePercent }: { ratePercent: number | null }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (ratePercent === null) return null
  const rate = formatNumber(ratePercent, locale)
  return (
    <p className="text-sm font-bold text-accent-600" data-testid="offer-rate">
      {t({
        message: `Profit rate ${rate}%`,
        comment: 'Offer card and offer page: the flat annual profit rate a finance offer gives; {rate} is a number such as 0 or 1.99',
      })}
    </p>
  )
}
