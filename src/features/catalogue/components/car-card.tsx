import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { CarSummary } from '../../../contract/catalogue'
import { useLocaleParam } from '../../../lib/i18n/use-locale'
import { FavoriteToggle } from '../../favorites/components/favorite-toggle'
import { CarImage } from './car-image'
import { InstallmentFrom, Price } from './price'

/** The car card used in every list: picture, name, year, price, instalment, favourite, order. */
export function CarCard({ car, priority = false }: { car: CarSummary; priority?: boolean }) {
  const { t } = useLingui()
  const locale = useLocaleParam()
  const firstColor = car.colors[0]
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-lg">
      <div className="relative">
        {car.image ? (
          <CarImage src={car.image.path} alt={car.image.alt} hex={firstColor?.hex} priority={priority} />
        ) : (
          <div className="aspect-[16/10] bg-surface" />
        )}
        <div className="absolute end-3 top-3 z-10">
          <FavoriteToggle carId={car.id} carName={car.title} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-medium text-brand-700">
          <bdi>{car.brand.name}</bdi> · <bdi>{car.year}</bdi>
        </p>
        <h3 className="mt-1 text-lg font-bold leading-snug text-ink">
          {/* The whole card is the link's hit area; the order action sits above it. */}
          <Link to="/{-$locale}/car" params={{ locale }} search={{ id: car.id }} className="after:absolute after:inset-0 after:content-['']">
            <bdi>{car.title}</bdi>
          </Link>
        </h3>
        <div className="mt-3 space-y-1">
          <Price amountSar={car.priceSar} />
          <InstallmentFrom amountSar={car.installmentFromSar} />
        </div>
        <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-5">
          <Link
            to="/{-$locale}/order-individuals"
            params={{ locale }}
            search={{ carId: car.id }}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg bg-brand-600 px-4 font-bold text-white hover:bg-brand-700"
          >
            {t`Order now`}
          </Link>
        </div>
      </div>
    </article>
  )
}
