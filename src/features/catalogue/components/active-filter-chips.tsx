import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CarFacets, Model } from '../../../contract/catalogue'
import type { BodyType, FuelType, Transmission } from '../../../contract/values'
import { MarketLink } from './market-link'
import { CloseIcon } from '../../../components/icons/icons'
import { formatSar } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { activeFilters, type ActiveFilter } from '../active-filters'
import { bodyLabels, fuelLabels, transmissionLabels } from '../catalogue-labels'
import type { MarketSearch } from '../../../lib/market-search'

/**
 * The filters in force as chips above the results, so a phone shows what is filtered while the
 * filters are closed. Each chip removes its filter: a link to the market without it, acting in
 * place once the page has started; the focus then moves to the chip that took its place (or the
 * one before it), so a keyboard user can go on removing.
 */
export function ActiveFilterChips({
  search,
  facets,
  models,
  onChange,
  onClearAll,
}: {
  search: MarketSearch
  facets: CarFacets | undefined
  models: readonly Model[]
  onChange: (change: Partial<MarketSearch>) => void
  onClearAll: () => void
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const filters = activeFilters(search, models)
  const list = useRef<HTMLUListElement>(null)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)

  useEffect(() => {
    if (focusIndex === null) return
    const chips = list.current?.querySelectorAll<HTMLAnchorElement>('a[data-chip]') ?? []
    const target = chips[Math.min(focusIndex, chips.length - 1)]
    // With no chip left, the results' heading (whose count changed) takes the focus.
    if (target) target.focus()
    else document.getElementById('results-heading')?.focus()
    setFocusIndex(null)
  }, [focusIndex, filters.length])

  if (filters.length === 0) return null

  const labelOf = (filter: ActiveFilter): string => {
    const value = filter.value
    switch (filter.kind) {
      case 'q':
        return t({
          message: `Name: ${value}`,
          comment: 'Market, a chip of the active filters: the car name searched for; {value} is what was typed',
        })
      case 'price': {
        const min = search.priceMin === undefined ? undefined : formatSar(search.priceMin, locale)
        const max = search.priceMax === undefined ? undefined : formatSar(search.priceMax, locale)
        if (min && max) return `${min} – ${max}`
        return min
          ? t({ message: `From ${min}`, comment: 'Market, a chip of the active filters: the lowest price chosen, with currency' })
          : t({ message: `Up to ${max}`, comment: 'Market, a chip of the active filters: the highest price chosen, with currency' })
      }
      case 'monthly': {
        const max = formatSar(Number(value), locale)
        return t({
          message: `Up to ${max} / month`,
          comment: 'Market, a chip of the active filters: the highest advertised monthly instalment chosen, with currency',
        })
      }
      case 'brand':
        return facets?.brands.find((bucket) => bucket.value === filter.value)?.label ?? filter.value
      case 'model':
        return models.find((model) => model.slug === filter.value)?.name ?? filter.value
      case 'year':
        return filter.value
      case 'fuel':
        return i18n._(fuelLabels[filter.value as FuelType])
      case 'transmission':
        return i18n._(transmissionLabels[filter.value as Transmission])
      case 'body':
        return i18n._(bodyLabels[filter.value as BodyType])
    }
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="active-filters">
      <ul
        ref={list}
        className="flex flex-wrap gap-2"
        aria-label={t({ message: 'Active filters', comment: 'Market: name of the list of removable chips of the filters in force' })}
      >
        {filters.map((filter, index) => {
          const label = labelOf(filter)
          return (
            <li key={filter.key}>
              <MarketLink
                variant="plain"
                data-chip={filter.key}
                search={{ ...search, ...filter.remove, page: 1 }}
                onActivate={() => {
                  onChange(filter.remove)
                  setFocusIndex(index)
                }}
                className="min-h-11 gap-1.5 rounded-full border border-brand-200 bg-brand-50 ps-3.5 pe-2.5 text-sm font-medium text-brand-800 hover:border-brand-500"
              >
                <bdi>{label}</bdi>
                <CloseIcon className="size-4 shrink-0" />
                <span className="sr-only">
                  {t({
                    message: 'Remove filter',
                    comment: 'Market, a chip of the active filters: what pressing it does (read by screen readers)',
                  })}
                </span>
              </MarketLink>
            </li>
          )
        })}
      </ul>
      {filters.length > 1 ? (
        <MarketLink variant="link" size="sm" onActivate={onClearAll} className="underline">
          {t`Clear all filters`}
        </MarketLink>
      ) : null}
    </div>
  )
}
