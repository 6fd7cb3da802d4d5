import { toast } from 'sonner'

/**
 * The one way to tell the visitor that something happened: short, already-translated texts shown
 * by the layout's toaster (see components/ui/toaster.tsx) and announced to screen readers.
 */
export type NotifyOptions = {
  /** A second line, e.g. the car the message is about. */
  description?: string
  /** Replaces a notification with the same id instead of stacking another one. */
  id?: string
  /** One button in the notification, e.g. to undo what was just done. */
  action?: { label: string; onClick: () => void }
}

export function notifySuccess(message: string, options: NotifyOptions = {}): void {
  toast.success(message, options)
}

export function notifyError(message: string, options: NotifyOptions = {}): void {
  toast.error(message, options)
}
