import { createContext, useContext, useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AlertIcon } from '../icons/icons'

/** What a field tells the control inside it, so the label, hint and error are announced with it. */
type FieldControlState = { id: string; describedBy: string | undefined; invalid: boolean; required: boolean; inline: boolean }

const FieldContext = createContext<FieldControlState | null>(null)

/** The attributes a control takes from its control-level props and the field around it. */
export type FieldControlProps = {
  id?: string
  required?: boolean
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling'
  'aria-required'?: boolean | 'true' | 'false'
}

/**
 * Merges a control's own id and ARIA attributes with those of the `Field` it sits in. Outside a
 * field the control's own props pass through unchanged.
 */
export function useFieldControl(props: FieldControlProps) {
  const field = useContext(FieldContext)
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ')
  const invalid = field?.invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true'
  const attributes = {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid || undefined,
    // Announced as required without the browser's own validation bubbles: forms show their errors.
    'aria-required': field?.required || props.required || props['aria-required'] === true || props['aria-required'] === 'true' || undefined,
  }
  return { attributes, inline: field?.inline ?? false }
}

/** The look shared by text inputs, selects and text areas; as wide as the field unless it sits beside its label. */
export function fieldControlClass({
  size = 'md',
  inline = false,
  className = '',
}: {
  size?: 'md' | 'lg'
  inline?: boolean
  className?: string
}): string {
  return [
    'block min-w-0 rounded-lg border border-line bg-white px-3 text-ink placeholder:text-muted',
    inline ? 'w-auto' : 'w-full',
    'aria-invalid:border-danger disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-soft',
    size === 'lg' ? 'min-h-12' : 'min-h-11',
    className,
  ]
    .filter(Boolean)
    .join(' ')
}

type FieldProps = {
  label: ReactNode
  /** Under the control: what to enter, limits, an example. */
  hint?: ReactNode
  /** Under the hint, in red with an icon; the control is then marked invalid. */
  error?: ReactNode
  required?: boolean
  /** The control's id, when something else (an error summary) must link to it. */
  id?: string
  /** The label is still read by assistive technology; only for controls whose purpose the layout shows. */
  labelHidden?: boolean
  /** `inline` puts the label beside the control (a sort order above a list). */
  layout?: 'stacked' | 'inline'
  className?: string
  children: ReactNode
}

/**
 * A form field: label above its control, hint and error under it. The control inside (Input,
 * Select, Textarea) takes the field's id, `aria-describedby` (hint, then error), `aria-invalid`
 * and `aria-required` from it.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  id,
  labelHidden = false,
  layout = 'stacked',
  className = '',
  children,
}: FieldProps) {
  const { t } = useLingui()
  const generated = useId()
  const controlId = id ?? `${generated}-control`
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const state: FieldControlState = {
    id: controlId,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
    required,
    inline: layout === 'inline',
  }
  const inline = state.inline
  return (
    <div className={`${inline ? 'flex flex-wrap items-center gap-x-2' : ''} ${className}`.trim() || undefined}>
      <label htmlFor={controlId} className={labelHidden ? 'sr-only' : `${inline ? '' : 'mb-1.5 block'} text-sm font-bold text-ink`}>
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ms-0.5 text-danger">
              *
            </span>{' '}
            <span className="sr-only">
              {t({ message: '(required)', comment: 'Read by screen readers after a form field label marked with a red asterisk' })}
            </span>
          </>
        ) : null}
      </label>
      <FieldContext.Provider value={state}>{children}</FieldContext.Provider>
      {hintId ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 w-full text-sm text-muted">
      {children}
    </p>
  )
}

/** An error in words and with an icon, never in colour alone; "Error:" is read before it. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <p id={id} className="mt-1 flex w-full items-start gap-1.5 text-sm font-medium text-danger">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">
          {t({ message: 'Error:', comment: 'Read by screen readers before the error sentence under a form field' })}
        </span>{' '}
        {children}
      </span>
    </p>
  )
}
