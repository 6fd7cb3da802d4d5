import { useId, type MouseEvent, type Ref } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AlertIcon } from '../icons/icons'

/** One problem with a form: the id of the control it concerns (as given to its `Field`) and what to do. */
export type FormError = { fieldId: string; message: string }

/**
 * The form's errors at its top, each a link to its field. A form that fails on submit moves focus
 * here (`ref.current.focus()`), so the visitor hears what went wrong and can jump to each field;
 * it is also an alert, for the case where focus stays elsewhere. Nothing is rendered without errors.
 */
export function ErrorSummary({ errors, title, ref }: { errors: readonly FormError[]; title?: string; ref?: Ref<HTMLDivElement> }) {
  const { t } = useLingui()
  const titleId = useId()
  if (errors.length === 0) return null

  // Focus the control itself: following the fragment alone would only scroll to it.
  const goToField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const control = document.getElementById(fieldId)
    if (!control) return
    event.preventDefault()
    control.focus({ preventScroll: true })
    control.scrollIntoView?.({ block: 'center' })
  }

  return (
    <div ref={ref} role="alert" tabIndex={-1} aria-labelledby={titleId} className="rounded-xl border-2 border-danger bg-white p-5 text-ink">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <AlertIcon className="size-6 shrink-0 text-danger" />
        {title ?? t`Please correct the following`}
      </h2>
      <ul className="mt-3 space-y-1 ps-8">
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => goToField(event, error.fieldId)}
              className="font-medium text-danger underline hover:no-underline"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
