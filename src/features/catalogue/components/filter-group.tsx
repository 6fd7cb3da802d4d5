import { useId, type ReactNode } from 'react'

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
  const id = useId()
  if (options.length === 0) return null
  return (
    <fieldset className="border-b border-line py-4">
      <legend className="mb-2 text-sm font-bold text-ink">{legend}</legend>
      <ul className="space-y-0.5">
        {options.map((option) => {
          const inputId = `${id}-${option.value}`
          const checked = selected.includes(option.value)
          const disabled = !checked && option.count === 0
          return (
            <li key={option.value}>
              <label
                htmlFor={inputId}
                className={`flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-surface ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
              >
                <input
                  id={inputId}
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(option.value)}
                  className="size-5 shrink-0 accent-brand-600"
                />
                <span className="flex-1 text-ink-soft">{option.label}</span>
                {option.count !== undefined ? (
                  <span className="rounded-full bg-surface px-2 text-xs font-medium text-muted">
                    <bdi>{option.count}</bdi>
                  </span>
                ) : null}
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
