import { lazy, Suspense, useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { BellIcon } from '../../../components/icons/icons'
import { Button } from '../../../components/ui/button'

/** What an alert watches: a car (and whether it can be bought now), or the market's search in the address. */
export type AlertTarget = { carId: number; carTitle: string; available: boolean } | { marketQuery: string }

const loadForm = () => import('./alert-form')
const AlertForm = lazy(() => loadForm().then((module) => ({ default: module.AlertForm })))

/**
 * "Tell me when the price drops / is back in stock" on a car, "tell me about new matches" on the
 * market (decision 0098): a disclosure button whose panel holds the form. The form is its own chunk,
 * fetched when the visitor points at or focuses the button, so the pages' first load stays as it was.
 */
export function AlertToggle({ target, className = '' }: { target: AlertTarget; className?: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const isCar = 'carId' in target
  return (
    <div className={className}>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        data-testid="alert-toggle"
      >
        <BellIcon className="size-5" />
        {isCar
          ? t({
              message: 'Price and stock alerts',
              comment: 'Car page: button that opens the form to be told of a price drop or a return to stock',
            })
          : t({
              message: 'Tell me about new matches',
              comment: 'Market page: button that opens the form to be told of new cars matching the search',
            })}
        {isCar ? (
          <span className="sr-only">
            {' '}
            – <bdi>{target.carTitle}</bdi>
          </span>
        ) : null}
      </Button>
      <div id={panelId} hidden={!open} className="mt-3 max-w-xl rounded-2xl border border-line bg-white p-5 shadow-sm">
        {open ? (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted">
                {t({ message: 'Loading…', comment: 'Alerts panel while its form loads' })}
              </p>
            }
          >
            <AlertForm target={target} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
