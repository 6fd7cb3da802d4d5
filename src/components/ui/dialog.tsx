import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CloseIcon } from '../icons/icons'
import { Button } from './button'

const placements = {
  centre: 'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl rounded-2xl',
  sheet: 'mx-0 mb-0 mt-auto max-h-[85dvh] w-full max-w-none rounded-t-2xl',
}

/**
 * A modal dialog on the browser's own `<dialog>`: `showModal()` makes the rest of the page inert
 * (focus stays inside, screen readers see only the dialog), Esc closes it, and on closing focus
 * goes back to what had it before (the button that opened it). Closing by Esc or the close button
 * calls `onClose`; the owner decides `open`.
 *
 * Esc and the close button ask the owner at once rather than closing the element themselves: the
 * browser fires `close` in a later task, and a press on the opening button in between (Esc, then
 * Enter) found the owner's `open` still true, so the late `close` shut the dialog it had just
 * reopened. For the same reason a `close` that arrives after the dialog opened again is ignored.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  placement = 'centre',
  className = '',
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Kept in view at the bottom while the content scrolls (the sheet's "show N results"). */
  footer?: ReactNode
  /** `sheet`: a bottom sheet across the screen's width, as phones show a panel of options. */
  placement?: 'centre' | 'sheet'
  className?: string
}) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClose={() => {
        if (ref.current?.open) return
        onClose()
        // Where the visitor was: the button that opened the dialog.
        opener.current?.focus()
      }}
      // The footer stays over the content's foot: a control that takes the focus scrolls into view
      // above it (its height: a large button and its padding), not under it.
      className={`${placements[placement]} overflow-y-auto bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 ${footer ? '[scroll-padding-block-end:6rem]' : ''} ${className}`.trim()}
    >
      {open ? (
        <div className={placement === 'sheet' ? 'px-5 pt-5' : 'p-5 sm:p-8'}>
          <div className="mb-5 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-ink">
              {title}
            </h2>
            <Button variant="icon" onClick={onClose} className="-m-2">
              <CloseIcon className="size-5" />
              <span className="sr-only">
                {t({ message: 'Close', comment: 'Dialogs: the close button in the corner (read by screen readers)' })}
              </span>
            </Button>
          </div>
          {children}
        </div>
      ) : null}
      {open && footer ? (
        <div className="sticky bottom-0 border-t border-line bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">{footer}</div>
      ) : null}
    </dialog>
  )
}
