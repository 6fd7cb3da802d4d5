import type { Ref, SelectHTMLAttributes } from 'react'
import { fieldControlClass, useFieldControl } from './field'
import { useEarlyInput } from './early-input'

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & { size?: 'md' | 'lg'; ref?: Ref<HTMLSelectElement> }

/** The browser's own select (its picker suits phones best), in the fields' look. */
export function Select({ size, className = '', children, ...rest }: SelectProps) {
  const { attributes, inline } = useFieldControl(rest)
  const ref = useEarlyInput(rest)
  return (
    <select {...rest} {...attributes} ref={ref} className={fieldControlClass({ size, inline, className })}>
      {children}
    </select>
  )
}
