import { Link } from '@tanstack/react-router'
import { Plural, useLingui } from '@lingui/react/macro'
import type { OfferSummary } from '../../../contract/content'
import { formatNumber } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { ChevronIcon } from '../../../components/icons/icons'
import { ContentImage } from './content-image'
import type { ImagePriority } from '../../../components/ui/image-priority'
import { OfferValidity } from './offer-validity'
import { OfferRate } from './offer-rate'

/** An offer in a list: picture, title, summary, validity, how many cars; the card opens the offer. */
export function OfferCard({ offer, priority = false }: { offer: OfferSummary; priority?: ImagePriority }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const count = offer.carCount
  const cars = formatNumber(count, locale)
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-lg">
      <ContentImage image={offer.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold leading-snug text-ink">
          {/* The whole card is the link's hit area. */}
          <Link
            to="/{-$locale}/offers/offer"
            params={{ locale: localeParam }}
            search={{ id: offer.id }}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {offer.title}
          </Link>
        </h2>
        <p className="mt-2 text-ink-soft">{offer.summary}</p>
        <div className="mt-4 space-y-2">
          <OfferValidity offer={offer} />
          <OfferRate ratePercent={offer.profitRatePercent} />
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
            <Plural
              comment="Offer card: how many cars the offer covers; {cars} is the number written in the visitor language"
              value={count}
              one={`${cars} car`}
              other={`${cars} cars`}
            />
          </span>
          <span aria-hidden="true" className="inline-flex items-center gap-1 font-bold text-brand-700">
            {t({ message: 'View offer', comment: 'Offer card: link to the offer details page' })}
            <ChevronIcon className="mirror-rtl size-4" />
          </span>
        </div>
      </div>
    </article>
  )
}
