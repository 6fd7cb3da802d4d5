import type { InputHTMLAttributes, Ref } from 'react'
import { fieldControlClass, useFieldControl } from './field'
import { useEarlyInput } from './early-input'

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { size?: 'md' | 'lg'; ref?: Ref<HTMLInputElement> }

/** Fields whose content reads left to right in every language: numbers, phones, addresses. */
const ltrTypes = new Set(['tel', 'email', 'url', 'number'])
const ltrInputModes = new Set(['tel', 'email', 'url', 'numeric', 'decimal'])

/**
 * A text input. Phone numbers, e-mail addresses and amounts are laid out left to right even on
 * Arabic pages, so "+966 55 123 4567" is not reordered, but they still sit on the page's start
 * side: in a right-to-left page that is the end of their own left-to-right line.
 */
export function Input({ size, className = '', type = 'text', dir, ...rest }: InputProps) {
  const { attributes, inline } = useFieldControl(rest)
  const ref = useEarlyInput(rest)
  const ltr = ltrTypes.has(type) || (rest.inputMode !== undefined && ltrInputModes.has(rest.inputMode))
  const direction = dir ?? (ltr ? 'ltr' : undefined)
  return (
    <input
      {...rest}
      {...attributes}
      ref={ref}
      type={type}
      dir={direction}
      className={fieldControlClass({ size, inline, className: `${direction === 'ltr' ? 'rtl:text-end' : ''} ${className}`.trim() })}
    />
  )
}
