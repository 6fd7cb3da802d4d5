import { useEffect, useRef, useState, type RefObject } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Plural, useLingui } from '@lingui/react/macro'
import type { CarSummary } from '../../../contract/catalogue'
import { AlertIcon, HeartIcon } from '../../../components/icons/icons'
import { Button } from '../../../components/ui/button'
import { LinkButton } from '../../../components/ui/link-button'
import { formatNumber } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { carsByIdsQuery } from '../cars.queries'
import { CarGrid } from './car-grid'
import type { FavoriteIds } from '../../favorites/favorites-store'
import { useFavoriteActions } from '../../favorites/use-favorite-actions'
import { favoritesStore, useFavoriteIds } from '../../favorites/use-favorites'
import { compareIdsParam } from '../../compare/compare-search'
import { CompareIcon } from '../../../components/icons/icons'
import { maxComparedCars } from '../../../contract/values'

/**
 * The favourites page's content: the saved cars with their price and actions, an empty state
 * that leads to the market, and a note when saved cars were withdrawn. The list lives in the
 * browser, so the server renders the loading state and the browser fills it in.
 */
export function Wishlist() {
  const ids = useFavoriteIds()
  const locale = useLocale()

  const query = useQuery({
    ...carsByIdsQuery(locale, ids ?? []),
    enabled: ids !== null && ids.length > 0,
    // While a removal looks the rest up again, keep showing them instead of a skeleton.
    placeholderData: keepPreviousData,
  })

  const withdrawn = useWithdrawnCars(ids, query.isPlaceholderData ? undefined : query.data?.items)
  // The last card's Remove button took the focus with it: the empty state's heading receives it.
  const removedLast = useRef(false)

  if (ids === null) return <WishlistSkeleton />
  if (ids.length === 0) {
    return (
      <>
        {withdrawn > 0 ? <WithdrawnNote count={withdrawn} /> : null}
        <EmptyWishlist removedLast={removedLast} />
      </>
    )
  }
  if (!query.data) return query.isError ? <LoadFailed retry={() => void query.refetch()} /> : <WishlistSkeleton />

  const byId = new Map(query.data.items.map((car) => [car.id, car]))
  const cars = ids.flatMap((id) => byId.get(id) ?? [])
  return (
    <div>
      {withdrawn > 0 ? <WithdrawnNote count={withdrawn} /> : null}
      {query.isError ? <LoadFailed retry={() => void query.refetch()} /> : null}
      {cars.length > 1 ? <CompareSaved ids={cars.map((car) => car.id)} /> : null}
      <CarGrid
        cars={cars}
        headingLevel={2}
        action={(car) => <RemoveFavorite car={car} onLast={() => (removedLast.current = true)} />}
        testId="wishlist"
      />
    </div>
  )
}

/**
 * Drops saved ids the dealer no longer lists from the stored list, and counts them for the note
 * (the count outlives the ids, which are gone once dropped). `found` answers the lookup of `ids`.
 */
function useWithdrawnCars(ids: FavoriteIds | null, found: CarSummary[] | undefined): number {
  const [count, setCount] = useState(0)
  const handled = useRef<CarSummary[] | undefined>(undefined)
  useEffect(() => {
    if (!ids || !found || handled.current === found) return
    handled.current = found
    const listed = new Set(found.map((car) => car.id))
    const missing = ids.filter((id) => !listed.has(id))
    if (missing.length === 0) return
    favoritesStore().removeMany(missing)
    setCount((previous) => previous + missing.length)
  }, [ids, found])
  return count
}

/**
 * Takes the car off the list; the notification that follows can put it back. The button goes
 * with its card, so the focus moves to the next card's button (or the previous one), never to the
 * page's body, where a keyboard or screen-reader user would have to start again; `onLast` when
 * there is none.
 */
function RemoveFavorite({ car, onLast }: { car: CarSummary; onLast: () => void }) {
  const { t } = useLingui()
  const actions = useFavoriteActions()
  const remove = (button: HTMLButtonElement) => {
    const all = [...document.querySelectorAll<HTMLButtonElement>('[data-remove-favorite]')]
    const index = all.indexOf(button)
    const neighbour = all[index + 1] ?? all[index - 1]
    if (neighbour) neighbour.focus()
    else onLast()
    actions.remove(car.id, car.title)
  }
  return (
    <Button
      variant="outline"
      size="sm"
      data-remove-favorite=""
      onClick={(event) => remove(event.currentTarget)}
      aria-label={t`Remove ${car.title} from favorites`}
    >
      <HeartIcon className="size-5" fill="currentColor" />
      {t({ message: 'Remove', comment: 'Button on a saved car card on the favourites page that removes it from the saved cars' })}
    </Button>
  )
}

function EmptyWishlist({ removedLast }: { removedLast: RefObject<boolean> }) {
  const { t } = useLingui()
  const locale = useLocaleParam()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!removedLast.current) return
    removedLast.current = false
    heading.current?.focus()
  }, [removedLast])
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-10 text-center" data-testid="wishlist-empty">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <HeartIcon className="size-10" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-bold text-ink outline-none">
        {t`Your favorites list is empty`}
      </h2>
      <p className="mt-3 text-ink-soft">{t`Tap the heart on any car to keep it here, then order when you are ready.`}</p>
      <LinkButton to="/{-$locale}/market" params={{ locale }} variant="accent" size="lg" className="mt-8">
        {t`Browse cars`}
      </LinkButton>
    </section>
  )
}

function WithdrawnNote({ count }: { count: number }) {
  // Digits follow docs/decisions/0006 (Latin in both languages), so the number is formatted here.
  const shown = formatNumber(count, useLocale())
  return (
    <p role="status" className="mb-6 flex items-start gap-2 rounded-lg border border-accent-500/40 bg-accent-50 px-4 py-3 text-ink">
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
      <span>
        <Plural
          value={count}
          one="A car you saved is no longer available, so we removed it from your list."
          other={`${shown} cars you saved are no longer available, so we removed them from your list.`}
        />
      </span>
    </p>
  )
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useLingui()
  return (
    <div role="alert" className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-danger/30 bg-white px-4 py-3 text-ink">
      <AlertIcon className="size-5 shrink-0 text-danger" />
      <span className="flex-1">{t`We could not load your saved cars. Please try again.`}</span>
      <Button variant="outline" size="sm" onClick={retry}>
        {t`Try again`}
      </Button>
    </div>
  )
}

function WishlistSkeleton() {
  const { t } = useLingui()
  return (
    <div role="status" aria-live="polite" className="grid animate-pulse gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="wishlist-loading">
      <span className="sr-only">{t`Loading…`}</span>
      {[0, 1, 2].map((key) => (
        <div key={key} className="overflow-hidden rounded-2xl border border-line">
          <div className="aspect-[16/10] bg-line" />
          <div className="p-5">
            <div className="h-5 w-2/3 rounded bg-line" />
            <div className="mt-2 h-4 w-1/2 rounded bg-line" />
            <div className="mt-5 h-6 w-1/3 rounded bg-line" />
            <div className="mt-6 h-11 rounded-lg bg-line" />
          </div>
        </div>
      ))}
    </div>
  )
}

/**
 * The favourites' promise to compare (issue 40): the saved cars side by side, the first four of
 * them in the list's order when more are saved (each card's "Compare" picks others).
 */
function CompareSaved({ ids }: { ids: number[] }) {
  const { t } = useLingui()
  const locale = useLocaleParam()
  const compared = ids.slice(0, maxComparedCars)
  const count = formatNumber(compared.length, useLocale())
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <LinkButton
        to="/{-$locale}/compare"
        params={{ locale }}
        search={{ ids: compareIdsParam(compared) }}
        variant="secondary"
        data-testid="wishlist-compare"
      >
        <CompareIcon className="size-5" />
        {ids.length > maxComparedCars
          ? t({ message: `Compare the first ${count}`, comment: 'Favourites page: link comparing the first four saved cars side by side' })
          : t({ message: 'Compare these cars', comment: 'Favourites page: link comparing the saved cars side by side' })}
      </LinkButton>
    </div>
  )
}
