import type { ChangeEvent } from 'react'

/**
 * A trap for bots that fill in every field they find: a text field people never meet. It is
 * moved off the screen (not `display: none` or `type="hidden"`, which bots skip), left out of the
 * accessibility tree (`aria-hidden`) and the tab order, and the browser is asked not to autofill
 * it. Its label still says to leave it empty, for the odd reader that shows it anyway. A message
 * sent with it filled is answered like a success and dropped by the dealer API.
 */
export function HoneypotField({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -start-[10000px] top-0 size-px overflow-hidden opacity-0">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore
        data-lpignore="true"
        maxLength={500}
      />
    </div>
  )
}
