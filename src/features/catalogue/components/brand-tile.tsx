import { Link } from '@tanstack/react-router'
import { Plural } from '@lingui/react/macro'
import type { Brand } from '../../../contract/catalogue'
import { useLocaleParam } from '../../../lib/i18n/use-locale'

/** A brand as a tile: its mark, name and how many cars we have; opens the brand's models. */
export function BrandTile({ brand }: { brand: Brand }) {
  const locale = useLocaleParam()
  return (
    <Link
      to="/{-$locale}/cars"
      params={{ locale }}
      search={{ brand: brand.slug }}
      className="flex h-full flex-col items-center gap-3 rounded-2xl border border-line bg-white p-5 text-center hover:border-brand-500 hover:shadow-md"
    >
      {brand.logoPath ? (
        <img src={brand.logoPath} alt="" width={64} height={64} loading="lazy" className="size-16 object-contain" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-2xl font-bold text-brand-700"
        >
          {brand.name.slice(0, 1)}
        </span>
      )}
      <span className="font-bold text-ink">
        <bdi>{brand.name}</bdi>
      </span>
      <span className="text-sm text-muted">
        <Plural
          comment="Number of cars for sale under a brand, on its tile on the cars page"
          value={brand.carCount}
          one="# car"
          other="# cars"
        />
      </span>
    </Link>
  )
}
