import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { fieldControlClass, useFieldControl, type FieldControlProps } from './field'

export type ComboboxOption = { value: string; label: string; hint?: string }

type ComboboxProps = FieldControlProps & {
  name: string
  /** The chosen option's value, or '' for none. */
  value: string
  options: readonly ComboboxOption[]
  /** The options that match what was typed (all of them for ''). */
  filter: (query: string) => readonly ComboboxOption[]
  onChange: (value: string) => void
  onBlur?: () => void
  placeholder?: string
  /** Read in the list when nothing matches. */
  noMatches: string
  /** Announced to screen readers as the list changes: "12 cities". */
  matchCount: (count: number) => string
}

/**
 * A text box that filters a list to choose one option from (the WAI-ARIA combobox with a
 * listbox popup): typing filters, the arrow keys move through the matches, Enter or a click
 * chooses, Escape closes and puts back the choice. Leaving it with text that names no option
 * puts back the choice too, so the box never shows a value that is not the one sent.
 */
export function Combobox({
  name,
  value,
  options,
  filter,
  onChange,
  onBlur,
  placeholder,
  noMatches,
  matchCount,
  ...control
}: ComboboxProps) {
  const { attributes, inline } = useFieldControl(control)
  const listId = useId()
  const chosenLabel = options.find((option) => option.value === value)?.label ?? ''
  const [query, setQuery] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listRef = useRef<HTMLUListElement>(null)
  const matches = open ? filter(query ?? '') : []
  const optionId = (index: number) => `${listId}-${index}`

  const choose = (option: ComboboxOption | undefined) => {
    if (option) onChange(option.value)
    setQuery(null)
    setOpen(false)
    setActive(-1)
  }
  const moveTo = (index: number) => {
    setActive(index)
    listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView?.({ block: 'nearest' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) {
        setOpen(true)
        return
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      if (matches.length > 0) moveTo((active + step + matches.length) % matches.length)
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      choose(matches[active] ?? (matches.length === 1 ? matches[0] : undefined))
    } else if (event.key === 'Escape' && (open || query !== null)) {
      event.preventDefault()
      choose(undefined)
    }
  }

  return (
    <div className="relative">
      <input
        {...attributes}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={query ?? chosenLabel}
        className={fieldControlClass({ inline })}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Text that is exactly one option's name chooses it; anything else puts back the choice.
          const typed = query === null ? [] : filter(query).filter((option) => option.label === query.trim())
          choose(typed[0])
          onBlur?.()
        }}
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        hidden={!open || matches.length === 0}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {matches.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-ink ${
              index === active ? 'bg-brand-100' : 'hover:bg-brand-50'
            } ${option.value === value ? 'font-bold' : ''}`}
            // Chosen before the input's blur, which would otherwise close the list first.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(option)
            }}
          >
            <span>{option.label}</span>
            {option.hint ? <span className="text-sm text-ink-soft">{option.hint}</span> : null}
          </li>
        ))}
      </ul>
      {/* Beside the list, not in it: a listbox holds options only. */}
      {open && matches.length === 0 ? (
        <p className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-line bg-white px-3 py-2 text-ink-soft shadow-lg">
          {noMatches}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {open ? matchCount(matches.length) : ''}
      </p>
    </div>
  )
}
