import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { FieldError, FieldHint } from './field'
import { useChoiceGroup } from './choice-group'
import { useEarlyInput } from './early-input'

type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  /** What choosing it means; the whole line is the control's hit area. */
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /**
   * The label's content draws the control (a colour swatch): the input is then visually hidden
   * but still focusable, placed first as a Tailwind `peer` so the content can follow its
   * `peer-checked:` and `peer-focus-visible:` states.
   */
  custom?: boolean
  /** Classes of the line (the label around the control). */
  className?: string
  ref?: Ref<HTMLInputElement>
}

function Choice({ type, label, hint, error, custom = false, className = '', ...rest }: ChoiceProps & { type: 'checkbox' | 'radio' }) {
  const generated = useId()
  const id = rest.id ?? `${generated}-control`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  // Inside a ChoiceGroup the group's hint and error are read with every choice.
  const group = useChoiceGroup()
  const ref = useEarlyInput(rest)
  const describedBy = [rest['aria-describedby'], group?.describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined
  const line = custom
    ? `cursor-pointer ${className}`
    : `flex min-h-11 cursor-pointer items-center gap-3 has-disabled:cursor-not-allowed has-disabled:text-muted ${className}`
  const choice = (
    <label htmlFor={id} className={line}>
      <input
        {...rest}
        ref={ref}
        id={id}
        type={type}
        aria-describedby={describedBy}
        aria-invalid={error || group?.invalid ? true : rest['aria-invalid']}
        className={custom ? 'peer sr-only' : 'size-5 shrink-0 accent-brand-600 disabled:cursor-not-allowed'}
      />
      {label}
    </label>
  )
  if (!hintId && !errorId) return choice
  return (
    <div>
      {choice}
      {hintId ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}

/** A checkbox with its label beside it, and optionally a hint and an error under it. */
export function Checkbox(props: ChoiceProps) {
  return <Choice {...props} type="checkbox" />
}

/** One choice of a radio group (the group is a fieldset with a legend), label beside it. */
export function Radio(props: ChoiceProps) {
  return <Choice {...props} type="radio" />
}
