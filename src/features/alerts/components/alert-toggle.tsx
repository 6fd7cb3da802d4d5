import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { BellIcon } from '../../../components/icons/icons'
import { buttonClass } from '../../../components/ui/button-styles'

/** What an alert watches: a car (and whether it can be bought now), or the market's search in the address. */
export type AlertTarget = { carId: number; carTitle: string; available: boolean } | { marketQuery: string }

const loadForm = () => import('./alert-form')
const AlertForm = lazy(() => loadForm().then((module) => ({ default: module.AlertForm })))

/**
 * "Tell me when the price drops / is back in stock" on a car, "tell me about new matches" on the
 * market (decision 0098): a disclosure whose panel holds the form. The form is its own chunk,
 * fetched when the visitor points at or focuses the control, so the pages' first load stays as it
 * was. A native `<details>`: a tap before the page's scripts start still opens it (the panel says
 * the form is loading), and once they run the form follows that state.
 */
export function AlertToggle({ target, className = '' }: { target: AlertTarget; className?: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const disclosure = useRef<HTMLDetailsElement>(null)
  // Opened in the server's HTML before hydration: show the form now.
  useEffect(() => {
    if (disclosure.current?.open) setOpen(true)
  }, [])
  const isCar = 'carId' in target
  const loading = (
    <p role="status" className="text-sm text-muted">
      {t({ message: 'Loading…', comment: 'Alerts panel while its form loads' })}
    </p>
  )
  return (
    <details ref={disclosure} open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className={className}>
      <summary
        className={buttonClass({
          variant: 'outline',
          size: 'sm',
          className: 'w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        })}
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
      </summary>
      <div className="mt-3 max-w-xl rounded-2xl border border-line bg-white p-5 shadow-sm">
        {open ? (
          <Suspense fallback={loading}>
            <AlertForm target={target} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </details>
  )
}
