import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { ChevronDownIcon, CloseIcon } from '../../../components/icons/icons'
import { maxOfferCars, type OfferCarChoice } from '../../../contract/staff-offers'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { searchOfferCars } from '../staff-offers.functions'

/** Time after the last key before the search is asked, so a word typed quickly is one search. */
const typingPauseMs = 250

type Found = { q: string; total: number; cars: OfferCarChoice[] } | { q: string; failed: true }

/**
 * The cars an offer names: found by typing (the market's own search, Arabic or Latin spellings),
 * added one by one, and kept as an ordered list that can be reordered and pruned. Replaces a
 * checkbox per car of the catalogue (1,376 of them).
 */
export function OfferCarPicker({
  id,
  chosen,
  onChange,
  error,
}: {
  /** The search box's id: the form's error summary links to it. */
  id: string
  chosen: readonly OfferCarChoice[]
  onChange: (cars: OfferCarChoice[]) => void
  error?: string
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const hydrated = useHydrated()
  const [q, setQ] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const latest = useRef('')
  const list = useRef<HTMLOListElement>(null)
  const [focusAfter, setFocusAfter] = useState<{ id: number; action: 'up' | 'down' | 'remove' } | 'search' | null>(null)
  const searchBox = useRef<HTMLInputElement>(null)

  const search = async (text: string) => {
    const words = text.trim()
    latest.current = words
    if (words === '') return setFound(null)
    try {
      const answer = await searchOfferCars({ data: { locale, q: words } })
      if (latest.current === words) setFound({ q: words, ...answer })
    } catch {
      if (latest.current === words) setFound({ q: words, failed: true })
    }
  }

  useEffect(() => {
    if (!hydrated) return
    const timer = setTimeout(() => void search(q), typingPauseMs)
    return () => clearTimeout(timer)
    // `search` reads only the locale, which does not change on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, hydrated])

  // After a move or a removal the focus stays with the car (or goes to the search box).
  useEffect(() => {
    if (focusAfter === null) return
    if (focusAfter === 'search') searchBox.current?.focus()
    else list.current?.querySelector<HTMLElement>(`[data-car="${focusAfter.id}"][data-action="${focusAfter.action}"]`)?.focus()
    setFocusAfter(null)
  }, [focusAfter])

  const chosenIds = new Set(chosen.map((car) => car.id))
  const count = formatNumber(chosen.length, locale)
  const limit = formatNumber(maxOfferCars, locale)
  const full = chosen.length >= maxOfferCars

  const add = (car: OfferCarChoice) => {
    if (chosenIds.has(car.id) || full) return
    onChange([...chosen, car])
  }
  const move = (index: number, by: -1 | 1) => {
    const next = [...chosen]
    const [car] = next.splice(index, 1)
    next.splice(index + by, 0, car!)
    onChange(next)
    // At either end the other button is the one left to press.
    const target = index + by
    const action = by === -1 ? (target === 0 ? 'down' : 'up') : target === next.length - 1 ? 'up' : 'down'
    setFocusAfter({ id: car!.id, action })
  }
  const remove = (index: number) => {
    const next = chosen.filter((_, at) => at !== index)
    onChange(next)
    const neighbour = next[Math.min(index, next.length - 1)]
    setFocusAfter(neighbour ? { id: neighbour.id, action: 'remove' } : 'search')
  }

  // Enter in the search box searches at once; it never sends the offer's form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void search(q)
  }

  const status = (() => {
    if (!found) return null
    if ('failed' in found)
      return t({
        message: 'The cars could not be searched. Please try again.',
        comment: 'Staff offers page, car picker: the search failed (connection or server)',
      })
    if (found.total === 0)
      return t({ message: 'No car matches this search.', comment: 'Staff offers page, car picker: nothing found for the words typed' })
    const shown = formatNumber(found.cars.length, locale)
    const total = formatNumber(found.total, locale)
    return found.total > found.cars.length
      ? t({
          message: `${shown} of ${total} cars shown. Type more words to narrow them.`,
          comment: 'Staff offers page, car picker: more cars match than are listed; {shown} and {total} are counts',
        })
      : t({ message: `Cars found: ${total}`, comment: 'Staff offers page, car picker: how many cars match; {total} is a count' })
  })()

  return (
    <fieldset className="space-y-4" data-testid="offer-car-picker">
      <legend className="text-base font-bold text-ink">
        {t({ message: 'Cars in this offer', comment: 'Staff offers page: heading of the cars an offer names' })}
      </legend>
      <Field
        label={t({ message: 'Find a car to add', comment: 'Staff offers page, car picker: label of the search box' })}
        hint={t({
          message: 'Brand, model, trim or year, in Arabic or English: “كامري 2025”, “Land Cruiser”.',
          comment: 'Staff offers page, car picker: what can be typed to find a car; keep the examples as they are',
        })}
        id={id}
        error={error}
      >
        <Input
          ref={searchBox}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={100}
          autoComplete="off"
        />
      </Field>
      <p role="status" className="text-sm text-ink-soft empty:hidden">
        {status}
      </p>
      {found && !('failed' in found) && found.cars.length > 0 ? (
        <ul
          className="divide-y divide-line rounded-xl border border-line"
          aria-label={t({ message: 'Cars found', comment: 'Staff offers page, car picker: the list of search results' })}
          data-testid="offer-car-results"
        >
          {found.cars.map((car) => {
            const added = chosenIds.has(car.id)
            return (
              <li key={car.id} className="flex items-center justify-between gap-3 px-3 py-1.5">
                <bdi className="min-w-0 text-ink">{car.title}</bdi>
                <Button type="button" size="sm" variant="outline" disabled={added || full || !hydrated} onClick={() => add(car)}>
                  {added
                    ? t({ message: 'Added', comment: 'Staff offers page, car picker: a found car already in the offer' })
                    : t({ message: 'Add', comment: 'Staff offers page, car picker: button that adds a found car to the offer' })}
                  <span className="sr-only">{` – ${car.title}`}</span>
                </Button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <div>
        <h4 className="text-sm font-bold text-ink">
          {t({
            message: `Chosen cars (${count} of at most ${limit})`,
            comment: 'Staff offers page, car picker: heading of the cars already in the offer, with their count and the limit',
          })}
        </h4>
        {chosen.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">
            {t({
              message: 'No car yet: find one above and add it.',
              comment: 'Staff offers page, car picker: the offer names no car yet',
            })}
          </p>
        ) : (
          <ol ref={list} className="mt-2 divide-y divide-line rounded-xl border border-line bg-surface" data-testid="offer-chosen-cars">
            {chosen.map((car, index) => {
              const title = car.title
              return (
                <li key={car.id} className="flex items-center gap-2 py-1 ps-3 pe-1">
                  <span className="w-6 shrink-0 text-sm text-muted">{formatNumber(index + 1, locale)}</span>
                  <bdi className="min-w-0 flex-1 text-ink">{car.title}</bdi>
                  <Button
                    type="button"
                    variant="icon"
                    data-car={car.id}
                    data-action="up"
                    disabled={index === 0 || !hydrated}
                    onClick={() => move(index, -1)}
                  >
                    <ChevronDownIcon className="size-5 rotate-180" />
                    <span className="sr-only">
                      {t({ message: `Move up: ${title}`, comment: 'Staff offers page, car picker: moves a chosen car one place earlier' })}
                    </span>
                  </Button>
                  <Button
                    type="button"
                    variant="icon"
                    data-car={car.id}
                    data-action="down"
                    disabled={index === chosen.length - 1 || !hydrated}
                    onClick={() => move(index, 1)}
                  >
                    <ChevronDownIcon className="size-5" />
                    <span className="sr-only">
                      {t({ message: `Move down: ${title}`, comment: 'Staff offers page, car picker: moves a chosen car one place later' })}
                    </span>
                  </Button>
                  <Button
                    type="button"
                    variant="icon"
                    data-car={car.id}
                    data-action="remove"
                    disabled={!hydrated}
                    onClick={() => remove(index)}
                  >
                    <CloseIcon className="size-5" />
                    <span className="sr-only">
                      {t({
                        message: `Remove from the offer: ${title}`,
                        comment: 'Staff offers page, car picker: takes a chosen car out of the offer',
                      })}
                    </span>
                  </Button>
                </li>
              )
            })}
          </ol>
        )}
      </div>
    </fieldset>
  )
}
