import { memo, useCallback, useInsertionEffect, useRef } from 'react'
import { Checkbox } from '../../../components/ui/checkbox'
import { formatNumber } from '../../../lib/format'
import type { Locale } from '../../../../app.config'

export type FilterOption<T extends string> = { value: T; label: string; count?: number }

/**
 * A titled set of checkboxes with counts, as a fieldset so screen readers announce the group.
 * A tap re-renders only the boxes whose state changed: re-rendering an input makes React set its
 * name and type again, and on a phone the market's ~30 boxes were a large part of the tap's delay
 * (issue 13).
 */
export function CheckboxFilter<T extends string>({
  legend,
  options,
  selected,
  onToggle,
  name,
  locale,
}: {
  legend: string
  name: string
  /** The page's language, for the counts' digit grouping. */
  locale: Locale
  options: FilterOption<T>[]
  selected: readonly string[]
  onToggle: (value: T) => void
}) {
  const latestToggle = useRef(onToggle)
  useInsertionEffect(() => {
    latestToggle.current = onToggle
  })
  const toggle = useCallback((value: string) => latestToggle.current(value as T), [])
  if (options.length === 0) return null
  return (
    <fieldset className="border-b border-line py-4">
      <legend className="mb-2 text-sm font-bold text-ink">{legend}</legend>
      <ul className="space-y-0.5">
        {options.map((option) => {
          const checked = selected.includes(option.value)
          return (
            <FilterOptionRow
              key={option.value}
              name={name}
              value={option.value}
              label={option.label}
              count={option.count === undefined ? undefined : formatNumber(option.count, locale)}
              checked={checked}
              // A value with no cars under the other filters cannot be added, only removed.
              disabled={!checked && option.count === 0}
              onToggle={toggle}
            />
          )
        })}
      </ul>
    </fieldset>
  )
}

const FilterOptionRow = memo(function FilterOptionRow({
  name,
  value,
  label,
  count,
  checked,
  disabled,
  onToggle,
}: {
  name: string
  value: string
  label: string
  count?: string
  checked: boolean
  disabled: boolean
  onToggle: (value: string) => void
}) {
  return (
    <li>
      <Checkbox
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onToggle(value)}
        className="rounded-md px-2 text-ink-soft hover:bg-surface"
        label={
          <>
            {/* Brand and model names are written in Latin letters on Arabic pages too. */}
            <bdi className="flex-1">{label}</bdi>
            {count !== undefined ? (
              <span className="rounded-full bg-surface px-2 text-xs font-medium text-muted">
                <bdi>{count}</bdi>
              </span>
            ) : null}
          </>
        }
      />
    </li>
  )
})
