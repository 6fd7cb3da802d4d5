import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { maxComparedCars } from '../../../contract/values'
import { CompareIcon } from '../../../components/icons/icons'
import { Button } from '../../../components/ui/button'
import { notifyError } from '../../../lib/notify'
import { compareStore, useCompareIds } from '../use-compare'

/**
 * Puts a car in, or takes it out of, the visitor's comparison. A toggle button like the
 * favourite's heart: its name stays and `aria-pressed` says whether the car is in. Disabled until
 * the browser's list is read, so the server's HTML and the first render agree.
 */
export function CompareToggle({ carId, carName, className = '' }: { carId: number; carName: string; className?: string }) {
  const { t } = useLingui()
  const ids = useCompareIds()
  const chosen = ids?.includes(carId) ?? false

  const toggle = () => {
    const store = compareStore()
    const result = chosen ? store.remove(carId) : store.add(carId)
    // Added or removed says itself: the button's pressed state, and the tray's count at the foot of the page.
    if (result === 'full') {
      notifyError(
        t`You can compare up to ${plural(maxComparedCars, { one: '# car', other: '# cars' })} at once. Remove one to add another.`,
      )
    } else if (result === 'unavailable') {
      notifyError(t`Your browser did not let us change your comparison. Check that this site may store data.`)
    }
  }

  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={chosen}
      disabled={ids === null}
      onClick={toggle}
      data-compare-toggle={carId}
      className={`aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 ${className}`}
    >
      <CompareIcon className="size-5" />
      {t({ message: 'Compare', comment: 'Toggle button on a car card and the car page: puts the car in the side-by-side comparison' })}
      <span className="sr-only">
        {' '}
        – <bdi>{carName}</bdi>
      </span>
    </Button>
  )
}
