import { Plural } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useFavoriteIds } from '../use-favorites'

/**
 * How many cars the visitor saved, for the header's favourites link. Nothing while the count is
 * zero or not yet read (the server cannot know it).
 */
export function FavoritesCountBadge({ className = '' }: { className?: string }) {
  const locale = useLocale()
  const count = useFavoriteIds()?.length ?? 0
  if (count === 0) return null
  // Digits follow docs/decisions/0006 (Latin in both languages), so the number is formatted here.
  const shown = formatNumber(count, locale)
  return (
    <span
      data-favorites-count={count}
      className={`min-w-5 rounded-full bg-accent-600 px-1 text-center text-xs font-bold leading-5 text-white ${className}`}
    >
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">
        <Plural
          comment="Header badge: how many cars the visitor saved (read by screen readers); {shown} is the number as displayed"
          value={count}
          one={`${shown} saved car`}
          other={`${shown} saved cars`}
        />
      </span>
    </span>
  )
}
