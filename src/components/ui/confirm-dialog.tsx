import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from './button'
import { Dialog } from './dialog'

/**
 * Asks before something that cannot simply be taken back (delete, retire, send): what will happen
 * in `children`, the action named on its own button (never a bare "OK"), and "Cancel", which has
 * the focus first so Enter pressed by habit does nothing harmful. While `onConfirm` runs the
 * action's button is busy and a second press is ignored; the dialog closes when it has finished.
 * A failure is the owner's to show (the form's notice), so the dialog closes either way.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: ReactNode
  children: ReactNode
  /** The action itself ("Delete the photo", "Retire the car"). */
  confirmLabel: ReactNode
  onConfirm: () => Promise<unknown> | void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const cancel = useRef<HTMLButtonElement>(null)
  // After the dialog's own effect has opened it (a child's effects run first), which would
  // otherwise focus its first button, the close icon.
  useEffect(() => {
    if (open) cancel.current?.focus()
  }, [open])
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={open} onClose={busy ? () => {} : onCancel} title={title}>
      <div className="space-y-6 text-ink-soft">{children}</div>
      <div className="mt-8 flex flex-wrap justify-end gap-3">
        <Button ref={cancel} variant="outline" onClick={onCancel} disabled={busy}>
          {t({ message: 'Cancel', comment: 'Confirmation dialogs: the button that closes the dialog and does nothing' })}
        </Button>
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
