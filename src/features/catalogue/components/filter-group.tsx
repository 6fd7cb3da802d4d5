import type { ReactNode } from 'react'
import { Checkbox } from '../../../components/ui/checkbox'

/** A titled set of checkboxes with counts, as a fieldset so screen readers announce the group. */
export function CheckboxFilter<T extends string>({
  legend,
  options,
  selected,
  onToggle,
  name,
}: {
  legend: string
  name: string
  options: { value: T; label: ReactNode; count?: number }[]
  selected: readonly string[]
  onToggle: (value: T) => void
}) {
  if (options.length === 0) return null
  return (
    <fieldset className="border-b border-line py-4">
      <legend className="mb-2 text-sm font-bold text-ink">{legend}</legend>
      <ul className="space-y-0.5">
        {options.map((option) => {
          const checked = selected.includes(option.value)
          return (
            <li key={option.value}>
              <Checkbox
                name={name}
                value={option.value}
                checked={checked}
                // A value with no cars under the other filters cannot be added, only removed.
                disabled={!checked && option.count === 0}
                onChange={() => onToggle(option.value)}
                className="rounded-md px-2 text-ink-soft hover:bg-surface"
                label={
                  <>
                    <span className="flex-1">{option.label}</span>
                    {option.count !== undefined ? (
                      <span className="rounded-full bg-surface px-2 text-xs font-medium text-muted">
                        <bdi>{option.count}</bdi>
                      </span>
                    ) : null}
                  </>
                }
              />
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
