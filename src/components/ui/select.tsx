import type { Ref, SelectHTMLAttributes } from 'react'
import { fieldControlClass, useFieldControl } from './field'

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & { size?: 'md' | 'lg'; ref?: Ref<HTMLSelectElement> }

/** The browser's own select (its picker suits phones best), in the fields' look. */
export function Select({ size, className = '', children, ...rest }: SelectProps) {
  const { attributes, inline } = useFieldControl(rest)
  return (
    <select {...rest} {...attributes} className={fieldControlClass({ size, inline, className })}>
      {children}
    </select>
  )
}
