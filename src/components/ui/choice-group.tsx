import { createContext, useContext, useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FieldError, FieldHint } from './field'

/** What a group tells the radios inside it: invalid, and what to read with each. */
type GroupState = { describedBy: string | undefined; invalid: boolean }

const ChoiceGroupContext = createContext<GroupState | null>(null)

/** The ARIA state a radio takes from the `ChoiceGroup` around it. */
export function useChoiceGroup(): GroupState | null {
  return useContext(ChoiceGroupContext)
}

/**
 * A question answered by one of a few radios (yes/no, cash/finance): a fieldset whose legend is
 * the question, hint and error under the choices. Each radio is marked invalid and described by
 * the hint and error, so the error is read when any of them takes focus.
 */
export function ChoiceGroup({
  legend,
  hint,
  error,
  required = false,
  layout = 'row',
  children,
}: {
  legend: ReactNode
  hint?: ReactNode
  error?: ReactNode
  required?: boolean
  layout?: 'row' | 'column'
  children: ReactNode
}) {
  const { t } = useLingui()
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const state: GroupState = { describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined, invalid: Boolean(error) }
  return (
    // A fieldset takes no aria-required (axe: aria-allowed-attr); the legend says "(required)".
    <fieldset>
      <legend className="mb-1.5 text-sm font-bold text-ink">
        {legend}
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
      </legend>
      <div className={layout === 'row' ? 'flex flex-wrap gap-x-6' : 'grid'}>
        <ChoiceGroupContext.Provider value={state}>{children}</ChoiceGroupContext.Provider>
      </div>
      {hintId ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  )
}
