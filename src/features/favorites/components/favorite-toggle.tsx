import { useLingui } from '@lingui/react/macro'
import { HeartIcon } from '../../../components/icons/icons'
import { Button } from '../../../components/ui/button'
import { useFavoriteActions } from '../use-favorite-actions'
import { useFavoriteIds } from '../use-favorites'

/**
 * Saves a car to, or removes it from, the visitor's favourites. A toggle button: its name stays
 * the same and `aria-pressed` says whether the car is saved. Disabled until the browser's list is
 * read, so the server's HTML and the first render agree.
 */
export function FavoriteToggle({ carId, carName, className = '' }: { carId: number; carName: string; className?: string }) {
  const { t } = useLingui()
  const ids = useFavoriteIds()
  const actions = useFavoriteActions()
  const saved = ids?.includes(carId) ?? false

  return (
    <Button
      variant="icon-outline"
      aria-pressed={saved}
      disabled={ids === null}
      onClick={() => (saved ? actions.remove(carId, carName) : actions.add(carId, carName))}
      className={className}
    >
      <HeartIcon className="size-6" fill={saved ? 'currentColor' : 'none'} />
      <span className="sr-only">{t`Save ${carName} in favorites`}</span>
    </Button>
  )
}
