import type { InputHTMLAttributes, Ref } from 'react'
import { useFieldControl } from './field'

export type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'value'> & { ref?: Ref<HTMLInputElement> }

/**
 * A file picker: the browser's own control (its button and the chosen name are read out and work
 * with every keyboard and screen reader), styled like the other fields and taking the id, hint,
 * error and required state of the `Field` around it.
 */
export function FileInput({ className = '', ...rest }: FileInputProps) {
  const { attributes } = useFieldControl(rest)
  return (
    <input
      {...rest}
      {...attributes}
      type="file"
      className={[
        'block w-full min-h-11 rounded-lg border border-line bg-white text-sm text-ink aria-invalid:border-danger',
        'file:me-3 file:min-h-11 file:cursor-pointer file:border-0 file:border-e file:border-line file:bg-surface file:px-4 file:font-bold file:text-ink hover:file:bg-brand-50',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  )
}
