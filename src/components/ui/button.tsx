import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react'
import { busySpinnerClass, buttonClass, type ButtonStyle } from './button-styles'

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> &
  ButtonStyle & {
    /**
     * Work started by this button is under way: announced as busy, and further presses are
     * ignored. The button stays focusable (unlike `disabled`), so focus is not lost mid-task.
     */
    loading?: boolean
    ref?: Ref<HTMLButtonElement>
  }

/**
 * A button. `type` is "button" unless said otherwise, so a button inside a form never submits
 * it by accident; a form's submit button says `type="submit"`.
 */
export function Button({ type = 'button', variant, size, className, loading = false, onClick, children, ...rest }: ButtonProps) {
  const ignoreWhileLoading = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <button
      {...rest}
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={ignoreWhileLoading}
      className={buttonClass({ variant, size, className })}
    >
      {loading ? <span aria-hidden="true" className={busySpinnerClass} /> : null}
      {children}
    </button>
  )
}
