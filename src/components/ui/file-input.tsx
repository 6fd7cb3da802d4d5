import { useCallback, useEffect, useId, useRef, useState, type InputHTMLAttributes, type Ref } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFieldControl } from './field'

export type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'value' | 'multiple'> & {
  ref?: Ref<HTMLInputElement>
}

/**
 * A file picker in the page's language: a "Choose file" button and the chosen file's name (or "No
 * file chosen"), where the browser's own control speaks the browser's language ("Choose File" on
 * an Arabic page). The browser's input is still the control: transparent and stretched over the
 * whole box, it takes the click, a dropped file and the keyboard (its focus ring is drawn around
 * the box), and the id, hint, error and required state of the `Field` around it. The name shown is
 * also its description, read before the field's hint and error.
 */
export function FileInput({ className = '', onChange, ref, ...rest }: FileInputProps) {
  const { t } = useLingui()
  const { attributes } = useFieldControl(rest)
  const statusId = `${useId()}-file`
  const [chosen, setChosen] = useState<string | null>(null)
  const element = useRef<HTMLInputElement | null>(null)
  const setElement = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node
      if (typeof ref === 'function') return ref(node)
      if (ref) ref.current = node
    },
    [ref],
  )
  // A file picked in the server's HTML, before the page's scripts started.
  useEffect(() => {
    const name = element.current?.files?.[0]?.name
    if (name) setChosen(name)
  }, [])

  const status =
    chosen ??
    t({
      message: 'No file chosen',
      comment: 'File picker (e.g. the CV of a job application): shown beside its button until a file is chosen',
    })
  return (
    <div
      className={[
        'group relative flex min-h-11 w-full min-w-0 items-center overflow-hidden rounded-lg border bg-white text-sm text-ink',
        attributes['aria-invalid'] ? 'border-danger' : 'border-line',
        // The same ring as every other control's :focus-visible (app.css), drawn around the box.
        'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500',
        'has-disabled:bg-surface has-disabled:text-ink-soft',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <input
        {...rest}
        {...attributes}
        aria-describedby={[statusId, attributes['aria-describedby']].filter(Boolean).join(' ')}
        ref={setElement}
        type="file"
        // The browser's tooltip over the input would say "No file chosen" in its own language.
        title={status}
        onChange={(event) => {
          setChosen(event.target.files?.[0]?.name ?? null)
          onChange?.(event)
        }}
        className="absolute inset-0 size-full cursor-pointer opacity-0 file:cursor-pointer disabled:cursor-not-allowed"
      />
      {/* What the input says to assistive technology already: its role, and this text as its description. */}
      <span
        aria-hidden="true"
        className="flex min-h-11 shrink-0 items-center self-stretch border-e border-line bg-surface px-4 font-bold group-hover:bg-brand-50 group-has-disabled:bg-surface"
      >
        {t({
          message: 'Choose file',
          comment: 'File picker (e.g. the CV of a job application): its button, which opens the choice of a file',
        })}
      </span>
      <span
        id={statusId}
        aria-hidden="true"
        data-testid="file-input-status"
        className={`min-w-0 flex-1 truncate px-3 ${chosen ? '' : 'text-muted'}`}
      >
        <bdi>{status}</bdi>
      </span>
    </div>
  )
}
