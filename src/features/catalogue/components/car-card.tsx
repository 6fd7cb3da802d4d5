import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { CarSummary } from '../../../contract/catalogue'
import { LinkButton } from '../../../components/ui/link-button'
import { useLocaleParam } from '../../../lib/i18n/use-locale'
import { FavoriteToggle } from '../../favorites/components/favorite-toggle'
import { CompareToggle } from '../../compare/components/compare-toggle'
import { CarImage } from './car-image'
import type { ImagePriority } from '../../../components/ui/image-priority'
import { InstallmentFrom, Price } from './price'

export type CarCardProps = {
  car: CarSummary
  /** Loads the picture at once: for the cards in view when the page opens; `'high'` for the first. */
  priority?: ImagePriority
  /** 2 where the cards sit right under the page's h1 (favourites), 3 under a section's h2. */
  headingLevel?: 2 | 3
  /** One more action beside "Order now" (e.g. removing the car from the favourites). */
  action?: ReactNode
  /** The terms the "from … / month" is quoted on, said beside it when not the advertised ones. */
  installmentTerms?: string
  /** The offer the card is shown under: the order starts from it (decision 0084). */
  offerId?: number
}

/**
 * The car card, the same in every list (market, home, catalogue, related cars, offers,
 * favourites): picture, brand and year, name (model and trim), price with VAT, instalment, favourite,
 * order, compare.
 */
export function CarCard({ car, priority = false, headingLevel = 3, action, installmentTerms, offerId }: CarCardProps) {
  const { t } = useLingui()
  const locale = useLocaleParam()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-lg">
      <div className="relative">
        {car.image ? <CarImage picture={car.image} priority={priority} /> : <div className="aspect-[16/10] bg-surface" />}
        <div className="absolute end-3 top-3 z-10">
          <FavoriteToggle carId={car.id} carName={car.title} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-medium text-brand-700">
          <bdi>{car.brand.name}</bdi> · <bdi>{car.year}</bdi>
        </p>
        <Heading className="mt-1 text-lg font-bold leading-snug text-ink">
          {/* The whole card is the link's hit area; the actions sit above it. */}
          <Link
            to="/{-$locale}/car"
            params={{ locale }}
            search={{ id: car.id }}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            <bdi>{car.title}</bdi>
          </Link>
        </Heading>
        <div className="mt-3 space-y-1">
          <Price amountSar={car.priceSar} listSar={car.listPriceSar} />
          <InstallmentFrom amountSar={car.installmentFromSar} />
          {installmentTerms ? (
            <p className="text-xs text-muted" data-testid="installment-terms">
              {installmentTerms}
            </p>
          ) : null}
        </div>
        <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-5">
          <LinkButton to="/{-$locale}/order-individuals" params={{ locale }} search={{ carId: car.id, offer: offerId }} className="flex-1">
            {t({ message: 'Order now', comment: 'Button on a car card that starts the purchase order for that car' })}{' '}
            <span className="sr-only">
              – <bdi>{car.title}</bdi>
            </span>
          </LinkButton>
          <CompareToggle carId={car.id} carName={car.title} />
          {action}
        </div>
      </div>
    </article>
  )
}
