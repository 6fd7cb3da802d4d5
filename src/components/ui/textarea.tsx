import type { Ref, TextareaHTMLAttributes } from 'react'
import { appConfig } from '../../../app.config'
import { fieldControlClass, useFieldControl } from './field'
import { useEarlyInput } from './early-input'

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }

/** A multi-line text field, as tall as the specification's default rows unless said otherwise. */
export function Textarea({ rows = appConfig.textareaRows, className = '', ...rest }: TextareaProps) {
  const { attributes, inline } = useFieldControl(rest)
  const ref = useEarlyInput(rest)
  return (
    <textarea
      {...rest}
      {...attributes}
      ref={ref}
      rows={rows}
      className={fieldControlClass({ inline, className: `py-2 leading-relaxed ${className}`.trim() })}
    />
  )
}
